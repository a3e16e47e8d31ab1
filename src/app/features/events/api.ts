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
        }),
      // Paging keeps the old page on screen until the next one arrives.
      placeholderData: keepPreviousData,
    }),
};
