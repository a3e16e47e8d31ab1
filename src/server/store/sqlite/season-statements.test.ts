// Issue 27 B7: a season booking's fan-out read the named states with one SELECT per event (1,001
// at the bound) and wrote an INSERT and a DELETE per event for the feed (2,002), all on the event
// loop under the store's one connection. The states are now read in one statement, the feed's
// rows go 32 to a statement, in order, and are pruned once per transaction (not at all while no
// event is past feedChangesKept); the history and the feed read as before. The states revisions
// of all the family's events are raised in one statement, and their holds written together
// (one statement per event before). SQLite only (the statements counted are better-sqlite3's).
import { expect, it } from 'vitest';
import { book, info, ok, seasonService } from '../../http/seasons/season-test-kit';
import { testStoreUrl } from '../store-test-kit';
import { statementsDuring } from './statement-count-test-kit';

const EVENTS = 40;
const SEATS = ['A-1', 'A-2'];
const served = seasonService('tour', EVENTS);

const labelsOf = (page: { items: Array<{ objectLabel: string; status: string }> }) =>
  page.items.map((item) => `${item.objectLabel} ${item.status}`);

it.skipIf(testStoreUrl().startsWith('postgres'))(
  'a season booking reads its states in one statement and writes its feed rows 32 to a statement; history and feed as before',
  async () => {
    let reads = 0;
    const feed = await statementsDuring(/event_changes/, async () => {
      reads = await statementsDuring(/SELECT[\s\S]*FROM[\s\S]*object_states/, async () => {
        expect((await book(served.call, 'tour', SEATS, { orderId: 'o-1' })).status).toBe(204);
      });
    });
    // 41 feed rows in two statements, no event old enough to prune; the states of both seats in
    // the 41 served.events read at once.
    expect(feed).toBe(Math.ceil((EVENTS + 1) / 32));
    expect(reads).toBe(1);

    // What the history says is unchanged: each event's entries, newest first, then paged on.
    await ok(served.call, 'POST', '/events/tour/actions/release', { objects: ['A-1'] });
    for (const event of ['tour', served.events[0], served.events[EVENTS - 1]]) {
      const page = await ok(served.call, 'GET', `/events/${event}/status-changes?sort=date:desc`);
      expect(labelsOf(page)).toEqual(['A-1 free', 'A-2 booked', 'A-1 booked']);
      const next = await ok(
        served.call,
        'GET',
        `/events/${event}/status-changes?sort=date:desc&limit=2&start_after_id=${page.items[0].id}`,
      );
      expect(labelsOf(next)).toEqual(['A-2 booked', 'A-1 booked']);
    }
    const changes = await ok(
      served.call,
      'GET',
      `/seatdesk/events/${served.events[EVENTS - 1]}/changes?since=0`,
    );
    expect(changes.changes.map((change: { revision: number }) => change.revision)).toEqual([1, 2]);
  },
  60_000,
);

it.skipIf(testStoreUrl().startsWith('postgres'))(
  "a season booking's statements do not grow with its served.events: one raises every revision; each event keeps its own revision and feed row",
  async () => {
    const revisionsOf = async () => {
      const revisions: number[] = [];
      for (const key of ['tour', ...served.events]) {
        revisions.push(
          (await ok(served.call, 'GET', `/seatdesk/events/${key}/changes?since=0`)).revision,
        );
      }
      return revisions;
    };
    const before = await revisionsOf();
    let bumps = 0;
    const all = await statementsDuring(/./, async () => {
      bumps = await statementsDuring(/states_revision \+ 1/, async () => {
        expect((await book(served.call, 'tour', ['B-1', 'B-2'], { orderId: 'o-2' })).status).toBe(
          204,
        );
      });
    });
    expect(bumps).toBe(1);
    // Counted with 41 served.events: auth, the family, the states read, one bump, two feed inserts, the
    // history... none per event (they were 41 bumps before).
    expect(all).toBeLessThan(EVENTS / 2);
    const after = await revisionsOf();
    expect(after).toEqual(before.map((revision) => revision + 1));
    const last = served.events[EVENTS - 1];
    const changes = await ok(
      served.call,
      'GET',
      `/seatdesk/events/${last}/changes?since=${before[EVENTS]}`,
    );
    expect(changes.changes).toHaveLength(1);
    expect(changes.changes[0].revision).toBe(after[EVENTS]);
    expect(Object.keys(changes.changes[0].objects).sort()).toEqual(['B-1', 'B-2']);
  },
  60_000,
);

it.skipIf(testStoreUrl().startsWith('postgres'))(
  "a season hold indexes every event's holds in a few statements, and its release clears them",
  async () => {
    const { holdToken: token } = await ok(served.call, 'POST', '/hold-tokens', {});
    const holds = await statementsDuring(/state_holds/, async () => {
      await ok(served.call, 'POST', '/events/tour/actions/hold', {
        objects: ['C-1'],
        holdToken: token,
      });
    });
    // 41 served.events × 1 label in one 32-row chunk and a second one: not one statement per event.
    expect(holds).toBe(Math.ceil((EVENTS + 1) / 32));
    expect(await info(served.call, served.events[3], 'C-1')).toMatchObject({
      status: 'reservedByToken',
    });
    const released = await statementsDuring(/state_holds/, async () => {
      await ok(served.call, 'POST', '/events/tour/actions/release', {
        objects: ['C-1'],
        holdToken: token,
      });
    });
    expect(released).toBe(1);
    expect(await info(served.call, served.events[3], 'C-1')).toMatchObject({ status: 'free' });
    // The index holds nothing of the released token: a hold sweep finds nothing to release.
    const rows = served.svc.deps.store.read((tx) => tx.findStatesByHoldToken(token));
    expect(await rows).toEqual([]);
  },
  60_000,
);
