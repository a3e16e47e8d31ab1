// The desk's writes: the batch itself, and hold tokens (create, extend). After a batch every event
// query is stale (statuses, reports, the preview), so the whole `events` prefix is invalidated.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventKeys } from '../../lib/queries';
import { useClient } from '../../lib/session-context';
import { deskKeys } from './api';
import type { BatchChange } from './row-check';
import { submitBatch } from './world';

export function useSubmitBatch() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: BatchChange[]) => submitBatch(queryClient, client, changes),
    // The desk shows a refusal in full where the batch was composed, not in a toast.
    meta: { toast: false },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['reports'] }),
      ]);
    },
  });
}

export function useCreateHoldToken(onCreated: (token: string) => void) {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (expiresInMinutes: number) => client.holdTokens.create(expiresInMinutes),
    meta: { errorTitle: 'No hold token was created' },
    onSuccess: (token) => {
      queryClient.setQueryData(deskKeys.holdToken(token.holdToken), token);
      onCreated(token.holdToken);
    },
  });
}
