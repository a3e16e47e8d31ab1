// Shapes: reading the designer's forms, boxes of turned shapes, and the exact point test.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { shapeBounds, shapeContains, shapeOf } from './shapes';
import type { MapShape } from './types';

const ORIGIN = { x: 0, y: 0 };

describe('shapeOf', () => {
  test('circle with two radii is an ellipse, with one a circle; offsets move the centre', () => {
    expect(
      shapeOf({ type: 'circle', center: { x: 1, y: 2 }, radius1: 5, radius2: 3 }, ORIGIN, 10),
    ).toEqual({ type: 'ellipse', cx: 1, cy: 2, rx: 5, ry: 3, angle: 0 });
    expect(
      shapeOf(
        { type: 'circle', center: { x: 1, y: 2 }, radius1: 5, radius2: 5 },
        { x: 10, y: 20 },
        10,
      ),
    ).toEqual({ type: 'circle', cx: 11, cy: 22, r: 5 });
  });

  test('a rectangle keeps its angle and corners; a polygon its points, moved', () => {
    expect(
      shapeOf(
        { type: 'rectangle', center: { x: 0, y: 0 }, width: 4, height: 2, rotationAngle: 30 },
        ORIGIN,
        10,
      ),
    ).toEqual({ type: 'rect', cx: 0, cy: 0, width: 4, height: 2, angle: 30, cornerRadius: 0 });
    expect(
      shapeOf(
        { type: 'polygon', points: [ORIGIN, { x: 4, y: 0 }, { x: 0, y: 3 }] },
        { x: 1, y: 1 },
        10,
      ),
    ).toEqual({
      type: 'polygon',
      points: [
        { x: 1, y: 1 },
        { x: 5, y: 1 },
        { x: 1, y: 4 },
      ],
    });
  });

  test('no position at all gives nothing', () => {
    expect(shapeOf({ type: 'circle', radius1: 5 }, ORIGIN, 10)).toBeUndefined();
    expect(shapeOf({ type: 'polygon', points: [ORIGIN, ORIGIN] }, ORIGIN, 10)).toBeUndefined();
  });
});

