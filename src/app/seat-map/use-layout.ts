// A chart's drawing, laid out for the seat map: fetched through the client (the designer JSON the
// service stores; a seats.io region serves the same), laid out once per chart and version.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SeatdeskClient } from '../../client';
import { flattenDrawing } from '../../domain/drawing';
import { type ChartObject, type TableBookingConfig, tableBookedAsWhole } from '../../domain/model';
import { layoutSeatMap } from '../../domain/seat-map/layout';
import type { MapObject, SeatMapLayout } from '../../domain/seat-map/types';
import { chartKeys } from '../lib/queries';
import { preloadSeatMap } from '.';

export type ChartVersion = 'published' | 'draft';

export interface ChartMap {
  layout: SeatMapLayout;
  /** The chart's tables as the service reads them (with the drawing's `bookAsAWhole`). */
  tables: readonly ChartObject[];
  /** How long fetching and laying out took, in ms. */
  tookMs: number;
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
  const drawing = await client.charts.drawing(chartKey, version);
  return { ...chartMapOf(drawing), tookMs: performance.now() - started };
}

export function chartMapOf(drawing: unknown): Omit<ChartMap, 'tookMs'> {
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
 * rest of the chart's objects are drawn faded and cannot be selected.
 */
export function bookableIn(
  chartMap: Pick<ChartMap, 'tables'>,
  config: TableBookingConfig,
): (object: MapObject) => boolean {
  const whole = new Set(
    chartMap.tables.filter((table) => tableBookedAsWhole(table, config)).map((t) => t.label),
  );
  return (object) => {
    if (object.kind === 'table') return whole.has(object.label);
    return object.table === undefined || !whole.has(object.table);
  };
}
