import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { SeatdeskClient } from '../../../client';
import type { ListSearch } from '../../components/list-search';
import { chartKeys } from '../../lib/queries';

export const CHARTS_PAGE_SIZE = 20;

export const chartsQueries = {
  list: (client: SeatdeskClient, search: ListSearch) =>
    queryOptions({
      queryKey: [...chartKeys.lists(), search],
      queryFn: () =>
        client.charts.list({
          limit: CHARTS_PAGE_SIZE,
          filter: search.q,
          startAfterId: search.after,
          endBeforeId: search.before,
        }),
      placeholderData: keepPreviousData,
    }),
  /** The chart with the events drawn on it (`expand=events`). */
  withEvents: (client: SeatdeskClient, chartKey: string) =>
    queryOptions({
      queryKey: [...chartKeys.detail(chartKey), 'events'],
      queryFn: () => client.charts.retrieve(chartKey, { expandEvents: true }),
    }),
};
