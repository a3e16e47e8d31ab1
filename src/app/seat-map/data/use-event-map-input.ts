// The input of an event's live map, one way for every page that shows one (event page, season
// page, batch desk, phone sale): the chart's drawing laid out, which objects the event books, the
// event's object states and the event. The states are read once the drawing has arrived: the
// drawing lets the map draw first, the states colour it after, and a venue's big detailed reports
// do not compete with the drawing the first map needs. Each page layers its own extras (colour
// mode, preview, offers) on `input`.
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import type { SeatdeskClient } from '../../../client';
import type { Event } from '../../../contract/events';
import type { MapObject, SeatMapLayout } from '../../../domain/seat-map/types';
import { followsChanges } from '../live/event-feed';
import { labelOrderOf } from '../live/label-order';
import { liveMapStatesQuery } from '../live/map-states';
import { type LiveEvent, useLiveEvent } from '../live/use-live-event';
import { pendingPaint } from './colour-modes';
import { describeChartObject, describeEventObject } from './colour-modes-describe';
import type { EventMapStates } from './event-map-data';
import type { EventMapInput, MapEvent } from './event-map-data-objects';
import { hoverDetails } from '../components/hover-details';
import type { MapPaint } from '../render/paint';
import { bookableIn, type ChartMap, useChartMap } from './use-layout';

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
  const order = useMemo(() => drawing && labelOrderOf(drawing.layout), [drawing]);
  const [polling, setPolling] = useState(true);
  // Read once the drawing has arrived (or failed: the page then says which half failed).
  const states = useQuery({
    ...liveMapStatesQuery(
      client,
      event.key,
      objectOf ?? (() => undefined),
      polling,
      order,
      event.channels,
    ),
    enabled: chartMap.isSuccess || chartMap.isError,
  });
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
