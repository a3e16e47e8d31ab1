import { queryOptions } from '@tanstack/react-query';
import { SeatdeskClient } from '../../../client';
import type { FetchLike } from '../../../client/transport';
import type { DemoWorkspace } from '../../../contract/accounts';
import type { Credentials } from '../../lib/session';
import { createClient } from '../../lib/session-client';

export const authQueries = {
  demoWorkspace: (baseUrl: string, fetchFn: FetchLike | undefined) =>
    queryOptions({
      queryKey: ['auth', 'demo-workspace', baseUrl],
      // The service offers its demo company's key on loopback only; elsewhere this answers 404,
      // which means "no demo", not an error worth showing.
      queryFn: async (): Promise<DemoWorkspace | null> => {
        const anonymous = new SeatdeskClient({ baseUrl, secretKey: 'anonymous', fetch: fetchFn });
        return anonymous.system.demoWorkspace().catch(() => null);
      },
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
    }),
};

/** One cheap call that proves the key (and workspace key) work: the first chart, if any. */
export async function checkSession(
  session: Credentials,
  fetchFn: FetchLike | undefined,
): Promise<void> {
  await createClient(session, fetchFn).charts.list({ limit: 1 });
}
