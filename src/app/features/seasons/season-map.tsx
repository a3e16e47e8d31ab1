// The season's live seat map (the season's own view: a seat booked for the season, or in any of
// its events, is not free here) with a selection, and the season-ticket panel beside it.
import { type ReactNode, useMemo, useState } from 'react';
import type { Event } from '../../../contract/events';
import { Loading } from '../../components/loading';
import { useClient } from '../../lib/session-context';
import { SeatMap } from '../../seat-map';
import { paintFor } from '../../seat-map/colour-modes';
import { describeEventObject } from '../../seat-map/colour-modes-describe';
import { useEventMapStates } from '../../seat-map/event-map-data';
import type { EventMapInput } from '../../seat-map/event-map-data-objects';
import { hoverDetails } from '../../seat-map/hover-details';
import { MapLoadError } from '../../seat-map/map-load-error';
import { bookableIn, useChartMap } from '../../seat-map/use-layout';
import { SeasonTickets } from './season-tickets';

export function SeasonMapSection({ season }: { season: Event }) {
  const client = useClient();
  const chartMap = useChartMap(client, season.chartKey, 'published');
  const states = useEventMapStates(client, season.key);
  const [selection, setSelection] = useState<ReadonlySet<string>>(() => new Set());

  const input = useMemo<EventMapInput | undefined>(
    () =>
      chartMap.data && states.data
        ? {
            layout: chartMap.data.layout,
            bookable: bookableIn(chartMap.data, season.tableBookingConfig),
            states: states.data,
            event: season,
          }
        : undefined,
    [chartMap.data, states.data, season],
  );
  const paint = useMemo(() => input && paintFor('status', input), [input]);
  const describe = useMemo(() => input && describeEventObject(input), [input]);
  const details = useMemo(() => input && hoverDetails(client, input), [client, input]);

  let map: ReactNode;
  if (input && paint && describe) {
    map = (
      <SeatMap
        layout={input.layout}
        paint={paint}
        selection={selection}
        onSelectionChange={setSelection}
        selectable={input.bookable}
        describe={describe}
        hoverDetails={details}
        label={`Seat map of season ${season.name ?? season.key}`}
      />
    );
  } else if (chartMap.isError || states.isError) {
    map = <MapLoadError chartMap={chartMap} states={states} />;
  } else {
    map = <Loading what="the seat map" />;
  }

  return (
    <div className="season-map-layout">
      <section className="season-map card" aria-label="Season seat map">
        {map}
      </section>
      <SeasonTickets
        season={season}
        selection={selection}
        onClear={() => setSelection(new Set())}
      />
    </div>
  );
}
