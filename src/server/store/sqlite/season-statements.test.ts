// Issue 27 B7: a season booking's fan-out read the named states with one SELECT per event (1,001
// at the bound) and wrote an INSERT and a DELETE per event for the feed (2,002), all on the event
// loop under the store's one connection. The states are now read in one statement, the feed's
// rows go 32 to a statement, in order, and are pruned once per transaction (not at all while no
// event is past feedChangesKept); the history and the feed read as before. SQLite only (the
// statements counted are better-sqlite3's).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Call, caller, upload } from '../../http/http-test-kit';
import { book, ok, season } from '../../http/seasons/season-test-kit';
import { startTestService, type TestService } from '../../service-test-kit';
import { testStoreUrl } from '../store-test-kit';
import { statementsDuring } from './statement-count-test-kit';

const EVENTS = 40;
const SEATS = ['A-1', 'A-2'];
let svc: TestService;
let call: Call;
let events: string[];

beforeAll(async () => {
  svc = await startTestService();
  call = caller(svc);
  await upload(call, 'sampleChart');
  events = await season(call, 'tour', EVENTS);
}, 60_000);
afterAll(() => svc.close());

const labelsOf = (page: { items: Array<{ objectLabel: string; status: string }> }) =>
  page.items.map((item) => `${item.objectLabel} ${item.status}`);

it.skipIf(testStoreUrl().startsWith('postgres'))(
  'a season booking reads its states in one statement and writes its feed rows 32 to a statement; history and feed as before',
  async () => {
    let reads = 0;
    const feed = await statementsDuring(/event_changes/, async () => {
      reads = await statementsDuring(/SELECT[\s\S]*FROM[\s\S]*object_states/, async () => {
        expect((await book(call, 'tour', SEATS, { orderId: 'o-1' })).status).toBe(204);
      });
    });
    // 41 feed rows in two statements, no event old enough to prune; the states of both seats in
    // the 41 events read at once.
    expect(feed).toBe(Math.ceil((EVENTS + 1) / 32));
    expect(reads).toBe(1);

    // What the history says is unchanged: each event's entries, newest first, then paged on.
    await ok(call, 'POST', '/events/tour/actions/release', { objects: ['A-1'] });
    for (const event of ['tour', events[0], events[EVENTS - 1]]) {
      const page = await ok(call, 'GET', `/events/${event}/status-changes?sort=date:desc`);
      expect(labelsOf(page)).toEqual(['A-1 free', 'A-2 booked', 'A-1 booked']);
      const next = await ok(
        call,
        'GET',
        `/events/${event}/status-changes?sort=date:desc&limit=2&start_after_id=${page.items[0].id}`,
      );
      expect(labelsOf(next)).toEqual(['A-2 booked', 'A-1 booked']);
    }
    const changes = await ok(call, 'GET', `/seatdesk/events/${events[EVENTS - 1]}/changes?since=0`);
    expect(changes.changes.map((change: { revision: number }) => change.revision)).toEqual([1, 2]);
  },
  60_000,
);
