// The event log's statements for both adapters (docs/event-log.md): the columns, the row mapping
// and the one page query. The list is by id (write order), oldest first for seats.io's
// GET /event-log, newest first for the back office's activity; a cursor is an entry's id.
import { actorOf, actorValues } from './actor-columns';
import type { Dialect } from './event-list-sql';
import type { EventLogQuery, EventLogRow, NewEventLogEntry } from './port';

export const EVENT_LOG_COLUMNS =
  'company_id, workspace_id, workspace_key, type, on_wire, subject_key, subject_name, details, at, actor_kind, staff_id, staff_name';

/** The values of one new entry, in EVENT_LOG_COLUMNS order. */
export function eventLogValues(row: NewEventLogEntry, dialect: Dialect): unknown[] {
  return [
    row.companyId,
    row.workspaceId,
    row.workspaceKey,
    row.type,
    dialect === 'sqlite' ? (row.onWire ? 1 : 0) : row.onWire,
    row.subjectKey,
    row.subjectName ?? null,
    row.details === undefined ? null : JSON.stringify(row.details),
    row.at,
    ...actorValues(row.actor),
  ];
}

export function toEventLogRow(row: Record<string, unknown>): EventLogRow {
  return {
    id: Number(row.id),
    companyId: Number(row.company_id),
    workspaceId: Number(row.workspace_id),
    workspaceKey: String(row.workspace_key),
    type: String(row.type),
    onWire: row.on_wire === true || Number(row.on_wire) === 1,
    subjectKey: String(row.subject_key),
    subjectName: (row.subject_name as string | null) ?? undefined,
    details: row.details == null ? undefined : JSON.parse(String(row.details)),
    at: String(row.at),
    actor: actorOf(row),
  };
}

/**
 * One page plus one row, in list order, or in reverse list order when paging backward
 * (store/paging.ts cuts the page from either).
 */
export function eventLogListSql(dialect: Dialect, q: EventLogQuery) {
  const params: unknown[] = [];
  const ph = (value: unknown) => {
    params.push(value);
    return dialect === 'sqlite' ? '?' : `$${params.length}`;
  };
  const where: string[] = [];
  if (q.companyId !== undefined) where.push(`company_id = ${ph(q.companyId)}`);
  if (q.workspaceId !== undefined) where.push(`workspace_id = ${ph(q.workspaceId)}`);
  if (q.onWireOnly) where.push(dialect === 'sqlite' ? 'on_wire = 1' : 'on_wire');
  if (q.from !== undefined) where.push(`at >= ${ph(q.from)}`);
  if (q.until !== undefined) where.push(`at < ${ph(q.until)}`);
  if (q.types?.length) where.push(`type IN (${q.types.map(ph).join(', ')})`);
  if (q.subjectKey !== undefined) where.push(`subject_key = ${ph(q.subjectKey)}`);
  if (q.actor !== undefined) {
    const [kind, staffId] = q.actor.split(':');
    where.push(`actor_kind = ${ph(kind)}`);
    if (staffId !== undefined) where.push(`staff_id = ${ph(staffId)}`);
  }
  const backward = q.endBeforeId !== undefined;
  const cursor = q.endBeforeId ?? q.startAfterId;
  const idDesc = backward ? !q.newestFirst : q.newestFirst;
  if (cursor !== undefined) where.push(`id ${idDesc ? '<' : '>'} ${ph(cursor)}`);
  const sql = `SELECT id, ${EVENT_LOG_COLUMNS} FROM event_log WHERE ${where.join(' AND ') || 'TRUE'}
    ORDER BY id ${idDesc ? 'DESC' : 'ASC'} LIMIT ${ph(q.limit + 1)}`;
  return { sql, params };
}
