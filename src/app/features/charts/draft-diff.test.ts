import { describe, expect, test } from 'vitest';
import type { Category } from '../../../domain/model';
import type { MapObject } from '../../../domain/seat-map/types';
import { draftDiff } from './draft-diff';

const cat = (key: string | number, label: string, color = '#111111'): Category => ({
  key,
  label,
  color,
  accessible: false,
});

const seat = (label: string, categoryKey?: string, x = 0): MapObject => ({
  label,
  kind: 'seat',
  floor: 0,
  x,
  y: 0,
  shape: { type: 'circle', cx: x, cy: 0, r: 5 },
  displayLabel: label,
  categoryKey,
});

describe('draftDiff', () => {
  const published = {
    categories: [cat(1, 'Cat1'), cat(2, 'Cat2'), cat('old', 'Old')],
    objects: [seat('A-1', '1'), seat('A-2', '1'), seat('A-3', '2'), seat('B-1', 'old', 10)],
  };

  test('categories and objects added, removed and changed, with counts per category', () => {
    const draft = {
      categories: [cat(1, 'Stalls', '#222222'), cat(2, 'Cat2'), cat('vip', 'VIP')],
      objects: [seat('A-1', '1'), seat('A-2', 'vip'), seat('A-3', '2'), seat('C-1', '2')],
    };
    const diff = draftDiff(published, draft);
    expect(diff.categories.added.map((c) => c.label)).toEqual(['VIP']);
    expect(diff.categories.removed.map((c) => c.label)).toEqual(['Old']);
    expect(diff.categories.changed).toEqual([
      expect.objectContaining({ key: '1', what: ['label "Cat1" → "Stalls"', 'colour'] }),
    ]);
    expect(diff.objects).toEqual({
      added: ['C-1'],
      removed: ['B-1'],
      recategorised: [{ label: 'A-2', from: '1', to: 'vip' }],
      changed: [],
    });
    expect(diff.counts.map((c) => [c.label, c.before, c.after])).toEqual([
      ['Stalls', 2, 1],
      ['Cat2', 1, 2],
      ['VIP', 0, 1],
      ['Old', 1, 0],
    ]);
    expect(diff.totals).toEqual({ before: 4, after: 4 });
    expect(diff.same).toBe(false);
  });

  test('a moved object is changed; rounding is not a move; an identical draft changes nothing', () => {
    const moved = draftDiff(published, {
      ...published,
      objects: published.objects.map((o) => (o.label === 'B-1' ? { ...o, x: 40 } : o)),
    });
    expect(moved.objects.changed).toEqual(['B-1']);
    const rounded = draftDiff(published, {
      ...published,
      objects: published.objects.map((o) => ({ ...o, x: o.x + 0.1 })),
    });
    expect(rounded.same).toBe(true);
    expect(draftDiff(published, published).same).toBe(true);
  });

  test('objects without a category are counted under "No category"', () => {
    const diff = draftDiff(published, {
      ...published,
      objects: [...published.objects, seat('D-1')],
    });
    expect(diff.counts.at(-1)).toMatchObject({ label: 'No category', before: 0, after: 1 });
  });
});
