// A chart's drawing laid out for the seat map, with what the map needs of the service's own
// reading of it (which tables are booked whole). Pure: run in the layout worker, or inline where
// there is no Worker (tests).
import { flattenDrawing } from '../../../domain/drawing';
import type { ChartObject } from '../../../domain/model';
import { layoutSeatMap } from '../../../domain/seat-map/layout';
import type { SeatMapLayout } from '../../../domain/seat-map/types';
import { labelOrderDigest } from '../../../domain/status-snapshot/label-digest';
import { repeatsOf } from './label-index';
import { type JoinedLabels, joinedLabels, type LabelFacts, labelFactsOfJoined } from './label-walk';

export interface LaidOutChart {
  layout: SeatMapLayout;
  /** The chart's tables as the service reads them (with the drawing's `bookAsAWhole`). */
  tables: readonly ChartObject[];
  /**
   * The digest of the layout's label order (the status snapshot's `?labels=`), where the layout
   * worker computed it; the page computes it itself otherwise (live/label-order.ts).
   */
  labelsDigest?: string;
  /**
   * Positions of the objects whose label an earlier object has, where the layout worker found
   * them with the digest (one walk of the labels for both; label-index.ts).
   */
  repeats?: number[];
}

/**
 * What the status snapshot is asked with (the digest of the first object of each label, in
 * order, as domain snapshotLabels lists them) and the objects left out of that order, computed
 * where the objects are (the worker), in one walk of the labels joined (label-walk.ts); the
 * joined labels are handed on for the packing.
 */
export function labelOrderFacts(layout: Pick<SeatMapLayout, 'objects'>): LabelFacts & {
  joined?: JoinedLabels;
} {
  const { objects } = layout;
  const joined = joinedLabels(objects);
  if (joined !== undefined) return { ...labelFactsOfJoined(joined), joined };
  const repeats = repeatsOf(objects);
  const left = new Set(repeats);
  const labels = objects.filter((_, i) => !left.has(i)).map((o) => o.label);
  return { labelsDigest: labelOrderDigest(labels), repeats };
}

export const labelsDigestOf = (layout: Pick<SeatMapLayout, 'objects'>): string =>
  labelOrderFacts(layout).labelsDigest;

export function chartMapOf(drawing: unknown): LaidOutChart {
  const layout = layoutSeatMap(drawing);
  // The layout has no table booking flags; the service's own flattening says which tables the
  // chart books whole (a second walk of the drawing, so only for charts that have tables). A
  // drawing it cannot read still gets the map of what could be laid out.
  let tables: ChartObject[] = [];
  if (!layout.objects.some((obj) => obj.kind === 'table')) return { layout, tables };
  try {
    tables = flattenDrawing(drawing).objects.filter((obj) => obj.objectType === 'table');
  } catch {
    // Nothing known about tables: every table is treated as booked seat by seat.
  }
  return { layout, tables };
}

/** The drawing's text → its map; a text that is not JSON is refused as the service would. */
export function chartMapOfText(text: string): LaidOutChart {
  let drawing: unknown;
  try {
    drawing = JSON.parse(text);
  } catch {
    throw new Error('The chart’s drawing is not valid JSON.');
  }
  return chartMapOf(drawing);
}
