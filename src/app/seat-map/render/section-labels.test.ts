import { describe, expect, test } from 'vitest';
import type { MapSection } from '../../../domain/seat-map/types';
import { placeSectionLabels, SECTION_LABEL_SIZES } from './section-labels';

const section = (displayLabel: string, x: number): MapSection => ({
  label: displayLabel,
  displayLabel,
  floor: 0,
  outline: [],
  labelAt: { x, y: 0 },
});
/** Every character as wide as 0.6 of the size, as a bold sans roughly is. */
const widthAt = (text: string, size: number) => text.length * size * 0.6;
const identity = { k: 1, x: 0, y: 0 };

describe('section names on the map', () => {
  test('names with room are drawn at the largest size', () => {
    const placed = placeSectionLabels([section('A', 0), section('B', 200)], identity, widthAt);
    expect(placed.size).toBe(SECTION_LABEL_SIZES[0]);
    expect(placed.labels.map((l) => l.text)).toEqual(['A', 'B']);
  });

  test('crowded names get smaller until they no longer touch', () => {
    // "Section 9" at 14 px is about 76 px wide: 80 apart they touch, at 10 px they do not.
    const sections = [section('Section 9', 0), section('Section 10', 80)];
    const placed = placeSectionLabels(sections, identity, widthAt);
    expect(placed.size).toBeLessThan(SECTION_LABEL_SIZES[0]);
    expect(placed.labels).toHaveLength(2);
  });

  test('names that collide at the smallest size are left out, never drawn over another', () => {
    const sections = [section('Stalls left', 0), section('Stalls right', 10), section('Far', 500)];
    const placed = placeSectionLabels(sections, identity, widthAt);
    expect(placed.size).toBe(SECTION_LABEL_SIZES.at(-1));
    expect(placed.labels.map((l) => l.text)).toEqual(['Stalls left', 'Far']);
  });

  test('the view transform places them on screen; empty names take no room', () => {
    const placed = placeSectionLabels(
      [section('', 0), section('A', 10)],
      { k: 2, x: 5, y: 7 },
      widthAt,
    );
    expect(placed.labels).toEqual([{ text: 'A', x: 25, y: 7 }]);
  });
});

describe('section names at working zoom (issue 28: they disappeared once zoomed in)', () => {
  const block = (displayLabel: string, top: number, bottom: number): MapSection => ({
    label: displayLabel,
    displayLabel,
    floor: 0,
    outline: [
      { x: 0, y: top },
      { x: 100, y: top },
      { x: 100, y: bottom },
      { x: 0, y: bottom },
    ],
    labelAt: { x: 50, y: (top + bottom) / 2 },
  });

  test('go over the section’s top edge, off its seats', () => {
    const placed = placeSectionLabels([block('Stalls', 100, 300)], identity, widthAt, true);
    expect(placed.labels).toEqual([{ text: 'Stalls', x: 50, y: 100 - placed.size }]);
  });

  test('stay in view while the section is, its top scrolled away', () => {
    const scrolled = { k: 4, x: 0, y: -800 };
    // The section spans screen y -400..400: its name sits at the view's top edge.
    const placed = placeSectionLabels([block('Stalls', 100, 300)], scrolled, widthAt, true);
    expect(placed.labels).toEqual([{ text: 'Stalls', x: 200, y: placed.size }]);
  });
});
