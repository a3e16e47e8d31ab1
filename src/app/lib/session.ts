// The signed-in session lives in sessionStorage only: it never reaches the URL, localStorage,
// a cookie or logs. Other tabs of the browser get it over a BroadcastChannel (lib/tab-sync.ts),
// in memory, so it dies with the last tab. Everything read back is validated, so a tampered entry signs the user out.
import { z } from 'zod';

export const SessionSchema = z.object({
  baseUrl: z.url(),
  secretKey: z.string().min(1),
  workspaceKey: z.string().min(1).optional(),
  /** A name to show in the header, when the service told us one. */
  workspaceName: z.string().optional(),
  /** True when the session came from the one-click demo sign-in. */
  demo: z.boolean().optional(),
});
export type Session = z.infer<typeof SessionSchema>;

const STORAGE_KEY = 'seatdesk.session';

export function readSession(storage: Storage = sessionStorage): Session | null {
  const raw = storage.getItem(STORAGE_KEY);
  if (!raw) return null;
  try {
    return SessionSchema.parse(JSON.parse(raw));
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

/** Same service and key: switching between them needs no reload of anything. */
export function sameSession(a: Session | null, b: Session | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.baseUrl === b.baseUrl && a.secretKey === b.secretKey && a.workspaceKey === b.workspaceKey
  );
}

/** The service that served the app; the default base URL. */
export function ownServiceUrl(): string {
  return typeof window === 'undefined' ? 'http://127.0.0.1:9001' : window.location.origin;
}
