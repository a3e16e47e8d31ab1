import { describe, expect, test } from 'vitest';
import { cardPlace } from './hover-card';

describe('where the hover card goes', () => {
  test('above the object’s row, never on it; below it only without room above', () => {
    expect(cardPlace({ x: 100, y: 200 }, 1000)).toEqual({ left: 116, top: 184, above: true });
    // Near the right edge: pulled in, still off the row.
    expect(cardPlace({ x: 900, y: 200 }, 1000)).toEqual({ left: 720, top: 184, above: true });
    // Near the top: below the row.
    expect(cardPlace({ x: 250, y: 100 }, 500)).toEqual({ left: 220, top: 116, above: false });
    expect(cardPlace({ x: 20, y: 10 }, 290)).toEqual({ left: 10, top: 26, above: false });
    // A seat 50 px across on screen (zoomed in): clear of the whole seat, not just its centre.
    expect(cardPlace({ x: 100, y: 300 }, 1000, 50)).toEqual({ left: 116, top: 234, above: true });
    expect(cardPlace({ x: 100, y: 100 }, 1000, 50)).toEqual({ left: 116, top: 166, above: false });
  });
});
