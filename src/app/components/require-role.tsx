import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type AppActionName, cannotText } from '../lib/roles';
import { useRole } from '../lib/use-role';

/** A page a role may not use says so, in place of a page the service would refuse piece by piece. */
export function RequireRole({ action, children }: { action: AppActionName; children: ReactNode }) {
  const { role, may } = useRole();
  if (may(action)) return children;
  return (
    <div className="role-refused">
      <h1>Not for your role</h1>
      <p>{cannotText(role, action)} Ask a manager or an administrator if you need it done.</p>
      <p>
        <Link to="/events">Go to the events</Link>.
      </p>
    </div>
  );
}

/** Shows `children` only to a role that may do `action`. */
export function IfRoleMay({ action, children }: { action: AppActionName; children: ReactNode }) {
  return useRole().may(action) ? children : null;
}