describe('shapeContains', () => {
  test('a rectangle turned by 90° is tall, not wide', () => {
    const rect: MapShape = {
      type: 'rect',
      cx: 0,
      cy: 0,
      width: 10,
      height: 2,
      angle: 90,
      cornerRadius: 0,
    };
    expect(shapeContains(rect, 0, 4.9)).toBe(true);
    expect(shapeContains(rect, 4.9, 0)).toBe(false);
    expect(shapeBounds(rect).maxY).toBeCloseTo(5);
    expect(shapeBounds(rect).maxX).toBeCloseTo(1);
  });

  test('an ellipse turned by 90° swaps its radii', () => {
    const ellipse: MapShape = { type: 'ellipse', cx: 0, cy: 0, rx: 10, ry: 2, angle: 90 };
    expect(shapeContains(ellipse, 0, 9.9)).toBe(true);
    expect(shapeContains(ellipse, 9.9, 0)).toBe(false);
    expect(shapeBounds(ellipse).maxY).toBeCloseTo(10);
  });

  test('angles turn +x towards +y, as a canvas rotate() does (y grows downwards)', () => {
    const ellipse: MapShape = { type: 'ellipse', cx: 0, cy: 0, rx: 10, ry: 1, angle: 45 };
    expect(shapeContains(ellipse, 5, 5)).toBe(true);
    expect(shapeContains(ellipse, 5, -5)).toBe(false);
    const rect: MapShape = {
      type: 'rect',
      cx: 0,
      cy: 0,
      width: 20,
      height: 2,
      angle: 45,
      cornerRadius: 0,
    };
    expect(shapeContains(rect, 6, 6)).toBe(true);
    expect(shapeContains(rect, 6, -6)).toBe(false);
  });

  test("a rounded rectangle (sampleChart's stage, corners of 8): the cut-off corner is outside", () => {
    const stage: MapShape = {
      type: 'rect',
      cx: 0,
      cy: 0,
      width: 245.5,
      height: 61.1,
      angle: 0,
      cornerRadius: 8,
    };
    const [hw, hh] = [245.5 / 2, 61.1 / 2];
    expect(shapeContains(stage, -hw + 1, -hh + 1)).toBe(false);
    expect(shapeContains(stage, hw - 1, hh - 1)).toBe(false);
    // On the corner's arc (45°, just inside), and along the straight sides up to their ends.
    const onArc = 8 - 8 * Math.SQRT1_2 + 0.01;
    expect(shapeContains(stage, hw - onArc, -hh + onArc)).toBe(true);
    expect(shapeContains(stage, hw, 0)).toBe(true);
    expect(shapeContains(stage, hw - 8, -hh)).toBe(true);
    expect(shapeContains(stage, 0, hh + 0.01)).toBe(false);
    expect(shapeContains({ ...stage, cornerRadius: 0 }, -hw + 1, -hh + 1)).toBe(true);
  });

  test('a turned rounded booth loses its corners where they are drawn; a huge radius is a capsule', () => {
    const booth: MapShape = {
      type: 'rect',
      cx: 10,
      cy: 10,
      width: 20,
      height: 10,
      angle: 90,
      cornerRadius: 4,
    };
    // Turned by 90°, the booth is 10 wide and 20 tall: its corners are at (10 ± 5, 10 ± 10).
    expect(shapeContains(booth, 14.5, 19.5)).toBe(false);
    expect(shapeContains(booth, 12, 17)).toBe(true);
    const capsule: MapShape = { ...booth, angle: 0, cornerRadius: 100 };
    // Clamped to half the shorter side (5): the ends are half circles of radius 5.
    expect(shapeContains(capsule, 10 + 5 + 4, 10 + 4)).toBe(false);
    expect(shapeContains(capsule, 10 + 5 + 3, 10 + 3)).toBe(true);
  });

  test('a concave polygon: the notch is outside', () => {
    const l: MapShape = {
      type: 'polygon',
      points: [
        ORIGIN,
        { x: 10, y: 0 },
        { x: 10, y: 2 },
        { x: 2, y: 2 },
        { x: 2, y: 10 },
        { x: 0, y: 10 },
      ],
    };
    expect(shapeContains(l, 1, 9)).toBe(true);
    expect(shapeContains(l, 9, 1)).toBe(true);
    expect(shapeContains(l, 6, 6)).toBe(false);
  });

  test('every point on a turned shape lies inside its box', () => {
    const shape = fc.oneof(
      fc.record({
        type: fc.constant('rect' as const),
        cx: fc.double({ min: -100, max: 100, noNaN: true }),
        cy: fc.double({ min: -100, max: 100, noNaN: true }),
        width: fc.double({ min: 1, max: 50, noNaN: true }),
        height: fc.double({ min: 1, max: 50, noNaN: true }),
        angle: fc.double({ min: -360, max: 360, noNaN: true }),
        cornerRadius: fc.double({ min: 0, max: 30, noNaN: true }),
      }),
      fc.record({
        type: fc.constant('ellipse' as const),
        cx: fc.double({ min: -100, max: 100, noNaN: true }),
        cy: fc.double({ min: -100, max: 100, noNaN: true }),
        rx: fc.double({ min: 1, max: 50, noNaN: true }),
        ry: fc.double({ min: 1, max: 50, noNaN: true }),
        angle: fc.double({ min: -360, max: 360, noNaN: true }),
      }),
    );
    const offset = fc.tuple(fc.double({ min: -60, max: 60 }), fc.double({ min: -60, max: 60 }));
    fc.assert(
      fc.property(shape, offset, (s, [dx, dy]) => {
        const x = s.cx + dx;
        const y = s.cy + dy;
        if (!shapeContains(s, x, y)) return;
        const b = shapeBounds(s);
        expect(x).toBeGreaterThanOrEqual(b.minX - 1e-9);
        expect(x).toBeLessThanOrEqual(b.maxX + 1e-9);
        expect(y).toBeGreaterThanOrEqual(b.minY - 1e-9);
        expect(y).toBeLessThanOrEqual(b.maxY + 1e-9);
      }),
      { numRuns: 500 },
    );
  });
});
