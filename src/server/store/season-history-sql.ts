// The statements of a season's history read through (docs/history.md, "Seasons"), for both
// adapters: which units an event reads, from which entry on, and the periods an event overrode a
// label's season status. Every id here is an entry id of status_changes: a span or a period starts
// after the newest entry written when it began, so it divides the units' entries by write order.
import type { Dialect } from './event-list-sql';
import type { SeasonHistorySpan } from './port';

/** The newest entry id so far (0 for none): a span's or an override period's start and end. */
export const NEWEST_ENTRY_SQL = 'SELECT coalesce(max(id), 0) AS newest FROM status_changes';

export function spansOfEventSql(dialect: Dialect) {
  const p = dialect === 'sqlite' ? '?' : '$1';
  return `SELECT unit_id, after_id, until_id FROM season_history_spans WHERE event_id = ${p} ORDER BY unit_id`;
}

export function toSpan(row: Record<string, unknown>): SeasonHistorySpan {
  return {
    unitId: Number(row.unit_id),
    afterId: Number(row.after_id),
    ...(row.until_id == null ? {} : { untilId: Number(row.until_id) }),
  };
}

export function openSpansSql(dialect: Dialect, count: number) {
  const list =
    dialect === 'sqlite'
      ? `IN (${Array.from({ length: count }, () => '?').join(', ')})`
      : '= ANY($1::bigint[])';
  return `SELECT event_id, unit_id FROM season_history_spans WHERE until_id IS NULL AND event_id ${list}`;
}

export function openSpanSql(dialect: Dialect) {
  const p = dialect === 'sqlite' ? ['?', '?', '?'] : ['$1', '$2', '$3'];
  return `INSERT INTO season_history_spans (event_id, unit_id, after_id) VALUES (${p.join(', ')})`;
}

export function endSpanSql(dialect: Dialect) {
  const p = dialect === 'sqlite' ? ['?', '?', '?'] : ['$1', '$2', '$3'];
  return `UPDATE season_history_spans SET until_id = ${p[0]} WHERE event_id = ${p[1]} AND unit_id = ${p[2]} AND until_id IS NULL`;
}

export function startOverrideSql(dialect: Dialect) {
  const p = dialect === 'sqlite' ? ['?', '?', '?'] : ['$1', '$2', '$3'];
  return `INSERT INTO season_history_overrides (event_id, label, after_id) VALUES (${p.join(', ')})`;
}

export function endOverrideSql(dialect: Dialect) {
  const p = dialect === 'sqlite' ? ['?', '?', '?'] : ['$1', '$2', '$3'];
  return `UPDATE season_history_overrides SET until_id = ${p[0]} WHERE event_id = ${p[1]} AND label = ${p[2]} AND until_id IS NULL`;
}

/** Which spans to open and end so that the open ones are exactly `members`. */
export function spanChanges(
  open: ReadonlyArray<{ eventId: number; unitId: number }>,
  members: ReadonlyArray<{ eventId: number; unitId: number }>,
) {
  const key = (m: { eventId: number; unitId: number }) => `${m.eventId}:${m.unitId}`;
  const isOpen = new Set(open.map(key));
  const wanted = new Set(members.map(key));
  return {
    start: members.filter((m) => !isOpen.has(key(m))),
    end: open.filter((m) => !wanted.has(key(m))),
  };
}
