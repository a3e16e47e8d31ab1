// The PostgreSQL read-through (issue 27 B7, postgres-season-read.ts) finds the units an event of a
// season reads through with one statement per season, not one per event, and none for an event
// the transaction holds and knows to be in no season. Adding a partial season to a season resyncs
// its whole family event by event: looked up per event, each lookup visited every event of the
// season (season-fanout.test.ts's 1,000-event season timed out). PostgreSQL only (the statements
// counted are node-postgres's). A season booking's writes go out in one statement for every event
// of the family, its revisions raised there (one statement per event before).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Call, caller, upload } from '../../http/http-test-kit';
import { book, info, ok, season } from '../../http/seasons/season-test-kit';
import { startTestService, type TestService } from '../../service-test-kit';
import { testStoreUrl } from '../store-test-kit';
import { pgStatementsDuring } from './pg-statement-count-test-kit';

const EVENTS = 20;
/** The units-above lookup, and only it, names the role of an event in a season. */
const LOOKUP = /'eventInSeason'/;
let svc: TestService;
let call: Call;
let events: string[];

beforeAll(async () => {
  if (!testStoreUrl().startsWith('postgres')) return;
  svc = await startTestService();
  call = caller(svc);
  await upload(call, 'sampleChart');
  events = await season(call, 'tour', EVENTS);
  await ok(call, 'POST', '/events', { chartKey: 'sampleChart', eventKey: 'plain' });
}, 60_000);
afterAll(() => svc?.close());

it.runIf(testStoreUrl().startsWith('postgres'))(
  'one lookup per season booking and per partial season added; none for a plain booking',
  async () => {
    const plain = await pgStatementsDuring(LOOKUP, async () => {
      expect((await book(call, 'plain', ['A-1'])).status).toBe(204);
    });
    expect(plain).toBe(0);
    const seasonBooking = await pgStatementsDuring(LOOKUP, async () => {
      expect((await book(call, 'tour', ['A-2'], { orderId: 'o-1' })).status).toBe(204);
    });
    expect(seasonBooking).toBe(1);
    const partial = await pgStatementsDuring(LOOKUP, () =>
      ok(call, 'POST', '/seasons/tour/partial-seasons', {
        key: 'half',
        eventKeys: events.slice(0, 10),
      }),
    );
    // The family's resync reads its events one by one: one lookup for all of them (20 before).
    expect(partial).toBe(1);
    await ok(call, 'POST', '/events/half/actions/book', { objects: ['A-3'], orderId: 'half' });
    expect(await info(call, events[0], 'A-3')).toMatchObject({ status: 'booked', orderId: 'half' });
    expect(await info(call, events[10], 'A-3')).toMatchObject({ status: 'free' });
    expect(await info(call, events[10], 'A-2')).toMatchObject({ status: 'booked', orderId: 'o-1' });
  },
);

it.runIf(testStoreUrl().startsWith('postgres'))(
  "a season booking's statements do not grow with its events; each event keeps its own revision and feed row",
  async () => {
    const last = events[EVENTS - 1];
    const { revision: before } = await ok(call, 'GET', `/seatdesk/events/${last}/changes?since=0`);
    let bumps = 0;
    const all = await pgStatementsDuring(/./, async () => {
      bumps = await pgStatementsDuring(/states_revision \+ 1/, async () => {
        expect((await book(call, 'tour', ['B-1', 'B-2'], { orderId: 'o-2' })).status).toBe(204);
      });
    });
    expect(bumps).toBe(1);
    // 10 with 21 events: BEGIN, the family locked and read, the units above, the states, one
    // write, the history, the feed, COMMIT... none per event (30, with 21 writes, before).
    expect(all).toBeLessThan(EVENTS);
    const changes = await ok(call, 'GET', `/seatdesk/events/${last}/changes?since=${before}`);
    expect(changes.changes).toHaveLength(1);
    expect(changes.changes[0].revision).toBe(before + 1);
    expect(Object.keys(changes.changes[0].objects).sort()).toEqual(['B-1', 'B-2']);
    expect(await info(call, last, 'B-2')).toMatchObject({ status: 'booked', orderId: 'o-2' });
  },
);
