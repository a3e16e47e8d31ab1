// The status-change history's statements for both adapters (docs/history.md): the columns, the
// row mapping, and the one page query. Orders (seats.io §18): by date = by id (write order), in
// the sort's direction; by label or status, ties newest first. A cursor is a position in the
// filtered, sorted list, read from the cursor's own row.
import { invalid } from '../../domain/errors';
import { BOOKED, FREE, HELD } from '../../domain/model';
import { actorOf, actorValues } from './actor-columns';
import type { Dialect } from './event-list-sql';
import type {
  NewStatusChange,
  SeasonHistorySpan,
  StatusChangeQuery,
  StatusChangeRow,
} from './port';

export const STATUS_CHANGE_COLUMNS =
  'event_id, label, status, quantity, date, order_id, hold_token, extra_data, origin_type, origin_ip, actor_kind, staff_id, staff_name, through_status';

/** The values of one new entry, in STATUS_CHANGE_COLUMNS order. */
export function statusChangeValues(row: NewStatusChange): unknown[] {
  return [
    row.eventId,
    row.label,
    row.status,
    row.quantity,
    row.date,
    row.orderId ?? null,
    row.holdToken ?? null,
    row.extraData === undefined ? null : JSON.stringify(row.extraData),
    row.originType,
    row.originIp ?? null,
    ...actorValues(row.actor),
    row.throughStatus ?? null,
  ];
}

type Row = Record<string, unknown>;

export function toStatusChange(row: Row): StatusChangeRow {
  return {
    id: Number(row.id),
    eventId: Number(row.event_id),
    label: String(row.label),
    status: String(row.status),
    quantity: Number(row.quantity),
    date: String(row.date),
    orderId: (row.order_id as string | null) ?? undefined,
    holdToken: (row.hold_token as string | null) ?? undefined,
    extraData: row.extra_data == null ? undefined : JSON.parse(String(row.extra_data)),
    originType: String(row.origin_type),
    originIp: (row.origin_ip as string | null) ?? undefined,
    actor: actorOf(row),
    ...(row.through_status == null ? {} : { throughStatus: String(row.through_status) }),
  };
}

const SORT_COLUMN = { objectLabel: 'label', status: 'status' } as const;

/**
 * One page plus one row, in list order, or in reverse list order when paging backward
 * (store/paging.ts cuts the page from either).
 */
export function statusChangeListSql(dialect: Dialect, q: StatusChangeQuery) {
  const params: unknown[] = [];
  const ph = placeholders(dialect, params);
  const backward = q.endBeforeId !== undefined;
  // List order as (key, id) directions; paging backward reads the reverse.
  const flip = (descending: boolean) => (backward ? !descending : descending);
  const keyDesc = flip(q.descending);
  const idDesc = q.sort === 'date' ? keyDesc : flip(true);
  const order =
    q.sort === 'date'
      ? ` ORDER BY id ${idDesc ? 'DESC' : 'ASC'}`
      : ` ORDER BY ${SORT_COLUMN[q.sort]} ${keyDesc ? 'DESC' : 'ASC'}, id ${idDesc ? 'DESC' : 'ASC'}`;
  const limit = () => ` LIMIT ${ph(q.limit + 1)}`;
  if (!q.through?.length) {
    return {
      sql: `${unitSelect(dialect, q, ph, undefined, idDesc, keyDesc)}${order}${limit()}`,
      params,
    };
  }
  // An event of a season: its own entries and each unit's, each read in list order up to a page,
  // then merged (ids are global, so one order and one cursor hold across them).
  const parts = [undefined, ...q.through].map(
    (span, i) =>
      `SELECT * FROM (${unitSelect(dialect, q, ph, span, idDesc, keyDesc)}${order}${limit()}) AS part${i}`,
  );
  return { sql: `${parts.join(' UNION ALL ')}${order}${limit()}`, params };
}

/**
 * The event's own entries (no span), or the entries a unit of its season made itself within the
 * span, shown as the event's, as its events received them when each had its own copy
 * (application/history/status-entries.ts): the service's, one place, with no order, token or
 * extra data, the status the event saw; labels the event overrode at the time are left out.
 */
function unitSelect(
  dialect: Dialect,
  q: StatusChangeQuery,
  ph: (value: unknown) => string,
  span: SeasonHistorySpan | undefined,
  idDesc: boolean,
  keyDesc: boolean,
) {
  // The labels a filter matched (application/history/label-filter.ts): their entries through the
  // (event, label, id) index (SQLite would otherwise walk the event's entries in id order to spare the sort).
  const viaLabels = q.labels !== undefined;
  const from = viaLabels && dialect === 'sqlite' ? 'INDEXED BY status_changes_of_object ' : '';
  const status = span ? 'through_status' : 'status';
  const columns = span
    ? `id, ${dialect === 'postgres' ? `${ph(q.eventId)}::bigint` : ph(q.eventId)} AS event_id, label, through_status AS status, 1 AS quantity, date, NULL AS order_id, NULL AS hold_token, NULL AS extra_data, origin_type, origin_ip, 'service' AS actor_kind, NULL AS staff_id, NULL AS staff_name, NULL AS through_status`
    : `id, ${STATUS_CHANGE_COLUMNS}`;
  let sql = `SELECT ${columns} FROM status_changes AS c ${from}WHERE event_id = ${ph(span?.unitId ?? q.eventId)}`;
  if (span) {
    sql += ` AND through_status IS NOT NULL AND id > ${ph(span.afterId)}`;
    if (span.untilId !== undefined) sql += ` AND id <= ${ph(span.untilId)}`;
    sql += ` AND NOT EXISTS (SELECT 1 FROM season_history_overrides o WHERE o.event_id = ${ph(q.eventId)} AND o.label = c.label AND c.id > o.after_id AND (o.until_id IS NULL OR c.id <= o.until_id))`;
  }
  if (q.label !== undefined) sql += ` AND label = ${ph(q.label)}`;
  if (q.labels !== undefined) {
    sql += ` AND ${labelsIn(dialect, q.labels, ph)}`;
  } else if (q.filter) {
    sql += ` AND ${labelMatch(dialect, q.filterType, q.filter, ph)}`;
  }
  sql += seatdeskFilters(q, ph, status, span !== undefined);
  const cursor = q.endBeforeId ?? q.startAfterId;
  if (cursor === undefined) return sql;
  if (q.sort === 'date') return `${sql} AND id ${idDesc ? '<' : '>'} ${ph(cursor)}`;
  const column = q.sort === 'status' ? status : SORT_COLUMN[q.sort];
  // The cursor's key as the list showed it: a unit's entry by the status its events saw.
  const shown = q.sort === 'status' ? 'coalesce(through_status, status)' : column;
  const keyOf = () =>
    `(SELECT ${shown} FROM status_changes WHERE id = ${ph(cursor)} AND (event_id = ${ph(q.eventId)} OR through_status IS NOT NULL))`;
  return `${sql} AND (${column} ${keyDesc ? '<' : '>'} ${keyOf()} OR (${column} = ${keyOf()} AND id ${idDesc ? '<' : '>'} ${ph(cursor)}))`;
}

