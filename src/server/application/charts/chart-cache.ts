// Flattened charts, kept in memory per chart version. A chart row carries a revision that every
// drawing change bumps, so a cached entry is used only while it matches the row just read in the
// same transaction — correct even when another instance changed the chart. Chart ids are never
// reused (AUTOINCREMENT, identity), so an entry can never be another chart's.
//
// The cache is bounded by an estimate of the memory its charts hold, not by their number: one
// tenant's 25 charts of 580,000 seats exhausted the heap under a bound of 64 entries. The keeping,
// revision and eviction rules are RevisionLru's (application/revision-lru.ts).
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { LIMITS } from '../../../contract/limits';
import { flattenDrawing, sellableChart } from '../../../domain/drawing';
import {
  objectCategoriesOf,
  withObjectCategories,
} from '../../../domain/drawing/object-categories';
import type { Category, FlatChart } from '../../../domain/model';
import type { ChartRow, DrawingVersion, Tx } from '../../store/port';
import { CompanyTurns } from '../company-turns';
import { RevisionLru } from '../revision-lru';

/**
 * Estimated heap per chart object while its chart is cached: the flattened object (~0.5 KiB,
 * measured on a generated 100,000-seat chart) plus the report rows kept beside the chart (chart
 * index, bare JSON and CSV rows: ~2 KiB per object, measured after every report kind).
 */
export const BYTES_PER_OBJECT = 2_560;

/** What the cache may hold by default: 512 MiB, about 200,000 objects with their reports. */
export const DEFAULT_CHART_CACHE_BYTES = 512 * 1024 * 1024;

/** The most objects a drawing may have (contract/limits.ts): one chart fits the default budget. */
export const MAX_DRAWING_OBJECTS = LIMITS.drawingObjects;

/** The estimated bytes a flattened chart holds while cached. */
export function estimatedBytes(chart: FlatChart): number {
  return (chart.objects.length + 1) * BYTES_PER_OBJECT;
}

/**
 * Thrown by a read that needs a chart not kept (inside `readWithCharts` only, chart-builds.ts):
 * the drawing is read and flattened outside that read, and the read runs again.
 */
export class ChartMiss extends Error {
  readonly id: string;
  constructor(
    readonly chart: ChartRow,
    readonly version: DrawingVersion,
  ) {
    super(`chart ${chart.id} (${version}) at revision ${chart.revision} is not built yet`);
    this.id = `${chart.id}:${version}`;
  }
}

/** Set while a read runs inside `readWithCharts`: a miss then throws ChartMiss. */
export const buildingOutside = new AsyncLocalStorage<true>();

export class ChartCache {
  private readonly released: Array<(chart: FlatChart) => void> = [];
  private readonly kept: RevisionLru<FlatChart>;
  /** Charts built outside a read, for the read that runs again, even if the budget let them go. */
  private readonly built = new Map<string, { revision: number; chart: FlatChart; users: number }>();
  /** Builds and rankings a miss costs, one at a time per company (company-turns.ts). */
  readonly turns = new CompanyTurns();

  constructor(maxBytes = DEFAULT_CHART_CACHE_BYTES) {
    this.kept = new RevisionLru(maxBytes, (chart) => {
      for (const listener of this.released) listener(chart);
    });
  }

  /**
   * Calls `listener` with each chart the cache lets go. Whatever else keeps values computed with
   * a chart (the states cache's histograms) must let go too, or the chart outlives the budget.
   */
  onRelease(listener: (chart: FlatChart) => void): void {
    if (!this.released.includes(listener)) this.released.push(listener);
  }

  /** Hits, misses and bytes kept, for the metrics. */
  get counts() {
    return this.kept.counts;
  }

  /** The estimated bytes of the charts kept now (never above the budget). */
  get bytes(): number {
    return this.kept.bytes;
  }

  /** The flattened drawing of one version, or undefined when that version does not exist. */
  async get(
    tx: Tx,
    chart: ChartRow,
    version: DrawingVersion = 'published',
  ): Promise<FlatChart | undefined> {
    if (version === 'draft' && !chart.hasDraft) return undefined;
    const id = `${chart.id}:${version}`;
    const kept = this.kept.get(id, chart.revision);
    if (kept) return kept;
    const built = this.built.get(id);
    if (built?.revision === chart.revision) {
      return this.kept.keep(id, chart.revision, built.chart, estimatedBytes(built.chart));
    }
    // Not even the drawing is read here: parsing 13 MB of JSON would hold this read as long.
    if (buildingOutside.getStore()) throw new ChartMiss(chart, version);
    const drawing = await tx.getDrawing(chart.id, version);
    if (drawing === undefined) return undefined;
    // Only the first object of a repeated label can be sold: the others are left out everywhere.
    const flat = sellableChart(flattenDrawing(drawing));
    return this.kept.keep(id, chart.revision, flat, estimatedBytes(flat));
  }

  /** Offers a chart built outside a read to the reads that run until `release` is called. */
  offer(id: string, revision: number, chart: FlatChart): () => void {
    let entry = this.built.get(id);
    if (entry?.revision !== revision || entry.chart !== chart) {
      entry = { revision, chart, users: 0 };
      this.built.set(id, entry);
    }
    entry.users++;
    this.kept.keep(id, revision, chart, estimatedBytes(chart));
    const offered = entry;
    return () => {
      offered.users--;
      if (offered.users === 0 && this.built.get(id) === offered) this.built.delete(id);
    };
  }

  /**
   * The published chart as an event sees it: with the event's `objectCategories` applied
   * (domain/drawing/object-categories.ts), or the chart itself when it gives none. A view is
   * kept under the same budget, keyed by the chart, its revision and a digest of what it applies.
   */
  async forEvent(
    tx: Tx,
    chart: ChartRow,
    event: { objectCategories: unknown; categories: unknown },
  ): Promise<FlatChart | undefined> {
    const base = await this.get(tx, chart);
    const given = objectCategoriesOf(event);
    if (!base || !given) return base;
    const own = Array.isArray(event.categories) ? (event.categories as Category[]) : [];
    const digest = createHash('sha256')
      .update(JSON.stringify([given, own]))
      .digest('base64url');
    const id = `${chart.id}:event:${digest}`;
    const kept = this.kept.get(id, chart.revision);
    if (kept) return kept;
    const view = withObjectCategories(base, given, own);
    return this.kept.keep(id, chart.revision, view, estimatedBytes(view));
  }
}
