// Issue 31, item 2: staff sessions. The cookie's flags, sign-in and its refusals, a new session id
// at every sign-in (fixation), sign-out ending the session on the service, expiry after inactivity
// and the absolute limit, the cross-site refusal, an account disabled or its password reset ending
// its live session at once. Both stores (TEST_STORE_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../contract/limits';
import { startTestService, type TestService } from '../service-test-kit';
import { type Call, caller, createEvent, expectError, upload } from './http-test-kit';
import {
  addTestStaff,
  SAME_ORIGIN,
  SLOW_HASHES,
  sessionIdOf,
  signInReply,
  staffCaller,
  withSession,
} from './staff-test-kit';

let svc: TestService;
let call: Call;

beforeAll(async () => {
  svc = await startTestService(SLOW_HASHES);
  call = caller(svc);
  await upload(call, 'venue');
  await createEvent(call, 'venue', 'gala');
});
afterAll(() => svc.close());

describe('signing in', { timeout: 180_000 }, () => {
  it('sets an HttpOnly, SameSite=Strict cookie for the path /, ending with the absolute limit', async () => {
    const clerk = await addTestStaff(call, 'clerk');
    const reply = await signInReply(svc.app, clerk.signInName.toUpperCase(), clerk.password);
    expect(reply.status, reply.text).toBe(200);
    const cookie = reply.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^seatdesk-staff=[A-Za-z0-9_-]{43}; /);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain(`Max-Age=${LIMITS.staffSessionMaxHours * 3600}`);
    // The demo listens on loopback over plain http, where a Secure cookie would never come back.
    expect(cookie).not.toContain('Secure');
    expect(reply.body).toMatchObject({
      kind: 'staff',
      account: { id: clerk.id, signInName: clerk.signInName, role: 'clerk', enabled: true },
      workspace: { key: svc.company.workspace.key },
    });
    // Nothing of the key in the answer, nor in the account.
    expect(reply.text).not.toContain(svc.secretKey);
    expect(reply.text).not.toContain('scrypt');
  });

  it('is Secure under the __Host- prefix when the service listens beyond loopback', async () => {
    const wide = await startTestService({ ...SLOW_HASHES, host: '0.0.0.0' });
    try {
      const admin = await addTestStaff(caller(wide), 'admin');
      const reply = await signInReply(wide.app, admin.signInName, admin.password);
      const cookie = reply.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^__Host-seatdesk-staff=[A-Za-z0-9_-]{43}; Path=\/; /);
      expect(cookie).toContain('; Secure');
      const me = await caller(wide)('GET', '/seatdesk/staff/me', undefined, {
        key: null,
        headers: { cookie: `__Host-seatdesk-staff=${sessionIdOf(reply.headers)}` },
      });
      expect(me.body.account.role).toBe('admin');
    } finally {
      await wide.close();
    }
  });

  it('refuses a wrong password, an unknown name and a disabled account alike', async () => {
    const clerk = await addTestStaff(call, 'clerk');
    const message = 'The sign-in name or the password is wrong, or the account is disabled';
    expectError(
      await signInReply(svc.app, clerk.signInName, 'wrong password'),
      401,
      'SIGN_IN_FAILED',
      message,
    );
    expectError(
      await signInReply(svc.app, 'nobody-here', clerk.password),
      401,
      'SIGN_IN_FAILED',
      message,
    );
    await call('POST', `/seatdesk/staff/accounts/${clerk.id}`, { enabled: false });
    expectError(
      await signInReply(svc.app, clerk.signInName, clerk.password),
      401,
      'SIGN_IN_FAILED',
      message,
    );
  });

  it('answers who is asking: the staff member, or the key holder', async () => {
    const manager = await addTestStaff(call, 'manager');
    const session = await staffCaller(svc.app, manager);
    expect((await session('GET', '/seatdesk/staff/me')).body.account.role).toBe('manager');
    expect((await call('GET', '/seatdesk/staff/me')).body).toEqual({
      kind: 'key',
      role: 'admin',
      workspace: { key: svc.company.workspace.key, name: svc.company.workspace.name },
    });
  });

  it('gives a new session id each time and ends the one the browser still held (no fixation)', async () => {
    const clerk = await addTestStaff(call, 'clerk');
    const first = await staffCaller(svc.app, clerk);
    const again = await signInReply(svc.app, clerk.signInName, clerk.password, {
      cookie: `seatdesk-staff=${first.sessionId}`,
    });
    const second = sessionIdOf(again.headers);
    expect(second).toBeDefined();
    expect(second).not.toBe(first.sessionId);
    expectError(await first('GET', '/events/gala'), 401, 'SESSION_ENDED');
    expect((await withSession(svc.app, second as string)('GET', '/events/gala')).status).toBe(200);
    // A made-up id is never taken on: it is simply not a session.
    expectError(
      await withSession(svc.app, 'a'.repeat(43))('GET', '/events/gala'),
      401,
      'SESSION_ENDED',
    );
  });
});

