// Two service processes on one PostgreSQL (a cluster of this file's own): what an instance's
// states cache reads to follow the other's commits, counted (docs/benchmarks.md, "Best available
// and summaries on two instances"). Each instance follows the other's commits as it hears them
// (states/heard-commits.ts), reading only the states the other wrote: a summary beside bookings
// then answers without a catch-up of its own, and so does a best-available request, neither
// before its group takes the event's row lock nor while holding it. Runs when TEST_DATABASE_URL
// is set.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { rowLabel } from '../../domain/drawing/generate';
import { createScratchSchema, type ScratchSchema } from '../store/postgres/scratch-schema-test-kit';
import { instanceCaller, seedDuo } from './duo-event-test-kit';
import { type OwnPostgres, startOwnPostgres } from './own-postgres-test-kit';
import {
  type ServiceProcess,
  startServiceProcess,
  workspaceHeaders,
} from './service-process-test-kit';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
const SEATS = 400;
const labels = Array.from(
  { length: SEATS },
  (_, i) => `${rowLabel(Math.floor(i / 20))}-${(i % 20) + 1}`,
);
const METRICS_TOKEN = 'catch-up-metrics';

type Counts = Record<'catch-ups' | 'read' | 'kept' | 'ahead-of-lock' | 'heard' | 'miss', number>;

