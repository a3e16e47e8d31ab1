// The read-through's shared steps (season-read-through.ts) where sharing could leak: events with
// no row of their own share one composition but each gets a map of its own; own parts remembered
// across the events of one write plan the same writes as each event planned alone; the units
// above told from a family's rows are what the stores' statements answer.
import { describe, expect, it } from 'vitest';
import type { ObjectState } from '../../domain/model';
import {
  composeEventsThrough,
  OwnParts,
  planSeasonEventWrites,
  unitsAboveInFamily,
} from './season-read-through';

const SEASON = 1;
const booked: ObjectState = { status: 'booked', orderId: 'o-1' };
const above = { season: SEASON, partials: [] };

describe('composeEventsThrough', () => {
  it('gives bare events the same views in maps of their own, and composes an event with a row apart', () => {
    const labels = ['A-1', 'A-2'];
    const stored = new Map<number, Map<string, ObjectState>>([
      [SEASON, new Map([['A-1', booked]])],
      [2, new Map()],
      [3, new Map()],
      // Event 4 overrides A-1: it keeps its own (free) state.
      [4, new Map([['A-1', { season: { overridden: 1 } }]])],
      [5, new Map([['A-2', { status: 'reservedByToken', holdToken: 't' }]])],
    ]);
    const byEvent = new Map([2, 3, 4, 5].map((id) => [id, labels]));
    const aboveOf = new Map([2, 3, 4].map((id) => [id, above]));
    const views = composeEventsThrough(byEvent, aboveOf, stored);
    const [two, three, four, five] = [2, 3, 4, 5].map((id) => views.get(id));
    expect(two).not.toBe(three);
    expect(two?.get('A-1')).toBe(three?.get('A-1'));
    expect(two?.get('A-1')).toMatchObject({ status: 'booked', season: { inherited: true } });
    expect(two?.has('A-2')).toBe(false);
    two?.set('A-2', booked);
    expect(three?.has('A-2')).toBe(false);
    expect(four?.get('A-1')).toEqual({ season: { overridden: 1 } });
    // In no season: its own rows as stored.
    expect(five).toBe(stored.get(5));
  });
});

describe('planSeasonEventWrites with shared own parts', () => {
  it('plans each event as it planned alone', () => {
    const view: ObjectState = { status: 'booked', orderId: 'o-1', season: { inherited: true } };
    const held: ObjectState = {
      status: 'reservedByToken',
      holdToken: 't',
      season: { inherited: true },
    };
    const own: ObjectState = { status: 'booked', orderId: 'own' };
    const cases: Array<[Map<string, ObjectState | undefined>, Map<string, ObjectState>?]> = [
      [new Map([['A-1', view]]), new Map()],
      [new Map([['A-1', held]]), new Map([['A-1', view]])],
      [new Map([['A-1', undefined]]), new Map([['A-1', held]])],
      [new Map([['A-1', own]]), new Map([['A-1', view]])],
      [new Map([['A-1', view]]), new Map([['A-1', own]])],
      [new Map([['A-1', view]])],
    ];
    const parts = new OwnParts();
    for (const [views, previous] of cases) {
      expect(planSeasonEventWrites(views, previous, parts)).toEqual(
        planSeasonEventWrites(views, previous),
      );
    }
  });
});

describe('unitsAboveInFamily', () => {
  it('tells each event its season and partial seasons in id order, and the units themselves none', () => {
    const family = [
      { id: 12, season: { role: 'partialSeason', seasonId: SEASON, eventIds: [3, 2] } },
      { id: 2, season: { role: 'eventInSeason', seasonId: SEASON } },
      { id: SEASON, season: { role: 'season' } },
      { id: 3, season: { role: 'eventInSeason', seasonId: SEASON } },
      { id: 11, season: { role: 'partialSeason', seasonId: SEASON, eventIds: [2] } },
    ];
    expect(unitsAboveInFamily(family)).toEqual(
      new Map([
        [SEASON, null],
        [2, { season: SEASON, partials: [11, 12] }],
        [3, { season: SEASON, partials: [12] }],
        [11, null],
        [12, null],
      ]),
    );
  });
});
