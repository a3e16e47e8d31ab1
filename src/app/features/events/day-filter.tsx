// The events list's day: "Today" and a date, beside the search box, and what the service said of
// them. A seats.io region ignores Seatdesk's date parameters (docs/events-list.md): its answer has
// no `seatdesk` field, and the list then says plainly that it is newest first and not by date.
import type { EventListPage } from '../../../contract/event-list';
import { FormField } from '../../components/form-field';
import type { ListSearch } from '../../components/list-search';
import { formatDate } from '../../lib/format';
import { useVenueDay } from './venue-day';

export function DayFilter({
  search,
  setSearch,
}: {
  search: ListSearch;
  setSearch: (next: ListSearch) => void;
}) {
  const today = useVenueDay();
  const choose = (day: string | undefined) => setSearch({ q: search.q, day });
  return (
    <fieldset className="day-filter">
      <legend className="visually-hidden">Date</legend>
      <button
        type="button"
        className={search.day === today ? 'button button-primary' : 'button'}
        aria-pressed={search.day === today}
        onClick={() => choose(search.day === today ? undefined : today)}
        title={`${formatDate(today)} at the venue`}
      >
        Today
      </button>
      <FormField label="On" id="events-day" inline>
        {(control) => (
          <input
            {...control}
            type="date"
            value={search.day ?? ''}
            onChange={(e) => choose(e.target.value || undefined)}
          />
        )}
      </FormField>
      {search.day && (
        <button type="button" className="button button-quiet" onClick={() => choose(undefined)}>
          All dates
        </button>
      )}
    </fieldset>
  );
}

/** What the list shows, in words: by date or not, which day, a search read as a date. */
export function DayNotice({ page, search }: { page: EventListPage; search: ListSearch }) {
  if (!page.seatdesk) {
    return (
      <p className="notice notice-warning" role="status">
        This service lists events newest first: it cannot sort them by date, keep one day or find
        them by a date typed in the search (those are Seatdesk additions a seats.io region does not
        offer).
      </p>
    );
  }
  const said = [
    search.day ? `Events on ${formatDate(search.day)}` : 'Upcoming events first, nearest first',
  ];
  const date = page.seatdesk.filterDate;
  if (date && search.q) said.push(`the search "${search.q}" also finds events on that date`);
  return (
    <p className="muted list-order" role="status">
      {said.join('; ')}
      {search.day ? '.' : '; then past events, latest first; undated events last.'}
    </p>
  );
}
