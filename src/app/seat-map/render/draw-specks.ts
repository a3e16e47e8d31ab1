// Seats too small to be round on screen ("specks"), written straight into pixels. A zoomed-out
// venue is 100,000 squares of a pixel or two; as a canvas path Chromium rasterizes them in
// 0.1-0.4 s (software rendering), as pixel writes they take a few milliseconds. They are written
// into a scratch canvas and drawn over what is below in one drawImage, so the order of layers
// (decorations, outlines, areas, seats, marks) stays as the vector drawing has it.
import type { MapObject } from '../../../domain/seat-map/types';
import { MIN_SPECK_PX, ROUND_FROM_PX } from './draw-shapes';

/** Above this many pixels the scratch canvas would cost more memory than the path costs time. */
const MAX_SCRATCH_PIXELS = 4_000_000;

export interface SpeckBatch {
  colour: string;
  alpha: number;
  objects: readonly MapObject[];
}

/** True when every object of the batch is a seat drawn as a speck at `scale` (px per unit). */
export function allSpecks(objects: readonly MapObject[], scale: number): boolean {
  for (const o of objects) {
    if (o.shape.type !== 'circle' || o.shape.r * scale >= ROUND_FROM_PX) return false;
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

let scratch: HTMLCanvasElement | undefined;

/**
 * Draws the batches' specks on `ctx` (whose transform maps chart units to device pixels, no
 * rotation). Returns false, drawing nothing, when the canvas is too big for a scratch copy.
 */
export function drawSpecks(ctx: CanvasRenderingContext2D, batches: readonly SpeckBatch[]): boolean {
  const { width, height } = ctx.canvas;
  if (width * height > MAX_SCRATCH_PIXELS || width === 0 || height === 0) return false;
  const m = ctx.getTransform();
  // Zoomed far out, several seats share a pixel: the pixel shows the mean of their colours, so a
  // half-sold stand reads as mixed, not as whichever status happened to be drawn last.
  const sums = new Float32Array(width * height * 4);
  const counts = new Uint16Array(width * height);
  for (const batch of batches) {
    const [r, g, b, a] = rgbaOf(batch.colour);
    const alpha = (a / 255) * batch.alpha;
    for (const o of batch.objects) {
      if (o.shape.type !== 'circle') continue;
      const half = Math.max(o.shape.r * m.a, MIN_SPECK_PX);
      const x0 = Math.max(0, Math.round(m.a * o.shape.cx + m.e - half));
      const y0 = Math.max(0, Math.round(m.d * o.shape.cy + m.f - half));
      const x1 = Math.min(width, Math.max(x0 + 1, Math.round(m.a * o.shape.cx + m.e + half)));
      const y1 = Math.min(height, Math.max(y0 + 1, Math.round(m.d * o.shape.cy + m.f + half)));
      for (let y = y0; y < y1; y++) {
        for (let x = x0; x < x1; x++) {
          const at = y * width + x;
          const i = at * 4;
          sums[i] = (sums[i] as number) + r * alpha;
          sums[i + 1] = (sums[i + 1] as number) + g * alpha;
          sums[i + 2] = (sums[i + 2] as number) + b * alpha;
          sums[i + 3] = (sums[i + 3] as number) + alpha;
          counts[at] = Math.min(65535, (counts[at] as number) + 1);
        }
      }
    }
  }
  const pixels = new ImageData(width, height);
  const out = pixels.data;
  for (let at = 0; at < counts.length; at++) {
    const n = counts[at] as number;
    if (n === 0) continue;
    const i = at * 4;
    const weight = sums[i + 3] as number;
    if (weight <= 0) continue;
    out[i] = (sums[i] as number) / weight;
    out[i + 1] = (sums[i + 1] as number) / weight;
    out[i + 2] = (sums[i + 2] as number) / weight;
    out[i + 3] = (255 * weight) / n;
  }
  scratch ??= document.createElement('canvas');
  scratch.width = width;
  scratch.height = height;
  scratch.getContext('2d')?.putImageData(pixels, 0, 0);
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.drawImage(scratch, 0, 0);
  ctx.restore();
  return true;
}
