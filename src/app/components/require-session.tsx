import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../lib/session-context';

/** Pages behind it need a signed-in session; without one the user goes to sign in and comes back. */
export function RequireSession() {
  const { session } = useSession();
  const location = useLocation();
  if (!session) {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to="/sign-in" replace state={{ from }} />;
  }
  return <Outlet />;
}
