// A chart's drawing as the seat map reads it: the published version comes with the digest of its
// label order (the one the status snapshot compares, shared/chart-labels-digest.ts), so that a map on
// a first visit can ask for the snapshot without labels as soon as the drawing's headers arrive,
// instead of once it has parsed and laid out 100,000 objects to compute the same digest itself.
// Named only when the ChartCache holds the flattened chart (any read of the event's states, the
// map's snapshot among them, keeps it): a miss is not built here, since parsing and flattening a
// 13 MB drawing would hold the drawing's own answer as long; that map waits for its worker's.
import type { DrawingVersion } from '../../store/port';
import type { Auth, Deps } from '../context';
import { chartLabelsDigest } from '../shared/chart-labels-digest';
import { findChart } from '../shared/find-chart';
import type { WireBytes } from '../wire-bytes';
import { buildingOutside, ChartMiss } from './chart-cache';
import { noDraft } from './drafts';

export interface DrawingForMap {
  drawing: WireBytes;
  /** The published version's label order digest; a draft is never coloured by a snapshot. */
  labelsDigest?: string;
}

export async function readDrawingForMap(
  deps: Deps,
  auth: Auth,
  chartKey: string,
  version: DrawingVersion,
): Promise<DrawingForMap> {
  const read = await deps.store.read(async (tx) => {
    const chart = await findChart(tx, auth, chartKey);
    const drawing = await deps.drawings.get(tx, chart, version);
    if (drawing === undefined || version === 'draft') return { drawing };
    const flat = await buildingOutside
      .run(true, () => deps.charts.get(tx, chart, 'published'))
      .catch((error: unknown) => {
        if (error instanceof ChartMiss) return undefined;
        throw error;
      });
    return { drawing, labelsDigest: flat && chartLabelsDigest(flat) };
  });
  if (read.drawing === undefined) throw noDraft(chartKey, 'not-found');
  return { drawing: read.drawing, labelsDigest: read.labelsDigest };
}
