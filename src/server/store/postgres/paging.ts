// Id-based paging for the PostgreSQL adapter: newest first, the same contract as the SQLite
// adapter's `pageOf` (sqlite/rows.ts), with numbered placeholders.
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
    const rows = await query.run(sql, params);
    const more = rows.length > page.limit;
    const items = rows.slice(0, page.limit).reverse();
    return {
      items,
      previousPageEndsBefore: more && items.length ? items[0].id : undefined,
      nextPageStartsAfter: items.length ? items[items.length - 1].id : undefined,
    };
  }
  if (page.startAfterId !== undefined)
    sql += ` AND ${idColumn} < ${placeholder(page.startAfterId)}`;
  sql += ` ORDER BY ${idColumn} DESC LIMIT ${placeholder(page.limit + 1)}`;
  const rows = await query.run(sql, params);
  const more = rows.length > page.limit;
  const items = rows.slice(0, page.limit);
  return {
    items,
    nextPageStartsAfter: more && items.length ? items[items.length - 1].id : undefined,
    previousPageEndsBefore:
      page.startAfterId !== undefined && items.length ? items[0].id : undefined,
  };
}
