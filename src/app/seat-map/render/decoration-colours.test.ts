import { describe, expect, test } from 'vitest';
import type { MapDecoration } from '../../../domain/seat-map/types';
import { parseColorCode } from '../../lib/colors';
import {
  darkVariant,
  decorationFill,
  decorationStroke,
  decorationTextColour,
} from './decoration-colours';
import { type MapColours, readColours, relativeLuminance } from './draw-shapes';

const LIGHT: MapColours = { ...readColours(null), scheme: 'light' };
/** The dark theme's values from seat-map.css and styles.css. */
const DARK: MapColours = {
  ...LIGHT,
  scheme: 'dark',
  decorationFill: '#343b46',
  decorationText: '#e7eaee',
};
const DARK_SURFACE = '#1c2027';
const LIGHT_SURFACE = '#ffffff';

function contrast(a: string, b: string): number {
  const [la, lb] = [a, b].map((c) => relativeLuminance(parseColorCode(c) ?? [0, 0, 0]));
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

function hue(colour: string): number {
  const [r, g, b] = parseColorCode(colour) ?? [0, 0, 0];
  return Math.atan2(Math.sqrt(3) * (g - b), 2 * r - g - b);
}

const shape = {
  type: 'rect',
  cx: 0,
  cy: 0,
  width: 10,
  height: 4,
  angle: 0,
  cornerRadius: 0,
} as const;
/** The designer's stage, as sampleChart.json has it. */
const stage: MapDecoration = { floor: 0, shape, fill: '#D0D1D2', stroke: '#E8E8E9', text: 'Stage' };

describe('decoration colours', () => {
  test('the light theme keeps the designer colours as drawn', () => {
    expect(decorationFill(stage, LIGHT)).toBe('#D0D1D2');
    expect(decorationStroke(stage, LIGHT)).toBe('#E8E8E9');
    expect(decorationTextColour(stage, LIGHT)).toBe('#000000');
  });

  test('the dark theme turns the light grey stage dark, as far from the map as it was in light', () => {
    const fill = decorationFill(stage, DARK);
    expect(relativeLuminance(parseColorCode(fill) ?? [255, 255, 255])).toBeLessThan(0.1);
    const light = contrast('#D0D1D2', LIGHT_SURFACE);
    expect(contrast(fill, DARK_SURFACE)).toBeGreaterThan(light * 0.9);
    expect(decorationTextColour(stage, DARK)).toBe('#ffffff');
    expect(contrast(decorationTextColour(stage, DARK), fill)).toBeGreaterThanOrEqual(4.5);
  });

  test('a dark designer shape rises in the dark theme and keeps its hue', () => {
    const navy: MapDecoration = { floor: 0, shape, fill: '#1a2a5a' };
    const fill = decorationFill(navy, DARK);
    expect(contrast(fill, DARK_SURFACE)).toBeGreaterThan(2);
    expect(Math.abs(hue(fill) - hue('#1a2a5a'))).toBeLessThan(0.05);
  });

  test("a text's own colour stays readable on the dark map", () => {
    for (const textColor of ['#000000', '#1b1f24', '#d92d20', '#1f5fbf', '#ffffff']) {
      const text: MapDecoration = { floor: 0, text: 'Bar', textAt: { x: 0, y: 0 }, textColor };
      expect(decorationTextColour(text, LIGHT)).toBe(textColor);
      expect(contrast(decorationTextColour(text, DARK), DARK_SURFACE)).toBeGreaterThanOrEqual(4.5);
    }
  });

  test('without colours of their own, decorations take the theme colours', () => {
    const plain: MapDecoration = { floor: 0, shape, text: 'Stage', textAt: { x: 0, y: 0 } };
    expect(decorationFill(plain, DARK)).toBe('#343b46');
    expect(decorationStroke(plain, DARK)).toBeUndefined();
    const words: MapDecoration = { floor: 0, text: 'Exit', textAt: { x: 0, y: 0 } };
    expect(decorationTextColour(words, DARK)).toBe('#e7eaee');
  });

  test('a colour that cannot be measured falls back to the theme in the dark, kept in light', () => {
    const named: MapDecoration = { floor: 0, shape, fill: 'papayawhip' };
    expect(darkVariant('papayawhip', 'shape')).toBeUndefined();
    expect(decorationFill(named, DARK)).toBe('#343b46');
    expect(decorationFill(named, LIGHT)).toBe('papayawhip');
  });
});
