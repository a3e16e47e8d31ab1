// The signed-in person's role, from the service's /seatdesk/staff/me: a staff member's role as
// the service knows it now (an admin may have changed it), or the secret key's, which may do
// everything. A seats.io region has no such route (404): a key there may do everything too, and
// there are no staff accounts to manage.
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../client/transport';
import type { StaffRole } from '../../contract/staff';
import { type AppActionName, roleMay } from './roles';
import { useSession } from './session-context';

export interface RoleInfo {
  role: StaffRole;
  /** False when the service has no staff accounts (a seats.io region). */
  staffAccounts: boolean;
  may: (action: AppActionName) => boolean;
}

const ROLE_STALE_MS = 60_000;

export function useRole(): RoleInfo {
  const { session, client } = useSession();
  const me = useQuery({
    queryKey: ['staff', 'me'],
    queryFn: async () => {
      try {
        const answer = await client?.staff.me();
        return {
          role: answer?.kind === 'staff' ? answer.account.role : ('admin' as const),
          staffAccounts: true,
        };
      } catch (error) {
        if (error instanceof ApiError && error.status === 404 && !session?.staff) {
          return { role: 'admin' as const, staffAccounts: false };
        }
        throw error;
      }
    },
    enabled: client !== null,
    staleTime: ROLE_STALE_MS,
  });
  // Until the service answers: the role the sign-in answered, or the key's (everything).
  const role = me.data?.role ?? session?.staff?.role ?? 'admin';
  const staffAccounts = me.data?.staffAccounts ?? session?.staff !== undefined;
  return { role, staffAccounts, may: (action) => roleMay(role, action) };
}
