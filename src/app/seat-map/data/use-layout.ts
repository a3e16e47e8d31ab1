// A chart's drawing, laid out for the seat map: fetched through the client (the designer JSON the
// service stores; a seats.io region serves the same), laid out once per chart and version.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SeatdeskClient } from '../../../client';
import { LABELS_DIGEST_HEADER } from '../../../contract/live-feed';
import { type TableBookingConfig, tableBookedAsWhole } from '../../../domain/model';
import type { MapObject } from '../../../domain/seat-map/types';
import { keepLabelsDigest } from '../../lib/kept-label-digests';
import { chartKeys } from '../../lib/queries';
import { preloadSeatMap } from '../components/lazy-seat-map';

import { labelIndexOf } from './label-index';
import { labelsAhead } from './labels-ahead';
import { type LaidOutDrawing, type LayoutJob, startLayout } from './lay-out-drawing';

export type ChartVersion = 'published' | 'draft';

const LABELS_DIGEST = /^[0-9a-f]{16}$/;

export interface ChartMap extends LaidOutDrawing {
  /** How long fetching and laying out took, in ms. */
  tookMs: number;
}

type SnapshotReader = LayoutJob['readSnapshot'];
/** The layout job of each published chart being laid out, for its event's snapshot. */
const readers = new WeakMap<SeatdeskClient, Map<string, SnapshotReader>>();

/**
 * Where the status snapshot of an event on `chartKey` is read while its drawing is laid out: the
 * layout's own worker (snapshot-columns.ts), handed the snapshot as soon as it is in. Undefined
 * when no layout of it is under way (the page reads the snapshot itself).
 */
export function snapshotReaderOf(client: SeatdeskClient, chartKey: string) {
  return readers.get(client)?.get(chartKey);
}

export async function fetchChartMap(
  client: SeatdeskClient,
  chartKey: string,
  version: ChartVersion,
): Promise<ChartMap> {
  const started = performance.now();
  void preloadSeatMap().catch(() => {
    // The map's own Suspense boundary loads it again and shows the failure.
  });
  // Started first: the worker's script loads while the drawing downloads.
  const layout = startLayout();
  if (version === 'published') {
    let ofClient = readers.get(client);
    if (!ofClient) {
      ofClient = new Map();
      readers.set(client, ofClient);
    }
    ofClient.set(chartKey, layout.readSnapshot);
  }
  // The event map's statuses are asked for with the digest as soon as the worker has it.
  const ahead = version === 'published' ? labelsAhead(client, chartKey) : undefined;
  let laidOut: LaidOutDrawing;
  try {
    let drawing: ArrayBuffer;
    try {
      const answer = await client.charts.drawingAnswer(chartKey, version);
      // Seatdesk names the digest with the drawing: the statuses are asked for before its bytes
      // are even in, let alone laid out (a seats.io region names none: the worker's is awaited).
      const named = answer.headers.get(LABELS_DIGEST_HEADER);
      if (ahead && named && LABELS_DIGEST.test(named)) ahead.settle(named);
      drawing = await answer.arrayBuffer();
    } catch (error) {
      layout.cancel();
      throw error;
    }
    laidOut = await layout.run(drawing, ahead?.settle);
  } catch (error) {
    ahead?.settle(undefined);
    throw error;
  }
  ahead?.settle(laidOut.labelsDigest);
  if (ahead && laidOut.labelsDigest) keepLabelsDigest(chartKey, laidOut.labelsDigest);
  const tookMs = performance.now() - started;
  // Read by bench:map and the end-to-end specs: whether the layout came from the browser's store.
  // Only the latest is kept: a tab open all day lays out many maps.
  performance.clearMarks('seat-map:laid-out');
  performance.mark('seat-map:laid-out', { detail: { chartKey, kept: laidOut.kept, tookMs } });
  return { ...laidOut, tookMs };
}

/**
 * Under the chart's detail key, so publishing or discarding a draft (which invalidate the chart)
 * lays it out again. The cache is cleared on every sign-in and sign-out (session-context.tsx), so
 * a layout of one workspace is never shown in another.
 */
export function chartMapQuery(client: SeatdeskClient, chartKey: string, version: ChartVersion) {
  return queryOptions({
    queryKey: [...chartKeys.detail(chartKey), 'map', version],
    queryFn: () => fetchChartMap(client, chartKey, version),
    // A drawing changes only when someone publishes or edits the draft; no polling.
    staleTime: 5 * 60_000,
  });
}

export function useChartMap(
  client: SeatdeskClient,
  chartKey: string | undefined,
  version: ChartVersion = 'published',
) {
  return useQuery({
    ...chartMapQuery(client, chartKey ?? '', version),
    enabled: Boolean(chartKey),
  });
}

/**
 * Which objects an event books: a table booked whole instead of its seats, else its seats. The
 * rest of the chart's objects are drawn faded and cannot be selected. So are the later objects of
 * a label the drawing repeats: only the first can be sold (domain/drawing/duplicates.ts).
 */
export function bookableIn(
  chartMap: Pick<ChartMap, 'tables' | 'layout'>,
  config: TableBookingConfig,
): (object: MapObject) => boolean {
  const whole = new Set(
    chartMap.tables.filter((table) => tableBookedAsWhole(table, config)).map((t) => t.label),
  );
  const { repeated } = labelIndexOf(chartMap.layout);
  return (object) => {
    if (repeated.has(object)) return false;
    if (object.kind === 'table') return whole.has(object.label);
    return object.table === undefined || !whole.has(object.table);
  };
}
