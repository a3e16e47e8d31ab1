// The keys page's reads and writes: the company account (company admin key only) and replacing
// one of its keys. What each replacement stops is said once, here, for the confirmation.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SeatdeskClient } from '../../../client';

export const accountQuery = (client: SeatdeskClient) =>
  queryOptions({
    queryKey: ['account', 'me'],
    queryFn: () => client.accounts.me(),
    // A workspace key is refused (403): asking again would only be refused again.
    retry: false,
  });

export type KeyKind = 'workspace-secret' | 'admin' | 'designer';

export interface KeyReplacement {
  kind: KeyKind;
  /** The workspace whose secret key is replaced (the one this session acts in). */
  workspacePublicKey: string;
}

export interface KeyText {
  name: string;
  /** What the key is for, under its name. */
  use: string;
  /** The confirmation: exactly what stops working once it is replaced. */
  stops: string;
  /** The wire call, for a tooltip. */
  api: string;
}

export const KEY_TEXTS: Record<KeyKind, KeyText> = {
  'workspace-secret': {
    name: 'Secret key of this workspace',
    use: 'Web shops, scripts and staff signed in with it book and hold seats of this workspace.',
    stops:
      'Every web shop and script using the old secret key will be refused at once, and staff signed in with it are signed out. Give the new key to each of them.',
    api: 'POST /workspaces/{publicKey}/actions/regenerate-secret-key',
  },
  admin: {
    name: 'Company admin key',
    use: 'Manages every workspace of the company, and its keys. You are signed in with it.',
    stops:
      'Every script and person using the old company admin key will be refused at once, in every workspace. This tab and your other open tabs carry on with the new key.',
    api: 'POST /accounts/me/secret-key/actions/regenerate',
  },
  designer: {
    name: 'Designer key',
    use: 'Opens the chart designer embedded in your own pages.',
    stops: 'Chart designers embedded with the old designer key stop opening at once.',
    api: 'POST /accounts/me/designer-key/actions/regenerate',
  },
};

/**
 * Replaces one key and answers the new one. The key this session signed in with goes to the
 * session (every tab) before anything else is asked, so the admin is never locked out.
 */
export function useRegenerateKey(client: SeatdeskClient, onOwnKeyReplaced: (key: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, workspacePublicKey }: KeyReplacement) => {
      if (kind === 'admin') return client.accounts.regenerateAdminKey();
      if (kind === 'designer') return client.accounts.regenerateDesignerKey();
      return client.accounts.regenerateWorkspaceSecretKey(workspacePublicKey);
    },
    meta: { toast: false },
    onSuccess: (key, { kind }) => {
      if (kind === 'admin') onOwnKeyReplaced(key);
      else void queryClient.invalidateQueries({ queryKey: ['account'] });
    },
  });
}
