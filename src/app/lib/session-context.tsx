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
import { SeatdeskClient } from '../../client';
import type { FetchLike } from '../../client/transport';
import { forgetKeptLayouts } from './layout-cache';
import {
  type Credentials,
  clearSession,
  readSession,
  type Session,
  SessionSchema,
  sameCredentials,
  sameSession,
  startSession,
  writeSession,
} from './session';
import { sessionEndedText } from './session-ended-text';
import type { StaffSnapshot } from './staff-store';
import {
  clearStaffStorage,
  connectStaffTabs,
  StaffSnapshotSchema,
  staffOwner,
  staffSnapshot,
  takeStaffSnapshot,
} from './staff-store';
import { legacyOwner, takeOverLocalEntries } from './staff-store-legacy';
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
  const [stored] = useState(() => {
    const found = readSession();
    // A session stored before storeIds moves its entries once it has one (adopt, below).
    if (!found || found.storeId)
      takeOverLocalEntries(found?.storeId ?? null, found?.storeId ?? null);
    return found;
  });
  const [session, setSession] = useState<Session | null>(() =>
    stored?.storeId ? { ...stored, storeId: stored.storeId } : null,
  );
  const [pending, setPending] = useState(() => session === null);
  const sessionRef = useRef(session);
  sessionRef.current = session;
  // A session stored before sessions had a storeId: this tab first asks the others, so that it
  // takes the storeId of a tab that upgraded the same sign-in already, else it makes one.
  const legacyRef = useRef(stored && !stored.storeId ? stored : null);

  // The staff's shared entries travel on a channel of their own, beside the session's.
  const staffTabsRef = useRef<TabSync<StaffSnapshot> | null>(null);
  /** A tab that starts on a session asks the open tabs for the staff's shared entries. */
  const askStaffTabs = useCallback(() => {
    const owner = staffOwner(sessionRef.current);
    staffTabsRef.current?.ask(ASK_TABS_MS).then((answer) => {
      if (answer) takeStaffSnapshot(answer, owner, true);
    });
  }, []);

  /** Takes a session (or none) from this tab or another; the cache never outlives a session. */
  const adopt = useCallback(
    (next: Session | null) => {
      const legacy = legacyRef.current;
      if (legacy) {
        legacyRef.current = null;
        const same = next !== null && sameCredentials(legacy, next);
        takeOverLocalEntries(same ? legacyOwner(legacy) : null, same ? next.storeId : null);
        if (!next) clearSession();
      }
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
    [queryClient, askStaffTabs],
  );

  // Made in the effect, not in a memo: React may run an effect twice, and a closed channel
  // cannot be reopened.
  const tabsRef = useRef<TabSync<Session> | null>(null);
  useEffect(() => {
    const tabs = tabSync(channel, SessionSchema, () => sessionRef.current);
    tabsRef.current = tabs;
    const stop = tabs.onChange(adopt);
    const staffTabs = tabSync(`${channel}.staff`, StaffSnapshotSchema, () =>
      staffSnapshot(staffOwner(sessionRef.current)),
    );
    staffTabsRef.current = staffTabs;
    connectStaffTabs(staffTabs);
    staffTabs.onChange((snapshot) => {
      if (snapshot) takeStaffSnapshot(snapshot, staffOwner(sessionRef.current), false);
    });
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
      staffTabs.close();
      staffTabsRef.current = null;
      connectStaffTabs(null);
    };
  }, [channel, adopt, askStaffTabs]);

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

  // A page still mounted for the render that leads away from a session may start one more
  // request with the session's client: the client sends nothing once its session has ended, so no
  // key is used behind the user and no answer refills the cache sign-out emptied.
  const client = useMemo(() => {
    if (!session) return null;
    const send: FetchLike = fetch ?? ((input, init) => globalThis.fetch(input, init));
    return createClient(session, async (input, init) => {
      if (sessionRef.current !== session)
        throw new Error('This session has ended; the request was not sent.');
      const response = await send(input, init);
      // The service ended a staff session (expired, signed out elsewhere, account disabled or
      // its password reset): the clerk goes to the sign-in page, told why.
      if (response.status === 401 && session.staff) {
        sessionEnded(session, await sessionEndedText(response));
      }
      return response;
    });
  }, [session, fetch, sessionEnded]);

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

export function createClient(session: Credentials, fetch?: FetchLike): SeatdeskClient {
  return new SeatdeskClient({
    baseUrl: session.baseUrl,
    secretKey: session.secretKey,
    workspaceKey: session.workspaceKey,
    fetch,
  });
}

/** Ends a staff session on the service; a failure leaves it to expire (the tabs forget it anyway). */
async function staffSignOut(session: Session, fetch: FetchLike | undefined): Promise<void> {
  await createClient(session, fetch)
    .staff.signOut()
    .catch(() => undefined);
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
