// The floor bitmap's specks as pixels, read from packed x, y, r columns: where each lands, the
// mean colour where several share a pixel, faded batches, clipping, and shapes that are no circle.
import { describe, expect, it } from 'vitest';
import type { MapObject } from '../../../domain/seat-map/types';
import { allSpecks, type RgbaSpeckBatch, speckColumns, speckPixels } from './draw-specks';

const IDENTITY = { a: 1, d: 1, e: 0, f: 0 };

function seat(label: string, cx: number, cy: number, r = 0.2): MapObject {
  return {
    label,
    displayLabel: label,
    kind: 'seat',
    floor: 0,
    x: cx,
    y: cy,
    shape: { type: 'circle', cx, cy, r },
  };
}

function pixel(out: Uint8ClampedArray, width: number, x: number, y: number): number[] {
  const i = (y * width + x) * 4;
  return [...out.slice(i, i + 4)];
}

describe('speckPixels', () => {
  const objects = [seat('A-1', 1.5, 1.5), seat('A-2', 1.5, 1.5), seat('A-3', 3.5, 0.5)];
  const xyr = speckColumns(objects);

  it('writes each speck at its place, in its colour, and nothing elsewhere', () => {
    const batches: RgbaSpeckBatch[] = [{ rgba: [200, 0, 0, 255], alpha: 1, at: [0, 2], xyr }];
    const out = speckPixels(5, 3, IDENTITY, batches);
    expect(pixel(out, 5, 1, 1)).toEqual([200, 0, 0, 255]);
    expect(pixel(out, 5, 3, 0)).toEqual([200, 0, 0, 255]);
    const lit = [...out].filter((_, i) => i % 4 === 3 && out[i] !== 0).length;
    expect(lit).toBe(2);
  });

  it('shows the mean colour where several specks share a pixel, faded ones weighing less', () => {
    const batches: RgbaSpeckBatch[] = [
      { rgba: [200, 0, 0, 255], alpha: 1, at: [0], xyr },
      { rgba: [0, 100, 0, 255], alpha: 1, at: [1], xyr },
    ];
    expect(pixel(speckPixels(5, 3, IDENTITY, batches), 5, 1, 1)).toEqual([100, 50, 0, 255]);
    const faded: RgbaSpeckBatch[] = [
      { rgba: [200, 0, 0, 255], alpha: 1, at: [0], xyr },
      { rgba: [0, 100, 0, 255], alpha: 0.25, at: [1], xyr },
    ];
    // Red weighs 1, green 0.25: (200·1) / 1.25 = 160, (100·0.25) / 1.25 = 20; alpha the mean.
    expect(pixel(speckPixels(5, 3, IDENTITY, faded), 5, 1, 1)).toEqual([160, 20, 0, 159]);
  });

  it('scales and moves specks with the transform, and clips them at the edges', () => {
    const batches: RgbaSpeckBatch[] = [{ rgba: [0, 0, 255, 255], alpha: 1, at: [0, 2], xyr }];
    // x2 and 1 px right: A-1 centred at (4, 3) with a 0.5 px half-side (the least a speck has),
    // so the pixel from (4, 3) to (5, 4); A-3 at
    // (8, 1), outside a 6 px wide image.
    const out = speckPixels(6, 4, { a: 2, d: 2, e: 1, f: 0 }, batches);
    expect(pixel(out, 6, 4, 3)).toEqual([0, 0, 255, 255]);
    expect([...out].filter((_, i) => i % 4 === 3 && out[i] !== 0).length).toBe(1);
  });

  it('passes over objects that are no circle', () => {
    const table: MapObject = {
      label: 'T-1',
      displayLabel: 'T-1',
      kind: 'table',
      floor: 0,
      x: 1,
      y: 1,
      shape: { type: 'rect', cx: 1, cy: 1, width: 2, height: 2, angle: 0, cornerRadius: 0 },
    };
    const columns = speckColumns([table, seat('A-1', 0.5, 0.5)]);
    const batches: RgbaSpeckBatch[] = [
      { rgba: [9, 9, 9, 255], alpha: 1, at: [0, 1], xyr: columns },
    ];
    const out = speckPixels(3, 3, IDENTITY, batches);
    expect([...out].filter((_, i) => i % 4 === 3 && out[i] !== 0).length).toBe(1);
    expect(allSpecks(columns, [1], 1)).toBe(true);
    expect(allSpecks(columns, [0, 1], 1)).toBe(false);
    expect(allSpecks(columns, [1], 10)).toBe(false);
  });
});
