// Issue 31, item 2: a session ended through one instance (account disabled, password reset,
// sign-out, workspace deactivated) is refused on its very next request on every instance, with
// no grace and no retry, whether or not that instance hears PostgreSQL's NOTIFY: instances
// sharing PostgreSQL read the session on every request (application/staff/session-cache.ts).
// Two services over one PostgreSQL schema (TEST_STORE_URL=postgres://…); SQLite serves from one
// process only. B's clock stands still, so nothing B remembered could ever age out: only reading
// the session again can make B refuse it.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashKey } from '../application/accounts/keys';
import { wireService } from '../application/wiring';
import { testConfig } from '../config';
import { startTestService, type TestService } from '../service-test-kit';
import { openStore } from '../store/open-store';
import type { Store } from '../store/port';
import { createApp } from './app';
import { appCaller, type Call, caller, createEvent, expectError, upload } from './http-test-kit';
import {
  addTestStaff,
  SLOW_HASHES,
  type StaffCall,
  staffCaller,
  type TestStaff,
  withSession,
} from './staff-test-kit';

const onPostgres = /^postgres/.test(process.env.TEST_STORE_URL ?? '');

/** What ends a session through instance A. */
type Ending = 'disabled' | 'password reset' | 'signed out' | 'workspace deactivated';
const ENDINGS: Ending[] = ['disabled', 'password reset', 'signed out', 'workspace deactivated'];

describe.skipIf(!onPostgres)('two instances on one PostgreSQL', { timeout: 180_000 }, () => {
  let a: TestService;
  let secondStore: Store;
  let b: ReturnType<typeof createApp>;
  let callA: Call;
  let admin: pg.Client;
  // B's connections carry a name of their own, so that its LISTEN connection alone can be cut
  // (other test files may share the cluster).
  const bName = `seatdesk-b-${process.pid}-${Date.now()}`;

  beforeAll(async () => {
    a = await startTestService(SLOW_HASHES);
    const bUrl = new URL(a.databaseUrl);
    bUrl.searchParams.set('application_name', bName);
    secondStore = await openStore(bUrl.toString());
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
    admin = new pg.Client({ connectionString: a.databaseUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await secondStore?.close();
    await a?.close();
  });

  /** A clerk signed in through A, in a workspace of its own when that is to be deactivated. */
  async function clerkFor(ending: Ending) {
    if (ending !== 'workspace deactivated') {
      const clerk = await addTestStaff(callA, 'clerk');
      return { clerk, owner: callA, event: 'gala', workspaceKey: undefined };
    }
    const companyAdmin = appCaller(a.app, a.company.admin.secretKey);
    const made = await companyAdmin('POST', '/workspaces', { name: 'Side hall', isTest: false });
    expect(made.status, made.text).toBe(200);
    const inWorkspace = appCaller(a.app, made.body.secretKey);
    await upload(inWorkspace, 'side');
    await createEvent(inWorkspace, 'side', 'side-gala');
    const clerk = await addTestStaff(inWorkspace, 'clerk');
    return { clerk, owner: inWorkspace, event: 'side-gala', workspaceKey: made.body.key as string };
  }

  async function end(
    ending: Ending | 'workspace activated',
    clerk: TestStaff,
    onA: StaffCall,
    workspaceKey?: string,
  ) {
    const done = await (() => {
      switch (ending) {
        case 'disabled':
          return callA('POST', `/seatdesk/staff/accounts/${clerk.id}`, { enabled: false });
        case 'password reset':
          return callA('POST', `/seatdesk/staff/accounts/${clerk.id}`, {
            password: 'another long password',
          });
        case 'signed out':
          return onA('POST', '/seatdesk/staff/sign-out');
        case 'workspace deactivated':
        case 'workspace activated':
          return appCaller(a.app, a.company.admin.secretKey)(
            'POST',
            `/workspaces/${workspaceKey}/actions/${ending === 'workspace activated' ? 'activate' : 'deactivate'}`,
          );
      }
    })();
    expect(done.status, done.text).toBeLessThan(300);
  }

  /** Cuts B's LISTEN connection and waits until B knows it is down (it reconnects later). */
  async function cutBsListener() {
    const cut = await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE application_name = $1 AND query LIKE 'LISTEN%'`,
      [bName],
    );
    expect(cut.rowCount).toBe(1);
    await expect.poll(() => secondStore.feedLive?.(), { timeout: 30_000 }).toBe(false);
  }

  let seat = 0;
  for (const listening of [true, false]) {
    for (const ending of ENDINGS) {
      const how = listening ? "B's LISTEN up" : "B's LISTEN cut";
      it(`${ending} through A: B's very next request is refused (${how})`, async () => {
        // A seat of each test's own: one wrongly booked does not change the others' answers.
        const label = `A-${++seat}`;
        const { clerk, owner, event, workspaceKey } = await clerkFor(ending);
        const onA = await staffCaller(a.app, clerk);
        const onB = withSession(b, onA.sessionId);
        // B serves the session first (and, were it cached, would remember it).
        expect((await onB('GET', `/events/${event}`)).status).toBe(200);
        if (!listening) await cutBsListener();
        await end(ending, clerk, onA, workspaceKey);
        const book = { objects: [label] };
        expectError(await onB('POST', `/events/${event}/actions/book`, book), 401, 'SESSION_ENDED');
        // A deactivated workspace's routes are closed to its key too: opened again to look.
        if (workspaceKey) await end('workspace activated', clerk, onA, workspaceKey);
        const byStatus = await owner('GET', `/reports/events/${event}/byStatus`);
        const booked: Array<{ label: string }> = byStatus.body.booked ?? [];
        expect(booked.map((object) => object.label)).not.toContain(label);
      });
    }
  }

  it('a session deleted behind both services’ backs (nobody told) is refused by B at once', async () => {
    const clerk = await staffCaller(a.app, await addTestStaff(callA, 'clerk'));
    const clerkOnB = withSession(b, clerk.sessionId);
    expect((await clerkOnB('GET', '/events/gala')).status).toBe(200);
    await a.deps.store.transaction((tx) => tx.deleteStaffSession(hashKey(clerk.sessionId)));
    expectError(await clerkOnB('GET', '/events/gala'), 401, 'SESSION_ENDED');
  });
});
