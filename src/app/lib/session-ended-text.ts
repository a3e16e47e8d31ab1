// What the sign-in page says when the service ended a staff session (401 SESSION_ENDED, whose
// message names the end: docs/error-codes.md), in the clerk's words. Any other 401 to a staff
// session's request ends it too, with the general words.
import { LIMITS } from '../../contract/limits';

/** Signed out elsewhere, the account disabled or its password changed: the service cannot tell. */
export const SESSION_ENDED_TEXT =
  'Your session ended (signed out elsewhere, idle for too long, or your account was changed); sign in again.';

export const SESSION_IDLE_TEXT = `Your session ended after ${LIMITS.staffSessionIdleMinutes} minutes without activity; sign in again.`;

export const SESSION_LIMIT_TEXT = `Your session ended: a session lasts ${LIMITS.staffSessionMaxHours} hours at most; sign in again.`;

/** Reads a copy of the 401 answer, so the caller still gets the answer itself. */
export async function sessionEndedText(response: Response): Promise<string> {
  const body = await response
    .clone()
    .text()
    .catch(() => '');
  if (!body.includes('SESSION_ENDED')) return SESSION_ENDED_TEXT;
  if (/without a request/.test(body)) return SESSION_IDLE_TEXT;
  if (/hour limit/.test(body)) return SESSION_LIMIT_TEXT;
  return SESSION_ENDED_TEXT;
}
