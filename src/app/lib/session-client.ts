// The service client a session talks through, and the one thing it does on its own: a staff
// session the service ended sends the clerk to the sign-in page, told why.
import { type RefObject, useMemo } from 'react';
import { SeatdeskClient } from '../../client';
import type { FetchLike } from '../../client/transport';
import type { Credentials, Session } from './session';
import { sessionEndedText } from './session-ended-text';

export function createClient(session: Credentials, fetch?: FetchLike): SeatdeskClient {
  return new SeatdeskClient({
    baseUrl: session.baseUrl,
    secretKey: session.secretKey,
    workspaceKey: session.workspaceKey,
    fetch,
  });
}

/** Ends a staff session on the service; a failure leaves it to expire (the tabs forget it anyway). */
export async function staffSignOut(session: Session, fetch: FetchLike | undefined): Promise<void> {
  await createClient(session, fetch)
    .staff.signOut()
    .catch(() => undefined);
}

/**
 * The client of `session` while it is the tab's (`current`). A page still mounted for the render
 * that leads away from a session may start one more request with the session's client: the client
 * sends nothing once its session has ended, so no key is used behind the user and no answer
 * refills the cache sign-out emptied.
 */
export function useSessionClient(
  session: Session | null,
  current: RefObject<Session | null>,
  fetch: FetchLike | undefined,
  sessionEnded: (ended: Session, why: string) => void,
): SeatdeskClient | null {
  return useMemo(() => {
    if (!session) return null;
    const send: FetchLike = fetch ?? ((input, init) => globalThis.fetch(input, init));
    return createClient(session, async (input, init) => {
      if (current.current !== session)
        throw new Error('This session has ended; the request was not sent.');
      const response = await send(input, init);
      // The service ended a staff session (expired, signed out elsewhere, account disabled or
      // its password reset): the clerk goes to the sign-in page, told why.
      if (response.status === 401 && session.staff) {
        sessionEnded(session, await sessionEndedText(response));
      }
      return response;
    });
  }, [session, current, fetch, sessionEnded]);
}
