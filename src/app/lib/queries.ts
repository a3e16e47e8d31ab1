// Query keys shared by several features, general to specific, so one prefix invalidates all that
// depends on it: ['charts'] → every chart list and chart; ['charts', 'detail', key] → one chart
// with its categories and events; ['events', 'detail', key] → one event and its objects.
import { queryOptions } from '@tanstack/react-query';
import type { SeatdeskClient } from '../../client';

export const chartKeys = {
  all: ['charts'] as const,
  lists: () => [...chartKeys.all, 'list'] as const,
  archive: () => [...chartKeys.all, 'archive'] as const,
  detail: (chartKey: string) => [...chartKeys.all, 'detail', chartKey] as const,
};

export const eventKeys = {
  all: ['events'] as const,
  lists: () => [...eventKeys.all, 'list'] as const,
  detail: (eventKey: string) => [...eventKeys.all, 'detail', eventKey] as const,
};

/** One chart, used by the chart page and the categories manager (draft notice). */
export function chartQuery(client: SeatdeskClient, chartKey: string) {
  return queryOptions({
    queryKey: chartKeys.detail(chartKey),
    queryFn: () => client.charts.retrieve(chartKey),
  });
}

/** One event with its channels, used by the event page and the channels editor. */
export function eventQuery(client: SeatdeskClient, eventKey: string) {
  return queryOptions({
    queryKey: eventKeys.detail(eventKey),
    queryFn: () => client.events.retrieve(eventKey),
  });
}

/** A chart's categories (keys, labels, colours): the categories manager, report colours. */
export function chartCategoriesQuery(client: SeatdeskClient, chartKey: string) {
  return queryOptions({
    queryKey: [...chartKeys.detail(chartKey), 'categories'],
    queryFn: () => client.charts.listCategories(chartKey),
  });
}
