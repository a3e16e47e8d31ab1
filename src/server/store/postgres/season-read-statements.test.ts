// The PostgreSQL read-through (issue 27 B7, postgres-season-read.ts) finds the units an event of a
// season reads through with one statement per season, not one per event, and none for an event
// the transaction holds and knows to be in no season. Adding a partial season to a season resyncs
// its whole family event by event: looked up per event, each lookup visited every event of the
// season (season-fanout.test.ts's 1,000-event season timed out). PostgreSQL only (the statements
// counted are node-postgres's).
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
