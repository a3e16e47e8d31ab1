// Sending a batch, and the tab's undo history: the last batch the service accepted from this tab
// for the signed-in person (a tab slot, lib/staff-store.ts), whether it was sent from the batch
// desk or from an event's map. A colleague's batch in another tab is theirs to undo, not this tab's.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { StatusChange as BatchChange } from '../lib/order-changes';
import { eventKeys } from '../lib/queries';
import { useClient, useSession } from '../lib/session-context';
import { staffOwner, tabSlot, useSharedSlot } from '../lib/staff-store';
import { type SubmittedBatch, SubmittedBatchSchema, submitBatch } from './world';

const lastBatchSlot = tabSlot('last-batch', SubmittedBatchSchema.nullable(), null);

export function useLastBatch(): [SubmittedBatch | null, (batch: SubmittedBatch | null) => void] {
  const { session } = useSession();
  const [lastBatch, update] = useSharedSlot(lastBatchSlot, staffOwner(session));
  const setLastBatch = useCallback((batch: SubmittedBatch | null) => update(() => batch), [update]);
  return [lastBatch, setLastBatch];
}

/** One all-or-nothing request; afterwards every event query is stale (statuses, reports, previews). */
export function useSubmitBatch() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: BatchChange[]) => submitBatch(queryClient, client, changes),
    // A refusal is shown in full where the batch was composed, not in a toast.
    meta: { toast: false },
    // An event's reports are kept under its key (features/reports/api.ts), so this is all of them.
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
