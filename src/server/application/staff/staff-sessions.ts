// Staff sessions (docs/staff.md): a random 256-bit id in the cookie, only its sha256 in the
// database; a session ended (sign-out, an account disabled or its password reset, its workspace
// deactivated) is refused on its next request on every instance (session-cache.ts says how: a
// process alone on SQLite remembers sessions and forgets them at once, instances sharing
// PostgreSQL read the session on every request). A session
// ends after LIMITS.staffSessionIdleMinutes without a request and LIMITS.staffSessionMaxHours after
// sign-in. Its last use is written at most once a minute, not on every booking.
import { randomBytes } from 'node:crypto';
import { LIMITS } from '../../../contract/limits';
import type { StaffRow } from '../../store/port';
import { hashKey } from '../accounts/keys';
import { decoyHash, passwordMatches } from '../accounts/passwords';
import type { Deps } from '../context';
import {
  type KnownSession,
  readSession,
  sessionCacheOf,
  staffSessionsChanged,
} from './session-cache';
import type { SignInThrottle } from './sign-in-throttle';

const IDLE_MS = LIMITS.staffSessionIdleMinutes * 60_000;
const MAX_MS = LIMITS.staffSessionMaxHours * 3_600_000;
/** How stale the stored last use may get before a request writes it again. */
const TOUCH_EVERY_MS = 60_000;

export type SignInResult =
  | { kind: 'signed-in'; sessionId: string; staff: StaffRow }
  | { kind: 'refused' }
  | { kind: 'throttled'; retryAfterSeconds: number };

export interface SignInAttempt {
  signInName: string;
  password: string;
  /** The client's address, for the per-address throttle. */
  address: string;
  /** The session id the browser still holds, if any: ended, never reused (no fixation). */
  previousSessionId?: string;
}

export async function signIn(
  deps: Deps,
  throttle: SignInThrottle,
  attempt: SignInAttempt,
): Promise<SignInResult> {
  const name = attempt.signInName.trim().toLowerCase();
  const started = deps.now().getTime();
  const wait = throttle.waitMs(name, attempt.address, started);
  if (wait > 0) return { kind: 'throttled', retryAfterSeconds: Math.ceil(wait / 1000) };
  throttle.attempted(name, attempt.address, started);
  const staff = await deps.store.read((tx) => tx.findStaffBySignInName(name));
  // Unknown names cost a hash too: the answer's time does not tell which names exist.
  const matches = await passwordMatches(
    attempt.password,
    staff?.passwordHash ?? (await decoyHash()),
  );
  if (!staff || !matches || !staff.enabled) {
    throttle.refused(name, attempt.address, deps.now().getTime());
    return { kind: 'refused' };
  }
  throttle.succeeded(name, attempt.address);
  const sessionId = randomBytes(32).toString('base64url');
  const now = deps.now().toISOString();
  await deps.store.transaction(async (tx) => {
    if (attempt.previousSessionId) await tx.deleteStaffSession(hashKey(attempt.previousSessionId));
    await tx.insertStaffSession({
      idHash: hashKey(sessionId),
      staffId: staff.id,
      createdAt: now,
      lastSeenAt: now,
    });
  });
  // The session the browser named has ended: no instance may still know it.
  if (attempt.previousSessionId) await staffSessionsChanged(deps);
  return { kind: 'signed-in', sessionId, staff };
}

/** Why a session is refused: idle too long, past its absolute limit, or gone (signed out, …). */
export type SessionEnd = 'idle' | 'limit' | 'gone';

/**
 * The session's account, or why it ended (and then it is deleted). Read from this instance's
 * session cache when it has one and knows the session (session-cache.ts): the expiry is judged on
 * every request all the same, from the last use stored in the database.
 */
export async function resolveSession(
  deps: Deps,
  sessionId: string,
): Promise<{ staff: StaffRow } | { ended: SessionEnd }> {
  const idHash = hashKey(sessionId);
  const cache = sessionCacheOf(deps);
  const now = deps.now().getTime();
  const found = await currentSession(deps, idHash, now);
  if (!found) return { ended: 'gone' };
  const { session, staff } = found;
  const ended = endOf(found, now);
  if (ended) {
    cache?.forget(idHash);
    // A deactivated workspace only suspends its staff's sessions: activated again, they work.
    if (found.workspaceActive) {
      await deps.store.transaction((tx) => tx.deleteStaffSession(idHash));
    }
    return { ended };
  }
  if (now - Date.parse(session.lastSeenAt) > TOUCH_EVERY_MS) {
    const lastSeenAt = new Date(now).toISOString();
    // The remembered copy first, so the requests arriving meanwhile do not write it again.
    session.lastSeenAt = lastSeenAt;
    await deps.store.transaction((tx) => tx.touchStaffSession(idHash, lastSeenAt));
  }
  return { staff };
}

/**
 * Whether the session would still be accepted, without touching it: an open stream asks at each
 * heartbeat (http/stream-credential.ts), and a map left open must not keep an idle session alive.
 */
export async function sessionStillOpen(deps: Deps, sessionId: string): Promise<boolean> {
  const now = deps.now().getTime();
  const found = await currentSession(deps, hashKey(sessionId), now);
  return found !== undefined && endOf(found, now) === undefined;
}

/**
 * The session as this instance's cache knows it or, when the cache has none or thinks it ended,
 * as the database does: a session idle by what this instance last saw may have been used through
 * another instance since.
 */
async function currentSession(
  deps: Deps,
  idHash: string,
  now: number,
): Promise<KnownSession | undefined> {
  const cache = sessionCacheOf(deps);
  const known = cache?.get(idHash, now);
  if (known && !endOf(known, now)) return known;
  const token = cache?.beginRead() ?? 0;
  const found = await readSession(deps, idHash);
  if (found && !endOf(found, now)) cache?.remember(idHash, found, now, token);
  return found;
}

function endOf(
  { session, staff, workspaceActive }: KnownSession,
  now: number,
): SessionEnd | undefined {
  if (!staff.enabled || !workspaceActive) return 'gone';
  if (now - Date.parse(session.createdAt) > MAX_MS) return 'limit';
  if (now - Date.parse(session.lastSeenAt) > IDLE_MS) return 'idle';
  return undefined;
}

export async function signOut(deps: Deps, sessionId: string): Promise<void> {
  await deps.store.transaction((tx) => tx.deleteStaffSession(hashKey(sessionId)));
  await staffSessionsChanged(deps);
}
