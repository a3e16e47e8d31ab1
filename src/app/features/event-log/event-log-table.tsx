// One page of the event log: when, what and who, newest first.
import type { ActivityItem } from '../../../contract/event-log';
import { whatHappened, whenItHappened, whoDidIt } from './event-log-words';

export function EventLogTable({ items }: { items: readonly ActivityItem[] }) {
  return (
    <div className="table-wrap">
      <table className="data">
        <caption className="visually-hidden">Event log</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">What</th>
            <th scope="col">Who</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <td>
                <time dateTime={item.timestamp}>{whenItHappened(item.timestamp)}</time>
              </td>
              <td title={item.type}>{whatHappened(item)}</td>
              <td>{whoDidIt(item)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {items.length === 0 && (
        <p className="empty">Nothing was changed that matches these filters.</p>
      )}
    </div>
  );
}
