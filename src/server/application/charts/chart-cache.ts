// Flattened charts, kept in memory per chart version. A chart row carries a revision that every
// drawing change bumps, so a cached entry is used only while it matches the row just read in the
// same transaction — correct even when another instance changed the chart. Chart ids are never
// reused (AUTOINCREMENT, identity), so an entry can never be another chart's.
//
// The cache is bounded by an estimate of the memory its charts hold, not by their number: one
// tenant's 25 charts of 580,000 seats exhausted the heap under a bound of 64 entries. The keeping,
// revision and eviction rules are RevisionLru's (application/revision-lru.ts).
import { createHash } from 'node:crypto';
import { flattenDrawing, sellableChart } from '../../../domain/drawing';
import {
  objectCategoriesOf,
  withObjectCategories,
} from '../../../domain/drawing/object-categories';
import type { Category, FlatChart } from '../../../domain/model';
import type { ChartRow, DrawingVersion, Tx } from '../../store/port';
import { RevisionLru } from '../revision-lru';

/**
 * Estimated heap per chart object while its chart is cached: the flattened object (~0.5 KiB,
 * measured on a generated 100,000-seat chart) plus the report rows kept beside the chart (chart
 * index, bare JSON and CSV rows: ~2 KiB per object, measured after every report kind).
 */
export const BYTES_PER_OBJECT = 2_560;

/** What the cache may hold by default: 512 MiB, about 200,000 objects with their reports. */
export const DEFAULT_CHART_CACHE_BYTES = 512 * 1024 * 1024;

/**
 * The most objects (seats, tables, booths, GA areas) a drawing may have: larger uploads are
 * refused (413 DRAWING_TOO_LARGE). At this size one chart fits the default cache budget.
 */
export const MAX_DRAWING_OBJECTS = 200_000;

/** The estimated bytes a flattened chart holds while cached. */
export function estimatedBytes(chart: FlatChart): number {
  return (chart.objects.length + 1) * BYTES_PER_OBJECT;
}

export class ChartCache {
  private readonly released: Array<(chart: FlatChart) => void> = [];
  private readonly kept: RevisionLru<FlatChart>;

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
    const drawing = await tx.getDrawing(chart.id, version);
    if (drawing === undefined) return undefined;
    // Only the first object of a repeated label can be sold: the others are left out everywhere.
    const flat = sellableChart(flattenDrawing(drawing));
    return this.kept.keep(id, chart.revision, flat, estimatedBytes(flat));
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
