import { describe, expect, test } from 'vitest';
import { CATEGORY_COLOURS, drawingCategories, flattenDrawing, withCategories } from './index';

describe('drawingCategories', () => {
  test('fills a missing colour and accessible flag, keeps key types', () => {
    const categories = drawingCategories({
      categories: {
        list: [
          { key: 7, label: 'A' },
          { key: '7', label: 'B', color: '#000000', accessible: true },
        ],
      },
    });
    expect(categories).toEqual([
      { key: 7, label: 'A', color: CATEGORY_COLOURS[0], accessible: false },
      { key: '7', label: 'B', color: '#000000', accessible: true },
    ]);
  });

  test('a drawing without categories has none', () => {
    expect(drawingCategories({ subChart: {} })).toEqual([]);
  });
});

describe('withCategories', () => {
  const drawing = {
    name: 'x',
    categories: {
      list: [{ key: 1, label: 'Old', color: '#111111', accessible: false }],
      maxCategoryKey: 4,
    },
    subChart: { rows: [{ label: 'A', seats: [{ label: '1', categoryKey: 1 }] }] },
  };

  test('returns a new drawing whose objects see the new labels; the input is untouched', () => {
    const before = structuredClone(drawing);
    const next = withCategories(drawing, [
      { key: 1, label: 'New', color: '#222222', accessible: true },
      { key: 'vip', label: 'VIP', color: '#333333', accessible: false },
    ]);
    expect(drawing).toEqual(before);
    expect(next.subChart).toBe(drawing.subChart);
    expect(drawingCategories(next).map((c) => c.label)).toEqual(['New', 'VIP']);
    expect(flattenDrawing(next).byLabel.get('A-1')?.categoryLabel).toBe('New');
  });

  test('raises maxCategoryKey past the largest numeric key, never lowers it', () => {
    const raised = withCategories(drawing, [
      { key: 9, label: 'N', color: '#000000', accessible: false },
    ]);
    expect(raised.categories).toMatchObject({ maxCategoryKey: 9 });
    expect(withCategories(drawing, []).categories).toEqual({ list: [], maxCategoryKey: 4 });
  });

  test('stores exactly the four category fields', () => {
    const extra = { key: 2, label: 'L', color: '#000000', accessible: false, junk: 1 };
    const next = withCategories({ subChart: {} }, [extra]);
    expect(next.categories).toEqual({
      list: [{ key: 2, label: 'L', color: '#000000', accessible: false }],
      maxCategoryKey: 2,
    });
  });
});
