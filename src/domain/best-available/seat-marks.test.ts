// The seat marks and what the search keeps with them (alive windows, ranked windows, the filters'
// answers) change how fast a choice is made, never which seats: on random states and requests the
// choice with marks equals the choice without, and steps 1 and 2 equal a brute-force search of
// every window.
import { describe, expect, it } from 'vitest';
import { flattenDrawing, generateDrawing } from '../drawing';
import { BOOKED, type FlatChart, HELD, type ObjectState } from '../model';
import { type BestAvailableSpec, chooseBestAvailable } from './index';
import { linesOf } from './rows';
import { aliveWindows, seatMarksOf, stepSeatMarks } from './seat-marks';

const chart = flattenDrawing(
  generateDrawing({ seats: 2_000, sections: 3, tables: 4, categories: 2 }),
);
const seats = chart.objects.filter((obj) => obj.objectType === 'seat');
const LIVE = 'live-token';

/** A small deterministic generator, so that a failure can be replayed. */
function random(seed: number) {
  let x = seed;
  return () => {
    x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
    return x / 2_147_483_648;
  };
}

function randomState(next: () => number): ObjectState | undefined {
  const r = next();
  if (r < 0.45) return undefined;
  if (r < 0.75) return { status: BOOKED };
  if (r < 0.8) return { status: HELD, holdToken: next() < 0.5 ? LIVE : 'expired-token' };
  if (r < 0.83) return { notForSale: true };
  return { status: 'free', extraData: { note: 'kept' } };
}

function eventOf(states: (label: string) => ObjectState | undefined) {
  const stateOf = (label: string) => {
    const state = states(label);
    // As the service hands it over: a hold whose token expired counts as free.
    return state?.status === HELD && state.holdToken !== LIVE
      ? { ...state, status: undefined }
      : state;
  };
  return { chart, tableBookingConfig: { mode: 'INHERIT' as const }, channels: [], stateOf };
}

function attempt(run: () => unknown): unknown {
  try {
    return run();
  } catch (error) {
    return (error as { code?: string }).code;
  }
}

/** Steps 1 and 2 by brute force: every window of every line, ranked as the rule says. */
function bruteForce(
  flat: FlatChart,
  stateOf: (label: string) => ObjectState | undefined,
  spec: BestAvailableSpec,
  preventOrphans: boolean,
): string[] | undefined {
  const accessible = spec.accessibleSeats ?? 0;
  const free = (label: string) => {
    const state = stateOf(label);
    return (state?.status ?? 'free') === 'free' && !state?.notForSale;
  };
  let best: { labels: string[]; key: number[] } | undefined;
  for (const line of linesOf(flat).lines) {
    const table = line.seats[0].table;
    if (table !== undefined && flat.byLabel.get(table)?.bookAsAWhole) continue;
    const n = line.seats.length;
    for (let start = 0; start + spec.number <= n; start++) {
      const window = line.seats.slice(start, start + spec.number);
      const ok = window.every(
        (seat) =>
          free(seat.label) &&
          (accessible > 0 || !seat.seatFlags?.isAccessible) &&
          (!spec.categories || spec.categories.map(String).includes(String(seat.categoryKey))),
      );
      if (!ok) continue;
      if (window.filter((seat) => seat.seatFlags?.isAccessible).length !== accessible) continue;
      const freeAt = (i: number) => i >= 0 && i < n && free(line.seats[i].label);
      const strands = (i: number, away: number) => freeAt(i) && !freeAt(i + away);
      if (preventOrphans && (strands(start - 1, -1) || strands(start + spec.number, 1))) continue;
      let sum = 0;
      let max = 0;
      for (const seat of window) {
        sum += seat.distanceToFocalPoint ?? 0;
        max = Math.max(max, seat.distanceToFocalPoint ?? 0);
      }
      const key = [sum, max, linesOf(flat).order.get(window[0].label) ?? 0];
      if (!best || lexicallyBefore(key, best.key))
        best = { labels: window.map((seat) => seat.label), key };
    }
  }
  return best?.labels;
}

