// Staff sign-in and accounts: a Seatdesk addition under /seatdesk/staff (docs/staff.md). A real
// seats.io region answers 404 here; the back office then signs in with a secret key only.
import { Hono } from 'hono';
import {
  CreateStaffSchema,
  SignInSchema,
  StaffAccountSchema,
  StaffListSchema,
  StaffMeSchema,
  UpdateStaffSchema,
} from '../../contract/staff';
import type { Auth, Deps } from '../application/context';
import { SignInThrottle } from '../application/staff/sign-in-throttle';
import { addStaff, changeStaff, listStaff, staffToWire } from '../application/staff/staff-accounts';
import { signIn, signOut } from '../application/staff/staff-sessions';
import { param, readBody } from './body';
import type { AppEnv } from './context';
import { HTTP, HttpError } from './errors';
import { registerOperations } from './openapi';
import { peerAddress } from './peer-address';
import {
  clearSessionCookie,
  refuseCrossSite,
  sessionCookie,
  setSessionCookie,
} from './staff-cookie';

registerOperations([
  {
    method: 'post',
    path: '/seatdesk/staff/sign-in',
    summary:
      'Seatdesk addition: a staff member signs in with their sign-in name and password; the answer sets the session cookie (HttpOnly, SameSite=Strict). 401 SIGN_IN_FAILED, 429 SIGN_IN_THROTTLED',
    request: SignInSchema,
    response: StaffMeSchema,
  },
  {
    method: 'post',
    path: '/seatdesk/staff/sign-out',
    summary: "Seatdesk addition: ends the cookie's session on the service",
  },
  {
    method: 'get',
    path: '/seatdesk/staff/me',
    summary: 'Seatdesk addition: who is asking: a staff member and their role, or a secret key',
    response: StaffMeSchema,
  },
  {
    method: 'get',
    path: '/seatdesk/staff/accounts',
    summary: "Seatdesk addition (admins): the workspace's staff accounts",
    response: StaffListSchema,
  },
  {
    method: 'post',
    path: '/seatdesk/staff/accounts',
    summary: 'Seatdesk addition (admins): a new staff account',
    request: CreateStaffSchema,
    response: StaffAccountSchema,
  },
  {
    method: 'post',
    path: '/seatdesk/staff/accounts/{id}',
    summary:
      "Seatdesk addition (admins): change an account's name, role, password or enabled; a new password or disabling ends its sessions at once",
    request: UpdateStaffSchema,
    response: StaffAccountSchema,
  },
]);

const workspaceOf = (auth: Auth) => ({ key: auth.workspace.key, name: auth.workspace.name });

/** The sign-in, before authentication (it is how a staff member gets authenticated). */
export function staffSignInRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const throttle = new SignInThrottle();

  app.post('/seatdesk/staff/sign-in', async (c) => {
    refuseCrossSite(c);
    const body = await readBody(c, SignInSchema);
    const result = await signIn(deps, throttle, {
      signInName: body.signInName,
      password: body.password,
      address: peerAddress(c) ?? 'in-process',
      previousSessionId: sessionCookie(c),
    });
    if (result.kind === 'throttled') {
      c.header('Retry-After', String(result.retryAfterSeconds));
      throw new HttpError(
        HTTP.TOO_MANY_REQUESTS,
        'SIGN_IN_THROTTLED',
        `Too many sign-in attempts; try again in ${result.retryAfterSeconds} s`,
      );
    }
    if (result.kind === 'refused') {
      throw new HttpError(
        HTTP.UNAUTHORIZED,
        'SIGN_IN_FAILED',
        'The sign-in name or the password is wrong, or the account is disabled',
      );
    }
    const tenant = await deps.store.read(async (tx) =>
      tx.getWorkspaceById(result.staff.workspaceId),
    );
    setSessionCookie(c, deps.config.host, result.sessionId);
    return c.json({
      kind: 'staff' as const,
      account: staffToWire(result.staff),
      workspace: { key: tenant?.key ?? '', name: tenant?.name ?? '' },
    });
  });

  return app;
}

/** One's own session, and the accounts (admins: route-roles.ts). */
export function staffRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();

  app.get('/seatdesk/staff/me', async (c) => {
    const auth = c.get('auth');
    const actor = auth.actor;
    if (actor?.kind !== 'staff') {
      return c.json({ kind: 'key' as const, role: 'admin' as const, workspace: workspaceOf(auth) });
    }
    const row = await deps.store.read((tx) =>
      tx.getStaff(auth.workspace.id, Number(actor.staffId)),
    );
    if (!row)
      throw new HttpError(
        HTTP.UNAUTHORIZED,
        'SESSION_ENDED',
        'The staff session has ended; sign in again',
      );
    return c.json({
      kind: 'staff' as const,
      account: staffToWire(row),
      workspace: workspaceOf(auth),
    });
  });

  app.post('/seatdesk/staff/sign-out', async (c) => {
    const sessionId = c.get('auth').actor?.kind === 'staff' ? sessionCookie(c) : undefined;
    if (sessionId) await signOut(deps, sessionId);
    clearSessionCookie(c, deps.config.host);
    return c.body(null, HTTP.NO_CONTENT);
  });

  app.get('/seatdesk/staff/accounts', async (c) => {
    const rows = await listStaff(deps, c.get('auth').workspace.id);
    return c.json({ items: rows.map(staffToWire) });
  });

  app.post('/seatdesk/staff/accounts', async (c) => {
    const body = await readBody(c, CreateStaffSchema);
    return c.json(
      staffToWire(await addStaff(deps, c.get('auth').workspace.id, body, c.get('auth'))),
    );
  });

  app.post('/seatdesk/staff/accounts/:id', async (c) => {
    const body = await readBody(c, UpdateStaffSchema);
    const row = await changeStaff(
      deps,
      c.get('auth').workspace.id,
      param(c, 'id'),
      body,
      c.get('auth'),
    );
    return c.json(staffToWire(row));
  });

  return app;
}
