// Seats too small to be round on screen ("specks"), written straight into pixels. A zoomed-out
// venue is 100,000 squares of a pixel or two; as a canvas path Chromium rasterizes them in
// 0.1-0.4 s (software rendering), as pixel writes they take a few milliseconds. They are written
// into a scratch canvas and drawn over what is below in one drawImage, so the order of layers
// (decorations, outlines, areas, seats, marks) stays as the vector drawing has it.
import type { MapObject } from '../../domain/seat-map/types';
import { MIN_SPECK_PX, ROUND_FROM_PX } from './draw-shapes';

/** Above this many pixels the scratch canvas would cost more memory than the path costs time. */
const MAX_SCRATCH_PIXELS = 16_000_000;

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
  const pixels = new ImageData(width, height);
  const data = new Uint32Array(pixels.data.buffer);
  const littleEndian = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
  for (const batch of batches) {
    const [r, g, b, a] = rgbaOf(batch.colour);
    const alpha = Math.round(a * batch.alpha);
    const word = littleEndian
      ? ((alpha << 24) | (b << 16) | (g << 8) | r) >>> 0
      : ((r << 24) | (g << 16) | (b << 8) | alpha) >>> 0;
    for (const o of batch.objects) {
      if (o.shape.type !== 'circle') continue;
      const half = Math.max(o.shape.r * m.a, MIN_SPECK_PX);
      const x0 = Math.max(0, Math.round(m.a * o.shape.cx + m.e - half));
      const x1 = Math.min(width, Math.round(m.a * o.shape.cx + m.e + half));
      const y0 = Math.max(0, Math.round(m.d * o.shape.cy + m.f - half));
      const y1 = Math.min(height, Math.round(m.d * o.shape.cy + m.f + half));
      for (let y = y0; y < Math.max(y1, y0 + 1) && y < height; y++) {
        const row = y * width;
        for (let x = x0; x < Math.max(x1, x0 + 1) && x < width; x++) data[row + x] = word;
      }
    }
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
