// The people in an event's status-change history (docs/history.md): the staff members
// among its newest entries, each with the name of their newest entry, newest first. Bounded both
// ways: it reads at most `scanned` entries (through status_changes_of_event, newest first, so no
// index is added to the booking's write) and names at most `listed` people.
import type { Dialect } from './event-list-sql';
import type { HistoryPerson } from './port';

export function historyPeopleSql(
  dialect: Dialect,
  eventId: number,
  scanned: number,
  listed: number,
) {
  const [event, scan, list] = dialect === 'sqlite' ? ['?', '?', '?'] : ['$1', '$2', '$3'];
  const sql = `WITH recent AS (
      SELECT id, actor_kind, staff_id, staff_name FROM status_changes
      WHERE event_id = ${event} ORDER BY id DESC LIMIT ${scan}
    ), newest AS (
      SELECT staff_id, max(id) AS id FROM recent WHERE actor_kind = 'staff' GROUP BY staff_id
    )
    SELECT recent.staff_id, recent.staff_name FROM recent JOIN newest ON newest.id = recent.id
    ORDER BY recent.id DESC LIMIT ${list}`;
  return { sql, params: [eventId, scanned, listed] };
}

export function toHistoryPerson(row: Record<string, unknown>): HistoryPerson {
  return { staffId: String(row.staff_id), name: String(row.staff_name) };
}
