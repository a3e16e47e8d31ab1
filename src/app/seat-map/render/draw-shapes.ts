// Paths of the map's shapes and the colours they are drawn in. Every trace starts with moveTo so
// that thousands of shapes share one path and one fill() call (batching is what keeps 100,000
// seats inside a frame).
import type { MapShape, Point } from '../../../domain/seat-map/types';
import { parseColorCode, type Rgb } from '../../lib/colors';

/** Below this radius on screen (CSS px) a seat is drawn as a square: arcs cost more, nobody sees. */
export const ROUND_FROM_PX = 1.6;
/**
 * A seat is never drawn smaller than this (screen px, half its side): zoomed out on a big venue
 * the seats would be fractions of a pixel, blended into the background, and a stand would look
 * grey whatever its seats' colours. Neighbours overlap into a block of their colours instead.
 */
export const MIN_SPECK_PX = 0.5;

export function traceShape(ctx: CanvasRenderingContext2D, shape: MapShape, scale: number): void {
  switch (shape.type) {
    case 'circle':
      if (shape.r * scale < ROUND_FROM_PX) {
        const r = Math.max(shape.r, MIN_SPECK_PX / scale);
        ctx.rect(shape.cx - r, shape.cy - r, r * 2, r * 2);
      } else {
        ctx.moveTo(shape.cx + shape.r, shape.cy);
        ctx.arc(shape.cx, shape.cy, shape.r, 0, Math.PI * 2);
      }
      return;
    case 'ellipse': {
      const angle = (shape.angle * Math.PI) / 180;
      ctx.moveTo(shape.cx + Math.cos(angle) * shape.rx, shape.cy + Math.sin(angle) * shape.rx);
      ctx.ellipse(shape.cx, shape.cy, shape.rx, shape.ry, angle, 0, Math.PI * 2);
      return;
    }
    case 'rect':
      traceRect(ctx, shape, scale);
      return;
    case 'polygon':
      tracePolygon(ctx, shape.points);
      return;
  }
}

/** A ring just outside a shape, `gap` chart units away (selection, focus and mark rings). */
export function traceRing(ctx: CanvasRenderingContext2D, shape: MapShape, gap: number): void {
  switch (shape.type) {
    case 'circle':
      ctx.moveTo(shape.cx + shape.r + gap, shape.cy);
      ctx.arc(shape.cx, shape.cy, shape.r + gap, 0, Math.PI * 2);
      return;
    case 'ellipse': {
      const angle = (shape.angle * Math.PI) / 180;
      const rx = shape.rx + gap;
      ctx.moveTo(shape.cx + Math.cos(angle) * rx, shape.cy + Math.sin(angle) * rx);
      ctx.ellipse(shape.cx, shape.cy, rx, shape.ry + gap, angle, 0, Math.PI * 2);
      return;
    }
    case 'rect':
      // The outline of a rounded rectangle grown by `gap` has corners rounded by radius + gap.
      traceRect(
        ctx,
        {
          ...shape,
          width: shape.width + 2 * gap,
          height: shape.height + 2 * gap,
          cornerRadius: shape.cornerRadius > 0 ? shape.cornerRadius + gap : 0,
        },
        Number.POSITIVE_INFINITY,
      );
      return;
    case 'polygon':
      // Rings around free shapes are drawn on the outline itself (growing a polygon is not worth it).
      tracePolygon(ctx, shape.points);
      return;
  }
}

/**
 * Corners rounded less than this on screen (px) are drawn square: four arcs cost more than four
 * lines, and a quarter-pixel curve cannot be seen.
 */
export const ROUND_CORNERS_FROM_PX = 0.5;
const QUARTER = Math.PI / 2;

/**
 * A rectangle turned by its angle, its corners rounded by `cornerRadius` (at most half its
 * shorter side). Drawn with arc(), not roundRect(): roundRect cannot turn, and arc exists in every
 * canvas. Like every trace it adds to the current path, so booths stay batched by colour.
 */
