// Id-based paging as both adapters answer it: newest first, `startAfterId` pages forward (older
// items), `endBeforeId` backward. Each adapter reads one row more than the page (limit + 1), in
// ascending id order when paging backward and descending otherwise; the page is cut from those.
import type { Page, PageQuery } from './port';

export function pageFromRows<T extends { id: number }>(page: PageQuery, rows: T[]): Page<T> {
  const more = rows.length > page.limit;
  if (page.endBeforeId !== undefined) {
    const items = rows.slice(0, page.limit).reverse();
    return {
      items,
      previousPageEndsBefore: more && items.length ? items[0].id : undefined,
      nextPageStartsAfter: items.length ? items[items.length - 1].id : undefined,
    };
  }
  const items = rows.slice(0, page.limit);
  return {
    items,
    nextPageStartsAfter: more && items.length ? items[items.length - 1].id : undefined,
    previousPageEndsBefore:
      page.startAfterId !== undefined && items.length ? items[0].id : undefined,
  };
}

/** A keyset cursor before every ISO timestamp: the first page of a list newest first. */
export const NO_CURSOR = { createdAt: '9999-12-31T23:59:59.999Z', token: '' } as const;
