// The season's live seat map (the season's own view: a seat booked for the season, or in any of
// its events, is not free here) with a selection, and the season-ticket panel beside it.
import type { Event } from '../../../contract/events';
import { EventSeatMap, useEventSeatMap } from '../../components/event-seat-map';
import { SeasonTickets } from './season-tickets';

export function SeasonMapSection({ season }: { season: Event }) {
  const seatMap = useEventSeatMap(season);
  return (
    <div className="season-map-layout">
      <section className="season-map card" aria-label="Season seat map">
        <EventSeatMap
          state={seatMap}
          mode="status"
          label={`Seat map of season ${season.name ?? season.key}`}
        />
      </section>
      <SeasonTickets
        season={season}
        selection={seatMap.selection}
        onClear={seatMap.clearSelection}
      />
    </div>
  );
}
