// Two service processes on one PostgreSQL (a cluster of this file's own): what an instance's
// states cache reads to follow the other's commits, counted (docs/benchmarks.md, "Best available
// and summaries on two instances"). Each instance follows the other's commits as it hears them
// (states/heard-commits.ts), reading only the states the other wrote: a summary beside bookings
// then answers without a catch-up of its own, and so does a best-available request, neither
// before its group takes the event's row lock nor while holding it. Runs when TEST_DATABASE_URL
// is set.
import { describe, expect, test } from 'vitest';
import { duoLabels, useDuoInstances } from './duo-instances-test-kit';
import type { ServiceProcess } from './service-process-test-kit';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
const SEATS = 400;
const labels = duoLabels(SEATS, 20);
const METRICS_TOKEN = 'catch-up-metrics';

type Counts = Record<
  'catch-ups' | 'read' | 'kept' | 'ahead-of-lock' | 'heard' | 'chain-steps' | 'miss',
  number
>;

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
      heard: caught('heard'),
      'chain-steps': caught('chain-steps'),
      miss: read(/^seatdesk_cache_lookups_total\{cache="states",result="miss"\} (\d+)$/m),
    };
  }

  function since(after: Counts, before: Counts): Counts {
    const keys = Object.keys(after) as (keyof Counts)[];
    return Object.fromEntries(keys.map((key) => [key, after[key] - before[key]])) as Counts;
  }

  /** Waits until B heard and followed what `what` says since `from`. */
  async function heard(on: ServiceProcess, from: Counts, what: Partial<Counts>) {
    await expect
      .poll(async () => since(await counts(on), from), { timeout: 20_000, interval: 50 })
      .toMatchObject(what);
  }

  test('B follows the bookings through A as it hears them: its summary answers without a catch-up', async () => {
    expect((await summary(duo.b)).free.count).toBe(SEATS);
    const before = await counts(duo.b);
    // Taking turns: each of B's commits starts from the revision of A's that B heard and followed.
    const byA = labels.slice(0, 12);
    const byB = labels.slice(12, 24);
    for (let i = 0; i < 12; i += 3) {
      await ok(duo.a, 'POST', '/events/duo/actions/book', { objects: byA.slice(i, i + 3) });
      await heard(duo.b, before, { heard: i / 3 + 1 });
      await ok(duo.b, 'POST', '/events/duo/actions/book', { objects: byB.slice(i, i + 3) });
    }
    // Only A's states were read (three per commit heard), none of B's own: B's cache moved over
    // each of them as it committed.
    const followed = await counts(duo.b);
    expect(since(followed, before)).toEqual({
      'catch-ups': 4,
      heard: 4,
      read: byA.length,
      kept: 0,
      'ahead-of-lock': 0,
      'chain-steps': 0,
      miss: 0,
    });
    const onB = await summary(duo.b);
    expect(onB.booked.count).toBe(24);
    expect(onB).toEqual(await summary(duo.a));
    // The summary itself made no catch-up and read no state: nothing was pending.
    expect(since(await counts(duo.b), followed)).toMatchObject({
      'catch-ups': 0,
      read: 0,
      miss: 0,
    });

    // Never older than a commit acknowledged before the request: asked at once, whether or not
    // B heard it yet, B's summary has A's booking (the event row read in its own snapshot).
    for (const label of labels.slice(24, 30)) {
      await ok(duo.a, 'POST', '/events/duo/actions/book', { objects: [label] });
      expect((await summary(duo.b)).booked.count).toBe(24 + labels.indexOf(label) - 23);
    }
    expect(since(await counts(duo.b), followed)).toMatchObject({ miss: 0 });
  }, 60_000);

  test("a label both wrote, last by A, is A's on B once heard", async () => {
    const label = labels[12];
    await ok(duo.b, 'POST', '/events/duo/actions/release', { objects: [label] });
    const again = await counts(duo.b);
    await ok(duo.a, 'POST', '/events/duo/actions/book', { objects: [label], orderId: 'by-a' });
    await heard(duo.b, again, { heard: 1, read: 1 });
    const infos = await ok(duo.b, 'GET', `/events/duo/objects?label=${label}`);
    expect(infos[label]).toMatchObject({ status: 'booked', orderId: 'by-a' });
    expect((await summary(duo.b)).booked.count).toBe(30);
    expect(since(await counts(duo.b), again)).toMatchObject({ 'catch-ups': 1, read: 1, kept: 0 });
  }, 60_000);

  test("best available on B, once it heard A's commits, catches up neither ahead of nor under the event's lock", async () => {
    // B's best-available marks are made once (its first choice).
    await ok(duo.b, 'POST', '/events/duo/actions/change-object-status', {
      status: 'booked',
      bestAvailable: { number: 2 },
    });
    const booked = new Set(Object.keys(await bookedObjects()));
    const free = labels.filter((label) => !booked.has(label));
    const base = await counts(duo.b);
    for (let i = 0; i < 9; i += 3) {
      await ok(duo.a, 'POST', '/events/duo/actions/book', { objects: free.slice(i, i + 3) });
    }
    // Heard one commit at a time or several at once: nine states of A's read either way.
    await heard(duo.b, base, { read: 9, kept: 0 });
    const before = await counts(duo.b);
    const chosen = (await ok(duo.b, 'POST', '/events/duo/actions/change-object-status', {
      status: 'booked',
      bestAvailable: { number: 4 },
    })) as { objects: string[] };
    const taken = new Set([...booked, ...free.slice(0, 9)]);
    expect(chosen.objects).toHaveLength(4);
    for (const label of chosen.objects) expect(taken.has(label), label).toBe(false);
    expect(since(await counts(duo.b), before)).toMatchObject({
      'catch-ups': 0,
      'ahead-of-lock': 0,
      read: 0,
      miss: 0,
    });
    expect(await summary(duo.b)).toEqual(await summary(duo.a));
  }, 60_000);

  test("B's catch-up over A's commit finds what A's labels had at once, however many commits B made since", async () => {
    const booked = new Set(Object.keys(await bookedObjects()));
    const free = labels.filter((label) => !booked.has(label));
    // Twenty commits of B's own, each a step of its kept entry's chain of writes.
    for (const label of free.slice(0, 20)) {
      await ok(duo.b, 'POST', '/events/duo/actions/book', { objects: [label] });
    }
    const before = await counts(duo.b);
    await ok(duo.a, 'POST', '/events/duo/actions/book', { objects: free.slice(20, 23) });
    await heard(duo.b, before, { heard: 1, read: 3 });
    // Walking the chain for each label cost a step per commit since the states were built
    // (here 3 labels × 20 commits and more): the chain's head keeps its writes flattened.
    expect(since(await counts(duo.b), before)).toMatchObject({ 'chain-steps': 0, miss: 0 });
    // What the catch-up computed is what a fresh read gives: the summary (stepped over the
    // catch-up's before and after) and a choice (the seat marks, stepped the same way).
    expect(await summary(duo.b)).toEqual(await summary(duo.a));
    const chosen = (await ok(duo.b, 'POST', '/events/duo/actions/change-object-status', {
      status: 'booked',
      bestAvailable: { number: 4 },
    })) as { objects: string[] };
    const taken = new Set([...booked, ...free.slice(0, 23)]);
    for (const label of chosen.objects) expect(taken.has(label), label).toBe(false);
    expect(await summary(duo.b)).toEqual(await summary(duo.a));
  }, 60_000);

  async function bookedObjects(): Promise<Record<string, unknown>> {
    const report = await ok(duo.a, 'GET', '/reports/events/duo/byStatus/booked');
    return Object.fromEntries(
      (report.booked as { label: string }[]).map(({ label }) => [label, true]),
    );
  }
});
