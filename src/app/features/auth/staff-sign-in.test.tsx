// @vitest-environment jsdom
// Issue 31 item 5: staff sign in with their own account; the secret key never reaches the browser.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { ApiError, type FetchLike } from '../../../client/transport';
import { LIMITS } from '../../../contract/limits';
import { readSession } from '../../lib/session';
import { createClient } from '../../lib/session-client';
import { navLink, renderApp } from '../../test-support/render-app-test-kit';
import { hallAppPerTest } from '../../test-support/staff-app-test-kit';
import {
  addStaff,
  type CookieFetch,
  cookieFetch,
  fillStaffSignIn,
  SIGN_IN_WAIT,
} from '../../test-support/staff-session-test-kit';
import { staffSignIn } from './staff-sign-in';

const app = hallAppPerTest();

/** The cookie fetch, noting every Authorization header the app sent. */
function watched(browser: CookieFetch) {
  const authorizations: string[] = [];
  const fetch: FetchLike = (input, init) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    if (headers.authorization) authorizations.push(headers.authorization);
    return browser(input, init);
  };
  return { fetch, authorizations };
}

describe('staff sign-in', { timeout: 180_000 }, () => {
  test('a clerk signs in by name and password: no key in the browser, none sent', async () => {
    const clerk = await addStaff(app, 'clerk', 'Ana Silva');
    const browser = cookieFetch(app);
    const { fetch, authorizations } = watched(browser);
    renderApp(app, '/events', { signedIn: false, fetch });
    await fillStaffSignIn(clerk.signInName.toUpperCase(), clerk.password);
    expect(await screen.findByRole('link', { name: 'gala' }, SIGN_IN_WAIT)).toBeVisible();
    expect(screen.getByLabelText('Workspace')).toHaveTextContent('Ana Silva · Clerk');

    const stored = readSession();
    expect(stored?.secretKey).toBeUndefined();
    expect(stored?.staff).toMatchObject({ id: clerk.id, role: 'clerk' });
    expect(JSON.stringify(stored)).not.toContain(app.service.secretKey);
    expect(JSON.stringify(stored)).not.toContain(clerk.password);
    // The sign-in page's demo probe says "anonymous" (it needs no key); nothing else is sent.
    expect(authorizations.filter((header) => header !== `Basic ${btoa('anonymous:')}`)).toEqual([]);
    expect(browser.cookie()).toMatch(/^seatdesk-staff=/);
  });

  test('a wrong password is said plainly, and signs nobody in', async () => {
    const clerk = await addStaff(app, 'clerk');
    renderApp(app, '/sign-in', { signedIn: false, fetch: cookieFetch(app) });
    await fillStaffSignIn(clerk.signInName, 'not-the-password');
    expect(await screen.findByRole('alert', {}, SIGN_IN_WAIT)).toHaveTextContent(
      'The sign-in name or the password is wrong, or the account is disabled.',
    );
    expect(readSession()).toBeNull();
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  test('empty fields are caught before any call', async () => {
    const browser = cookieFetch(app);
    renderApp(app, '/sign-in', { signedIn: false, fetch: browser });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in as staff' }));
    expect(screen.getByLabelText('Sign-in name')).toHaveAccessibleDescription(
      'Enter your sign-in name.',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password.');
    expect(browser.cookie()).toBeUndefined();
  });

  test('the slowdown after repeated failures is said with its wait', async () => {
    const clerk = await addStaff(app, 'clerk');
    // The clerk's form is filled first and sent right after the guesses: the wait they caused is
    // at least a second (more when they overlap), and a slow machine must not let it run out
    // while the page is still being drawn.
    renderApp(app, '/sign-in', { signedIn: false, fetch: cookieFetch(app) });
    fireEvent.change(await screen.findByLabelText('Sign-in name'), {
      target: { value: clerk.signInName },
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: clerk.password } });
    // Someone guesses at once, well beyond the name's five free attempts (docs/staff.md): each
    // attempt counts, so the wait has grown to seconds (never a lock-out) when the clerk tries.
    const guesses = Array.from({ length: 12 }, (_, n) =>
      app.service.fetch(`${app.service.baseUrl}/seatdesk/staff/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
        body: JSON.stringify({ signInName: clerk.signInName, password: `guess-${n}-wrong` }),
      }),
    );
    expect((await Promise.all(guesses)).map((reply) => reply.status)).toContain(401);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in as staff' }));
    expect(await screen.findByRole('alert', {}, SIGN_IN_WAIT)).toHaveTextContent(
      /^Too many attempts to sign in\. Wait \d+ seconds?, then try again\.$/,
    );
    expect(readSession()).toBeNull();
  });

  test('sign-out ends the session on the service', async () => {
    const clerk = await addStaff(app, 'clerk');
    const browser = cookieFetch(app);
    renderApp(app, '/sign-in', { signedIn: false, fetch: browser });
    await fillStaffSignIn(clerk.signInName, clerk.password);
    await screen.findByRole('heading', { name: 'Events' }, SIGN_IN_WAIT);
    const cookie = browser.cookie() as string;

    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(readSession()).toBeNull();
    // The old cookie, sent again, is refused: the service ended the session.
    const replay = await app.service.fetch(`${app.service.baseUrl}/events`, {
      headers: { cookie },
    });
    expect(replay.status).toBe(401);
    expect(browser.cookie()).toBeUndefined();
  });

  test('after an admin signs out on the staff page, the clerk who signs in next lands on the events', async () => {
    // The Playwright run "an admin adds a clerk who then signs in" stopped at the clerk's sign-in:
    // the sign-in sent the clerk back to the page the admin left (Staff: "Not for your role").
    const clerk = await addStaff(app, 'clerk', 'Bea Costa');
    renderApp(app, '/staff', { fetch: cookieFetch(app) });
    await screen.findByRole('heading', { name: 'Staff' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await fillStaffSignIn(clerk.signInName, clerk.password);
    expect(await screen.findByRole('heading', { name: 'Events' }, SIGN_IN_WAIT)).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Not for your role' })).toBeNull();
  });

  test('an account disabled meanwhile: the next request sends the clerk to sign in, told why', async () => {
    const clerk = await addStaff(app, 'clerk');
    renderApp(app, '/sign-in', { signedIn: false, fetch: cookieFetch(app) });
    await fillStaffSignIn(clerk.signInName, clerk.password);
    await screen.findByRole('link', { name: 'gala' }, SIGN_IN_WAIT);
    await app.api.staff.change(clerk.id, { enabled: false });

    fireEvent.click(navLink('Charts'));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Your session ended .*; sign in again\.$/,
    );
    expect(readSession()).toBeNull();
  });

  test('a session left idle: the sign-in page says it ran out, and no words blame a key', async () => {
    const clerk = await addStaff(app, 'clerk');
    const browser = cookieFetch(app);
    renderApp(app, '/sign-in', { signedIn: false, fetch: browser });
    await fillStaffSignIn(clerk.signInName, clerk.password);
    await screen.findByRole('link', { name: 'gala' }, SIGN_IN_WAIT);
    app.service.advanceClock((LIMITS.staffSessionIdleMinutes + 1) * 60_000);

    fireEvent.click(navLink('Charts'));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your session ended after 30 minutes without activity; sign in again.',
    );
    expect(document.body).not.toHaveTextContent(/secret key was not accepted/i);
  });

  test("the client says a staff session ended, and keeps the key's words for a refused key", async () => {
    const clerk = await addStaff(app, 'clerk');
    const browser = cookieFetch(app);
    // As the page does: to the origin that served it.
    const own = window.location.origin;
    const session = await staffSignIn(own, clerk.signInName, clerk.password, browser);
    const client = createClient(session, browser);
    await app.api.staff.change(clerk.id, { enabled: false });
    const ended = await client.events.list().catch((error: unknown) => error);
    expect(ended).toBeInstanceOf(ApiError);
    expect(ended).toMatchObject({ status: 401, code: 'SESSION_ENDED' });
    expect((ended as ApiError).message).not.toMatch(/secret key/i);
    const wrongKey = createClient(
      { baseUrl: app.service.baseUrl, secretKey: 'not-a-key' },
      app.service.fetch,
    );
    const refused = await wrongKey.events.list().catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect((refused as ApiError).message).toBe('The secret key was not accepted (401).');
  });
});
