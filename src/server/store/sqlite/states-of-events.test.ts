// The lists of READ_OF_EVENTS: a season's family (every unit asking for the same labels) goes as
// one list of events and one of labels; events asking for others go as pairs, none lost or doubled.
import { expect, it } from 'vitest';
import { sharedLabels } from './states-of-events';

it('sends the events asking for the same labels as two lists, and the rest as pairs', () => {
  const family = new Map<number, string[]>(
    Array.from({ length: 50 }, (_, i) => [i + 1, i % 2 ? ['B-1', 'A-1', 'A-1'] : ['A-1', 'B-1']]),
  );
  family.set(99, ['C-1']);
  family.set(98, ['A-1', 'C-1']);
  const { shared, pairs } = sharedLabels(family);
  expect(shared).toEqual({
    eventIds: Array.from({ length: 50 }, (_, i) => i + 1),
    labels: ['A-1', 'B-1'],
  });
  expect(pairs).toEqual([
    [99, 'C-1'],
    [98, 'A-1'],
    [98, 'C-1'],
  ]);
  expect(sharedLabels(new Map())).toEqual({ shared: { eventIds: [], labels: [] }, pairs: [] });
});
