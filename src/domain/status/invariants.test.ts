// Property test: random sequences of requests (status changes, for-sale marks, token expiry) on a
// small generated chart keep the engine's invariants, whatever is accepted or refused.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { flattenDrawing, generateDrawing } from '../drawing';
import { BOOKED, type Channel, HELD, type ObjectState, tableBookedAsWhole } from '../model';
import { gaCounts } from '../object-info';
import { applyStatusChanges } from './apply';
import { markForSale, markNotForSale } from './for-sale';
import { normalizeExpiredHolds } from './hold-expiry';
import { type ChangeAction, normalizeChange, type WireChange } from './normalize';
import { RuleError } from './rule-error';

const chart = flattenDrawing(generateDrawing({ seats: 8, gaAreas: 2, tables: 1, categories: 2 }));
const areas = chart.objects.filter((o) => o.objectType === 'generalAdmission');
const channels: Channel[] = [
  { key: 'c1', name: 'One', objects: ['A-1', 'A-2'], areaPlaces: { GA1: 30 } },
];
const tableBookingConfig = { mode: 'INHERIT' as const };

const seatLabels = chart.objects
  .filter((o) => o.objectType !== 'generalAdmission')
  .map((o) => o.label);
const objectArb = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...seatLabels, ...areas.map((a) => a.label)) },
  {
    weight: 3,
    arbitrary: fc.record(
      {
        objectId: fc.constantFrom(...areas.map((a) => a.label)),
        quantity: fc.integer({ min: 1, max: 60 }),
        ticketType: fc.constantFrom('adult', 'child'),
      },
      { requiredKeys: ['objectId'] },
    ),
  },
  { weight: 1, arbitrary: fc.constant('Z-99') },
);

/** Mostly absent: options that refuse often would leave too few accepted requests. */
const rare = <T>(arb: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: arb });

const changeArb = fc
  .record({
    action: fc.constantFrom<ChangeAction>('book', 'book', 'hold', 'release', 'change'),
    status: fc.constantFrom('booked', 'vip', 'resale', 'reservedByToken'),
    objects: fc.array(objectArb, { minLength: 1, maxLength: 3 }),
    holdToken: fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom('t1', 't2') },
      { weight: 1, arbitrary: fc.constantFrom(undefined, 'dead') },
    ),
    orderId: rare(fc.constantFrom('o1', 'o2')),
    keepExtraData: rare(fc.boolean()),
    channelKeys: rare(fc.subarray(['c1', 'NO_CHANNEL'], { minLength: 1 })),
    ignoreChannels: rare(fc.boolean()),
    allowedPreviousStatuses: rare(fc.subarray(['free', 'booked', 'reservedByToken'])),
  })
  .map((change) => {
    const defined = Object.entries(change).filter(([, value]) => value !== undefined);
    return Object.fromEntries(defined) as unknown as WireChange & { action: ChangeAction };
  });

type Step =
  | { kind: 'status'; changes: Array<WireChange & { action: ChangeAction }> }
  | { kind: 'forSale'; forSale: boolean; objects: string[]; areaPlaces: Record<string, number> }
  | { kind: 'expire'; token: string };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('status' as const),
      changes: fc.array(changeArb, { minLength: 1, maxLength: 2 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('forSale' as const),
      forSale: fc.boolean(),
      objects: fc.subarray(['A-1', 'A-3', 'GA2']),
      areaPlaces: fc.dictionary(fc.constantFrom('GA1', 'GA2'), fc.integer({ min: 1, max: 40 }), {
        maxKeys: 1,
      }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('expire' as const),
      token: fc.constantFrom('t1', 't2'),
    }),
  },
);

function snapshot(states: Map<string, ObjectState>): string {
  return JSON.stringify([...states].sort(([a], [b]) => a.localeCompare(b)));
}

function checkInvariants(states: Map<string, ObjectState>, isLive: (t: string) => boolean): void {
  for (const area of areas) {
    const counts = gaCounts(area, normalizeExpiredHolds(states.get(area.label), isLive));
    expect(counts.numBooked + counts.numHeld + counts.numNotForSale).toBeLessThanOrEqual(
      counts.capacity,
    );
    expect(counts.numBooked + counts.numHeld + counts.numNotForSale + counts.numFree).toBe(
      counts.capacity,
    );
  }
  for (const [label, state] of states) {
    expect(state.status === HELD).toBe(state.holdToken !== undefined);
    if (state.status === BOOKED) expect(state.holdToken).toBeUndefined();
    const obj = chart.byLabel.get(label);
    if (obj?.objectType === 'table' && !tableBookedAsWhole(obj, tableBookingConfig)) {
      expect(state.status).toBeUndefined();
    }
    const table = obj?.table ? chart.byLabel.get(obj.table) : undefined;
    if (table && tableBookedAsWhole(table, tableBookingConfig))
      expect(state.status).toBeUndefined();
  }
}

function toWire(change: WireChange & { action: ChangeAction }): WireChange {
  const { action: _action, ...wire } = change;
  if (change.action !== 'change') delete wire.status;
  return wire;
}

describe('status engine invariants', () => {
  it('hold for any sequence of requests', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { minLength: 1, maxLength: 25 }), (steps) => {
        const states = new Map<string, ObjectState>();
        const liveTokens = new Set(['t1', 't2']);
        const isLive = (token: string) => liveTokens.has(token);
        for (const step of steps) {
          if (step.kind === 'expire') {
            liveTokens.delete(step.token);
            continue;
          }
          const before = snapshot(states);
          let writes: Map<string, ObjectState | undefined>;
          try {
            if (step.kind === 'forSale') {
              const mark = step.forSale ? markForSale : markNotForSale;
              writes = mark(chart, states, step, isLive);
            } else {
              const changes = step.changes.map((c) => normalizeChange('ev', toWire(c), c.action));
              const outcome = applyStatusChanges(changes, {
                events: new Map([
                  ['ev', { key: 'ev', chart, tableBookingConfig, channels, states }],
                ]),
                isTokenLive: isLive,
              });
              writes = outcome.writes.get('ev') ?? new Map();
            }
          } catch (error) {
            if (!(error instanceof RuleError)) throw error;
            expect(snapshot(states)).toBe(before);
            continue;
          }
          expect(snapshot(states)).toBe(before);
          for (const [label, state] of writes) {
            if (state === undefined) states.delete(label);
            else states.set(label, state);
          }
          checkInvariants(states, isLive);
        }
      }),
      { numRuns: 300 },
    );
  });
});