function traceRect(
  ctx: CanvasRenderingContext2D,
  shape: Extract<MapShape, { type: 'rect' }>,
  scale: number,
) {
  const angle = (shape.angle * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const hw = shape.width / 2;
  const hh = shape.height / 2;
  const { cx, cy } = shape;
  const r = Math.min(shape.cornerRadius, hw, hh);
  if (!(r > 0) || r * scale < ROUND_CORNERS_FROM_PX) {
    ctx.moveTo(cx - hw * cos + hh * sin, cy - hw * sin - hh * cos);
    ctx.lineTo(cx + hw * cos + hh * sin, cy + hw * sin - hh * cos);
    ctx.lineTo(cx + hw * cos - hh * sin, cy + hw * sin + hh * cos);
    ctx.lineTo(cx - hw * cos - hh * sin, cy - hw * sin + hh * cos);
    ctx.closePath();
    return;
  }
  // The centres of the corner arcs, in the rectangle's own frame, clockwise from the top right;
  // each arc() joins the previous one with a straight side.
  const ix = hw - r;
  const iy = hh - r;
  ctx.moveTo(cx - ix * cos + hh * sin, cy - ix * sin - hh * cos);
  ctx.arc(cx + ix * cos + iy * sin, cy + ix * sin - iy * cos, r, angle - QUARTER, angle);
  ctx.arc(cx + ix * cos - iy * sin, cy + ix * sin + iy * cos, r, angle, angle + QUARTER);
  ctx.arc(cx - ix * cos - iy * sin, cy - ix * sin + iy * cos, r, angle + QUARTER, angle + Math.PI);
  ctx.arc(
    cx - ix * cos + iy * sin,
    cy - ix * sin - iy * cos,
    r,
    angle + Math.PI,
    angle + 3 * QUARTER,
  );
  ctx.closePath();
}

function tracePolygon(ctx: CanvasRenderingContext2D, points: readonly Point[]) {
  if (points.length === 0) return;
  ctx.moveTo(points[0].x, points[0].y);
  for (let i = 1; i < points.length; i++) ctx.lineTo(points[i].x, points[i].y);
  ctx.closePath();
}

/** A cross over a shape's centre (a refused object in a preview). */
export function traceCross(ctx: CanvasRenderingContext2D, centre: Point, size: number): void {
  ctx.moveTo(centre.x - size, centre.y - size);
  ctx.lineTo(centre.x + size, centre.y + size);
  ctx.moveTo(centre.x + size, centre.y - size);
  ctx.lineTo(centre.x - size, centre.y + size);
}

/** The colours the map draws in, read from seat-map.css's variables (light or dark theme). */
export interface MapColours {
  /** "light" or "dark": which theme the colours belong to (designer colours adapt to it). */
  scheme: string;
  neutral: string;
  outline: string;
  sectionStroke: string;
  sectionText: string;
  decorationFill: string;
  decorationText: string;
  halo: string;
  selection: string;
  selectionHalo: string;
  focus: string;
  refused: string;
  conflict: string;
  changed: string;
  rectangle: string;
}

const FALLBACK: MapColours = {
  scheme: 'light',
  neutral: '#c3c9d0',
  outline: '#59636e',
  sectionStroke: '#8a939e',
  sectionText: '#1b1f24',
  decorationFill: '#d5dae0',
  decorationText: '#1b1f24',
  halo: '#ffffff',
  selection: '#1b1f24',
  selectionHalo: '#ffffff',
  focus: '#f5a524',
  refused: '#d92d20',
  conflict: '#f79009',
  changed: '#1b1f24',
  rectangle: '#1f5fbf',
};

const VARIABLE = (key: string) =>
  `--seat-map-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

export function readColours(element: Element | null): MapColours {
  if (!element || typeof getComputedStyle !== 'function') return FALLBACK;
  const style = getComputedStyle(element);
  const out = { ...FALLBACK };
  for (const key of Object.keys(FALLBACK) as (keyof MapColours)[]) {
    const value = style.getPropertyValue(VARIABLE(key)).trim();
    if (value) out[key] = value;
  }
  return out;
}

const readable = new Map<string, string>();

/** Black or white, whichever reads better on `fill` (#rgb, #rrggbb or rgb(); else black). */
export function textColourOn(fill: string): string {
  const known = readable.get(fill);
  if (known) return known;
  const rgb = parseColorCode(fill);
  const luminance = rgb ? relativeLuminance(rgb) : 1;
  // The crossing point where white and black have equal contrast against the fill.
  const colour = luminance > 0.179 ? '#000000' : '#ffffff';
  if (readable.size < 512) readable.set(fill, colour);
  return colour;
}

export function relativeLuminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** Labels over the map (section names, row labels): centred text with a halo, legible on seats. */
export function drawHaloLabels(
  ctx: CanvasRenderingContext2D,
  labels: ReadonlyArray<{ text: string; x: number; y: number }>,
  font: string,
  haloWidth: number,
  colours: MapColours,
): void {
  ctx.font = font;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.lineJoin = 'round';
  ctx.lineWidth = haloWidth;
  ctx.strokeStyle = colours.halo;
  ctx.fillStyle = colours.sectionText;
  for (const label of labels) {
    ctx.strokeText(label.text, label.x, label.y);
    ctx.fillText(label.text, label.x, label.y);
  }
}
