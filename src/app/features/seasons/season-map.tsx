// The season's live seat map (the season's own view: a seat booked for the season, or in any of
// its events, is not free here) with a selection, and the season-ticket panel beside it.
import { type ReactNode, useMemo, useState } from 'react';
import type { Event } from '../../../contract/events';
import { Loading } from '../../components/loading';
import { useClient } from '../../lib/session-context';
import { MapLoadError, paintFor, SeatMap, useEventMapInput } from '../../seat-map';
import { SeasonTickets } from './season-tickets';

export function SeasonMapSection({ season }: { season: Event }) {
  const client = useClient();
  const map = useEventMapInput(client, season);
  const { layout, input, describe } = map;
  const [selection, setSelection] = useState<ReadonlySet<string>>(() => new Set());
  // The map is drawn as soon as the drawing arrives, coloured when the states come.
  const paint = useMemo(
    () => (input ? paintFor('status', input) : map.loadingPaint),
    [input, map.loadingPaint],
  );

  let shown: ReactNode;
  // States once read stay on the map if a later read fails.
  if (layout && paint && describe && (input || !map.failed)) {
    shown = (
      <SeatMap
        layout={layout}
        paint={paint}
        selection={selection}
        onSelectionChange={input ? setSelection : undefined}
        selectionPending={map.selectionPending}
        selectable={map.bookable}
        describe={describe}
        hoverDetails={map.details}
        label={`Seat map of season ${season.name ?? season.key}`}
      />
    );
  } else if (map.failed) {
    shown = <MapLoadError chartMap={map.chartMap} states={map.states} />;
  } else {
    shown = <Loading what="the seat map" />;
  }

  return (
    <div className="season-map-layout">
      <section className="season-map card" aria-label="Season seat map">
        {shown}
      </section>
      <SeasonTickets
        season={season}
        selection={selection}
        onClear={() => setSelection(new Set())}
      />
    </div>
  );
}
