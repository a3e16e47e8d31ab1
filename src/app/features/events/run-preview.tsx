// The events a run will create, before "Create" is pressed: the first few with their names,
// dates and keys, the rest counted.
import { formatDate, plural } from '../../lib/format';
import type { PlannedEvent } from './event-run';

/** The preview lists this many events; the rest are counted. */
const PREVIEW = 8;

export function RunPreview({ events }: { events: readonly PlannedEvent[] }) {
  const count = events.length;
  return (
    <section className="run-preview" aria-label="Events to create">
      <h2>{plural(count, 'event')} will be created</h2>
      <table className="data">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Date</th>
            <th scope="col">Key</th>
          </tr>
        </thead>
        <tbody>
          {events.slice(0, PREVIEW).map((event) => (
            <tr key={event.date}>
              <td>{event.name}</td>
              <td className="nowrap">{formatDate(event.date)}</td>
              <td className="mono">
                {event.eventKey ?? <span className="muted">chosen by the service</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {count > PREVIEW && <p className="muted">… and {count - PREVIEW} more.</p>}
    </section>
  );
}
