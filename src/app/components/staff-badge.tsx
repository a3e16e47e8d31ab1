import { ROLE_NAMES } from '../lib/roles';
import type { StaffMember } from '../lib/session';
import { useRole } from '../lib/use-role';

/** Who is signed in, and as what: the role as the service knows it now. */
export function StaffBadge({ staff }: { staff: StaffMember }) {
  const { role } = useRole();
  return (
    <span className="workspace-person" title={`Signed in as ${staff.signInName}`}>
      {staff.displayName} · {ROLE_NAMES[role]}
    </span>
  );
}
