// Issue 31, item 2: an account disabled (or its password reset) through one instance ends its
// live session on every instance at the next request: sessions live in the database, read on each
// request. Two services over one PostgreSQL schema (TEST_STORE_URL=postgres://…); SQLite serves
// from one process only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    b = createApp(
      wireService({ config: testConfig({ databaseUrl: a.databaseUrl }), store: secondStore }),
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
});
