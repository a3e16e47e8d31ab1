// The signed-in session lives in sessionStorage only: it never reaches the URL, localStorage,
// a cookie or logs. Other tabs of the browser get it over a BroadcastChannel (lib/tab-sync.ts),
// in memory, so it dies with the last tab. Everything read back is validated, so a tampered entry signs the user out.
// A staff session (docs/staff.md) holds no key at all: the service's HttpOnly cookie is the
// session, and what is kept here only says who signed in.
import { z } from 'zod';
import { LIMITS } from '../../contract/limits';
import { StaffRoleSchema } from '../../contract/staff';
import { hexOf } from './hex';

/**
 * Names the staff's entries in sessionStorage (staff-store.ts). 128 random bits made at sign-in and
 * carried with the session to every tab: the names are shared by the tabs of one sign-in and say
 * nothing about the key (a hash of the key there would let whoever copies the browser's storage
 * check guessed keys offline).
 */
export const StoreIdSchema = z.string().regex(/^[0-9a-f]{32}$/, 'a store id is 32 hex digits');

/** Who signed in with a staff account; their role as the sign-in answered it (refreshed from /me). */
export const StaffMemberSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  signInName: z.string(),
  role: StaffRoleSchema,
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

const SessionFields = z.object({
  baseUrl: z.url(),
  /** Absent in a staff session: the cookie authenticates (then `staff` says who). */
  secretKey: z.string().min(1).optional(),
  staff: StaffMemberSchema.optional(),
  workspaceKey: z.string().min(1).optional(),
  /** A name to show in the header, when the service told us one. */
  workspaceName: z.string().optional(),
  /** The name the clerk gave at sign-in: the box office's hold tokens say who made them. */
  staffName: z.string().trim().min(1).max(LIMITS.staffNameLength).optional(),
  /** True when the session came from the one-click demo sign-in. */
  demo: z.boolean().optional(),
  storeId: StoreIdSchema,
});

/** A session is a key's or a staff member's, never both nor neither. */
const oneWayIn = (session: { secretKey?: string; staff?: StaffMember }) =>
  (session.secretKey === undefined) !== (session.staff === undefined);
const ONE_WAY_IN = { error: 'a session has a secret key or a staff member, not both' };

export const SessionSchema = SessionFields.refine(oneWayIn, ONE_WAY_IN);
export type Session = z.infer<typeof SessionSchema>;

/** What the sign-in form checks with the service; signing in makes the session's storeId. */
export type Credentials = Omit<Session, 'storeId'>;

/**
 * What this tab may find stored: a session, or one written before sessions had a storeId (the
 * session provider upgrades it, see session-context.tsx). Anything else is refused.
 */
const StoredSessionSchema = SessionFields.extend({ storeId: StoreIdSchema.optional() }).refine(
  oneWayIn,
  ONE_WAY_IN,
);
export type StoredSession = z.infer<typeof StoredSessionSchema>;

const STORAGE_KEY = 'seatdesk.session';

/** 128 bits from crypto.getRandomValues, which works on plain http too (randomUUID does not). */
export function newStoreId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return hexOf(bytes);
}

/** A new sign-in: never the storeId of an earlier one, even with the same key. */
export function startSession(credentials: Credentials): Session {
  return { ...credentials, storeId: newStoreId() };
}

export function readSession(storage: Storage = sessionStorage): StoredSession | null {
  const raw = storage.getItem(STORAGE_KEY);
  if (!raw) return null;
  try {
    return StoredSessionSchema.parse(JSON.parse(raw));
  } catch {
    storage.removeItem(STORAGE_KEY);
    return null;
  }
}

export function writeSession(session: Session, storage: Storage = sessionStorage): void {
  storage.setItem(STORAGE_KEY, JSON.stringify(SessionSchema.parse(session)));
}

export function clearSession(storage: Storage = sessionStorage): void {
  storage.removeItem(STORAGE_KEY);
}

/** Same service and key: the same workspace, whichever sign-in. */
export function sameCredentials(a: Credentials, b: Credentials): boolean {
  return (
    a.baseUrl === b.baseUrl &&
    a.secretKey === b.secretKey &&
    a.workspaceKey === b.workspaceKey &&
    a.staff?.id === b.staff?.id
  );
}

/** The same sign-in: switching between them needs no reload of anything. */
export function sameSession(a: Session | null, b: Session | null): boolean {
  if (a === null || b === null) return a === b;
  return sameCredentials(a, b) && a.storeId === b.storeId;
}

/** The service that served the app; the default base URL. */
export function ownServiceUrl(): string {
  return typeof window === 'undefined' ? 'http://127.0.0.1:9001' : window.location.origin;
}
