import { describe, expect, test } from 'vitest';
import { focusTransform } from './focus';

const size = { width: 800, height: 600 };

describe('the view of a focus', () => {
  test('a few seats: zoomed in only until seats are legible, centred on them', () => {
    const box = { minX: 100, minY: 50, maxX: 140, maxY: 60 };
    const t = focusTransform(box, size, 0.5, 5);
    expect(t.k).toBeCloseTo(10 / 5);
    expect(120 * t.k + t.x).toBeCloseTo(400);
    expect(55 * t.k + t.y).toBeCloseTo(300);
  });

  test('a wide block: fitted whole', () => {
    const box = { minX: 0, minY: 0, maxX: 1504, maxY: 10 };
    expect(focusTransform(box, size, 0.1, 5).k).toBeCloseTo(0.5);
  });

  test('never farther out than the whole floor', () => {
    const box = { minX: 0, minY: 0, maxX: 10_000, maxY: 10 };
    expect(focusTransform(box, size, 0.3, 5).k).toBe(0.3);
  });
});
