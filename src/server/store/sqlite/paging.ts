// Id-based paging for the SQLite adapter: the statement's conditions, with `?` placeholders; the
// page is cut from the rows as in the PostgreSQL adapter (store/paging.ts).
import { pageFromRows } from '../paging';
import type { Page, PageQuery } from '../port';

type PagedQuery<T> = (where: string, order: 'ASC' | 'DESC', params: unknown[]) => T[];

/** `query` gets the extra conditions, the order and their parameters followed by the limit. */
export function pageOf<T extends { id: number }>(
  page: PageQuery,
  idColumn: string,
  searchColumns: [string, string],
  query: PagedQuery<T>,
): Page<T> {
  const search = page.search
    ? {
        sql: `AND (instr(lower(${searchColumns[0]}), ?) > 0 OR instr(lower(${searchColumns[1]}), ?) > 0)`,
        params: [page.search.toLowerCase(), page.search.toLowerCase()],
      }
    : { sql: '', params: [] };
  if (page.endBeforeId !== undefined) {
    const rows = query(`${search.sql} AND ${idColumn} > ?`, 'ASC', [
      ...search.params,
      page.endBeforeId,
      page.limit + 1,
    ]);
    return pageFromRows(page, rows);
  }
  const after = page.startAfterId !== undefined;
  const where = `${search.sql} ${after ? `AND ${idColumn} < ?` : ''}`;
  const params = [...search.params, ...(after ? [page.startAfterId] : []), page.limit + 1];
  return pageFromRows(page, query(where, 'DESC', params));
}
