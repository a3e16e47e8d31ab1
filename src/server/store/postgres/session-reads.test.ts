// Issue 31 (Measure): instances sharing PostgreSQL read a clerk's session on every request, and
// the requests waiting for a read share one statement (session-reads.ts). What must hold: a
// request is never answered by a read that began before it arrived (a sign-out committed in
// between would be missed), and a failed read fails only the requests it was reading for.
// Real sessions, signed in through the service, read by the adapter's own statement.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashKey } from '../../application/accounts/keys';
import { caller } from '../../http/http-test-kit';
import { addTestStaff, SLOW_HASHES, type StaffCall, staffCaller } from '../../http/staff-test-kit';
import { startTestService, type TestService } from '../../service-test-kit';
import type { JoinedStaffSession } from '../port';
import { readStaffSessionsNow } from './postgres-staff';
import { withSessionOptions } from './postgres-store';
import { CoalescedSessionReads } from './session-reads';

const onPostgres = /^postgres/.test(process.env.TEST_STORE_URL ?? '');

/** A gate the test opens: reads held at it until then. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe.skipIf(!onPostgres)('coalesced session reads', { timeout: 180_000 }, () => {
  let svc: TestService;
  let pool: pg.Pool;
  let ana: StaffCall;
  let ben: StaffCall;

  beforeAll(async () => {
    svc = await startTestService(SLOW_HASHES);
    const call = caller(svc);
    ana = await staffCaller(svc.app, await addTestStaff(call, 'clerk'));
    ben = await staffCaller(svc.app, await addTestStaff(call, 'clerk'));
    pool = new pg.Pool({ connectionString: withSessionOptions(svc.databaseUrl), max: 2 });
  });
  afterAll(async () => {
    await pool?.end();
    await svc?.close();
  });

  it('answers a request only from a read that began after it arrived, one statement for those waiting', async () => {
    const anaHash = hashKey(ana.sessionId);
    const benHash = hashKey(ben.sessionId);
    const statements: string[][] = [];
    const firstDone = gate();
    const release = gate();
    const reads = new CoalescedSessionReads(async (idHashes) => {
      const rows = await readStaffSessionsNow(pool, idHashes);
      statements.push(idHashes);
      // The first statement has read (before Ben signs out) and is held on its way back.
      if (statements.length === 1) {
        firstDone.open();
        await release.opened;
      }
      return rows;
    });
    const first = reads.read(anaHash);
    await firstDone.opened;
    expect((await ben('POST', '/seatdesk/staff/sign-out')).status).toBe(204);
    const afterSignOut = [reads.read(benHash), reads.read(anaHash), reads.read(anaHash)];
    release.open();
    const [benRead, anaAgain, anaOnceMore] = await Promise.all(afterSignOut);

    expect((await first)?.session.idHash).toBe(anaHash);
    // Ben's sign-out was committed before his request arrived: refused, though a read was on
    // its way when he asked.
    expect(benRead).toBeUndefined();
    expect(anaAgain?.session.idHash).toBe(anaHash);
    // One row per session, shared by its requests (the first to write its last use moves it on).
    expect(anaOnceMore).toBe(anaAgain);
    expect(statements).toEqual([[anaHash], [benHash, anaHash]]);
  });

  it('fails only the requests of a read that failed; the next read answers', async () => {
    const anaHash = hashKey(ana.sessionId);
    const firstStarted = gate();
    const release = gate();
    let calls = 0;
    const reads = new CoalescedSessionReads(async (idHashes): Promise<JoinedStaffSession[]> => {
      calls += 1;
      if (calls === 1) {
        firstStarted.open();
        await release.opened;
        throw new Error('connection lost');
      }
      return readStaffSessionsNow(pool, idHashes);
    });
    const failing = reads.read(anaHash);
    await firstStarted.opened;
    const next = reads.read(anaHash);
    release.open();
    await expect(failing).rejects.toThrow('connection lost');
    expect((await next)?.session.idHash).toBe(anaHash);
    expect(calls).toBe(2);
  });
});
