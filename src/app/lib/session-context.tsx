import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { SeatdeskClient } from '../../client';
import type { FetchLike } from '../../client/transport';
import { forgetKeptLayouts } from './layout-cache';
import {
  type Credentials,
  clearSession,
  type Session,
  SessionSchema,
  sameCredentials,
  sameSession,
  startSession,
  writeSession,
} from './session';
import { staffSignOut, useSessionClient } from './session-client';
import { clearStaffStorage } from './staff-store';
import { useStaffTabs } from './staff-tabs';
import { useTabStartSession } from './tab-start-session';
import { type TabSync, tabSync } from './tab-sync';

/** The tabs of one browser share the session over this channel (lib/tab-sync.ts). */
export const SESSION_CHANNEL = 'seatdesk.session';
/** How long a new tab waits for another tab's session before it shows the sign-in page. */
const ASK_TABS_MS = 400;

interface SessionContextValue {
  session: Session | null;
  /** True while a new tab asks the browser's other tabs for their session. */
  pending: boolean;
  client: SeatdeskClient | null;
  /** The fetch the app talks through: the browser's, or the service's in-process one in tests. */
  fetch: FetchLike | undefined;
  /** Starts a new session (with a storeId of its own) for credentials the service accepted. */
  signIn: (credentials: Credentials) => void;
  signOut: () => void;
  /**
   * The key this session signed in with was replaced (an admin regenerated it): this tab and the
   * others carry on with the new key, same sign-in, instead of being refused with the old one.
   */
  replaceKey: (secretKey: string) => void;
  /** A company admin key acts in another workspace from now on (its requests name it). */
  switchWorkspace: (workspace: { key: string; name: string }) => void;
  /** Why the last session ended without the user signing out (a staff session the service ended). */
  endedBecause: string | null;
  /**
   * This tab's last session ended by its user signing out: the next person to sign in here starts
   * at the events, not on the page the last one left (which their role may not open).
   */
  signedOut: boolean;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export interface SessionProviderProps {
  children: ReactNode;
  fetch?: FetchLike;
  /** The channel the browser's tabs share the session on; tests give each app its own. */
  channel?: string;
}

export function SessionProvider({
  children,
  fetch,
  channel = SESSION_CHANNEL,
}: SessionProviderProps) {
  const queryClient = useQueryClient();
  const { initial, legacy: legacyRef, settleLegacy } = useTabStartSession();
  const [session, setSession] = useState<Session | null>(initial);
  const [pending, setPending] = useState(() => session === null);
  const sessionRef = useRef(session);
  sessionRef.current = session;

  // Before the session channel's effect below, which asks the staff channel once it is open.
  const askStaffTabs = useStaffTabs(channel, sessionRef, ASK_TABS_MS);

  /** Takes a session (or none) from this tab or another; the cache never outlives a session. */
  const adopt = useCallback(
    (next: Session | null) => {
      settleLegacy(next);
      if (sameSession(sessionRef.current, next)) return;
      if (next) writeSession(next);
      else clearSession();
      // The staff's entries of any other sign-in go: signing out, or the next person signing in on
      // this PC. The venues' layouts of the previous sign-in go with it.
      clearStaffStorage(next?.storeId);
      if (sessionRef.current !== null) void forgetKeptLayouts();
      queryClient.clear();
      sessionRef.current = next;
      setSession(next);
      if (next) askStaffTabs();
    },
    [queryClient, askStaffTabs, settleLegacy],
  );

  // Made in the effect, not in a memo: React may run an effect twice, and a closed channel
  // cannot be reopened.
  const tabsRef = useRef<TabSync<Session> | null>(null);
  useEffect(() => {
    const tabs = tabSync(channel, SessionSchema, () => sessionRef.current);
    tabsRef.current = tabs;
    const stop = tabs.onChange(adopt);
    let live = true;
    if (sessionRef.current === null) {
      tabs.ask(ASK_TABS_MS).then((answer) => {
        if (!live) return;
        // A session another tab announced meanwhile was taken already.
        if (sessionRef.current === null) {
          const legacy = legacyRef.current;
          if (legacy) {
            adopt(answer && sameCredentials(answer, legacy) ? answer : startSession(legacy));
          } else if (answer) {
            adopt(answer);
          }
        }
        setPending(false);
      });
    } else {
      setPending(false);
      askStaffTabs();
    }
    return () => {
      live = false;
      stop();
      tabs.close();
      tabsRef.current = null;
    };
  }, [channel, adopt, askStaffTabs, legacyRef.current]);

  const [endedBecause, setEndedBecause] = useState<string | null>(null);
  const [signedOut, setSignedOut] = useState(false);

  const signIn = useCallback(
    (credentials: Credentials) => {
      setEndedBecause(null);
      setSignedOut(false);
      const next = startSession(credentials);
      adopt(next);
      tabsRef.current?.announce(next);
    },
    [adopt],
  );

  /** Forgets the session here and in every tab: the key must not stay usable behind the user. */
  const endEverywhere = useCallback(() => {
    adopt(null);
    tabsRef.current?.announce(null);
  }, [adopt]);

  const replaceKey = useCallback(
    (secretKey: string) => {
      const current = sessionRef.current;
      if (!current) return;
      const next = { ...current, secretKey };
      adopt(next);
      tabsRef.current?.announce(next);
    },
    [adopt],
  );

  const switchWorkspace = useCallback(
    (workspace: { key: string; name: string }) => {
      const current = sessionRef.current;
      if (!current) return;
      // A new storeId: what this browser kept for the other workspace (hold tokens) is not this one's.
      const next = startSession({
        ...current,
        workspaceKey: workspace.key,
        workspaceName: workspace.name,
      });
      adopt(next);
      tabsRef.current?.announce(next);
    },
    [adopt],
  );

  const signOut = useCallback(() => {
    const ending = sessionRef.current;
    // A staff session lives on the service: ending it there is what signs out (the cookie is
    // HttpOnly; nothing here could forget it). Sent before the client refuses to send anything.
    if (ending?.staff) void staffSignOut(ending, fetch);
    setSignedOut(true);
    endEverywhere();
  }, [endEverywhere, fetch]);

  const sessionEnded = useCallback(
    (ended: Session, why: string) => {
      if (sessionRef.current !== ended) return;
      setEndedBecause(why);
      endEverywhere();
    },
    [endEverywhere],
  );

  const client = useSessionClient(session, sessionRef, fetch, sessionEnded);

  const value = useMemo(
    () => ({
      session,
      pending,
      client,
      fetch,
      signIn,
      signOut,
      replaceKey,
      switchWorkspace,
      endedBecause,
      signedOut,
    }),
    [
      session,
      pending,
      client,
      fetch,
      signIn,
      signOut,
      replaceKey,
      switchWorkspace,
      endedBecause,
      signedOut,
    ],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
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