describe('a session', { timeout: 180_000 }, () => {
  it('ends on the service at sign-out: the same cookie is refused afterwards', async () => {
    const clerk = await staffCaller(svc.app, await addTestStaff(call, 'clerk'));
    const out = await clerk('POST', '/seatdesk/staff/sign-out');
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/^seatdesk-staff=; Path=\/; Max-Age=0/);
    expectError(await clerk('GET', '/events/gala'), 401, 'SESSION_ENDED');
  });

  it('ends after the idle time without a request, and lives on while used', async () => {
    const clerk = await staffCaller(svc.app, await addTestStaff(call, 'clerk'));
    const idleMs = LIMITS.staffSessionIdleMinutes * 60_000;
    for (let i = 0; i < 3; i++) {
      svc.advanceClock(idleMs - 60_000);
      expect((await clerk('GET', '/events/gala')).status).toBe(200);
    }
    svc.advanceClock(idleMs + 1000);
    const idle = await clerk('GET', '/events/gala');
    expectError(idle, 401, 'SESSION_ENDED');
    // Which end it was, for the back office's words.
    expect(idle.body.errors[0].message).toMatch(/expired after 30 minutes without a request/);
  });

  it('ends at the absolute limit however busy', async () => {
    const clerk = await staffCaller(svc.app, await addTestStaff(call, 'clerk'));
    const step = (LIMITS.staffSessionIdleMinutes - 2) * 60_000;
    let elapsed = 0;
    while (elapsed + step < LIMITS.staffSessionMaxHours * 3_600_000) {
      svc.advanceClock(step);
      elapsed += step;
      expect((await clerk('GET', '/events/gala')).status, `after ${elapsed} ms`).toBe(200);
    }
    svc.advanceClock(step);
    const tooOld = await clerk('GET', '/events/gala');
    expectError(tooOld, 401, 'SESSION_ENDED');
    expect(tooOld.body.errors[0].message).toMatch(/reached its 12-hour limit/);
  });

  it('ends on its next request when an admin disables the account or resets its password', async () => {
    const admin = await staffCaller(svc.app, await addTestStaff(call, 'admin'));
    const disabled = await addTestStaff(call, 'clerk');
    const reset = await addTestStaff(call, 'clerk');
    const disabledSession = await staffCaller(svc.app, disabled);
    const resetSession = await staffCaller(svc.app, reset);
    const keeps = await staffCaller(svc.app, await addTestStaff(call, 'clerk'));
    const off = await admin('POST', `/seatdesk/staff/accounts/${disabled.id}`, { enabled: false });
    expect(off.body.enabled).toBe(false);
    await admin('POST', `/seatdesk/staff/accounts/${reset.id}`, {
      password: 'a brand new password',
    });
    expectError(await disabledSession('GET', '/events/gala'), 401, 'SESSION_ENDED');
    expectError(await resetSession('GET', '/events/gala'), 401, 'SESSION_ENDED');
    expect((await keeps('GET', '/events/gala')).status).toBe(200);
    expectError(
      await signInReply(svc.app, reset.signInName, reset.password),
      401,
      'SIGN_IN_FAILED',
    );
    expect((await signInReply(svc.app, reset.signInName, 'a brand new password')).status).toBe(200);
  });
});

describe('a cookie-authenticated write from another site', { timeout: 180_000 }, () => {
  it('is refused with CROSS_SITE_REQUEST and books nothing; reads and same-origin writes pass', async () => {
    const clerk = await staffCaller(svc.app, await addTestStaff(call, 'clerk'));
    const book = { objects: ['B-1'] };
    const cookieOnly = { cookie: `seatdesk-staff=${clerk.sessionId}` };
    const tries: Array<Record<string, string>> = [
      { ...cookieOnly, 'sec-fetch-site': 'cross-site' },
      { ...cookieOnly, 'sec-fetch-site': 'same-site' },
      { ...cookieOnly, origin: 'https://evil.example' },
      cookieOnly,
    ];
    for (const headers of tries) {
      const reply = await caller(svc)('POST', '/events/gala/actions/book', book, {
        key: null,
        headers,
      });
      expectError(reply, 403, 'CROSS_SITE_REQUEST');
    }
    const booked = async () =>
      ((await call('GET', '/reports/events/gala/byStatus')).body.booked ?? []).map(
        (o: { label: string }) => o.label,
      );
    expect(await booked()).not.toContain('B-1');
    const read = await caller(svc)('GET', '/events/gala', undefined, {
      key: null,
      headers: { ...cookieOnly, 'sec-fetch-site': 'cross-site' },
    });
    expect(read.status).toBe(200);
    const sameOrigin = await caller(svc)('POST', '/events/gala/actions/book', book, {
      key: null,
      headers: { ...cookieOnly, origin: 'http://localhost' },
    });
    expect(sameOrigin.status, sameOrigin.text).toBe(204);
    expect(await booked()).toContain('B-1');
  });

  it('cannot sign anyone in either', async () => {
    const clerk = await addTestStaff(call, 'clerk');
    const reply = await signInReply(svc.app, clerk.signInName, clerk.password, {
      'sec-fetch-site': 'cross-site',
    });
    expectError(reply, 403, 'CROSS_SITE_REQUEST');
    expect(reply.headers.get('set-cookie')).toBeNull();
    expect(SAME_ORIGIN['sec-fetch-site']).toBe('same-origin');
  });
});
