// A histogram carried forward over writes must read the same summaries as one counted afresh
// over the states after them (fast-check, on the reports' random events).
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { HELD, type ObjectState } from '../model';
import { EVENT_SUMMARY_TYPES } from './dimensions';
import { eventHistogram } from './histogram';
import { advanceHistogram } from './histogram-step';
import { eventDeepSummaryOf, eventSummaryOf } from './summary';
import { chart, eventInput } from './testdata/random-event-test-kit';

/** GA states without token holds: only those can be carried forward. */
function withoutHolds(state: ObjectState | undefined): ObjectState | undefined {
  if (!state?.places?.holds) return state;
  const { holds: _, ...places } = state.places;
  return { ...state, places };
}

const seatState = fc.oneof(
  fc.constant(undefined),
  fc.record(
    {
      status: fc.constantFrom('booked', HELD, 'custom', 'resale', 'free'),
      notForSale: fc.boolean(),
      orderId: fc.constant('o1'),
    },
    { requiredKeys: [] },
  ),
);
/** A seat held with a token: the step must refuse, not guess. */
const tokenHeld: ObjectState = { status: HELD, holdToken: 't9' };
const gaState = fc.record({ booked: fc.nat(40), notForSale: fc.nat(20), whole: fc.boolean() }).map(
  (g): ObjectState => ({
    notForSale: g.whole || undefined,
    places: { byStatus: { booked: g.booked }, notForSale: g.notForSale },
  }),
);
const writesArb = fc.array(
  fc.record({
    position: fc.nat(chart.objects.length - 1),
    seat: seatState,
    ga: gaState,
  }),
  { maxLength: 12 },
);

test('a histogram carried forward over writes reads as one counted afresh', () => {
  fc.assert(
    fc.property(eventInput, writesArb, (input, picks) => {
      const start = new Map<string, ObjectState>();
      for (const [label, state] of input.states) {
        const kept = withoutHolds(state);
        if (kept) start.set(label, kept);
      }
      const writes = new Map<string, ObjectState | undefined>();
      for (const { position, seat, ga } of picks) {
        const obj = chart.objects[position];
        writes.set(obj.label, obj.objectType === 'generalAdmission' ? ga : seat);
      }
      const before = new Map([...writes.keys()].map((label) => [label, start.get(label)]));
      const after = new Map(start);
      for (const [label, state] of writes) {
        if (state) after.set(label, state);
        else after.delete(label);
      }
      const kept = eventHistogram({ ...input, states: start });
      const advanced = advanceHistogram(kept, input, writes, before);
      if (!advanced) throw new Error('no token hold was written, yet the step refused');
      const fresh = eventHistogram({ ...input, states: after });
      for (const type of EVENT_SUMMARY_TYPES) {
        expect(eventSummaryOf(advanced, type)).toEqual(eventSummaryOf(fresh, type));
        expect(eventDeepSummaryOf(advanced, type)).toEqual(eventDeepSummaryOf(fresh, type));
      }
      // The kept histogram is shared with earlier readers: never changed in place.
      expect(kept).toEqual(eventHistogram({ ...input, states: start }));
    }),
    { numRuns: 150 },
  );
});

test('a token hold written or overwritten is counted afresh, never carried forward', () => {
  fc.assert(
    fc.property(
      eventInput,
      fc.nat(chart.objects.length - 1),
      fc.boolean(),
      (input, at, inBefore) => {
        const label = chart.objects[at].label;
        const kept = eventHistogram({ ...input, states: new Map() });
        const writes = new Map([[label, inBefore ? { status: 'booked' } : tokenHeld]]);
        const before = new Map([[label, inBefore ? tokenHeld : undefined]]);
        expect(advanceHistogram(kept, input, writes, before)).toBeUndefined();
      },
    ),
    { numRuns: 50 },
  );
});
