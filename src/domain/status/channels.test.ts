import { describe, expect, it } from 'vitest';
import type { Channel } from '../model';
import {
  addChannels,
  addObjectsToChannel,
  channelOf,
  deleteChannel,
  removeObjectsFromChannel,
  replaceChannels,
  updateChannel,
} from './channels';
import { catchRuleError, testChart } from './chart-test-kit';

const chart = testChart();
const base: Channel[] = replaceChannels(chart, [
  { key: 'a', name: 'A', color: '#f00', index: 1, objects: ['A-1', 'A-2'], areaPlaces: { GA1: 2 } },
  { key: 'b', name: 'B', objects: ['B-1'] },
]);

describe('channels', () => {
  it('replace keeps the given order and fields, absent optional fields stay absent', () => {
    expect(base).toEqual([
      {
        key: 'a',
        name: 'A',
        color: '#f00',
        index: 1,
        objects: ['A-1', 'A-2'],
        areaPlaces: { GA1: 2 },
      },
      { key: 'b', name: 'B', objects: ['B-1'], areaPlaces: {} },
    ]);
    expect(base[1]).not.toHaveProperty('color');
  });

  it('channelOf maps every object to its channel', () => {
    expect([...channelOf(base)]).toEqual([
      ['A-1', 'a'],
      ['A-2', 'a'],
      ['B-1', 'b'],
    ]);
  });

  it('add appends one or many and moves their objects out of other channels', () => {
    const next = addChannels(chart, base, [
      { key: 'c', name: 'C', objects: ['A-2'] },
      { key: 'd', name: 'D' },
    ]);
    expect(next.map((c) => [c.key, c.objects])).toEqual([
      ['a', ['A-1']],
      ['b', ['B-1']],
      ['c', ['A-2']],
      ['d', []],
    ]);
  });

  it('update replaces the given fields; objects move to it', () => {
    const next = updateChannel(chart, base, 'b', {
      name: 'Bee',
      color: '#0f0',
      objects: ['A-1', 'B-2'],
    });
    expect(next).toEqual([
      { key: 'a', name: 'A', color: '#f00', index: 1, objects: ['A-2'], areaPlaces: { GA1: 2 } },
      { key: 'b', name: 'Bee', color: '#0f0', objects: ['A-1', 'B-2'], areaPlaces: {} },
    ]);
    expect(updateChannel(chart, base, 'a', {})).toEqual(base);
  });

  it('add objects moves them and adds places; remove objects drops them and subtracts places', () => {
    const added = addObjectsToChannel(chart, base, 'b', {
      objects: ['A-1'],
      areaPlaces: { GA1: 3 },
    });
    expect(added.map((c) => [c.key, c.objects, c.areaPlaces])).toEqual([
      ['a', ['A-2'], { GA1: 2 }],
      ['b', ['B-1', 'A-1'], { GA1: 3 }],
    ]);
    const removed = removeObjectsFromChannel(chart, added, 'a', {
      objects: ['A-2'],
      areaPlaces: { GA1: 2 },
    });
    expect(removed[0]).toEqual({
      key: 'a',
      name: 'A',
      color: '#f00',
      index: 1,
      objects: [],
      areaPlaces: {},
    });
  });

  it('delete removes the channel', () => {
    expect(deleteChannel(base, 'a').map((c) => c.key)).toEqual(['b']);
  });

  it('never mutates the list it was given', () => {
    const copy = structuredClone(base);
    addObjectsToChannel(chart, base, 'b', { objects: ['A-1'], areaPlaces: { GA1: 1 } });
    updateChannel(chart, base, 'a', { objects: [] });
    expect(base).toEqual(copy);
  });

  it.each([
    [
      'an existing key on add',
      () => addChannels(chart, base, [{ key: 'a', name: 'New' }]),
      'CHANNEL_KEY_EXISTS',
    ],
    [
      'a key twice in one add',
      () =>
        addChannels(chart, base, [
          { key: 'x', name: 'X' },
          { key: 'x', name: 'Y' },
        ]),
      'CHANNEL_KEY_EXISTS',
    ],
    [
      'an existing name',
      () => addChannels(chart, base, [{ key: 'x', name: 'A' }]),
      'CHANNEL_NAME_EXISTS',
    ],
    [
      'a duplicate name on update',
      () => updateChannel(chart, base, 'b', { name: 'A' }),
      'CHANNEL_NAME_EXISTS',
    ],
    [
      'the reserved key',
      () => replaceChannels(chart, [{ key: 'NO_CHANNEL', name: 'N' }]),
      'CHANNEL_KEY_RESERVED',
    ],
    [
      'an object in two channels of one replace',
      () =>
        replaceChannels(chart, [
          { key: 'x', name: 'X', objects: ['A-1'] },
          { key: 'y', name: 'Y', objects: ['A-1'] },
        ]),
      'OBJECT_IN_TWO_CHANNELS',
    ],
    [
      'a label not on the chart',
      () => replaceChannels(chart, [{ key: 'x', name: 'X', objects: ['Z-9'] }]),
      'OBJECT_NOT_FOUND',
    ],
    [
      'areaPlaces of a seat',
      () => addObjectsToChannel(chart, base, 'a', { areaPlaces: { 'A-3': 1 } }),
      'NOT_A_GA_AREA',
    ],
    [
      'more places than the capacity',
      () => addObjectsToChannel(chart, base, 'b', { areaPlaces: { GA1: 4 } }),
      'CHANNEL_AREA_PLACES_EXCEEDED',
    ],
    [
      'removing more places than the channel has',
      () => removeObjectsFromChannel(chart, base, 'a', { areaPlaces: { GA1: 3 } }),
      'GA_NOT_ENOUGH_PLACES',
    ],
    [
      'removing a label not on the chart',
      () => removeObjectsFromChannel(chart, base, 'a', { objects: ['Z-9'] }),
      'OBJECT_NOT_FOUND',
    ],
  ])('refuses %s', (_name, attempt, code) => {
    expect(catchRuleError(attempt).code).toBe(code);
  });

  it.each([
    ['update', () => updateChannel(chart, base, 'zz', {})],
    ['add objects', () => addObjectsToChannel(chart, base, 'zz', { objects: [] })],
    ['remove objects', () => removeObjectsFromChannel(chart, base, 'zz', { objects: [] })],
    ['delete', () => deleteChannel(base, 'zz')],
  ])('an unknown channel on %s is a 404', (_name, attempt) => {
    const error = catchRuleError(attempt);
    expect([error.code, error.kind, error.message]).toEqual([
      'CHANNEL_NOT_FOUND',
      'not-found',
      'Channel not found: zz',
    ]);
  });
});
