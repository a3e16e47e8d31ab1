import { describe, expect, test } from 'vitest';
import { cardPlace } from './hover-card';

const stage = { width: 1000, height: 600 };
const seat = (x: number, y: number, reach = 0) => ({ at: { x, y }, reach });

describe('where the hover card goes', () => {
  test('above the object’s row, never on it; below it only without room above', () => {
    expect(cardPlace(seat(100, 200), stage, 160)).toEqual({
      left: 116,
      top: 24,
      width: 280,
      above: true,
    });
    // Near the right edge: pulled in, still off the row.
    expect(cardPlace(seat(900, 200), stage, 160)).toMatchObject({ left: 720, top: 24 });
    // Near the top: below the row.
    expect(cardPlace(seat(250, 100), { width: 500, height: 600 }, 160)).toEqual({
      left: 220,
      top: 116,
      width: 280,
      above: false,
    });
    expect(cardPlace(seat(20, 10), { width: 290, height: 600 }, 160)).toMatchObject({
      left: 10,
      top: 26,
    });
    // A seat 50 px across on screen (zoomed in): clear of the whole seat, not just its centre.
    expect(cardPlace(seat(100, 300, 50), stage, 160)).toMatchObject({ top: 74, above: true });
    expect(cardPlace(seat(100, 100, 50), stage, 160)).toMatchObject({ top: 166, above: false });
  });

  test('its measured height decides whether it hangs above', () => {
    // 120 px above the row: room for a short card, not for a tall one.
    expect(cardPlace(seat(100, 136), stage, 100)).toMatchObject({ top: 20, above: true });
    expect(cardPlace(seat(100, 136), stage, 140)).toMatchObject({ top: 152, above: false });
  });

  test('inside the stage always: a narrow stage narrows it, a short one lifts it', () => {
    expect(cardPlace(seat(200, 300), { width: 240, height: 600 }, 160)).toMatchObject({
      left: 0,
      width: 240,
    });
    // Room neither above nor below: it covers the row rather than being cut off.
    const short = { width: 1000, height: 300 };
    expect(cardPlace(seat(100, 150), short, 200)).toMatchObject({ top: 100, above: false });
    // Taller than the stage: from its top.
    expect(cardPlace(seat(100, 150), short, 400)).toMatchObject({ top: 0 });
  });
});
