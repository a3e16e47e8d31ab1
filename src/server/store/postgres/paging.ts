// Id-based paging for the PostgreSQL adapter: the statement, with numbered placeholders; the page
// is cut from the rows as in the SQLite adapter (store/paging.ts).
import { pageFromRows } from '../paging';
import type { Page, PageQuery } from '../port';

export interface PagedSelect<T> {
  /** `SELECT … FROM … WHERE <fixed conditions>` using $1…$n for `params`. */
  select: string;
  params: unknown[];
  idColumn: string;
  /** Columns `search` matches as a case-insensitive substring. */
  searchColumns: [string, string];
  run: (sql: string, params: unknown[]) => Promise<T[]>;
}

/**
 * `startAfterId` pages forward (older items), `endBeforeId` backward; one extra row tells whether
 * another page follows.
 */
export async function pageOf<T extends { id: number }>(
  page: PageQuery,
  query: PagedSelect<T>,
): Promise<Page<T>> {
  const params = [...query.params];
  const placeholder = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  let sql = query.select;
  if (page.search) {
    const needle = placeholder(page.search.toLowerCase());
    const [a, b] = query.searchColumns;
    sql += ` AND (strpos(lower(${a}), ${needle}) > 0 OR strpos(lower(${b}), ${needle}) > 0)`;
  }
  const { idColumn } = query;
  if (page.endBeforeId !== undefined) {
    sql += ` AND ${idColumn} > ${placeholder(page.endBeforeId)}`;
    sql += ` ORDER BY ${idColumn} ASC LIMIT ${placeholder(page.limit + 1)}`;
    return pageFromRows(page, await query.run(sql, params));
  }
  if (page.startAfterId !== undefined)
    sql += ` AND ${idColumn} < ${placeholder(page.startAfterId)}`;
  sql += ` ORDER BY ${idColumn} DESC LIMIT ${placeholder(page.limit + 1)}`;
  return pageFromRows(page, await query.run(sql, params));
}
