// The input of an event's live map, one way for every page that shows one (event page, season
// page, batch desk, phone sale): the chart's drawing laid out, which objects the event books, the
// event's object states and the event. The states are asked for as early as correctness allows
// and read in the task that brings the drawing, so that the map's first frame is coloured when
// they came in time (live/states-ahead.ts); a venue's big detailed reports (a service without
// the snapshot) are read only after the drawing, which they would compete with. Each page layers
// its own extras (colour mode, preview, offers) on `input`.
import { type UseQueryResult, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import type { SeatdeskClient } from '../../../client';
import type { Event } from '../../../contract/events';
import type { MapObject, SeatMapLayout } from '../../../domain/seat-map/types';
import { hoverDetails } from '../components/hover-details';
import { followsChanges } from '../live/event-feed';
import { liveMapStatesQuery } from '../live/states-ahead';
import { type LiveEvent, useLiveEvent } from '../live/use-live-event';
import type { MapPaint } from '../render/paint';
import { pendingPaint } from './colour-modes';
import { describeChartObject, describeEventObject } from './colour-modes-describe';
import type { EventMapStates } from './event-map-data';
import type { EventMapInput, MapEvent } from './event-map-data-objects';
import { bookableIn, type ChartMap, chartMapQuery, useChartMap } from './use-layout';

/** What the map needs of the event (an event or a season). */
export type EventOnMap = MapEvent & Pick<Event, 'chartKey' | 'tableBookingConfig'>;

export const SELECTION_AFTER_STATUSES = 'Seats can be selected once their statuses have loaded.';

export interface EventMapLoad {
  chartMap: UseQueryResult<ChartMap>;
  states: UseQueryResult<EventMapStates>;
  /** Once the drawing has arrived. */
  layout?: SeatMapLayout;
  /** Once the drawing has arrived: the objects the event books; the others are drawn faded. */
  bookable?: (object: MapObject) => boolean;
  /** Once the states have arrived as well: what the page colours, describes and layers on. */
  input?: EventMapInput;
  /**
   * Between the two: every bookable object in one neutral colour, the legend "Loading
   * statuses…", so that nothing looks free (or anything else) before it is known. Pages allow no
   * selection meanwhile.
   */
  loadingPaint?: MapPaint;
  /** The object's line: with its state once the states are in, place and category before. */
  describe?: (object: MapObject) => string;
  /** The hover card's details, once the states are in. */
  details?: (object: MapObject) => ReactNode;
  /** Until the states are in: why nothing can be selected yet (SeatMapProps.selectionPending). */
  selectionPending?: string;
  /** Either half failed: `<MapLoadError chartMap states />` says which. */
  failed: boolean;
  /** The change feed keeping the states current (or why the page polls instead). */
  live: LiveEvent;
}

export function useEventMapInput(client: SeatdeskClient, event: EventOnMap): EventMapLoad {
  const chartMap = useChartMap(client, event.chartKey, 'published');
  const drawing = chartMap.data;
  const objectOf = useMemo(
    () => drawing && ((label: string) => drawing.layout.byLabel.get(label)),
    [drawing],
  );
  const queryClient = useQueryClient();
  const drawn = useCallback(
    // The drawing the map shows: cached, or the map's own fetch under way (never a second one).
    () => queryClient.ensureQueryData(chartMapQuery(client, event.chartKey, 'published')),
    [queryClient, client, event.chartKey],
  );
  const [polling, setPolling] = useState(true);
  const states = useQuery(
    liveMapStatesQuery(client, event.key, event.chartKey, drawn, polling, event.channels),
  );
  const live = useLiveEvent(client, event.key, states.data, objectOf);
  useEffect(() => setPolling(!followsChanges(live.mode)), [live.mode]);

  const bookable = useMemo(
    () => drawing && bookableIn(drawing, event.tableBookingConfig),
    [drawing, event.tableBookingConfig],
  );
  const input = useMemo<EventMapInput | undefined>(
    () =>
      drawing && bookable && states.data
        ? { layout: drawing.layout, bookable, states: states.data, event }
        : undefined,
    [drawing, bookable, states.data, event],
  );
  const loadingPaint = useMemo(
    () => (drawing && bookable && !input ? pendingPaint(drawing.layout, bookable) : undefined),
    [drawing, bookable, input],
  );
  const describe = useMemo(
    () => (input ? describeEventObject(input) : drawing && describeChartObject(drawing.layout)),
    [input, drawing],
  );
  const details = useMemo(() => input && hoverDetails(client, input), [client, input]);

  return {
    chartMap,
    states,
    layout: drawing?.layout,
    bookable,
    input,
    loadingPaint,
    describe,
    details,
    selectionPending: input ? undefined : SELECTION_AFTER_STATUSES,
    failed: chartMap.isError || states.isError,
    live,
  };
}
