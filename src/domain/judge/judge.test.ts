// The judge alone, on the status engine's test chart: two requests of one group, the second
// seeing what the first wrote, and a refusal that writes nothing.
import { describe, expect, it } from 'vitest';
import { BOOKED } from '../model';
import { testChart } from '../status/chart-test-kit';
import { normalizeChange } from '../status/normalize';
import type { EventAtHand } from './event-at-hand';
import { GroupStates, type GroupView, judgeStatusRequest } from './judge';

const event: EventAtHand = {
  row: { id: 7, key: 'ev1', tableBookingConfig: { mode: 'INHERIT' }, channels: [] },
  chart: testChart(),
};

function viewOf(states: GroupStates): GroupView {
  return {
    events: [event],
    familyOf: () => undefined,
    stateOf: states.stateOf,
    writtenLabels: states.writtenLabels,
    seatMarks: () => undefined,
    isTokenLive: () => false,
    isTokenKnown: () => false,
    now: new Date('2026-01-01T00:00:00Z'),
  };
}

const book = (label: string) => normalizeChange('ev1', { objects: [label] }, 'book');

describe('judgeStatusRequest', () => {
  it('a plain booking writes the object booked, by event id', () => {
    const states = new GroupStates(new Map());
    const judged = judgeStatusRequest({ changes: [book('A-1')], withInfos: true }, viewOf(states));
    expect(judged.writes.get(7)?.get('A-1')?.status).toBe(BOOKED);
    expect(Object.keys(judged.results[0].objects)).toEqual(['A-1']);
  });

  it('a later request of the group sees what the earlier one wrote, and its refusal writes nothing', () => {
    const states = new GroupStates(new Map());
    states.accept(
      judgeStatusRequest({ changes: [book('A-1')], withInfos: false }, viewOf(states)).writes,
    );
    const again = () =>
      judgeStatusRequest({ changes: [book('A-1')], withInfos: false }, viewOf(states));
    expect(again).toThrow(/A-1/);
    expect([...(states.written.get(7)?.keys() ?? [])]).toEqual(['A-1']);
  });
});
