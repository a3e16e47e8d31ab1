// Choosing existing dated events of the chart for a new season. The events are read by date, the
// nearest EXISTING_EVENTS_READ of the workspace at most, and the field says so.
import { useQuery } from '@tanstack/react-query';
import { eventName } from '../../lib/event-name';
import { formatDate } from '../../lib/format';
import { eventKeys } from '../../lib/queries';
import { useClient } from '../../lib/session-context';
import { groupable } from './season-nights';

export const EXISTING_EVENTS_READ = 100;

export function ExistingEventsField({
  chartKey,
  chosen,
  onToggle,
}: {
  chartKey: string;
  chosen: ReadonlySet<string>;
  onToggle: (key: string) => void;
}) {
  const client = useClient();
  const events = useQuery({
    queryKey: [...eventKeys.lists(), 'season-candidates'],
    queryFn: () => client.events.list({ limit: EXISTING_EVENTS_READ, sort: 'date' }),
  });
  const offered = groupable(events.data?.items ?? [], chartKey);
  return (
    <fieldset className="event-checks">
      <legend>Dated events of chart {chartKey || '…'} in no season</legend>
      {chartKey === '' && <p className="muted">Choose the chart first.</p>}
      {chartKey !== '' && events.isSuccess && offered.length === 0 && (
        <p className="muted">No dated event of this chart is free to join a season.</p>
      )}
      {offered.map((e) => (
        <label key={e.key} className="inline-check">
          <input type="checkbox" checked={chosen.has(e.key)} onChange={() => onToggle(e.key)} />
          {formatDate(e.date)} · {eventName(e)}
        </label>
      ))}
      <p className="field-hint">
        Read by date from the {EXISTING_EVENTS_READ} nearest events of the workspace. What they have
        booked stays theirs, and is not available for the season.
      </p>
    </fieldset>
  );
}
