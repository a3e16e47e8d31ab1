import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { SeatdeskClient } from '../../client';
import type { FetchLike } from '../../client/transport';
import { clearSession, readSession, type Session, writeSession } from './session';

interface SessionContextValue {
  session: Session | null;
  client: SeatdeskClient | null;
  /** The fetch the app talks through: the browser's, or the service's in-process one in tests. */
  fetch: FetchLike | undefined;
  signIn: (session: Session) => void;
  signOut: () => void;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export function SessionProvider({ children, fetch }: { children: ReactNode; fetch?: FetchLike }) {
  const queryClient = useQueryClient();
  const [session, setSession] = useState<Session | null>(() => readSession());

  const signIn = useCallback(
    (next: Session) => {
      writeSession(next);
      // Nothing cached under another key may leak into this session.
      queryClient.clear();
      setSession(next);
    },
    [queryClient],
  );

  const signOut = useCallback(() => {
    clearSession();
    queryClient.clear();
    setSession(null);
  }, [queryClient]);

  const client = useMemo(() => (session ? createClient(session, fetch) : null), [session, fetch]);

  const value = useMemo(
    () => ({ session, client, fetch, signIn, signOut }),
    [session, client, fetch, signIn, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function createClient(session: Session, fetch?: FetchLike): SeatdeskClient {
  return new SeatdeskClient({
    baseUrl: session.baseUrl,
    secretKey: session.secretKey,
    workspaceKey: session.workspaceKey,
    fetch,
  });
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession needs a <SessionProvider> above it');
  return value;
}

/** The client of the signed-in session; only for pages behind the sign-in guard. */
export function useClient(): SeatdeskClient {
  const { client } = useSession();
  if (!client) throw new Error('useClient was called without a signed-in session');
  return client;
}
