import { describe, expect, test } from 'vitest';
import { DomainError } from '../errors';
import { CATEGORY_COLOURS } from './categories';
import {
  addCategory,
  categoriesWithDefaults,
  eventCategoriesWithDefaults,
  removeCategory,
  updateCategory,
} from './category-edits';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, kind: error.kind };
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('category lists', () => {
  test('defaults: the designer colour of the position, not accessible', () => {
    expect(
      categoriesWithDefaults([
        { key: 1, label: 'A' },
        { key: 'b', label: 'B', color: '#000' },
      ]),
    ).toEqual([
      { key: 1, label: 'A', color: CATEGORY_COLOURS[0], accessible: false },
      { key: 'b', label: 'B', color: '#000', accessible: false },
    ]);
  });

  test('1 and "1" are one key', () => {
    expect(
      refusal(() =>
        categoriesWithDefaults([
          { key: 1, label: 'A' },
          { key: '1', label: 'B' },
        ]),
      ),
    ).toEqual({ code: 'DUPLICATE_CATEGORY_KEY', kind: 'invalid' });
    const chart = categoriesWithDefaults([{ key: 1, label: 'A' }]);
    expect(refusal(() => eventCategoriesWithDefaults([{ key: '1', label: 'E' }], chart))).toEqual({
      code: 'CATEGORY_ALREADY_EXISTS',
      kind: 'invalid',
    });
    expect(refusal(() => addCategory(chart, { key: '1', label: 'B' }, 'c'))).toEqual({
      code: 'CATEGORY_ALREADY_EXISTS',
      kind: 'invalid',
    });
  });

  test('edits return a new list and leave the given one alone', () => {
    const list = categoriesWithDefaults([{ key: 1, label: 'A' }]);
    const added = addCategory(list, { key: 2, label: 'B' }, 'c');
    expect(added.map((category) => category.color)).toEqual(CATEGORY_COLOURS.slice(0, 2));
    expect(updateCategory(added, '2', { label: 'Bee' }, 'c')[1].label).toBe('Bee');
    expect(removeCategory(added, '1', 'c').map((category) => category.key)).toEqual([2]);
    expect(list).toHaveLength(1);
    expect(refusal(() => removeCategory(list, '9', 'c'))).toEqual({
      code: 'CATEGORY_NOT_FOUND',
      kind: 'not-found',
    });
  });
});
