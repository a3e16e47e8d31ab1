import { describe, expect, test } from 'vitest';
import type { MapShape } from '../../../domain/seat-map/types';
import {
  fitTransform,
  keepInView,
  labelLegible,
  pointInPolygon,
  rectBetween,
  scaleExtent,
  shapeBounds,
  shapeRadius,
  shouldCull,
  toChart,
  toScreen,
  visibleRect,
} from './viewport';

describe('viewport math', () => {
  test('toScreen and toChart are each other’s inverse', () => {
    const t = { k: 2.5, x: -40, y: 13 };
    const screen = toScreen(t, { x: 10, y: -4 });
    expect(screen).toEqual({ x: -15, y: 3 });
    expect(toChart(t, screen)).toEqual({ x: 10, y: -4 });
  });

  test('fit centres the chart and uses the tighter axis', () => {
    const t = fitTransform({ minX: 0, minY: 0, maxX: 200, maxY: 100 }, { width: 448, height: 448 });
    // 400 px of room across, 200 chart units: 2×; the height would allow 4×.
    expect(t.k).toBe(2);
    expect(toScreen(t, { x: 100, y: 50 })).toEqual({ x: 224, y: 224 });
    expect(toScreen(t, { x: 0, y: 0 }).x).toBe(24);
  });

  test('fit of a single point or an empty floor does not divide by zero', () => {
    const point = fitTransform({ minX: 5, minY: 5, maxX: 5, maxY: 5 }, { width: 100, height: 60 });
    expect(point).toEqual({ k: 1, x: 45, y: 25 });
    const empty = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
    expect(fitTransform(empty, { width: 100, height: 60 })).toEqual({ k: 1, x: 0, y: 0 });
    expect(fitTransform({ minX: 0, minY: 0, maxX: 10, maxY: 10 }, { width: 0, height: 0 }).k).toBe(
      1,
    );
  });

  test('the scale extent goes from a quarter of the fit to a seat 160 px wide', () => {
    expect(scaleExtent(0.5, 8)).toEqual([0.125, 10]);
    // A huge fit scale still leaves room to zoom in.
    expect(scaleExtent(20, 8)).toEqual([5, 80]);
  });

  test('the visible rectangle, with a margin for objects poking in', () => {
    const t = { k: 2, x: 100, y: 50 };
    expect(visibleRect(t, { width: 400, height: 300 })).toEqual({
      minX: -50,
      minY: -25,
      maxX: 150,
      maxY: 125,
    });
    expect(visibleRect(t, { width: 400, height: 300 }, 10).minX).toBe(-60);
  });

  test('culling only when less than half the floor is in view', () => {
    const floor = { minX: 0, minY: 0, maxX: 100, maxY: 100 };
    expect(shouldCull({ minX: 0, minY: 0, maxX: 50, maxY: 50 }, floor)).toBe(true);
    expect(shouldCull({ minX: 0, minY: 0, maxX: 100, maxY: 60 }, floor)).toBe(false);
    expect(shouldCull({ minX: 0, minY: 0, maxX: 1, maxY: 1 }, { ...floor, maxX: 0, maxY: 0 })).toBe(
      false,
    );
  });

  test('labels are legible from a 7 px radius on screen', () => {
    expect(labelLegible(8, { k: 0.875, x: 0, y: 0 })).toBe(true);
    expect(labelLegible(8, { k: 0.8, x: 0, y: 0 })).toBe(false);
  });

  test('a rectangle dragged any way round', () => {
    expect(rectBetween({ x: 5, y: 1 }, { x: -2, y: 9 })).toEqual({
      minX: -2,
      minY: 1,
      maxX: 5,
      maxY: 9,
    });
  });

  test('shape sizes and boxes', () => {
    expect(shapeRadius({ type: 'circle', cx: 0, cy: 0, r: 6 })).toBe(6);
    const rect = {
      type: 'rect',
      cx: 0,
      cy: 0,
      width: 6,
      height: 8,
      angle: 30,
      cornerRadius: 0,
    } as const;
    expect(shapeRadius(rect)).toBe(3);
    // The exact box of the turned rectangle: 3·cos 30° + 4·sin 30° across, 3·sin 30° + 4·cos 30° down.
    const box = shapeBounds(rect);
    expect(box.maxX).toBeCloseTo(3 * Math.cos(Math.PI / 6) + 2, 9);
    expect(box.maxY).toBeCloseTo(1.5 + 4 * Math.cos(Math.PI / 6), 9);
    expect(box.minX).toBeCloseTo(-box.maxX, 9);
    const triangle: MapShape = {
      type: 'polygon',
      points: [
        { x: 0, y: 0 },
        { x: 10, y: 0 },
        { x: 0, y: 4 },
      ],
    };
    expect(shapeBounds(triangle)).toEqual({ minX: 0, minY: 0, maxX: 10, maxY: 4 });
    expect(shapeRadius(triangle)).toBe(2);
  });

  test('keepInView pans the least that brings the point inside the margin', () => {
    const t = { k: 1, x: 0, y: 0 };
    const size = { width: 300, height: 200 };
    expect(keepInView(t, { x: 100, y: 100 }, size, 20)).toBe(t);
    expect(keepInView(t, { x: 350, y: 100 }, size, 20)).toEqual({ k: 1, x: -70, y: 0 });
    expect(keepInView(t, { x: 100, y: -10 }, size, 20)).toEqual({ k: 1, x: 0, y: 30 });
  });

  test('point in polygon', () => {
    const square = [
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 10, y: 10 },
      { x: 0, y: 10 },
    ];
    expect(pointInPolygon({ x: 5, y: 5 }, square)).toBe(true);
    expect(pointInPolygon({ x: 15, y: 5 }, square)).toBe(false);
  });
});