function placeholders(dialect: Dialect, params: unknown[]) {
  return (value: unknown) => {
    params.push(value);
    return dialect === 'sqlite' ? '?' : `$${params.length}`;
  };
}

function labelsIn(dialect: Dialect, labels: readonly string[], ph: (value: unknown) => string) {
  if (labels.length === 0) return '1 = 0';
  // PostgreSQL takes the list as one array parameter; SQLite has no arrays.
  if (dialect === 'postgres') return `label = ANY(${ph(labels)}::text[])`;
  return `label IN (${labels.map((label) => ph(label)).join(', ')})`;
}

/**
 * Each label of an event's entries written after `afterId` with its last entry's id (the
 * history label filter's read of labels the chart no longer has).
 */
export function statusChangeLabelsSql(dialect: Dialect, afterId: number) {
  const p = dialect === 'sqlite' ? ['?', '?'] : ['$1', '$2'];
  // Only newer entries: SQLite would otherwise pick the (event, label) index to spare the
  // grouping's sort and walk all of the event's entries (50 ms for 200,000 on every filter).
  const from = dialect === 'sqlite' && afterId > 0 ? ' INDEXED BY status_changes_of_event' : '';
  return `SELECT label, max(id) AS last FROM status_changes${from} WHERE event_id = ${p[0]} AND id > ${p[1]} GROUP BY label`;
}

/** The rows of statusChangeLabelsSql as labels and the last id read (or `afterId`). */
export function toLabelsSince(rows: Row[], afterId: number) {
  let lastId = afterId;
  const labels = rows.map((row) => {
    lastId = Math.max(lastId, Number(row.last));
    return String(row.label);
  });
  return { labels, lastId };
}

const ACTION_STATUSES = { booked: [BOOKED], held: [HELD], released: [FREE] } as const;

/** Seatdesk's additions to seats.io's query: who, which action, when (docs/history.md). */
function seatdeskFilters(
  q: StatusChangeQuery,
  ph: (value: unknown) => string,
  status: string,
  asService: boolean,
) {
  let sql = '';
  if (q.action === 'other') {
    sql += ` AND ${status} NOT IN (${ph(BOOKED)}, ${ph(HELD)}, ${ph(FREE)})`;
  } else if (q.action) {
    sql += ` AND ${status} = ${ph(ACTION_STATUSES[q.action][0])}`;
  }
  // A unit's entries read through are the service's, whoever made them at the unit.
  if (asService) {
    if (q.actor && q.actor !== 'service') sql += ' AND 1 = 0';
  } else if (q.actor === 'key' || q.actor === 'service') sql += ` AND actor_kind = ${ph(q.actor)}`;
  else if (q.actor) sql += ` AND actor_kind = 'staff' AND staff_id = ${ph(q.actor)}`;
  if (q.from) sql += ` AND date >= ${ph(q.from)}`;
  if (q.to) sql += ` AND date < ${ph(q.to)}`;
  return sql;
}

function labelMatch(
  dialect: Dialect,
  type: StatusChangeQuery['filterType'],
  needle: string,
  ph: (value: unknown) => string,
): string {
  // Labels are compared byte for byte (case-sensitive), as seats.io does.
  const length = needle.length;
  switch (type) {
    case 'MATCHES':
      return `label = ${ph(needle)}`;
    case 'BEGINS_WITH':
      return dialect === 'sqlite'
        ? `substr(label, 1, ${length}) = ${ph(needle)}`
        : `left(label, ${length}) = ${ph(needle)}`;
    case 'ENDS_WITH':
      return dialect === 'sqlite'
        ? `substr(label, -${length}) = ${ph(needle)}`
        : `right(label, ${length}) = ${ph(needle)}`;
    default:
      return dialect === 'sqlite'
        ? `instr(label, ${ph(needle)}) > 0`
        : `strpos(label, ${ph(needle)}) > 0`;
  }
}

/** A cursor must be an entry of the event: anything else cannot say where a page starts. */
export function statusChangeCursorGone(id: number) {
  return invalid(
    `The page cursor ${id} is no status change of this event: start again from the first page`,
    'PAGE_CURSOR_NOT_FOUND',
  );
}
