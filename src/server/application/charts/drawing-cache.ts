// A chart version's drawing as it goes on the wire, kept in memory: the JSON bytes, their sha256
// (the ETag) and their gzip, made once on first demand. A 100,000-seat drawing is 13 MB of JSON;
// reading it from the store, parsing and writing it again and gzipping it cost ~0.2 s per request,
// while the seat map fetches it on every visit. Kept per chart id and version, and used only while
// the chart row's revision (read in the caller's transaction, so another instance's publish is
// seen) is the one the bytes were made from: the keeping rules are RevisionLru's, as for the
// ChartCache. Chart ids are never reused, so bytes can never be another workspace's chart's.
import type { ChartRow, DrawingVersion, Tx } from '../../store/port';
import { RevisionLru } from '../revision-lru';
import { WireBytes } from '../wire-bytes';

/** What the cache may hold by default: 128 MiB, about eight 100,000-seat drawings with their gzip. */
export const DEFAULT_DRAWING_CACHE_BYTES = 128 * 1024 * 1024;

export class DrawingCache {
  private readonly kept: RevisionLru<WireBytes>;
  private readonly loading = new Map<
    string,
    { revision: number; made: Promise<WireBytes | undefined> }
  >();

  constructor(maxBytes = DEFAULT_DRAWING_CACHE_BYTES) {
    this.kept = new RevisionLru(maxBytes);
  }

  /** Hits, misses and bytes kept, for the metrics. */
  get counts() {
    return this.kept.counts;
  }

  /** The bytes of the drawings (and gzips) kept now (never above the budget). */
  get bytes(): number {
    return this.kept.bytes;
  }

  /** The wire bytes of one version's drawing, or undefined when that version does not exist. */
  async get(tx: Tx, chart: ChartRow, version: DrawingVersion): Promise<WireBytes | undefined> {
    if (version === 'draft' && !chart.hasDraft) return undefined;
    const id = `${chart.id}:${version}`;
    const kept = this.kept.get(id, chart.revision);
    if (kept) return kept;
    // Requests arriving while the same revision is being read and written share that work, and
    // then its one gzip. Should it fail (its transaction cut short), each reads for itself.
    const pending = this.loading.get(id);
    if (pending?.revision === chart.revision) {
      return pending.made.catch(() => this.load(tx, chart, version, id));
    }
    const made = this.load(tx, chart, version, id);
    this.loading.set(id, { revision: chart.revision, made });
    try {
      return await made;
    } finally {
      if (this.loading.get(id)?.made === made) this.loading.delete(id);
    }
  }

  private async load(
    tx: Tx,
    chart: ChartRow,
    version: DrawingVersion,
    id: string,
  ): Promise<WireBytes | undefined> {
    const drawing = await tx.getDrawing(chart.id, version);
    if (drawing === undefined) return undefined;
    const wire = new WireBytes(Buffer.from(JSON.stringify(drawing)), (made) =>
      this.kept.resize(id, made, made.bytes),
    );
    return this.kept.keep(id, chart.revision, wire, wire.bytes);
  }
}
