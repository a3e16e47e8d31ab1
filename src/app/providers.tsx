import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ApiError, type FetchLike } from '../client/transport';
import { ToastStore } from './components/toast-store';
import { ToastProvider } from './components/toasts';
import { ChangeBroadcast } from './lib/change-broadcast';
import { describeError } from './lib/errors';
import { refusalText } from './lib/refusal-text';
import { SESSION_CHANNEL, SessionProvider } from './lib/session-context';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** Headline of the toast raised when the mutation fails. */
      errorTitle?: string;
      /** False when the form shows the failure itself (inline), so no toast. */
      toast?: boolean;
    };
  }
}

export function createQueryClient(toasts: ToastStore): QueryClient {
  return new QueryClient({
    // Every failed mutation becomes a toast in staff words (lib/refusal-text.ts); the service's
    // code stays in its tooltip.
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.toast === false) return;
        toasts.push({
          kind: 'error',
          title: mutation.meta?.errorTitle ?? 'The change was refused',
          detail: { code: describeError(error).code, message: refusalText(error).text },
        });
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        refetchOnWindowFocus: false,
        // A 4xx will not get better by asking again; network hiccups and 5xx may.
        retry: (failures, error) =>
          !(error instanceof ApiError && error.status < 500) && failures < 2,
      },
    },
  });
}

export interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass the service's in-process fetch; the browser uses its own. */
  fetch?: FetchLike;
  queryClient?: QueryClient;
  toasts?: ToastStore;
  /** The channel the browser's tabs share the session on (tests give each app its own). */
  sessionChannel?: string;
}

export function AppProviders({
  children,
  fetch,
  queryClient,
  toasts,
  sessionChannel,
}: AppProvidersProps) {
  const [toastStore] = useState(() => toasts ?? new ToastStore());
  const [client] = useState(() => queryClient ?? createQueryClient(toastStore));
  return (
    <QueryClientProvider client={client}>
      <ToastProvider store={toastStore}>
        <SessionProvider fetch={fetch} channel={sessionChannel}>
          <ChangeBroadcast channel={sessionChannel ?? SESSION_CHANNEL} />
          {children}
        </SessionProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}
