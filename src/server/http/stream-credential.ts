// An open stream outlives the request that opened it. Without a second look, a stream kept
// receiving an event's changes (hold tokens included) after its key was regenerated, its workspace
// deactivated, or its staff session signed out or its account disabled. The credential it was
// opened with is checked again at each heartbeat (FEED_HEARTBEAT_MS, 15 s); the stream ends once
// that credential would be refused, and the client's reconnect then gets the refusal.
import type { Context } from 'hono';
import type { Auth, Deps } from '../application/context';
import { sessionStillOpen } from '../application/staff/staff-sessions';
import { basicUser, resolveKey } from './auth';
import type { AppEnv } from './context';
import { HttpError } from './errors';
import { sessionCookie } from './staff-cookie';

/** A check of the request's credential as it stands now; true while it would still be accepted. */
export function credentialCheck(deps: Deps, c: Context<AppEnv>, auth: Auth) {
  const header = c.req.header('authorization');
  const sessionId = header === undefined ? sessionCookie(c) : undefined;
  if (sessionId) return () => sessionStillOpen(deps, sessionId);
  const secret = basicUser(header);
  const workspaceKey = c.req.header('x-workspace-key') || undefined;
  return async () => {
    if (!secret) return false;
    try {
      const now = await deps.store.read((tx) => resolveKey(tx, secret, workspaceKey));
      return now?.workspace.id === auth.workspace.id && now.workspace.isActive;
    } catch (error) {
      // The workspace the admin key named is gone. Anything else (the store away) says nothing.
      if (error instanceof HttpError) return false;
      throw error;
    }
  };
}

/**
 * Runs `check` at most one at a time and calls `revoked` when it says no. A check that fails
 * (the store restarting) keeps the stream: the next heartbeat asks again.
 */
export function recheckEachTime(check: () => Promise<boolean>, revoked: () => void) {
  let running = false;
  return () => {
    if (running) return;
    running = true;
    check()
      .then((good) => {
        if (!good) revoked();
      })
      .catch(() => {})
      .finally(() => {
        running = false;
      });
  };
}
