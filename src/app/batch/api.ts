// Query-key factory and queries of the batch desk. Keys hang under the shared event and chart
// prefixes (lib/queries.ts), so a change anywhere that invalidates an event refreshes what the desk
// shows of it, and the desk's own submit invalidates every event at once.
import { queryOptions } from '@tanstack/react-query';
import type { SeatdeskClient } from '../../client';
import { flattenDrawing, sellableChart } from '../../domain/drawing';
import { isApiError } from '../lib/errors';
import { holdTokenKey } from '../lib/hold-tokens';
import { readInfos } from '../lib/object-infos';
import { chartKeys, eventKeys, eventQuery } from '../lib/queries';

export const deskKeys = {
  preview: (changes: unknown) => [...eventKeys.all, 'batch-desk-preview', changes] as const,
  infos: (eventKey: string, labels: readonly string[]) =>
    [...eventKeys.detail(eventKey), 'object-infos', labels] as const,
  flatList: (eventKey: string) => [...eventKeys.detail(eventKey), 'flat-list'] as const,
  byOrderId: (eventKey: string, orderId: string) =>
    [...eventKeys.detail(eventKey), 'by-order-id', orderId] as const,
  suggestions: (filter: string) => [...eventKeys.lists(), 'batch-desk', filter] as const,
  chartObjects: (chartKey: string) => [...chartKeys.detail(chartKey), 'published-objects'] as const,
};

export const deskQueries = {
  /** The event, or `null` when the workspace has no such event. */
  event: (client: SeatdeskClient, eventKey: string) => {
    const base = eventQuery(client, eventKey);
    return queryOptions({
      queryKey: [...base.queryKey, 'or-null'],
      queryFn: async () => {
        try {
          return await client.events.retrieve(eventKey);
        } catch (error) {
          if (isApiError(error, 404)) return null;
          throw error;
        }
      },
    });
  },

  /** The published chart flattened into objects by the service's own domain code. */
  chart: (client: SeatdeskClient, chartKey: string) =>
    queryOptions({
      queryKey: deskKeys.chartObjects(chartKey),
      queryFn: async () =>
        sellableChart(flattenDrawing(await client.charts.drawing(chartKey, 'published'))),
      // A published drawing changes only when someone publishes.
      staleTime: 5 * 60_000,
    }),

  infos: (client: SeatdeskClient, eventKey: string, labels: readonly string[]) =>
    queryOptions({
      queryKey: deskKeys.infos(eventKey, labels),
      queryFn: () => readInfos(client, eventKey, labels),
    }),

  /** Every object of the event with its status, for picking. */
  flatList: (client: SeatdeskClient, eventKey: string) =>
    queryOptions({
      queryKey: deskKeys.flatList(eventKey),
      queryFn: () => client.reports.eventFlatList(eventKey),
    }),

  /** The objects of one order in one event (detailed report byOrderId, filtered). */
  byOrderId: (client: SeatdeskClient, eventKey: string, orderId: string) =>
    queryOptions({
      queryKey: deskKeys.byOrderId(eventKey, orderId),
      queryFn: async () =>
        (await client.reports.eventReport(eventKey, 'byOrderId', orderId))[orderId] ?? [],
    }),

  suggestions: (client: SeatdeskClient, filter: string) =>
    queryOptions({
      queryKey: deskKeys.suggestions(filter),
      queryFn: () => client.events.list({ limit: 10, filter: filter || undefined }),
      staleTime: 60_000,
    }),

  /** The token's expiry, or `null` once it has expired or when it is unknown. */
  holdToken: (client: SeatdeskClient, token: string) =>
    queryOptions({
      queryKey: holdTokenKey(token),
      queryFn: async () => {
        try {
          return await client.holdTokens.retrieve(token);
        } catch (error) {
          if (isApiError(error, 404)) return null;
          throw error;
        }
      },
    }),
};

/** Object infos of many labels, a bounded number per request (lib/object-infos.ts). */
export { readInfos };
