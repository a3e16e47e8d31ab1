import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { SeatdeskClient } from '../../../client';
import type { ListSearch } from '../../components/list-search';
import { eventKeys } from '../../lib/queries';

export const EVENTS_PAGE_SIZE = 20;

export const eventsQueries = {
  list: (client: SeatdeskClient, search: ListSearch) =>
    queryOptions({
      queryKey: [...eventKeys.lists(), search],
      queryFn: () =>
        client.events.list({
          limit: EVENTS_PAGE_SIZE,
          filter: search.q,
          startAfterId: search.after,
          endBeforeId: search.before,
          // Seatdesk's order by date, from the venue's day: the service's (docs/events-list.md).
          sort: 'date',
          dateFrom: search.day,
          dateTo: search.day,
        }),
      // Paging keeps the old page on screen until the next one arrives.
      placeholderData: keepPreviousData,
    }),
};

/** Today in the browser's time zone, as `YYYY-MM-DD`: the day where the service tells none. */
export function localDay(now = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}
