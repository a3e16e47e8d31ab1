// The signed-in session lives in sessionStorage only: it dies with the tab, never reaches the URL,
// localStorage or logs. Everything read back is validated, so a tampered entry signs the user out.
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

/** The service that served the app; the default base URL. */
export function ownServiceUrl(): string {
  return typeof window === 'undefined' ? 'http://127.0.0.1:9001' : window.location.origin;
}
