import type { EventListQueryWire } from '../../contract/event-list';
import type { EventListQuery, Page, PageQuery } from '../store/port';

/** The wire's paging parameters (and `filter`) as the store's page query. */
export function pageQuery(query: {
  limit: number;
  start_after_id?: number;
  end_before_id?: number;
  filter?: string;
}): PageQuery {
  return {
    limit: query.limit,
    startAfterId: query.start_after_id,
    endBeforeId: query.end_before_id,
    search: query.filter,
  };
}

/** `GET /events`' query: the paging parameters, `filter`, and Seatdesk's date parameters. */
export function eventListQuery(query: EventListQueryWire): EventListQuery {
  const { sort, today, dateFrom, dateTo } = query;
  return { ...pageQuery(query), sort, today, dateFrom, dateTo };
}

/** The store's page in the wire's snake_case envelope, with absent cursors left out. */
export function pageToWire<T>(page: Page<T>) {
  const wire: { items: T[]; next_page_starts_after?: number; previous_page_ends_before?: number } =
    {
      items: page.items,
    };
  if (page.nextPageStartsAfter !== undefined)
    wire.next_page_starts_after = page.nextPageStartsAfter;
  if (page.previousPageEndsBefore !== undefined)
    wire.previous_page_ends_before = page.previousPageEndsBefore;
  return wire;
}
