// Issue 31, item 2: an account disabled (or its password reset) through one instance ends its
// live session on every instance at the next request: sessions live in the database, and an
// instance that remembers one (application/staff/session-cache.ts) is told by NOTIFY to forget it.
// Two services over one PostgreSQL schema (TEST_STORE_URL=postgres://…); SQLite serves from one
// process only. B's clock stands still, so B's remembered sessions never age: only the
// notification can make B refuse one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashKey } from '../application/accounts/keys';
import { wireService } from '../application/wiring';
import { testConfig } from '../config';
import { startTestService, type TestService } from '../service-test-kit';
import { openStore } from '../store/open-store';
import type { Store } from '../store/port';
import { createApp } from './app';
import { type Call, caller, createEvent, expectError, upload } from './http-test-kit';
import { addTestStaff, SLOW_HASHES, staffCaller, withSession } from './staff-test-kit';

const onPostgres = /^postgres/.test(process.env.TEST_STORE_URL ?? '');

describe.skipIf(!onPostgres)('two instances on one PostgreSQL', { timeout: 180_000 }, () => {
  let a: TestService;
  let secondStore: Store;
  let b: ReturnType<typeof createApp>;
  let callA: Call;

  beforeAll(async () => {
    a = await startTestService(SLOW_HASHES);
    secondStore = await openStore(a.databaseUrl);
    const frozen = new Date();
    b = createApp(
      wireService({
        config: testConfig({ databaseUrl: a.databaseUrl }),
        store: secondStore,
        now: () => frozen,
      }),
    );
    callA = caller(a);
    await upload(callA, 'venue');
    await createEvent(callA, 'venue', 'gala');
  });
  afterAll(async () => {
    await secondStore?.close();
    await a?.close();
  });

  it('refuses a disabled account and a reset password on the other instance at once', async () => {
    const disabled = await addTestStaff(callA, 'clerk');
    const reset = await addTestStaff(callA, 'clerk');
    // Signed in through A, selling through B.
    const disabledOnB = withSession(b, (await staffCaller(a.app, disabled)).sessionId);
    const resetOnB = withSession(b, (await staffCaller(a.app, reset)).sessionId);
    expect((await disabledOnB('GET', '/events/gala')).status).toBe(200);
    expect((await resetOnB('GET', '/events/gala')).status).toBe(200);
    await callA('POST', `/seatdesk/staff/accounts/${disabled.id}`, { enabled: false });
    await callA('POST', `/seatdesk/staff/accounts/${reset.id}`, {
      password: 'another long password',
    });
    const book = { objects: ['A-1'] };
    expectError(await disabledOnB('POST', '/events/gala/actions/book', book), 401, 'SESSION_ENDED');
    expectError(await resetOnB('POST', '/events/gala/actions/book', book), 401, 'SESSION_ENDED');
    const objects = await callA('GET', '/reports/events/gala/byStatus');
    expect(objects.body.booked ?? []).toEqual([]);
  });

  it('B serves a session it remembers without reading it, and forgets it when told through A', async () => {
    const clerk = await addTestStaff(callA, 'clerk');
    const leaving = await addTestStaff(callA, 'clerk');
    const onA = await staffCaller(a.app, clerk);
    const clerkOnB = withSession(b, onA.sessionId);
    const leavingOnA = await staffCaller(a.app, leaving);
    const leavingOnB = withSession(b, leavingOnA.sessionId);
    expect((await clerkOnB('GET', '/events/gala')).status).toBe(200);
    expect((await leavingOnB('GET', '/events/gala')).status).toBe(200);
    // Removed behind both services' backs (nobody told): B still knows the session…
    await a.deps.store.transaction((tx) => tx.deleteStaffSession(hashKey(onA.sessionId)));
    expect((await clerkOnB('GET', '/events/gala')).status).toBe(200);
    // …while a sign-out through A reaches B as soon as B hears A's NOTIFY (committed before A
    // answers; B may still be reading it from its socket, hence a second's grace, never the
    // cache's window: B's clock does not move).
    expect((await leavingOnA('POST', '/seatdesk/staff/sign-out')).status).toBe(204);
    expectError(await untilRefused(() => leavingOnB('GET', '/events/gala')), 401, 'SESSION_ENDED');
    // That notification made B forget every session: the one deleted unannounced is gone too.
    expectError(await clerkOnB('GET', '/events/gala'), 401, 'SESSION_ENDED');
  });
});

/** The first answer that is not a 200, asking again for a second at most. */
async function untilRefused(ask: () => ReturnType<Call>) {
  const until = Date.now() + 1_000;
  for (;;) {
    const reply = await ask();
    if (reply.status !== 200 || Date.now() > until) return reply;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
