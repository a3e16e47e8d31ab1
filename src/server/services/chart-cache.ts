// Flattened charts, kept in memory per chart version. A chart row carries a revision that every
// drawing change bumps, so a cached entry is used only while it matches the row just read in the
// same transaction — correct even when another instance changed the chart.
import { flattenDrawing } from '../domain/drawing';
import type { FlatChart } from '../domain/model';
import type { ChartRow, DrawingVersion, Tx } from '../store/port';

interface Entry {
  revision: number;
  chart: FlatChart;
}

export class ChartCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly maxEntries = 64) {}

  /** The flattened drawing of one version, or undefined when that version does not exist. */
  async get(
    tx: Tx,
    chart: ChartRow,
    version: DrawingVersion = 'published',
  ): Promise<FlatChart | undefined> {
    if (version === 'draft' && !chart.hasDraft) return undefined;
    const id = `${chart.id}:${version}`;
    const hit = this.entries.get(id);
    if (hit && hit.revision === chart.revision) {
      // Refresh recency: Map keeps insertion order, so the first key is the least recently used.
      this.entries.delete(id);
      this.entries.set(id, hit);
      return hit.chart;
    }
    const drawing = await tx.getDrawing(chart.id, version);
    if (drawing === undefined) return undefined;
    const flat = flattenDrawing(drawing);
    this.entries.set(id, { revision: chart.revision, chart: flat });
    while (this.entries.size > this.maxEntries) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
    return flat;
  }
}
