// The staff sign-in against the service that served the app (docs/staff.md): the answer sets the
// HttpOnly cookie, and the session the tabs share names the staff member, never a key.
import { SeatdeskClient } from '../../../client';
import { ApiError, type FetchLike } from '../../../client/transport';
import { LIMITS } from '../../../contract/limits';
import type { Credentials } from '../../lib/session';

export async function staffSignIn(
  baseUrl: string,
  signInName: string,
  password: string,
  fetchFn: FetchLike | undefined,
): Promise<Credentials> {
  const client = new SeatdeskClient({ baseUrl, fetch: fetchFn });
  const me = await client.staff.signIn(signInName, password);
  if (me.kind !== 'staff') throw new Error('The service did not answer with a staff account.');
  const { account, workspace } = me;
  return {
    baseUrl,
    staff: {
      id: account.id,
      displayName: account.displayName,
      signInName: account.signInName,
      role: account.role,
    },
    workspaceName: workspace.name || undefined,
    // The box office's holds say who made them: the account's name.
    staffName: account.displayName.trim().slice(0, LIMITS.staffNameLength) || undefined,
  };
}

/** A refused staff sign-in in the words of the person signing in. */
export function staffSignInErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) {
      return 'The sign-in name or the password is wrong, or the account is disabled.';
    }
    if (error.status === 429) {
      const wait = error.retryAfterSeconds;
      return `Too many attempts to sign in. Wait ${wait ? `${wait} second${wait === 1 ? '' : 's'}` : 'a little'}, then try again.`;
    }
    if (error.code === 'CROSS_SITE_REQUEST') {
      return "The service refused a sign-in that did not come from its own page. Open the back office at the service's address and sign in there.";
    }
    return `The service refused the sign-in: ${error.message}`;
  }
  if (error instanceof TypeError) return 'The service could not be reached. Try again.';
  return error instanceof Error ? error.message : String(error);
}
