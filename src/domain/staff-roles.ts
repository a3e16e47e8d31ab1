// Which role may do what the least role of a route allows (docs/staff.md). Browser-safe: the back
// office hides what the service would refuse with the same rule.
import type { StaffRole } from '../contract/staff';

const RANK: Record<StaffRole, number> = { clerk: 0, manager: 1, admin: 2 };

/** Whether a staff member of `role` may make a request whose least role is `least`. */
export function roleAllows(role: StaffRole, least: StaffRole): boolean {
  return RANK[role] >= RANK[least];
}
