import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../lib/session-context';
import { Loading } from './loading';

/** Pages behind it need a signed-in session; without one the user goes to sign in and comes back. */
export function RequireSession() {
  const { session, pending, signedOut } = useSession();
  const location = useLocation();
  // A new tab first asks the browser's other tabs for their session (a fraction of a second).
  if (!session && pending) return <Loading what="your session" />;
  if (!session) {
    // A sign-out leaves no page to come back to: the next person may be someone else.
    if (signedOut) return <Navigate to="/sign-in" replace />;
    const from = `${location.pathname}${location.search}`;
    return <Navigate to="/sign-in" replace state={{ from }} />;
  }
  return <Outlet />;
}
