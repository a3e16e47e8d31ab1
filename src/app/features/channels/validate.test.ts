import { describe, expect, test } from 'vitest';
import { parseColor } from '../../lib/colors';
import { draftFromEvent, newChannel } from './channel-list';
import { colorDistance, nextPaletteColor, similarColors } from './colors';
import { describeChange, diffChannels } from './diff';
import { validateChannels } from './validate';

const objects = {
  labels: new Set(['A-1', 'A-2', 'A-3', 'GA1']),
  gaCapacity: new Map([['GA1', 10]]),
};

describe('validateChannels', () => {
  test('a clean list passes', () => {
    const drafts = [newChannel('vip', 'VIP', '#4e79a7'), newChannel('web', 'Web', '')];
    expect(validateChannels(drafts, objects)).toEqual({ byChannel: {}, ok: true });
  });

  test('names empty, duplicate and reserved keys, duplicate names and bad colours', () => {
    const drafts = [
      newChannel('', 'VIP', '#4e79a7'),
      newChannel('web', 'vip ', 'not a colour'),
      newChannel('web', '', '#12345'),
      newChannel('NO_CHANNEL', 'Other', 'red'),
    ];
    const result = validateChannels(drafts);
    expect(result.ok).toBe(false);
    const problems = drafts.map((d) => result.byChannel[d.uid]);
    expect(problems[0]).toEqual({
      key: 'Enter a key.',
      name: 'Another channel is already named "VIP".',
    });
    expect(problems[1].key).toContain('already has the key "web"');
    expect(problems[1].name).toContain('already named');
    expect(problems[1].color).toContain('not a colour');
    expect(problems[2].name).toBe('Enter a name.');
    expect(problems[2].color).toContain('#12345');
    expect(problems[3]).toEqual({ key: '"NO_CHANNEL" is reserved; choose another key.' });
  });

  test('unknown objects and GA places beyond capacity are caught', () => {
    const a = { ...newChannel('a', 'A', ''), objects: ['A-1', 'Z-9'], areaPlaces: { GA1: 7 } };
    const b = { ...newChannel('b', 'B', ''), areaPlaces: { GA1: 4, 'A-2': 1 } };
    const result = validateChannels([a, b], objects);
    expect(result.byChannel[a.uid].objects).toBe('Not on this event: Z-9.');
    expect(result.byChannel[a.uid].places).toContain('GA1 has 10 places, the channels give it 11');
    expect(result.byChannel[b.uid].places).toContain('A-2 is not a general admission area');
  });
});

describe('colours', () => {
  test('parses hex and rgb forms', () => {
    expect(parseColor('#fa0')).toEqual([255, 170, 0]);
    expect(parseColor('#FFAA00cc')).toEqual([255, 170, 0]);
    expect(parseColor('rgb(1, 2, 3)')).toEqual([1, 2, 3]);
    expect(parseColor('nonsense!')).toBeNull();
  });

  test('warns about colours that are hard to tell apart, not about distinct ones', () => {
    expect(colorDistance([255, 0, 0], [250, 5, 5])).toBeLessThan(5);
    const pairs = similarColors([
      { name: 'VIP', color: '#e15759' },
      { name: 'Web', color: '#e05a5a' },
      { name: 'Box', color: '#4e79a7' },
    ]);
    expect(pairs.map((p) => [p.first, p.second])).toEqual([['VIP', 'Web']]);
  });

  test('the next palette colour is one not in use', () => {
    expect(nextPaletteColor(['#4e79a7', '#F28E2B'])).toBe('#e15759');
  });
});

describe('diffChannels', () => {
  const saved = draftFromEvent([
    { key: 'a', name: 'Agents', color: '#4e79a7', index: 0, objects: ['A-1'] },
    { key: 'b', name: 'Box', color: '#f28e2b', index: 1, objects: [] },
    { key: 'c', name: 'Club', index: 2, objects: [], areaPlaces: { GA1: 2 } },
  ]);

  test('no edits, no changes', () => {
    expect(
      diffChannels(saved, draftFromEvent([...saved.map((c, i) => ({ ...c, index: i }))])),
    ).toEqual([]);
  });

  test('lists additions, deletions, renames, colours, moves, objects and places', () => {
    const draft = [
      { ...saved[1], name: 'Box office', objects: ['A-1'] },
      { ...saved[0], color: '#e15759', objects: [] },
      newChannel('d', 'Door', '#59a14f'),
    ];
    const removedC = diffChannels(saved, draft);
    expect(removedC.map((c) => c.kind).sort()).toEqual(
      ['added', 'moved', 'moved', 'objects', 'objects', 'recoloured', 'removed', 'renamed'].sort(),
    );
    expect(removedC.map(describeChange)).toContain('Rename b from "Box" to "Box office"');
    expect(removedC.map(describeChange)).toContain('Objects of a: −1 (A-1)');
  });

  test('deleting a channel does not report the shifted ones as moved', () => {
    const changes = diffChannels(saved, [saved[1], saved[2]]);
    expect(changes).toEqual([{ kind: 'removed', key: 'a', name: 'Agents' }]);
  });

  test('changing GA places is reported per area', () => {
    const draft = [saved[0], saved[1], { ...saved[2], areaPlaces: { GA1: 5 } }];
    expect(diffChannels(saved, draft)).toEqual([
      { kind: 'places', key: 'c', area: 'GA1', from: 2, to: 5 },
    ]);
  });
});
