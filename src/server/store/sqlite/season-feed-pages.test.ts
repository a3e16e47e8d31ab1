// Issue 27 B7: a season booking wrote one feed change row in each event of the season, and in a
// tree ordered by (event, revision) each event's rows filled leaves of their own: every booking
// split or rebalanced a page or more per event (2,000+ pages of 4 KB for 1,000 events), which the
// commit and its WAL flush carried while other companies waited. The rows are now appended and
// found through an index of small entries: a booking adds a few pages, not one per event.
// SQLite only (a file, to read its WAL); PostgreSQL appends its rows in a heap anyway.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Call, caller, upload } from '../../http/http-test-kit';
import { book, ok, season } from '../../http/seasons/season-test-kit';
import { startTestService, type TestService } from '../../service-test-kit';
import { walPagesOf } from './wal-pages-test-kit';

const EVENTS = 100;
const SEATS = ['A-1', 'A-2', 'A-3', 'A-4'];
const dir = mkdtempSync(join(tmpdir(), 'season-feed-pages-'));
const file = join(dir, 'store.db');
let svc: TestService;
let call: Call;

beforeAll(async () => {
  svc = await startTestService({ databaseUrl: `sqlite:${file}`, requestTimeoutMs: 60_000 });
  call = caller(svc);
  await upload(call, 'sampleChart');
  await season(call, 'pages', EVENTS);
}, 60_000);
afterAll(async () => {
  await svc.close();
  rmSync(dir, { recursive: true, force: true });
});

it('a season booking adds far fewer feed pages to the WAL than the season has events', async () => {
  // Each event gathers a dozen changes first: enough to fill a leaf per event in the old layout.
  for (let round = 0; round < 6; round++) {
    expect((await book(call, 'pages', SEATS, { orderId: `o-${round}` })).status).toBe(204);
    await ok(call, 'POST', '/events/pages/actions/release', { objects: SEATS });
  }
  const { byTree } = await walPagesOf(file, async () => {
    expect((await book(call, 'pages', SEATS, { orderId: 'measured' })).status).toBe(204);
  });
  const feedPages =
    (byTree.get('event_changes') ?? 0) + (byTree.get('event_changes_of_event') ?? 0);
  expect(feedPages).toBeGreaterThan(0);
  expect(feedPages).toBeLessThan(EVENTS / 4);
  // What the feed answers is unchanged: the booking's change in the last event, after the others.
  const changes = await ok(call, 'GET', `/seatdesk/events/pages-${EVENTS}/changes?since=12`);
  expect(changes.changes).toEqual([
    {
      revision: 13,
      objects: Object.fromEntries(
        SEATS.map((label) => [label, { status: 'booked', orderId: 'measured', forSale: true }]),
      ),
    },
  ]);
}, 120_000);
