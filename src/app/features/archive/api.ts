import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SeatdeskClient } from '../../../client';
import type { ListSearch } from '../../components/list-search';
import { useToasts } from '../../components/toasts';
import { describeError, isApiError } from '../../lib/errors';
import { chartKeys } from '../../lib/queries';

export const ARCHIVE_PAGE_SIZE = 20;

export const archiveQueries = {
  list: (client: SeatdeskClient, search: ListSearch) =>
    queryOptions({
      queryKey: [...chartKeys.archive(), search],
      queryFn: () =>
        client.charts.listArchive({
          limit: ARCHIVE_PAGE_SIZE,
          filter: search.q,
          startAfterId: search.after,
          endBeforeId: search.before,
        }),
      placeholderData: keepPreviousData,
    }),
};

/** Moves a chart out of the archive; every chart list and the chart itself refresh afterwards. */
export function useRestoreChart(client: SeatdeskClient) {
  const queryClient = useQueryClient();
  const toasts = useToasts();
  return useMutation({
    mutationFn: (chart: { key: string; name: string }) => client.charts.moveOutOfArchive(chart.key),
    // The 400 "not archived" case deserves its own words, so this mutation raises its own toasts.
    meta: { toast: false },
    onSuccess: (_result, chart) => {
      toasts.push({ kind: 'success', title: `"${chart.name}" is back in the charts list.` });
    },
    onError: (error, chart) => {
      toasts.push({
        kind: 'error',
        title: isApiError(error, 400)
          ? `"${chart.name}" is not in the archive any more; someone may have restored it already.`
          : `"${chart.name}" could not be restored.`,
        detail: describeError(error),
      });
    },
    // Success or a stale list: either way, what the lists show must be read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: chartKeys.all }),
  });
}
