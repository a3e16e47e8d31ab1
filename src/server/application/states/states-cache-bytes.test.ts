// The states cache is bounded by an estimate of bytes, not by a number of events (issue 27, B6):
// a company's holds view reading 2,000 small events found each one's states gone under a bound of
// 16 events, and read every event's states again on every visit. Now many small events stay kept
// together, and a small budget is never exceeded: the least recently used go first.
import { expect, test } from 'vitest';
import { eventOf, seedWorld } from '../../store/contract/fixtures-test-kit';
import type { EventRow, Store } from '../../store/port';
import { openSqliteStore } from '../../store/sqlite/sqlite-store';
import { BYTES_PER_EVENT, BYTES_PER_STATE, StatesCache } from './states-cache';

const EVENTS = 2_000;

/** EVENTS events on one chart, each with two stored states. */
async function manyEvents(): Promise<{ store: Store; events: EventRow[] }> {
  const store = openSqliteStore({ path: ':memory:' });
  const events = await store.transaction(async (tx) => {
    const { chart } = await seedWorld(tx);
    const rows: EventRow[] = [];
    for (let i = 0; i < EVENTS; i++) {
      const row = await tx.insertEvent(eventOf(chart, `e-${i}`, `Event ${i}`));
      await tx.putObjectStates(
        row.id,
        new Map([
          ['A-1', { status: 'booked' }],
          ['A-2', { status: 'reservedByToken', holdToken: 't' }],
        ]),
      );
      rows.push(row);
    }
    return rows;
  });
  // Rows as they are now (the writes bumped each event's states revision).
  const fresh = await store.read(async (tx) =>
    Promise.all(events.map((row) => tx.getEvent(row.workspaceId, row.key))),
  );
  return { store, events: fresh.map((row) => row as EventRow) };
}

/** Each event's states map as the cache answers it, in order. */
function readAll(cache: StatesCache, store: Store, events: EventRow[]) {
  return store.read(async (tx) => {
    const maps = [];
    for (const event of events) maps.push((await cache.lazy(tx, event))());
    return maps;
  });
}

test('2,000 small events stay cached together: a second visit reads no states again', async () => {
  const { store, events } = await manyEvents();
  const cache = new StatesCache();
  const first = await readAll(cache, store, events);
  expect(first[0].get('A-1')).toEqual({ status: 'booked' });
  const second = await readAll(cache, store, events);
  // The very maps of the first visit: none was read from the store again.
  expect(second.filter((map, i) => map === first[i])).toHaveLength(EVENTS);
  expect(cache.bytes).toBe(EVENTS * (BYTES_PER_EVENT + 2 * BYTES_PER_STATE));
  await store.close();
});

test('a budget of bytes is never exceeded; the least recently used events go first', async () => {
  const { store, events } = await manyEvents();
  const perEvent = BYTES_PER_EVENT + 2 * BYTES_PER_STATE;
  const cache = new StatesCache(10 * perEvent);
  const some = events.slice(0, 12);
  const first = await readAll(cache, store, some);
  expect(cache.bytes).toBe(10 * perEvent);
  // The 10 most recent are kept; the first two were let go and are read afresh.
  const again = await readAll(cache, store, some.slice(2));
  expect(again.every((map, i) => map === first[i + 2])).toBe(true);
  const [zero] = await readAll(cache, store, some.slice(0, 1));
  expect(zero).not.toBe(first[0]);
  expect(zero).toEqual(first[0]);
  expect(cache.bytes).toBeLessThanOrEqual(10 * perEvent);
  await store.close();
});
