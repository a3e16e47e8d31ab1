import { queryOptions } from '@tanstack/react-query';
import { type DemoWorkspace, DemoWorkspaceSchema } from '../../../contract/accounts';
import type { FetchLike } from '../../../client/transport';
import type { Session } from '../../lib/session';
import { createClient } from '../../lib/session-context';

export const authQueries = {
  demoWorkspace: (baseUrl: string, fetchFn: FetchLike | undefined) =>
    queryOptions({
      queryKey: ['auth', 'demo-workspace', baseUrl],
      // The service offers its demo company's key on loopback only; elsewhere this answers 404.
      queryFn: async (): Promise<DemoWorkspace | null> => {
        const url = `${baseUrl.replace(/\/+$/, '')}/system/demo-workspace`;
        const response = await (fetchFn ?? fetch)(url, { method: 'GET' });
        if (!response.ok) return null;
        const parsed = DemoWorkspaceSchema.safeParse(await response.json().catch(() => null));
        return parsed.success ? parsed.data : null;
      },
      // No demo is not an error: the sign-in form simply does not offer it.
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
    }),
};

/** One cheap call that proves the key (and workspace key) work: the first chart, if any. */
export async function checkSession(session: Session, fetchFn: FetchLike | undefined): Promise<void> {
  await createClient(session, fetchFn).charts.list({ limit: 1 });
}
