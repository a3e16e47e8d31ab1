// Which decorations are drawn over the objects, and whose labels they hide (the drawing itself is
// checked in Chromium by e2e/event-map-decorations.spec.ts: jsdom has no canvas).
import { describe, expect, test } from 'vitest';
import type { MapDecoration } from '../../../domain/seat-map/types';
import { coverShapes, isCovered, layerOf } from './draw-decorations';

const stage: MapDecoration = {
  floor: 0,
  shape: { type: 'rect', cx: 0, cy: 0, width: 100, height: 40, angle: 0, cornerRadius: 8 },
  text: 'Stage',
  textAt: { x: 0, y: 0 },
};
const pillar: MapDecoration = { ...stage, foreground: true, text: undefined };
const sign: MapDecoration = { floor: 0, text: 'EXIT', textAt: { x: 0, y: 0 }, foreground: true };

describe('foreground decorations', () => {
  test('only those marked foreground are drawn over the objects', () => {
    expect(layerOf(stage)).toBe('under');
    expect(layerOf(pillar)).toBe('over');
  });

  test('a label is hidden under a foreground shape, not in its cut-off corner', () => {
    const covers = coverShapes([stage, pillar, sign]);
    expect(covers).toEqual([pillar.shape]);
    expect(isCovered({ x: 40, y: 10 }, covers)).toBe(true);
    expect(isCovered({ x: 49, y: 19 }, covers)).toBe(false);
    expect(isCovered({ x: 40, y: 10 }, coverShapes([stage]))).toBe(false);
  });
});
