// Issue 31: on SQLite a clerk's session is read from the database once and then remembered by the
// instance (application/staff/session-cache.ts), so a booking through the cookie costs no session
// read; on PostgreSQL it is read on every request (other instances may end it).
// What still holds: sign-out and an account's change end the session at once, the inactivity
// limit is never late though the last use is written at most once a minute, and a session gone
// from the database without any instance being told is refused within the cache's window.
// The service's clock stands still unless a test moves it, so a slow machine cannot age the cache
// between two requests. Both stores (TEST_STORE_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../contract/limits';
import { hashKey } from '../application/accounts/keys';
import { wireService } from '../application/wiring';
import { startTestService, type TestService } from '../service-test-kit';
import { createApp } from './app';
import { appCaller, type Call, createEvent, expectError, upload } from './http-test-kit';
import { addTestStaff, SLOW_HASHES, staffCaller } from './staff-test-kit';

let svc: TestService;
let app: ReturnType<typeof createApp>;
let call: Call;
let clock = Date.now();

beforeAll(async () => {
  svc = await startTestService(SLOW_HASHES);
  const { config, store } = svc.deps;
  app = createApp(wireService({ config, store, now: () => new Date(clock) }));
  call = appCaller(app, svc.secretKey);
  await upload(call, 'venue');
  await createEvent(call, 'venue', 'gala');
});
afterAll(() => svc.close());

const advanceClock = (ms: number) => {
  clock += ms;
};
const stored = (sessionId: string) =>
  svc.deps.store.read((tx) => tx.getStaffSession(hashKey(sessionId)));

const onPostgres = /^postgres/.test(process.env.TEST_STORE_URL ?? '');

describe('a remembered staff session', { timeout: 180_000 }, () => {
  // SQLite: one process, the cache's home. On PostgreSQL sessions are not cached (another
  // instance may end them): staff-instances.test.ts, and the test below.
  it.skipIf(onPostgres)(
    'is served without reading the database again, for the cache window only',
    async () => {
      const clerk = await staffCaller(app, await addTestStaff(call, 'clerk'));
      expect((await clerk('GET', '/events/gala')).status).toBe(200);
      // Gone from the database behind the service's back (no instance told): still remembered…
      await svc.deps.store.transaction((tx) => tx.deleteStaffSession(hashKey(clerk.sessionId)));
      expect((await clerk('GET', '/events/gala')).status).toBe(200);
      // …but read again once the window passed, and refused.
      advanceClock(LIMITS.staffSessionCacheSeconds * 1000 + 1);
      expectError(await clerk('GET', '/events/gala'), 401, 'SESSION_ENDED');
    },
  );

  it.runIf(onPostgres)(
    'is not remembered on PostgreSQL: gone from the database, refused at once',
    async () => {
      const clerk = await staffCaller(app, await addTestStaff(call, 'clerk'));
      expect((await clerk('GET', '/events/gala')).status).toBe(200);
      await svc.deps.store.transaction((tx) => tx.deleteStaffSession(hashKey(clerk.sessionId)));
      expectError(await clerk('GET', '/events/gala'), 401, 'SESSION_ENDED');
    },
  );

  it('is forgotten at once at sign-out, and when its account is disabled or its role changed', async () => {
    const admin = await staffCaller(app, await addTestStaff(call, 'admin'));
    const leaving = await staffCaller(app, await addTestStaff(call, 'clerk'));
    const disabledStaff = await addTestStaff(call, 'clerk');
    const disabled = await staffCaller(app, disabledStaff);
    const promotedStaff = await addTestStaff(call, 'clerk');
    const promoted = await staffCaller(app, promotedStaff);
    for (const one of [leaving, disabled, promoted]) {
      expect((await one('GET', '/events/gala')).status).toBe(200);
    }
    expectError(await promoted('POST', '/events', { chartKey: 'venue' }), 403, 'ROLE_NOT_ALLOWED');
    expect((await leaving('POST', '/seatdesk/staff/sign-out')).status).toBe(204);
    await admin('POST', `/seatdesk/staff/accounts/${disabledStaff.id}`, { enabled: false });
    await admin('POST', `/seatdesk/staff/accounts/${promotedStaff.id}`, { role: 'manager' });
    // No clock moved: only the forgetting can explain these answers.
    expectError(await leaving('GET', '/events/gala'), 401, 'SESSION_ENDED');
    expectError(await disabled('GET', '/events/gala'), 401, 'SESSION_ENDED');
    expect((await promoted('POST', '/events', { chartKey: 'venue' })).status).toBe(200);
  });

  it('writes its last use at most once a minute, yet ends on time measured from that write', async () => {
    const clerk = await staffCaller(app, await addTestStaff(call, 'clerk'));
    const signedInAt = (await stored(clerk.sessionId))?.session.lastSeenAt;
    advanceClock(30_000);
    expect((await clerk('GET', '/events/gala')).status).toBe(200);
    expect((await stored(clerk.sessionId))?.session.lastSeenAt).toBe(signedInAt);
    // Idle since the stored use, not since the request 30 s later: never a session kept longer.
    advanceClock(LIMITS.staffSessionIdleMinutes * 60_000 - 30_000 + 1_000);
    expectError(await clerk('GET', '/events/gala'), 401, 'SESSION_ENDED');
  });

  it('has its last use written after a minute, and then lives on from it', async () => {
    const clerk = await staffCaller(app, await addTestStaff(call, 'clerk'));
    const signedInAt = Date.parse((await stored(clerk.sessionId))?.session.lastSeenAt ?? '');
    advanceClock(61_000);
    expect((await clerk('GET', '/events/gala')).status).toBe(200);
    const touched = Date.parse((await stored(clerk.sessionId))?.session.lastSeenAt ?? '');
    expect(touched - signedInAt).toBeGreaterThanOrEqual(61_000);
    advanceClock(LIMITS.staffSessionIdleMinutes * 60_000 - 1_000);
    expect((await clerk('GET', '/events/gala')).status).toBe(200);
  });
});

describe("a staff member's workspace", { timeout: 180_000 }, () => {
  it('deactivated: its staff sessions are refused on their next request, not remembered as active', async () => {
    const companyAdmin = appCaller(app, svc.company.admin.secretKey);
    const made = await companyAdmin('POST', '/workspaces', { name: 'Side hall', isTest: false });
    expect(made.status, made.text).toBe(200);
    const inWorkspace = appCaller(app, made.body.secretKey);
    await upload(inWorkspace, 'side');
    await createEvent(inWorkspace, 'side', 'side-gala');
    const clerk = await staffCaller(app, await addTestStaff(inWorkspace, 'clerk'));
    expect((await clerk('GET', '/events/side-gala')).status).toBe(200);
    const off = await companyAdmin('POST', `/workspaces/${made.body.key}/actions/deactivate`);
    expect(off.status, off.text).toBe(204);
    expectError(await clerk('GET', '/events/side-gala'), 401, 'SESSION_ENDED');
    // Suspended, not ended: activated again, the same session works again.
    const on = await companyAdmin('POST', `/workspaces/${made.body.key}/actions/activate`);
    expect(on.status, on.text).toBe(204);
    expect((await clerk('GET', '/events/side-gala')).status).toBe(200);
  });
});
