import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SeatdeskClient } from '../../../client';
import type { ListSearch } from '../../components/list-search';
import { useToasts } from '../../components/toasts';
import { describeError, isApiError } from '../../lib/errors';
import { chartKeys, eventKeys } from '../../lib/queries';

export const CHARTS_PAGE_SIZE = 20;

export const chartsQueries = {
  list: (client: SeatdeskClient, search: ListSearch) =>
    queryOptions({
      queryKey: [...chartKeys.lists(), search],
      queryFn: () =>
        client.charts.list({
          limit: CHARTS_PAGE_SIZE,
          filter: search.q,
          tag: search.tag,
          startAfterId: search.after,
          endBeforeId: search.before,
        }),
      placeholderData: keepPreviousData,
    }),
  /** Every tag the workspace's charts carry, for the list's tag filter. */
  tags: (client: SeatdeskClient) =>
    queryOptions({
      queryKey: [...chartKeys.all, 'tags'],
      queryFn: () => client.charts.listTags(),
    }),
  /** The chart with the events drawn on it (`expand=events`). */
  withEvents: (client: SeatdeskClient, chartKey: string) =>
    queryOptions({
      queryKey: [...chartKeys.detail(chartKey), 'events'],
      queryFn: () => client.charts.retrieve(chartKey, { expandEvents: true }),
    }),
};

export type DraftAction = 'publish' | 'discard';

/**
 * Publishes or discards a chart's draft. Either way the chart, its maps (chart-detail key) and
 * every event (their categories follow the published drawing) are read again.
 */
export function useDraftAction(client: SeatdeskClient, chart: { key: string; name: string }) {
  const queryClient = useQueryClient();
  const toasts = useToasts();
  return useMutation({
    mutationFn: (action: DraftAction) =>
      action === 'publish'
        ? client.charts.publishDraft(chart.key)
        : client.charts.discardDraft(chart.key),
    meta: { toast: false },
    onSuccess: (_result, action) => {
      toasts.push({
        kind: 'success',
        title:
          action === 'publish'
            ? `The draft of "${chart.name}" is published: its events use it now.`
            : `The draft of "${chart.name}" is discarded; the published version stays.`,
      });
    },
    onError: (error, action) => {
      toasts.push({
        kind: 'error',
        title: isApiError(error, 400)
          ? error.code === 'PUBLISH_DROPS_BOOKED_OBJECTS'
            ? `The draft of "${chart.name}" was not published: it removes objects that events have booked or held.`
            : `"${chart.name}" has no draft any more; someone may have ${action === 'publish' ? 'published' : 'discarded'} it already.`
          : `The draft of "${chart.name}" could not be ${action === 'publish' ? 'published' : 'discarded'}.`,
        detail: describeError(error),
      });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: chartKeys.all }),
        queryClient.invalidateQueries({ queryKey: eventKeys.all }),
      ]),
  });
}

/** Moves a chart into the archive or back out of it; every chart list and the chart refresh. */
export function useArchiveChart(client: SeatdeskClient, chart: { key: string; name: string }) {
  const queryClient = useQueryClient();
  const toasts = useToasts();
  return useMutation({
    mutationFn: (archive: boolean) =>
      archive ? client.charts.moveToArchive(chart.key) : client.charts.moveOutOfArchive(chart.key),
    meta: { toast: false },
    onSuccess: (_result, archive) => {
      toasts.push({
        kind: 'success',
        title: archive
          ? `"${chart.name}" is in the archive. Its events keep working.`
          : `"${chart.name}" is back in the charts list.`,
      });
    },
    onError: (error, archive) => {
      toasts.push({
        kind: 'error',
        title: `"${chart.name}" could not be ${archive ? 'archived' : 'restored'}.`,
        detail: describeError(error),
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: chartKeys.all }),
  });
}
