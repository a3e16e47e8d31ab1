// Seats too small to be round on screen ("specks"), written straight into pixels. A zoomed-out
// venue is 100,000 squares of a pixel or two; as a canvas path Chromium rasterizes them in
// 0.1-0.4 s (software rendering), as pixel writes they take a few milliseconds. They are written
// into a scratch canvas and drawn over what is below in one drawImage, so the order of layers
// (decorations, outlines, areas, seats, marks) stays as the vector drawing has it.
//
// The specks are read from packed columns (x, y, r of each object: floor-data.ts packs a floor's
// once per layout), not from 100,000 objects: the first frame of a first visit runs this loop
// before the JIT has compiled it, and a walk of typed arrays costs far less there than one that
// follows each object to its shape.
import type { MapObject } from '../../../domain/seat-map/types';
import { MIN_SPECK_PX, ROUND_FROM_PX } from './draw-shapes';

/** Above this many pixels the scratch canvas would cost more memory than the path costs time. */
const MAX_SCRATCH_PIXELS = 4_000_000;

/** Per object: centre x, centre y and radius; the radius is NaN for a shape that is no circle. */
export type SpeckColumns = Float64Array;

export interface SpeckBatch {
  colour: string;
  alpha: number;
  /** The batch's objects as indices into `xyr`. */
  at: readonly number[];
  xyr: SpeckColumns;
}

/** The x, y, r columns of some objects (NaN radius: not a circle, never a speck). */
export function speckColumns(objects: readonly MapObject[]): SpeckColumns {
  const xyr = new Float64Array(objects.length * 3);
  for (let i = 0; i < objects.length; i++) {
    const shape = (objects[i] as MapObject).shape;
    const circle = shape.type === 'circle';
    xyr[i * 3] = circle ? shape.cx : Number.NaN;
    xyr[i * 3 + 1] = circle ? shape.cy : Number.NaN;
    xyr[i * 3 + 2] = circle ? shape.r : Number.NaN;
  }
  return xyr;
}

/** True when every object of the batch is a circle drawn as a speck at `scale` (px per unit). */
export function allSpecks(xyr: SpeckColumns, at: readonly number[], scale: number): boolean {
  for (let j = 0; j < at.length; j++) {
    // NaN (not a circle) fails the comparison too.
    if (!((xyr[(at[j] as number) * 3 + 2] as number) * scale < ROUND_FROM_PX)) return false;
  }
  return true;
}

const rgbaCache = new Map<string, [number, number, number, number]>();
let probe: CanvasRenderingContext2D | null | undefined;

/** A CSS colour as RGBA bytes, read back from a 1-pixel canvas once per colour. */
function rgbaOf(colour: string): [number, number, number, number] {
  const known = rgbaCache.get(colour);
  if (known) return known;
  probe ??= document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  let rgba: [number, number, number, number] = [0, 0, 0, 255];
  if (probe) {
    probe.clearRect(0, 0, 1, 1);
    probe.fillStyle = colour;
    probe.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = probe.getImageData(0, 0, 1, 1).data;
    rgba = [r ?? 0, g ?? 0, b ?? 0, a ?? 255];
  }
  if (rgbaCache.size > 256) rgbaCache.clear();
  rgbaCache.set(colour, rgba);
  return rgba;
}

/** A speck batch with its colour as bytes (what `speckPixels` needs; no canvas involved). */
export interface RgbaSpeckBatch {
  rgba: readonly [number, number, number, number];
  alpha: number;
  at: readonly number[];
  xyr: SpeckColumns;
}

/** The 2D transform of chart units to pixels: scale `a` / `d`, offset `e` / `f`, no rotation. */
export interface SpeckTransform {
  a: number;
  d: number;
  e: number;
  f: number;
}

/**
 * The specks as RGBA pixels of a `width` × `height` image. Zoomed far out, several seats share a
 * pixel: the pixel shows the mean of their colours (weighted by their alpha), so a half-sold
 * stand reads as mixed, not as whichever status happened to be drawn last.
 */
export function speckPixels(
  width: number,
  height: number,
  m: SpeckTransform,
  batches: readonly RgbaSpeckBatch[],
): Uint8ClampedArray<ArrayBuffer> {
  const sums = new Float32Array(width * height * 4);
  const counts = new Uint16Array(width * height);
  // The pixels touched, in the order first touched: the pass below visits only these.
  const touched = new Int32Array(width * height);
  let touchedCount = 0;
  for (const batch of batches) {
    const alpha = (batch.rgba[3] / 255) * batch.alpha;
    const r = batch.rgba[0] * alpha;
    const g = batch.rgba[1] * alpha;
    const b = batch.rgba[2] * alpha;
    const { at, xyr } = batch;
    for (let j = 0; j < at.length; j++) {
      const o = (at[j] as number) * 3;
      const radius = xyr[o + 2] as number;
      if (!(radius >= 0)) continue;
      const cx = m.a * (xyr[o] as number) + m.e;
      const cy = m.d * (xyr[o + 1] as number) + m.f;
      const half = Math.max(radius * m.a, MIN_SPECK_PX);
      const x0 = Math.max(0, Math.round(cx - half));
      const y0 = Math.max(0, Math.round(cy - half));
      const x1 = Math.min(width, Math.max(x0 + 1, Math.round(cx + half)));
      const y1 = Math.min(height, Math.max(y0 + 1, Math.round(cy + half)));
      for (let y = y0; y < y1; y++) {
        for (let x = x0, p = y * width + x0; x < x1; x++, p++) {
          const i = p * 4;
          sums[i] = (sums[i] as number) + r;
          sums[i + 1] = (sums[i + 1] as number) + g;
          sums[i + 2] = (sums[i + 2] as number) + b;
          sums[i + 3] = (sums[i + 3] as number) + alpha;
          const n = counts[p] as number;
          if (n === 0) touched[touchedCount++] = p;
          if (n < 65535) counts[p] = n + 1;
        }
      }
    }
  }
  const out = new Uint8ClampedArray(width * height * 4);
  for (let t = 0; t < touchedCount; t++) {
    const p = touched[t] as number;
    const i = p * 4;
    const weight = sums[i + 3] as number;
    if (weight <= 0) continue;
    out[i] = (sums[i] as number) / weight;
    out[i + 1] = (sums[i + 1] as number) / weight;
    out[i + 2] = (sums[i + 2] as number) / weight;
    out[i + 3] = (255 * weight) / (counts[p] as number);
  }
  return out;
}

let scratch: HTMLCanvasElement | undefined;

/**
 * Draws the batches' specks on `ctx` (whose transform maps chart units to device pixels, no
 * rotation). Returns false, drawing nothing, when the canvas is too big for a scratch copy.
 */
export function drawSpecks(ctx: CanvasRenderingContext2D, batches: readonly SpeckBatch[]): boolean {
  const { width, height } = ctx.canvas;
  if (width * height > MAX_SCRATCH_PIXELS || width === 0 || height === 0) return false;
  const pixels = speckPixels(
    width,
    height,
    ctx.getTransform(),
    batches.map((batch) => ({ ...batch, rgba: rgbaOf(batch.colour) })),
  );
  scratch ??= document.createElement('canvas');
  scratch.width = width;
  scratch.height = height;
  scratch.getContext('2d')?.putImageData(new ImageData(pixels, width, height), 0, 0);
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.drawImage(scratch, 0, 0);
  ctx.restore();
  return true;
}
