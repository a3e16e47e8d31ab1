// Staff accounts and sessions for tests: accounts added through the admin route with the secret
// key, sessions signed in through the sign-in route, and a caller that sends the session cookie as
// the back office's page would (same origin).
import type { StaffRole } from '../../contract/staff';
import { appCaller, type Call, type InProcessApp } from './http-test-kit';

/** In-process requests go to http://localhost (Hono's default base). */
export const STAFF_ORIGIN = 'http://localhost';
export const SAME_ORIGIN = { origin: STAFF_ORIGIN, 'sec-fetch-site': 'same-origin' };

export interface TestStaff {
  id: string;
  signInName: string;
  password: string;
  role: StaffRole;
}

let counter = 0;

/** Adds an account through POST /seatdesk/staff/accounts, with `call`'s key. */
export async function addTestStaff(call: Call, role: StaffRole, name?: string): Promise<TestStaff> {
  counter += 1;
  const signInName = name ?? `${role}-${counter}-${Math.random().toString(36).slice(2, 8)}`;
  const password = `pass-${signInName}-long`;
  const reply = await call('POST', '/seatdesk/staff/accounts', {
    displayName: `Test ${role} ${counter}`,
    signInName,
    password,
    role,
  });
  if (reply.status !== 200) throw new Error(`adding ${role}: ${reply.status} ${reply.text}`);
  return { id: reply.body.id, signInName, password, role };
}

/** The session id of a `Set-Cookie` answer, or undefined. */
export function sessionIdOf(headers: Headers): string | undefined {
  const cookie = headers.get('set-cookie') ?? '';
  return /seatdesk-staff=([^;]*)/.exec(cookie)?.[1] || undefined;
}

export async function signInReply(
  app: InProcessApp,
  signInName: string,
  password: string,
  headers: Record<string, string> = {},
) {
  return appCaller(app, null)(
    'POST',
    '/seatdesk/staff/sign-in',
    { signInName, password },
    {
      headers: { ...SAME_ORIGIN, ...headers },
    },
  );
}

/** Signs in and answers a caller sending the session's cookie (and the page's origin). */
export async function staffCaller(app: InProcessApp, staff: TestStaff): Promise<StaffCall> {
  const reply = await signInReply(app, staff.signInName, staff.password);
  const sessionId = sessionIdOf(reply.headers);
  if (reply.status !== 200 || !sessionId)
    throw new Error(`sign-in of ${staff.signInName}: ${reply.status} ${reply.text}`);
  return withSession(app, sessionId);
}

export type StaffCall = Call & { sessionId: string };

export function withSession(app: InProcessApp, sessionId: string): StaffCall {
  const call = appCaller(app, null);
  const staffCall: Call = (method, path, body, options = {}) =>
    call(method, path, body, {
      ...options,
      headers: { ...SAME_ORIGIN, cookie: `seatdesk-staff=${sessionId}`, ...options.headers },
    });
  return Object.assign(staffCall, { sessionId });
}

/**
 * A sign-in's scrypt hash takes some 100 ms on an idle machine but seconds on a loaded CI runner
 * with other test files hashing at once: the staff tests give requests a minute, not 10 s.
 */
export const SLOW_HASHES = { requestTimeoutMs: 60_000 };
