// The event list's one statement, for both adapters (docs/events-list.md): newest first as
// seats.io lists events, or Seatdesk's order by date (upcoming days first, nearest first; then past
// days, latest first; undated last; within a day by name, then id), with the date filters. Paging
// stays on the wire's cursor (an item id): sorted by date, the cursor's row gives the position.
import { invalid } from '../../domain/errors';
import type { EventListQuery } from './port';

export type Dialect = 'sqlite' | 'postgres';

interface Built {
  sql: string;
  params: unknown[];
}

/**
 * The statement reading one page plus one row, in list order, or in reverse list order when
 * paging backward (store/paging.ts cuts the page from either). `columns` are the adapter's event
 * columns (`e.…, c.key AS chart_key`).
 */
export function eventListSql(
  dialect: Dialect,
  columns: string,
  workspaceId: number,
  q: EventListQuery,
): Built {
  const params: unknown[] = [];
  const ph = (value: unknown) => {
    params.push(value);
    return dialect === 'sqlite' ? '?' : `$${params.length}`;
  };
  const contains = (column: string, needle: string) =>
    dialect === 'sqlite'
      ? `instr(lower(${column}), ${needle}) > 0`
      : `strpos(lower(${column}), ${needle}) > 0`;
  const dayNumber =
    dialect === 'sqlite'
      ? "CAST(replace(e.date, '-', '') AS INTEGER)"
      : "replace(e.date, '-', '')::int";
  const nameKey =
    dialect === 'sqlite'
      ? 'lower(coalesce(e.name, e.key))'
      : 'lower(coalesce(e.name, e.key) COLLATE "C")';
  const byDate = q.sort === 'date';
  const sortKeys = () => {
    const today = ph(q.today ?? '0000-00-00');
    const again = ph(q.today ?? '0000-00-00');
    return `CASE WHEN e.date IS NULL THEN 2 WHEN e.date >= ${today} THEN 0 ELSE 1 END AS s_bucket,
      CASE WHEN e.date IS NULL THEN 0 WHEN e.date >= ${again} THEN ${dayNumber} ELSE -${dayNumber} END AS s_day,
      ${nameKey} AS s_name`;
  };

  let sql = `SELECT * FROM (SELECT ${columns}${byDate ? `, ${sortKeys()}` : ''}
    FROM events e JOIN charts c ON c.id = e.chart_id WHERE e.workspace_id = ${ph(workspaceId)}`;
  if (q.search) {
    const needle = q.search.toLowerCase();
    const either = [contains('e.key', ph(needle)), contains("coalesce(e.name, '')", ph(needle))];
    if (q.searchDate) either.push(`e.date LIKE ${ph(q.searchDate)}`);
    sql += ` AND (${either.join(' OR ')})`;
  }
  if (q.dateFrom) sql += ` AND e.date >= ${ph(q.dateFrom)}`;
  if (q.dateTo) sql += ` AND e.date <= ${ph(q.dateTo)}`;
  sql += ') s';

  const backward = q.endBeforeId !== undefined;
  const cursor = q.endBeforeId ?? q.startAfterId;
  if (!byDate) {
    if (cursor !== undefined) sql += ` WHERE s.id ${backward ? '>' : '<'} ${ph(cursor)}`;
    sql += ` ORDER BY s.id ${backward ? 'ASC' : 'DESC'}`;
  } else {
    if (cursor !== undefined) {
      // The cursor's own sort keys, read from its row whatever the filters say of it.
      const keys = `SELECT ${sortKeys()}, e.id FROM events e WHERE e.id = ${ph(cursor)} AND e.workspace_id = ${ph(workspaceId)}`;
      sql += ` WHERE (s.s_bucket, s.s_day, s.s_name, s.id) ${backward ? '<' : '>'} (${keys})`;
    }
    const direction = backward ? 'DESC' : 'ASC';
    sql += ` ORDER BY s.s_bucket ${direction}, s.s_day ${direction}, s.s_name ${direction}, s.id ${direction}`;
  }
  sql += ` LIMIT ${ph(q.limit + 1)}`;
  return { sql, params };
}

/** Sorted by date, a page starts at its cursor's row: one deleted since cannot say where. */
export function cursorGone(id: number) {
  return invalid(
    `The page cursor ${id} is no event of this workspace (deleted since?): start again from the first page`,
    'PAGE_CURSOR_NOT_FOUND',
  );
}
