// On PostgreSQL every staff request reads its session as committed now, and the requests waiting
// meanwhile share the next read (store/postgres/session-reads.ts). A stuck read made every staff
// request wait about 11 s (the statement timeout, then the client's own): the read now has a
// deadline of its own (LIMITS.staffSessionReadMs), well within the request's, after which its
// requests are answered 503 STORE_UNAVAILABLE (a read: safe to retry) and its connection is
// dropped, so the next read uses another. The read is held up by a lock on the sessions table
// taken in another session, with the service's lock timeout set past the request timeout, as an
// operator may set it. PostgreSQL only (TEST_STORE_URL).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../contract/limits';
import { createCompany } from '../application/accounts/accounts';
import { wireService } from '../application/wiring';
import { testConfig } from '../config';
import type { Store } from '../store/port';
import { openPostgresStore } from '../store/postgres/postgres-store';
import { createScratchSchema, type ScratchSchema } from '../store/postgres/scratch-schema-test-kit';
import { createApp } from './app';
import { appCaller, expectError } from './http-test-kit';
import { addTestStaff, type StaffCall, staffCaller } from './staff-test-kit';

const storeUrl = process.env.TEST_STORE_URL ?? '';
const REQUEST_TIMEOUT_MS = 8_000;

describe.runIf(/^postgres/.test(storeUrl))('a stuck staff session read (PostgreSQL)', () => {
  let schema: ScratchSchema;
  let store: Store;
  let clerk: StaffCall;
  let locker: pg.Client | undefined;

  beforeAll(async () => {
    schema = await createScratchSchema(storeUrl);
    store = await openPostgresStore(schema.url, {
      statementTimeoutMs: REQUEST_TIMEOUT_MS,
      lockTimeoutMs: 60_000,
    });
    const config = testConfig({ databaseUrl: schema.url, requestTimeoutMs: REQUEST_TIMEOUT_MS });
    const deps = wireService({ config, store });
    const company = await store.transaction((tx) => createCompany(tx, 'Test company', deps.now()));
    const app = createApp(deps);
    const call = appCaller(app, company.workspace.secretKey);
    clerk = await staffCaller(app, await addTestStaff(call, 'clerk'));
  }, 60_000);

  afterAll(async () => {
    await locker?.end().catch(() => undefined);
    await store?.close();
    await schema?.drop();
  });

  it('fails its waiting requests with a 503 within the request deadline; the next read uses a fresh connection', async () => {
    expect((await clerk('GET', '/events')).status).toBe(200);
    locker = new pg.Client({ connectionString: schema.url });
    await locker.connect();
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE staff_sessions IN ACCESS EXCLUSIVE MODE');

    const started = performance.now();
    const replies = await Promise.all([1, 2, 3].map(() => clerk('GET', '/events')));
    const tookMs = performance.now() - started;
    for (const reply of replies) {
      expectError(reply, 503, 'STORE_UNAVAILABLE');
      expect(reply.headers.get('retry-after')).toBeTruthy();
    }
    expect(tookMs).toBeGreaterThanOrEqual(LIMITS.staffSessionReadMs - 50);
    expect(tookMs).toBeLessThan(REQUEST_TIMEOUT_MS);

    // The abandoned reads' backends still wait for the lock (a request arriving during a read
    // waits for the next one, which was stuck too); their connections are out of the pool.
    const waiting = await locker.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity WHERE application_name = 'seatdesk'
         AND wait_event_type = 'Lock' AND query LIKE '%staff_sessions%' AND pid <> pg_backend_pid()`,
    );
    expect(waiting.rows.length).toBeGreaterThanOrEqual(1);
    const abandoned = waiting.rows.map((row) => row.pid);
    await locker.query('ROLLBACK');

    expect((await clerk('GET', '/events')).status).toBe(200);
    // Their client gone, the abandoned backends end once their statement does: dropped, not
    // pooled (a pooled connection would stay, idle).
    await expect
      .poll(
        async () =>
          (await locker?.query('SELECT 1 FROM pg_stat_activity WHERE pid = ANY($1)', [abandoned]))
            ?.rowCount,
        { timeout: 10_000 },
      )
      .toBe(0);
  }, 60_000);
});
