import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SeatdeskClient } from '../../../client';
import type { CategoryUpdate, NewCategory } from '../../../contract/charts';
import { useToasts } from '../../components/toasts';
import { chartCategoriesQuery, chartKeys } from '../../lib/queries';

export const categoryQueries = { list: chartCategoriesQuery };

/**
 * Add, update and remove, each refreshing the chart (its status may turn into "draft pending")
 * and its categories. A refusal becomes a toast with the service's code through the query client.
 */
export function useCategoryMutations(client: SeatdeskClient, chartKey: string) {
  const queryClient = useQueryClient();
  const toasts = useToasts();
  const refresh = () => queryClient.invalidateQueries({ queryKey: chartKeys.detail(chartKey) });
  const done = (title: string) => toasts.push({ kind: 'success', title });

  const add = useMutation({
    mutationFn: (category: NewCategory) => client.charts.addCategory(chartKey, category),
    meta: { errorTitle: 'The category was not added' },
    onSuccess: (_r, category) => done(`Category "${category.label}" added.`),
    onSettled: refresh,
  });
  const update = useMutation({
    mutationFn: (change: { key: string | number; label: string; update: CategoryUpdate }) =>
      client.charts.updateCategory(chartKey, change.key, change.update),
    meta: { errorTitle: 'The category was not changed' },
    onSuccess: (_r, change) => done(`Category "${change.update.label ?? change.label}" saved.`),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (category: { key: string | number; label: string }) =>
      client.charts.removeCategory(chartKey, category.key),
    meta: { errorTitle: 'The category was not removed' },
    onSuccess: (_r, category) => done(`Category "${category.label}" removed.`),
    onSettled: refresh,
  });
  return { add, update, remove };
}
