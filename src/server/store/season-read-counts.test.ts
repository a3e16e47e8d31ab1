// Issue 27 B7: a season booking's work must follow the distinct states it shows, not its events.
// Its events with no row of their own all see one view per label (composeEventsThrough, the
// judge's composeViews), so splitting views into own parts, finding their hold tokens and
// composing them is done once per distinct state object; it was done once per event and label
// (9,009 times at the bound), which this counts. Both stores (TEST_STORE_URL for PostgreSQL).
import { expect, it, vi } from 'vitest';
import { book, info, ok, seasonService } from '../http/seasons/season-test-kit';
import { statementsDuring } from './sqlite/statement-count-test-kit';
import { testStoreUrl } from './store-test-kit';

const calls = vi.hoisted(() => ({ storedOwnPart: 0, eventViewThrough: 0, ownPart: 0, tokens: 0 }));

vi.mock('../../domain/seasons/event-view', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../domain/seasons/event-view')>();
  const { counting } = await import('./call-count-test-kit');
  return {
    ...real,
    storedOwnPart: counting(real.storedOwnPart, () => calls.storedOwnPart++),
    eventViewThrough: counting(real.eventViewThrough, () => calls.eventViewThrough++),
  };
});
vi.mock('../../domain/seasons/propagate', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../domain/seasons/propagate')>();
  const { counting } = await import('./call-count-test-kit');
  return { ...real, ownPart: counting(real.ownPart, () => calls.ownPart++) };
});
vi.mock('../../domain/status/hold-expiry', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../domain/status/hold-expiry')>();
  const { counting } = await import('./call-count-test-kit');
  return { ...real, holdTokensOf: counting(real.holdTokensOf, () => calls.tokens++) };
});

const EVENTS = 60;
const SEATS = ['A-1', 'A-2', 'A-3'];
const served = seasonService('tour', EVENTS);

/** The calls `work` made, by counter. */
async function counted(work: () => Promise<unknown>): Promise<typeof calls> {
  for (const key of Object.keys(calls) as Array<keyof typeof calls>) calls[key] = 0;
  await work();
  return { ...calls };
}

it('a season booking and its release split, compose and index a handful of states, not one per event', async () => {
  const { holdToken } = await ok(served.call, 'POST', '/hold-tokens', {});
  const steps: Array<[string, () => Promise<unknown>]> = [
    ['book', () => book(served.call, 'tour', SEATS, { orderId: 'o-1' })],
    ['release', () => ok(served.call, 'POST', '/events/tour/actions/release', { objects: SEATS })],
    [
      'hold',
      () => ok(served.call, 'POST', '/events/tour/actions/hold', { objects: SEATS, holdToken }),
    ],
    [
      'release the hold',
      () => ok(served.call, 'POST', '/events/tour/actions/release', { objects: SEATS, holdToken }),
    ],
  ];
  for (const [step, work] of steps) {
    const made = await counted(async () => {
      const reply = await work();
      if (reply && typeof reply === 'object' && 'status' in reply) {
        expect((reply as { status: number }).status, step).toBeLessThan(300);
      }
    });
    // Per label a few distinct states (free, the season's, the served.events' shared view), whatever
    // the number of served.events (61 units × 3 labels = 183 would be one per event and label).
    const bound = SEATS.length * 8;
    // The counters are live (a mock that counted nothing would pass every bound).
    expect(made.eventViewThrough * made.ownPart * made.tokens, step).toBeGreaterThan(0);
    expect(made.storedOwnPart, `${step}: own parts`).toBeLessThanOrEqual(bound);
    expect(made.ownPart, `${step}: the judge's own parts`).toBeLessThanOrEqual(bound);
    expect(made.eventViewThrough, `${step}: views composed`).toBeLessThanOrEqual(bound);
    // The group's load (application/bookings/load-group.ts) looks at each state read once for
    // the tokens to check; planning the hold index no longer adds two per event and label.
    const read = (EVENTS + 1) * SEATS.length;
    expect(made.tokens, `${step}: hold tokens found`).toBeLessThanOrEqual(read + bound);
  }
  // What the served.events show is as before.
  await book(served.call, 'tour', ['A-1'], { orderId: 'o-2' });
  for (const event of [served.events[0], served.events[EVENTS - 1]]) {
    expect(await info(served.call, event, 'A-1')).toMatchObject({
      status: 'booked',
      orderId: 'o-2',
    });
    expect(await info(served.call, event, 'A-2')).toMatchObject({ status: 'free' });
  }
}, 60_000);

it.skipIf(testStoreUrl().startsWith('postgres'))(
  "SQLite: a season booking finds its served.events' season and partial seasons in the family it loaded, without reading the served.events again",
  async () => {
    const lookups = await statementsDuring(/json_each\(\?\) AS [ws] JOIN events/, async () => {
      expect((await book(served.call, 'tour', ['B-1'], { orderId: 'o-3' })).status).toBe(204);
    });
    expect(lookups).toBe(0);
    expect(await info(served.call, served.events[7], 'B-1')).toMatchObject({ status: 'booked' });
  },
  60_000,
);
