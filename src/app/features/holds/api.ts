// What the holds view reads: the held objects of every event (lib/held-objects.ts), read again
// every half minute while the view is open and visible, and an order's objects: each event's
// `byOrderId/{id}` (no summary has order ids), read when staff search, not on a timer.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SeatdeskClient } from '../../../client';
import {
  acrossEvents,
  type EventObjects,
  HELD_REFRESH_MS,
  heldObjectsKey,
  heldObjectsQuery,
} from '../../lib/held-objects';
import type { StatusChange } from '../../lib/order-changes';
import { eventKeys } from '../../lib/queries';
import { useClient } from '../../lib/session-context';

export type { EventObjects };

export const holdsKeys = {
  held: heldObjectsKey,
  // Under the events prefix: a batch at the desk (which invalidates every event) refreshes it too.
  order: (orderId: string) => [...eventKeys.all, 'holds-view', 'order', orderId] as const,
};

export const holdsQueries = {
  /** Every held object of every event (whatever token holds it). */
  held: (client: SeatdeskClient) =>
    queryOptions({
      ...heldObjectsQuery(client),
      refetchInterval: HELD_REFRESH_MS,
      // Said, not assumed: a hidden tab does not read (TanStack Query pauses the interval then).
      refetchIntervalInBackground: false,
    }),

  /** Every object of the order, in every event. */
  order: (client: SeatdeskClient, orderId: string) =>
    queryOptions({
      queryKey: holdsKeys.order(orderId),
      queryFn: ({ signal }) =>
        acrossEvents(
          client,
          async (key) =>
            (await client.reports.eventReport(key, 'byOrderId', orderId))[orderId] ?? [],
          signal,
        ),
    }),
};

/** One batch, all or nothing; afterwards every event's figures are stale. */
export function useApplyChanges() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: StatusChange[]) => client.status.changeObjectStatusInBatch(changes),
    // The view says a refusal in its own words, where the action was asked for.
    meta: { toast: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
