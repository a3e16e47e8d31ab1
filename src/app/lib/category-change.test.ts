// The rule of a move that changes category, on object infos as the service reports them.
import { describe, expect, test } from 'vitest';
import type { ObjectInfoWire } from '../../contract/status';
import { categoryChanges, describeCategoryMove, moveMayGo } from './category-change';

const seat = (label: string, categoryLabel?: string): ObjectInfoWire =>
  ({ label, status: 'free', objectType: 'seat', categoryLabel }) as ObjectInfoWire;

describe('categoryChanges', () => {
  test('the same categories in another order, or fewer seats, change nothing', () => {
    const before = [seat('A-1', 'Stalls'), seat('C-1', 'Balcony')];
    expect(categoryChanges(before, [seat('C-9', 'Balcony'), seat('A-9', 'Stalls')])).toEqual([]);
    expect(categoryChanges(before, [seat('A-9', 'Stalls')])).toEqual([]);
    expect(categoryChanges(before, [...before, seat('A-2', 'Stalls')])).toEqual([]);
  });

  test('seats left over after matching are named with their categories', () => {
    const moves = categoryChanges(
      [seat('C-3', 'Balcony'), seat('C-4', 'Balcony'), seat('A-1', 'Stalls')],
      [seat('A-3', 'Stalls'), seat('A-4', 'Stalls'), seat('A-5', 'Stalls')],
    );
    expect(moves.map(describeCategoryMove)).toEqual([
      'C-3 and C-4 move from Balcony to Stalls (as A-4 and A-5).',
    ]);
  });

  test('a seat added in a category the order had none of counts; one without a category is said so', () => {
    const added = categoryChanges(
      [seat('C-3', 'Balcony')],
      [seat('C-4', 'Balcony'), seat('A-1', 'Stalls')],
    );
    expect(added.map(describeCategoryMove)).toEqual([
      'A-1 is added in Stalls, a category the order had no seat in.',
    ]);
    const bare = categoryChanges([seat('C-3', 'Balcony')], [seat('X-1')]);
    expect(bare.map(describeCategoryMove)).toEqual([
      'C-3 moves from Balcony to no category (as X-1).',
    ]);
  });

  test('a move goes when nothing changes, or when exactly these changes were accepted', () => {
    const moves = categoryChanges([seat('C-3', 'Balcony')], [seat('A-3', 'Stalls')]);
    const other = categoryChanges([seat('C-3', 'Balcony')], [seat('A-4', 'Stalls')]);
    expect(moveMayGo([], null)).toBe(true);
    expect(moveMayGo(moves, null)).toBe(false);
    expect(moveMayGo(moves, other)).toBe(false);
    expect(moveMayGo(moves, structuredClone(moves))).toBe(true);
  });
});
