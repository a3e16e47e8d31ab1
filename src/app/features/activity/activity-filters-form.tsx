// The activity page's filter form: fields start from the URL and apply together on submit.
import type { FormEvent } from 'react';
import type { ActivityFilters } from './activity-filters';

const ACTIONS = [
  ['', 'Any action'],
  ['booked', 'Booked'],
  ['held', 'Held'],
  ['released', 'Released'],
  ['other', 'Other statuses'],
] as const;

export function ActivityFiltersForm(props: {
  filters: ActivityFilters;
  /** false on a seats.io region: only the seat filter works there. */
  seatdesk: boolean;
  staff: Array<{ id: string; name: string }>;
  onApply: (filters: Record<string, string>) => void;
}) {
  const { filters, seatdesk } = props;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next: Record<string, string> = {};
    for (const [name, value] of data) next[name] = String(value).trim();
    props.onApply(next);
  };
  // A new URL (a link, Back) gives the form new defaults: the key remounts it.
  const key = JSON.stringify(filters);
  return (
    <form key={key} className="activity-filters" onSubmit={submit} aria-label="Filter the activity">
      <label>
        Person
        <select name="who" defaultValue={filters.who} disabled={!seatdesk}>
          <option value="">Anyone</option>
          {props.staff.map((one) => (
            <option key={one.id} value={one.id}>
              {one.name}
            </option>
          ))}
          <option value="key">The web shop (API)</option>
          <option value="service">The box office system</option>
        </select>
      </label>
      <label>
        Action
        <select name="action" defaultValue={filters.action} disabled={!seatdesk}>
          {ACTIONS.map(([value, name]) => (
            <option key={value} value={value}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <label>
        From
        <input type="datetime-local" name="from" defaultValue={filters.from} disabled={!seatdesk} />
      </label>
      <label>
        Until
        <input type="datetime-local" name="to" defaultValue={filters.to} disabled={!seatdesk} />
      </label>
      <label>
        Seat
        <input type="search" name="seat" defaultValue={filters.seat} placeholder="e.g. A-1" />
      </label>
      <button type="submit" className="button button-primary">
        Show
      </button>
    </form>
  );
}
