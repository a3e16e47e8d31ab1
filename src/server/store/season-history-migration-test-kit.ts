// The season history's migration (issue 27 B7), alike on both stores: a database written before
// it, with every event of a season holding its own copy of the season's entries, and what the
// migrated store must answer. Each store's test writes the rows with its own SQL
// (sqlite/ and postgres/season-history-migration.test.ts).
import { expect } from 'vitest';
import type { Store } from './port';

/** The season (1), its events (2, 3) and a partial season (4) holding night 2: id, key, season. */
export const SEASON_EVENTS: ReadonlyArray<readonly [number, string, string]> = [
  [1, 'season', '{"role":"season"}'],
  [2, 'night-1', '{"role":"eventInSeason","seasonId":1}'],
  [3, 'night-2', '{"role":"eventInSeason","seasonId":1}'],
  [4, 'half', '{"role":"partialSeason","seasonId":1,"eventIds":[3]}'],
];

/**
 * The history as written before: the season's entry, then one copy per event (the service's),
 * and night 1's own entry: event id, label, order id, actor kind; all booked, quantity 1.
 */
export const PER_EVENT_ENTRIES: ReadonlyArray<readonly [number, string, string | null, string]> = [
  [1, 'A-1', 'o1', 'key'],
  [2, 'A-1', null, 'service'],
  [3, 'A-1', null, 'service'],
  [4, 'A-1', null, 'service'],
  [2, 'A-2', null, 'key'],
];

/** Night 2 overrode A-5 before the migration: its object state (event 3). */
export const OVERRIDDEN_STATE = { eventId: 3, label: 'A-5', state: '{"overridden":1}' } as const;

/** Each event answers the entries it had, none twice; later ones read through, but not A-5 on night 2. */
export async function expectSeasonHistoryReadThrough(store: Store): Promise<void> {
  const read = (eventId: number) =>
    store.read(async (tx) => {
      const through = await tx.seasonHistorySpans(eventId);
      const page = await tx.listStatusChanges({
        eventId,
        limit: 100,
        filterType: 'CONTAINS',
        sort: 'date',
        descending: false,
        through,
      });
      return page.items.map((row) => `${row.eventId} ${row.label} ${row.status} ${row.actor.kind}`);
    });
  expect(await read(2)).toEqual(['2 A-1 booked service', '2 A-2 booked key']);
  expect(await read(3)).toEqual(['3 A-1 booked service']);
  expect(await store.read((tx) => tx.seasonHistorySpans(3))).toEqual([
    { unitId: 1, afterId: 5 },
    { unitId: 4, afterId: 5 },
  ]);
  await store.transaction((tx) =>
    tx.appendStatusChanges(
      ['A-5', 'A-6'].map((label) => ({
        eventId: 1,
        label,
        status: 'booked',
        quantity: 1,
        date: '2026-11-03T00:00:00Z',
        originType: 'API_CALL',
        actor: { kind: 'key' as const },
        throughStatus: 'booked',
      })),
    ),
  );
  expect(await read(2)).toEqual([
    '2 A-1 booked service',
    '2 A-2 booked key',
    '2 A-5 booked service',
    '2 A-6 booked service',
  ]);
  // Night 2 overrode A-5 before the migration: the season's A-5 stays out of its history.
  expect(await read(3)).toEqual(['3 A-1 booked service', '3 A-6 booked service']);
}
