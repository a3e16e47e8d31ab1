import { describe, expect, test } from 'vitest';
import { assignObjects, setAreaPlaces, unassignObjects } from './assign';
import {
  channelSize,
  draftFromEvent,
  keyFromName,
  moveChannel,
  newChannel,
  toReplaceBody,
  updateChannel,
} from './channel-list';

const eventChannels = [
  { key: 'b', name: 'Box office', color: '#4e79a7', index: 1, objects: ['A-3'] },
  { key: 'a', name: 'Agents', index: 0, objects: ['A-1', 'A-2'], areaPlaces: { GA1: 5 } },
  { key: 'c', name: 'Late', objects: [] },
];

describe('draft channels', () => {
  test('are ordered by index; channels without one come last in their given order', () => {
    expect(draftFromEvent(eventChannels).map((c) => c.key)).toEqual(['a', 'b', 'c']);
  });

  test('replace body carries index 0..n-1 in the shown order and omits absent colours', () => {
    const drafts = moveChannel(draftFromEvent(eventChannels), 2, 0);
    expect(toReplaceBody(drafts)).toEqual({
      channels: [
        { key: 'c', name: 'Late', index: 0, objects: [] },
        { key: 'a', name: 'Agents', index: 1, objects: ['A-1', 'A-2'], areaPlaces: { GA1: 5 } },
        { key: 'b', name: 'Box office', color: '#4e79a7', index: 2, objects: ['A-3'] },
      ],
    });
  });

  test('moving outside the list changes nothing', () => {
    const drafts = draftFromEvent(eventChannels);
    expect(moveChannel(drafts, 0, -1).map((c) => c.key)).toEqual(['a', 'b', 'c']);
    expect(moveChannel(drafts, 2, 3).map((c) => c.key)).toEqual(['a', 'b', 'c']);
  });

  test('the key of a saved channel stays fixed; a new one can be re-keyed', () => {
    const fresh = newChannel('channel-4', 'New', '#e15759');
    let drafts = [...draftFromEvent(eventChannels), fresh];
    drafts = updateChannel(drafts, 'saved:a', { key: 'zzz', name: 'Agencies' });
    drafts = updateChannel(drafts, fresh.uid, { key: 'vip' });
    expect(drafts.map((c) => [c.key, c.name])).toEqual([
      ['a', 'Agencies'],
      ['b', 'Box office'],
      ['c', 'Late'],
      ['vip', 'New'],
    ]);
  });

  test('a new key is made from the name, without accents, and unique in the list', () => {
    const others = [newChannel('partner-sales', 'x', ''), newChannel('partner-sales-2', 'y', '')];
    expect(keyFromName('Partner sales', [])).toBe('partner-sales');
    expect(keyFromName('  Partner  Sales! ', others)).toBe('partner-sales-3');
    expect(keyFromName('Café Öst', [])).toBe('cafe-ost');
    expect(keyFromName('★★', [])).toBe('channel');
  });

  test("a new channel's key follows its name until typed by hand; a saved one never", () => {
    const saved = draftFromEvent([{ key: 'web', name: 'Web', objects: [] }]);
    const fresh = newChannel('channel-2', 'Channel 2', '', true);
    let drafts = [...saved, fresh];
    drafts = updateChannel(drafts, fresh.uid, { name: 'Web' });
    expect(drafts[1].key).toBe('web-2');
    drafts = updateChannel(drafts, fresh.uid, { name: 'Partners' });
    expect(drafts[1].key).toBe('partners');
    drafts = updateChannel(drafts, fresh.uid, { key: 'agents' });
    drafts = updateChannel(drafts, fresh.uid, { name: 'Agents and partners' });
    expect(drafts[1]).toMatchObject({ key: 'agents', name: 'Agents and partners' });
    drafts = updateChannel(drafts, 'saved:web', { name: 'Web shop' });
    expect(drafts[0]).toMatchObject({ key: 'web', name: 'Web shop' });
  });
});

describe('assigning objects', () => {
  test('an object held by another channel moves only when asked', () => {
    const drafts = draftFromEvent(eventChannels);
    const skipped = assignObjects(drafts, 'saved:c', ['A-1', 'A-9'], 'skip');
    expect(skipped.map((c) => c.objects)).toEqual([['A-1', 'A-2'], ['A-3'], ['A-9']]);
    const moved = assignObjects(drafts, 'saved:c', ['A-1', 'A-9'], 'move');
    expect(moved.map((c) => c.objects)).toEqual([['A-2'], ['A-3'], ['A-1', 'A-9']]);
  });

  test('assigning an object the channel already has adds nothing', () => {
    const drafts = assignObjects(draftFromEvent(eventChannels), 'saved:a', ['A-1'], 'skip');
    expect(drafts[0].objects).toEqual(['A-1', 'A-2']);
  });

  test('unassigning and GA places update the counts', () => {
    let drafts = draftFromEvent(eventChannels);
    drafts = unassignObjects(drafts, 'saved:a', ['A-2']);
    drafts = setAreaPlaces(drafts, 'saved:a', 'GA1', 12);
    drafts = setAreaPlaces(drafts, 'saved:b', 'GA2', 3);
    expect(channelSize(drafts[0])).toEqual({ objects: 1, places: 12 });
    expect(channelSize(drafts[1])).toEqual({ objects: 1, places: 3 });
    drafts = setAreaPlaces(drafts, 'saved:b', 'GA2', 0);
    expect(drafts[1].areaPlaces).toEqual({});
  });
});