describe.skipIf(!withPostgres)('catching up with the other instance (a cluster of its own)', () => {
  let cluster: OwnPostgres;
  let schema: ScratchSchema;
  let a: ServiceProcess;
  let b: ServiceProcess;
  let headers: Record<string, string>;

  const call = instanceCaller(() => headers);

  async function ok(on: ServiceProcess, method: string, path: string, body?: unknown) {
    const answer = await call(on, method, path, body);
    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
    return answer.body;
  }

  /** The instance's states cache counts, from its metrics. */
  async function counts(on: ServiceProcess): Promise<Counts> {
    const response = await fetch(`${on.baseUrl}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    const text = await response.text();
    const read = (pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? Number.NaN);
    const caught = (what: string) =>
      read(new RegExp(`^seatdesk_states_catch_up_total\\{what="${what}"\\} (\\d+)$`, 'm'));
    return {
      'catch-ups': caught('catch-ups'),
      read: caught('read'),
      kept: caught('kept'),
      'ahead-of-lock': caught('ahead-of-lock'),
      heard: caught('heard'),
      miss: read(/^seatdesk_cache_lookups_total\{cache="states",result="miss"\} (\d+)$/m),
    };
  }

  function since(after: Counts, before: Counts): Counts {
    const keys = Object.keys(after) as (keyof Counts)[];
    return Object.fromEntries(keys.map((key) => [key, after[key] - before[key]])) as Counts;
  }

  const summary = (on: ServiceProcess) =>
    ok(on, 'GET', '/reports/events/duo/byStatus/summary') as Promise<
      Record<string, { count: number }>
    >;

  beforeAll(async () => {
    cluster = await startOwnPostgres();
    schema = await createScratchSchema(cluster.url);
    const env = { DATABASE_URL: schema.url, REQUEST_TIMEOUT_MS: '5000', METRICS_TOKEN };
    [a, b] = await Promise.all([startServiceProcess('', env), startServiceProcess('', env)]);
    headers = await workspaceHeaders(a.baseUrl);
    await seedDuo(call, a, b, SEATS);
  }, 120_000);

  afterAll(async () => {
    for (const instance of [a, b]) instance?.child.kill('SIGTERM');
    await Promise.all([a, b].map((instance) => instance?.exited));
    await cluster?.stop();
  });

  /** Waits until B heard and followed what `what` says since `from`. */
  async function heard(on: ServiceProcess, from: Counts, what: Partial<Counts>) {
    await expect
      .poll(async () => since(await counts(on), from), { timeout: 20_000, interval: 50 })
      .toMatchObject(what);
  }

  test('B follows the bookings through A as it hears them: its summary answers without a catch-up', async () => {
    expect((await summary(b)).free.count).toBe(SEATS);
    const before = await counts(b);
    // Taking turns: each of B's commits starts from the revision of A's that B heard and followed.
    const byA = labels.slice(0, 12);
    const byB = labels.slice(12, 24);
    for (let i = 0; i < 12; i += 3) {
      await ok(a, 'POST', '/events/duo/actions/book', { objects: byA.slice(i, i + 3) });
      await heard(b, before, { heard: i / 3 + 1 });
      await ok(b, 'POST', '/events/duo/actions/book', { objects: byB.slice(i, i + 3) });
    }
    // Only A's states were read (three per commit heard), none of B's own: B's cache moved over
    // each of them as it committed.
    const followed = await counts(b);
    expect(since(followed, before)).toEqual({
      'catch-ups': 4,
      heard: 4,
      read: byA.length,
      kept: 0,
      'ahead-of-lock': 0,
      miss: 0,
    });
    const onB = await summary(b);
    expect(onB.booked.count).toBe(24);
    expect(onB).toEqual(await summary(a));
    // The summary itself made no catch-up and read no state: nothing was pending.
    expect(since(await counts(b), followed)).toMatchObject({ 'catch-ups': 0, read: 0, miss: 0 });

    // Never older than a commit acknowledged before the request: asked at once, whether or not
    // B heard it yet, B's summary has A's booking (the event row read in its own snapshot).
    for (const label of labels.slice(24, 30)) {
      await ok(a, 'POST', '/events/duo/actions/book', { objects: [label] });
      expect((await summary(b)).booked.count).toBe(24 + labels.indexOf(label) - 23);
    }
    expect(since(await counts(b), followed)).toMatchObject({ miss: 0 });
  }, 60_000);

  test("a label both wrote, last by A, is A's on B once heard", async () => {
    const label = labels[12];
    await ok(b, 'POST', '/events/duo/actions/release', { objects: [label] });
    const again = await counts(b);
    await ok(a, 'POST', '/events/duo/actions/book', { objects: [label], orderId: 'by-a' });
    await heard(b, again, { heard: 1, read: 1 });
    const infos = await ok(b, 'GET', `/events/duo/objects?label=${label}`);
    expect(infos[label]).toMatchObject({ status: 'booked', orderId: 'by-a' });
    expect((await summary(b)).booked.count).toBe(30);
    expect(since(await counts(b), again)).toMatchObject({ 'catch-ups': 1, read: 1, kept: 0 });
  }, 60_000);

  test("best available on B, once it heard A's commits, catches up neither ahead of nor under the event's lock", async () => {
    // B's best-available marks are made once (its first choice).
    await ok(b, 'POST', '/events/duo/actions/change-object-status', {
      status: 'booked',
      bestAvailable: { number: 2 },
    });
    const booked = new Set(Object.keys(await bookedObjects()));
    const free = labels.filter((label) => !booked.has(label));
    const base = await counts(b);
    for (let i = 0; i < 9; i += 3) {
      await ok(a, 'POST', '/events/duo/actions/book', { objects: free.slice(i, i + 3) });
    }
    // Heard one commit at a time or several at once: nine states of A's read either way.
    await heard(b, base, { read: 9, kept: 0 });
    const before = await counts(b);
    const chosen = (await ok(b, 'POST', '/events/duo/actions/change-object-status', {
      status: 'booked',
      bestAvailable: { number: 4 },
    })) as { objects: string[] };
    const taken = new Set([...booked, ...free.slice(0, 9)]);
    expect(chosen.objects).toHaveLength(4);
    for (const label of chosen.objects) expect(taken.has(label), label).toBe(false);
    expect(since(await counts(b), before)).toMatchObject({
      'catch-ups': 0,
      'ahead-of-lock': 0,
      read: 0,
      miss: 0,
    });
    expect(await summary(b)).toEqual(await summary(a));
  }, 60_000);

  async function bookedObjects(): Promise<Record<string, unknown>> {
    const report = await ok(a, 'GET', '/reports/events/duo/byStatus/booked');
    return Object.fromEntries(
      (report.booked as { label: string }[]).map(({ label }) => [label, true]),
    );
  }
});
