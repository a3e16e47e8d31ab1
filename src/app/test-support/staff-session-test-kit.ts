// The browser's part of a staff session, for the back office's tests against the real service
// in-process: a fetch that keeps the service's session cookie as the browser would (sent back on
// every request to the page's own origin, set and cleared by Set-Cookie) and says the request
// comes from the page itself (Sec-Fetch-Site: same-origin), and staff accounts added with the key.
import { fireEvent, screen } from '@testing-library/react';
import type { FetchLike } from '../../client/transport';
import type { StaffRole } from '../../contract/staff';
import type { AppUnderTest } from './app-service-test-kit';

/**
 * A sign-in's scrypt hash takes some 100 ms on an idle machine but seconds on a loaded one: the
 * service under test gives requests a minute, not 10 s (as the service's staff tests do).
 */
export const SLOW_HASHES = { requestTimeoutMs: 60_000 };

/** A sign-in hashes its password (scrypt): seconds on a loaded machine, not a sleep. */
export const SIGN_IN_WAIT = { timeout: 45_000 };

/** Fills the sign-in page's staff form and sends it, as a clerk would. */
export async function fillStaffSignIn(signInName: string, password: string): Promise<void> {
  fireEvent.change(await screen.findByLabelText('Sign-in name'), {
    target: { value: signInName },
  });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in as staff' }));
}

export interface CookieFetch extends FetchLike {
  /** The cookie the "browser" holds now (`name=value`), if any. */
  cookie(): string | undefined;
}

/**
 * Requests to the page's origin (jsdom's) go to the service in-process with the cookie, as a
 * browser sends a same-origin request; requests elsewhere (a key client's) go as they are.
 */
export function cookieFetch(app: AppUnderTest): CookieFetch {
  let cookie: string | undefined;
  const send: FetchLike = async (input, init = {}) => {
    const own = window.location.origin;
    if (!input.startsWith(own)) return app.service.fetch(input, init);
    const headers: Record<string, string> = {
      ...(init.headers as Record<string, string> | undefined),
      'sec-fetch-site': 'same-origin',
    };
    if (cookie) headers.cookie = cookie;
    const url = app.service.baseUrl + input.slice(own.length);
    const response = await app.service.fetch(url, { ...init, headers });
    const header = response.headers.get('set-cookie');
    if (header) {
      const [name, value] = (header.split(';')[0] ?? '').split('=');
      cookie = value && !/Max-Age=0\b/.test(header) ? `${name}=${value}` : undefined;
    }
    return response;
  };
  return Object.assign(send, { cookie: () => cookie });
}

export interface AddedStaff {
  id: string;
  displayName: string;
  signInName: string;
  password: string;
  role: StaffRole;
}

let added = 0;

/** An account added through the admin route, with the workspace's secret key. */
export async function addStaff(
  app: AppUnderTest,
  role: StaffRole,
  displayName = `Test ${role}`,
): Promise<AddedStaff> {
  added += 1;
  const signInName = `${role}-${added}-${Math.random().toString(36).slice(2, 8)}`;
  const password = `pass-${signInName}-long`;
  const account = await app.api.staff.add({ displayName, signInName, password, role });
  return { id: account.id, displayName, signInName, password, role };
}
