// Issue 31, item 1: the role matrix, generated from the service's own route list. Every route
// behind authentication × every staff role (and the secret key) → answered, or 403
// ROLE_NOT_ALLOWED; a route added later without a least role in route-roles.ts fails here.
// Both stores (TEST_STORE_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES, type StaffRole } from '../../contract/staff';
import { roleAllows } from '../../domain/staff-roles';
import { startTestService, type TestService } from '../service-test-kit';
import { apiModules } from './app';
import { type Call, caller, createEvent, expectError, upload } from './http-test-kit';
import { COMPANY_KEY, LEAST_ROLE } from './route-roles';
import {
  addTestStaff,
  SLOW_HASHES,
  type StaffCall,
  staffCaller,
  type TestStaff,
} from './staff-test-kit';

let svc: TestService;
let call: Call;
const staff = {} as Record<StaffRole, TestStaff>;
const sessions = {} as Record<StaffRole, StaffCall>;

/** Fresh sessions for each describe: the matrix signs its own out. */
async function signInAll() {
  for (const role of STAFF_ROLES) sessions[role] = await staffCaller(svc.app, staff[role]);
}

beforeAll(async () => {
  svc = await startTestService(SLOW_HASHES);
  call = caller(svc);
  await upload(call, 'venue');
  await createEvent(call, 'venue', 'gala');
  for (const role of STAFF_ROLES) staff[role] = await addTestStaff(call, role);
});
afterAll(() => svc.close());

/** `METHOD path` of every route the API modules register (middleware left out). */
function serviceRoutes(): string[] {
  const routes = apiModules.flatMap((module) =>
    module(svc.deps)
      .routes.filter((route) => route.method !== 'ALL')
      .map((route) => `${route.method} ${route.path}`),
  );
  return [...new Set(routes)];
}

/** A concrete path for a route pattern: parameters named after themselves, or their first choice. */
function concretePath(pattern: string): string {
  return pattern.replace(
    /:(\w+)(\{([^}|]+)[^}]*\})?/g,
    (_, name, _choices, first) => first ?? `no-such-${name}`,
  );
}

describe('the least role of each route', { timeout: 180_000 }, () => {
  beforeAll(signInAll);

  it('is named for every route the service has, and only for those', () => {
    const routes = serviceRoutes();
    expect(routes.length).toBeGreaterThan(60);
    expect(routes.filter((route) => !(route in LEAST_ROLE))).toEqual([]);
    expect(Object.keys(LEAST_ROLE).filter((route) => !routes.includes(route))).toEqual([]);
  });

  it('is applied: every route × every role is answered, or refused with 403 ROLE_NOT_ALLOWED', async () => {
    // Signing out ends the session the rest of the matrix uses: it goes last.
    const routes = serviceRoutes().sort(
      (a, b) => Number(a.endsWith('sign-out')) - Number(b.endsWith('sign-out')),
    );
    for (const route of routes) {
      const [method, pattern] = route.split(' ') as [string, string];
      const path = concretePath(pattern);
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      for (const role of STAFF_ROLES) {
        const reply = await sessions[role](method, path, body);
        const label = `${role}: ${route} (${reply.status} ${reply.text.slice(0, 120)})`;
        if (LEAST_ROLE[route] === COMPANY_KEY) {
          expectError(reply, 403, 'ROLE_NOT_ALLOWED');
          expect(reply.body.errors[0].message, label).toContain("the company's admin key");
        } else if (roleAllows(role, LEAST_ROLE[route] as StaffRole)) {
          expect(reply.status, label).not.toBe(403);
          expect(reply.status, label).not.toBe(401);
        } else {
          expectError(reply, 403, 'ROLE_NOT_ALLOWED');
          expect(reply.body.errors[0].message, label).toContain(`needs a`);
        }
      }
      const byKey = await call(method, path, body);
      // The company's routes refuse a workspace key in their own words (http/account-keys.test.ts).
      if (LEAST_ROLE[route] === COMPANY_KEY) continue;
      expect(byKey.status, `key: ${route}`).not.toBe(403);
      expect(byKey.status, `key: ${route}`).not.toBe(401);
    }
  });
});

describe('a refused request', { timeout: 180_000 }, () => {
  beforeAll(signInAll);

  it('changes nothing: a clerk cannot delete an event nor add a staff account', async () => {
    const clerk = sessions.clerk;
    expectError(
      await clerk('DELETE', '/events/gala'),
      403,
      'ROLE_NOT_ALLOWED',
      'A clerk may not do this (DELETE /events/gala); it needs a manager',
    );
    expect((await call('GET', '/events/gala')).status).toBe(200);
    const before = (await call('GET', '/seatdesk/staff/accounts')).body.items.length;
    const added = await clerk('POST', '/seatdesk/staff/accounts', {
      displayName: 'Sneaky',
      signInName: 'sneaky',
      password: 'long enough password',
      role: 'admin',
    });
    expectError(added, 403, 'ROLE_NOT_ALLOWED', /it needs an admin/);
    expect((await call('GET', '/seatdesk/staff/accounts')).body.items).toHaveLength(before);
  });

  it('lets a clerk sell and a manager edit channels', async () => {
    const book = await sessions.clerk('POST', '/events/gala/actions/book', { objects: ['A-1'] });
    expect(book.status, book.text).toBe(204);
    const channels = await sessions.manager('POST', '/events/gala/channels/replace', {
      channels: [{ key: 'web', name: 'Web', color: '#ff0000', index: 1, objects: ['A-2'] }],
    });
    expect(channels.status, channels.text).toBe(204);
    expectError(
      await sessions.clerk('POST', '/events/gala/channels/replace', { channels: [] }),
      403,
      'ROLE_NOT_ALLOWED',
    );
  });
});
