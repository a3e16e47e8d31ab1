// Staff sessions (docs/staff.md): a random 256-bit id in the cookie, only its sha256 in the
// database, read on every request, so a session ended on one instance (sign-out, an account
// disabled or its password reset) is refused by every instance on its next request. A session
// ends after LIMITS.staffSessionIdleMinutes without a request and LIMITS.staffSessionMaxHours after
// sign-in. Its last use is written at most once a minute, not on every booking.
import { randomBytes } from 'node:crypto';
import { LIMITS } from '../../../contract/limits';
import type { StaffRow } from '../../store/port';
import { hashKey } from '../accounts/keys';
import { decoyHash, passwordMatches } from '../accounts/passwords';
import type { Deps } from '../context';
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
  return { kind: 'signed-in', sessionId, staff };
}

/** The session's account, or undefined when the session ended (and then it is deleted). */
export async function resolveSession(deps: Deps, sessionId: string): Promise<StaffRow | undefined> {
  const idHash = hashKey(sessionId);
  const found = await deps.store.read((tx) => tx.getStaffSession(idHash));
  if (!found) return undefined;
  const now = deps.now().getTime();
  const { session, staff } = found;
  const idle = now - Date.parse(session.lastSeenAt);
  if (!staff.enabled || idle > IDLE_MS || now - Date.parse(session.createdAt) > MAX_MS) {
    await deps.store.transaction((tx) => tx.deleteStaffSession(idHash));
    return undefined;
  }
  if (idle > TOUCH_EVERY_MS) {
    await deps.store.transaction((tx) => tx.touchStaffSession(idHash, new Date(now).toISOString()));
  }
  return staff;
}

export function signOut(deps: Deps, sessionId: string): Promise<void> {
  return deps.store.transaction((tx) => tx.deleteStaffSession(hashKey(sessionId)));
}