function lexicallyBefore(a: number[], b: number[]): boolean {
  const i = a.findIndex((value, j) => value !== b[j]);
  return i >= 0 && a[i] < b[i];
}

describe('the same choice with the marks as without', () => {
  it('on random states, group writes and requests; steps 1 and 2 as a brute-force search', () => {
    const next = random(20_261_125);
    for (let round = 0; round < 12; round++) {
      const stored = new Map<string, ObjectState>();
      for (const seat of seats) {
        const state = randomState(next);
        if (state) stored.set(seat.label, state);
      }
      let marks = seatMarksOf(chart, stored);
      for (let request = 0; request < 6; request++) {
        // What the group wrote before this request: read through stateOf, named as changed.
        const written = new Map<string, ObjectState | undefined>();
        for (let i = 0; i < 20; i++) {
          written.set(seats[Math.floor(next() * seats.length)].label, randomState(next));
        }
        const states = (label: string) =>
          written.has(label) ? written.get(label) : stored.get(label);
        const spec: BestAvailableSpec = {
          number: 1 + Math.floor(next() * 7),
          accessibleSeats: next() < 0.2 ? 1 : undefined,
          tryToPreventOrphanSeats: next() < 0.7,
          categories: next() < 0.3 ? [1] : undefined,
        };
        const rule = { ignoreChannels: false };
        const without = attempt(() => chooseBestAvailable(eventOf(states), spec, rule));
        const known = { marks, changed: written.keys() };
        const withMarks = attempt(() => chooseBestAvailable(eventOf(states), spec, rule, known));
        expect(withMarks).toEqual(without);
        if (typeof without === 'object' && without && 'step' in without) {
          const step = without.step as number;
          const prevent = spec.tryToPreventOrphanSeats !== false;
          const first = bruteForce(chart, eventOf(states).stateOf, spec, prevent);
          if (step === 1)
            expect((without as unknown as { objects: string[] }).objects).toEqual(first);
          else expect(first).toBeUndefined();
          if (step === 2) {
            const second = bruteForce(chart, eventOf(states).stateOf, spec, false);
            expect((without as unknown as { objects: string[] }).objects).toEqual(second);
          }
        }
        // The group commits: the stored states and the marks move forward together.
        for (const [label, state] of written) {
          if (state) stored.set(label, state);
          else stored.delete(label);
        }
        marks = stepSeatMarks(marks, written);
        expect(marks.marks).toEqual(seatMarksOf(chart, stored).marks);
      }
    }
  });
});

describe('the alive windows kept with the marks', () => {
  const [first, second] = seats.map((seat) => seat.label);
  const stored = new Map<string, ObjectState>([[first, { status: BOOKED }]]);
  const event = eventOf((label) => stored.get(label));

  it('are shared by the marks that follow while seats are only taken, dropped once one is freed', () => {
    const marks = seatMarksOf(chart, stored);
    chooseBestAvailable(event, { number: 2 }, { ignoreChannels: false }, { marks, changed: [] });
    expect(marks.alive.has('2/0')).toBe(true);
    const taken = stepSeatMarks(marks, new Map([[second, { status: BOOKED }]]));
    expect(taken.alive).toBe(marks.alive);
    const freed = stepSeatMarks(taken, new Map([[first, undefined]]));
    expect(freed.alive.size).toBe(0);
  });

  it('are not used for marks older than the ones they were cut against', () => {
    const marks = seatMarksOf(chart, stored);
    const newer = stepSeatMarks(marks, new Map([[second, { status: BOOKED }]]));
    const windows = () => Int32Array.of(0, 1, 2);
    expect(aliveWindows(newer, '3', windows)).toBeDefined();
    expect(aliveWindows(marks, '3', windows)).toBeUndefined();
  });
});
