// The back office's roles (lib/roles.ts) checked against the service's own table of least roles
// (src/server/http/route-roles.ts): an action's least role is the highest its routes need, and each
// route it names exists there. A role changed on either side fails here.
import { describe, expect, test } from 'vitest';
import { STAFF_ROLES, type StaffRole } from '../../contract/staff';
import { COMPANY_KEY, LEAST_ROLE } from '../../server/http/route-roles';
import { APP_ACTIONS, cannotText, roleMay } from './roles';

const RANK: Record<StaffRole, number> = { clerk: 0, manager: 1, admin: 2 };

describe('the app roles', () => {
  for (const [name, action] of Object.entries(APP_ACTIONS)) {
    test(`${name} needs what the service's routes need`, () => {
      const needed = action.routes.map((route) => {
        const least = LEAST_ROLE[route];
        expect(least, `${route} is not in the service's table`).toBeDefined();
        expect(least).not.toBe(COMPANY_KEY);
        return least as StaffRole;
      });
      const highest = needed.reduce((a, b) => (RANK[a] >= RANK[b] ? a : b));
      expect(action.least).toBe(highest);
    });
  }

  test('a clerk may sell but not set up; a manager not the admins part', () => {
    expect(STAFF_ROLES.filter((role) => roleMay(role, 'editChannels'))).toEqual([
      'manager',
      'admin',
    ]);
    expect(STAFF_ROLES.filter((role) => roleMay(role, 'manageStaff'))).toEqual(['admin']);
    expect(cannotText('clerk', 'editChannels')).toBe('Your role (Clerk) cannot edit channels.');
  });
});
