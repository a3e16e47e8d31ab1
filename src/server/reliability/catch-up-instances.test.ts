// Two service processes on one PostgreSQL (a cluster of this file's own): what an instance's
// states cache reads to follow the other's commits, counted (docs/benchmarks.md, "Best available
// and summaries on two instances"). A summary beside bookings on both instances reads from the
// store only the states the other instance wrote, its own instance's writes being kept; a
// best-available request catches up over the other's commits before its group takes the event's
// row lock, not while holding it. Runs when TEST_DATABASE_URL is set.
import { describe, expect, test } from 'vitest';
import { duoLabels, useDuoInstances } from './duo-instances-test-kit';
import type { ServiceProcess } from './service-process-test-kit';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
const SEATS = 400;
const labels = duoLabels(SEATS, 20);
const METRICS_TOKEN = 'catch-up-metrics';

type Counts = Record<'catch-ups' | 'read' | 'kept' | 'ahead-of-lock' | 'miss', number>;

describe.skipIf(!withPostgres)('catching up with the other instance (a cluster of its own)', () => {
  const duo = useDuoInstances(SEATS, { REQUEST_TIMEOUT_MS: '5000', METRICS_TOKEN });
  const { ok, summary } = duo;

  /** The instance's states cache counts, from its metrics. */
  async function counts(on: ServiceProcess): Promise<Counts> {
    const text = await duo.metrics(on);
    const read = (pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? Number.NaN);
    const caught = (what: string) =>
      read(new RegExp(`^seatdesk_states_catch_up_total\\{what="${what}"\\} (\\d+)$`, 'm'));
    return {
      'catch-ups': caught('catch-ups'),
      read: caught('read'),
      kept: caught('kept'),
      'ahead-of-lock': caught('ahead-of-lock'),
      miss: read(/^seatdesk_cache_lookups_total\{cache="states",result="miss"\} (\d+)$/m),
    };
  }

  function since(after: Counts, before: Counts): Counts {
    const keys = Object.keys(after) as (keyof Counts)[];
    return Object.fromEntries(keys.map((key) => [key, after[key] - before[key]])) as Counts;
  }

  test("a summary on B after bookings through both reads only A's states, and agrees with A's", async () => {
    expect((await summary(duo.b)).free.count).toBe(SEATS);
    const before = await counts(duo.b);
    // Taking turns: each of B's commits starts from a revision of A's that B's cache lacks.
    const byA = labels.slice(0, 12);
    const byB = labels.slice(12, 24);
    for (let i = 0; i < 12; i += 3) {
      await ok(duo.a, 'POST', '/events/duo/actions/book', { objects: byA.slice(i, i + 3) });
      await ok(duo.b, 'POST', '/events/duo/actions/book', { objects: byB.slice(i, i + 3) });
    }
    const onB = await summary(duo.b);
    expect(onB.booked.count).toBe(24);
    expect(onB).toEqual(await summary(duo.a));
    expect(since(await counts(duo.b), before)).toEqual({
      'catch-ups': 1,
      read: byA.length,
      kept: byB.length,
      'ahead-of-lock': 0,
      miss: 0,
    });
    // A label both wrote, last by A: read, not taken from B's older write.
    await ok(duo.b, 'POST', '/events/duo/actions/release', { objects: [byB[0]] });
    await ok(duo.a, 'POST', '/events/duo/actions/book', { objects: [byB[0]], orderId: 'by-a' });
    const again = await counts(duo.b);
    const infos = await ok(duo.b, 'GET', `/events/duo/objects?label=${byB[0]}`);
    expect(infos[byB[0]]).toMatchObject({ status: 'booked', orderId: 'by-a' });
    expect((await summary(duo.b)).booked.count).toBe(24);
    expect(since(await counts(duo.b), again)).toMatchObject({ 'catch-ups': 1, read: 1, kept: 0 });
  }, 60_000);

  test("best available on B catches up over A's commits before its group takes the event's lock", async () => {
    // B's best-available marks are made once (its first choice).
    await ok(duo.b, 'POST', '/events/duo/actions/change-object-status', {
      status: 'booked',
      bestAvailable: { number: 2 },
    });
    const booked = new Set(Object.keys(await bookedObjects()));
    const free = labels.filter((label) => !booked.has(label));
    for (let i = 0; i < 9; i += 3) {
      await ok(duo.a, 'POST', '/events/duo/actions/book', { objects: free.slice(i, i + 3) });
    }
    const before = await counts(duo.b);
    const chosen = (await ok(duo.b, 'POST', '/events/duo/actions/change-object-status', {
      status: 'booked',
      bestAvailable: { number: 4 },
    })) as { objects: string[] };
    const taken = new Set([...booked, ...free.slice(0, 9)]);
    expect(chosen.objects).toHaveLength(4);
    for (const label of chosen.objects) expect(taken.has(label), label).toBe(false);
    // One catch-up, made in the request's chart read: none while the group held the lock.
    expect(since(await counts(duo.b), before)).toMatchObject({
      'catch-ups': 1,
      'ahead-of-lock': 1,
      read: 9,
      miss: 0,
    });
    expect(await summary(duo.b)).toEqual(await summary(duo.a));
  }, 60_000);

  async function bookedObjects(): Promise<Record<string, unknown>> {
    const report = await ok(duo.a, 'GET', '/reports/events/duo/byStatus/booked');
    return Object.fromEntries(
      (report.booked as { label: string }[]).map(({ label }) => [label, true]),
    );
  }
});
