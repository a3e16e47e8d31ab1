// On one hot event the two instances' groups take the event's row lock strictly in turn, so what
// a group sends while it holds the lock bounds the event's throughput (issue 30, docs/benchmarks.md
// "the lock's turns"). Counted here on two services of one PostgreSQL schema, with a third
// connection holding the lock so that instance A's booking and instance B's group queue behind it
// in that order, as they do under a sale: B's group then follows A's commit while it holds the
// lock. PostgreSQL only (the statements counted are node-postgres's).
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { appCaller, type Call, ok, upload } from '../../http/http-test-kit';
import { startTestService, type TestService } from '../../service-test-kit';
import { testStoreUrl } from '../store-test-kit';
import { type TurnUnderLock, turnsUnderLock } from './pg-turns-test-kit';
import { startSecondInstance } from './second-instance-test-kit';

const onPostgres = testStoreUrl().startsWith('postgres');
let svc: TestService;
let callA: Call;
let callB: Call;
let closeB: () => Promise<void>;
let blocker: pg.Client;

beforeAll(async () => {
  if (!onPostgres) return;
  svc = await startTestService();
  callA = appCaller(svc.app, svc.secretKey);
  await upload(callA, 'hot');
  await ok(callA, 'POST', '/events', { chartKey: 'hot', eventKey: 'hot' });
  // B does not follow A's commits as it hears them: what it has not caught up with before its
  // group takes the lock, it catches up with under it, as when A commits while B's group waits.
  ({ call: callB, close: closeB } = await startSecondInstance(svc, { followHeard: false }));
  blocker = new pg.Client({ connectionString: svc.databaseUrl });
  await blocker.connect();
  // B's first choice builds its seat marks and keeps the event's states.
  await ok(callB, 'POST', '/events/hot/actions/change-object-status', best(1));
}, 60_000);
afterAll(async () => {
  await blocker?.end();
  await closeB?.();
  await svc?.close();
});

const best = (number: number) => ({ status: 'booked', bestAvailable: { number } });

/** Statements waiting for a lock in this database: the requests queued behind the blocker. */
async function waiting(): Promise<number> {
  const { rows } = await blocker.query(
    "SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()",
  );
  return rows[0].n;
}

/** A books `label` and then B runs `request`, both queued behind the lock in that order. */
async function afterA(label: string, request: () => Promise<unknown>): Promise<TurnUnderLock> {
  await blocker.query('BEGIN');
  await blocker.query("SELECT id FROM events WHERE key = 'hot' FOR UPDATE");
  const turns = await turnsUnderLock(async () => {
    const byA = ok(callA, 'POST', '/events/hot/actions/book', { objects: [label] });
    await expect.poll(waiting, { interval: 10 }).toBe(1);
    const byB = request();
    await expect.poll(waiting, { interval: 10 }).toBe(2);
    await blocker.query('COMMIT');
    await Promise.all([byA, byB]);
  });
  // A's booking, then B's group.
  expect(turns).toHaveLength(2);
  return turns[1];
}

/** What each statement is, by the table it reads or writes. */
const STEPS: Array<[RegExp, string]> = [
  [/FROM charts\b/, 'chart row'],
  [/INSERT INTO event_changes/, 'changes record'],
  [/FROM event_changes/, 'changes read'],
  [/AS w\(event_id, label\)/, 'states read'],
  [/INSERT INTO status_changes/, 'history'],
  [/INSERT INTO object_states/, 'states written'],
];
const steps = (turn: TurnUnderLock) =>
  turn.statements.map((sql) => STEPS.find(([pattern]) => pattern.test(sql))?.[1] ?? sql);

/** What every group sends once it holds the lock: the states, the writes, then COMMIT. */
const WRITES = ['states read', 'history', 'states written', 'changes record'];

it.runIf(onPostgres)(
  "B's best-available group after A's commit: the chart's row and the catch-up came with the lock, the changes record with COMMIT",
  async () => {
    let chosen: string[] = [];
    const turn = await afterA('A-1', async () => {
      chosen = (await ok(callB, 'POST', '/events/hot/actions/change-object-status', best(2))).body
        .objects;
    });
    // Before: the chart row, the changes read, the states it named, then the writes: eight
    // round trips (the history and the states written one after the other, COMMIT after the
    // changes record).
    expect(turn.lock).toMatch(/FOR KEY SHARE OF c/);
    expect(steps(turn)).toEqual(WRITES);
    // The states read; the history with the states written; the changes record with COMMIT.
    expect(turn.roundTrips).toBe(3);
    // What was read ahead is what B's choice and cache saw: A's seat is not chosen again, and B's
    // summary (from its cache, caught up over A's commit) is A's.
    expect(chosen).toHaveLength(2);
    expect(chosen).not.toContain('A-1');
    const summary = (call: Call) => ok(call, 'GET', '/reports/events/hot/byStatus/summary');
    expect((await summary(callB)).body).toEqual((await summary(callA)).body);
  },
);

it.runIf(onPostgres)('a plain booking on B after A: three round trips under the lock', async () => {
  const turn = await afterA('A-2', () =>
    ok(callB, 'POST', '/events/hot/actions/book', { objects: ['A-3'] }),
  );
  // Before: the chart row first, and six round trips.
  expect(steps(turn)).toEqual(WRITES);
  expect(turn.roundTrips).toBe(3);
  const infos = await ok(callA, 'GET', '/events/hot/objects?label=A-3');
  expect(infos.body['A-3']).toMatchObject({ status: 'booked' });
});
