// Issue 27 B7: a season booking's fan-out ran one statement per history entry (9,009 at the
// bound) and an INSERT and a DELETE per event for the feed (2,002), all on the event loop under
// the store's one connection. Entries and feed rows now go 32 to a statement, in order, and the
// feed is pruned once per transaction. SQLite only (the statements counted are better-sqlite3's).
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
  'a season booking writes its history entries and feed rows 32 to a statement, in order',
  async () => {
    let history = 0;
    const feed = await statementsDuring('event_changes', async () => {
      history = await statementsDuring('INSERT INTO status_changes', async () => {
        expect((await book(call, 'tour', SEATS, { orderId: 'o-1' })).status).toBe(204);
      });
    });
    // 2 seats × 41 events = 82 entries; 41 feed rows, no event old enough to prune.
    expect(history).toBe(Math.ceil((SEATS.length * (EVENTS + 1)) / 32));
    expect(feed).toBe(Math.ceil((EVENTS + 1) / 32));

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
