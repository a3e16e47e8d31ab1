import { describe, expect, test } from 'vitest';
import { cardPlace } from './hover-card';

describe('where the hover card goes', () => {
  test('beside the object, right if it fits, else left; below it on a map too narrow for either', () => {
    expect(cardPlace({ x: 100, y: 200 }, 1000)).toEqual({ left: 116, top: 184 });
    expect(cardPlace({ x: 900, y: 200 }, 1000)).toEqual({ left: 604, top: 184 });
    // 500 px wide: 280 px fit on neither side of x = 250; the card hangs below, not over it.
    expect(cardPlace({ x: 250, y: 200 }, 500)).toEqual({ left: 110, top: 216 });
    expect(cardPlace({ x: 290, y: 10 }, 560)).toEqual({ left: 150, top: 26 });
    expect(cardPlace({ x: 20, y: 10 }, 290)).toEqual({ left: 0, top: 26 });
  });
});
