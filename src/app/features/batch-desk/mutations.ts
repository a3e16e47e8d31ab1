// The desk's hold tokens (create); the batch itself is sent by batch/last-batch.ts.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { holdTokenKey } from '../../lib/hold-tokens';
import { useClient } from '../../lib/session-context';

export function useCreateHoldToken(onCreated: (token: string) => void) {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (expiresInMinutes: number) => client.holdTokens.create(expiresInMinutes),
    meta: { errorTitle: 'No hold token was created' },
    onSuccess: (token) => {
      queryClient.setQueryData(holdTokenKey(token.holdToken), token);
      onCreated(token.holdToken);
    },
  });
}
