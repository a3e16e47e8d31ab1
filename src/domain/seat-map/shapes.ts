// Designer shapes → MapShape (absolute coordinates), and what the map asks of a shape: its box
// and whether a point lies on it.
import { type JsonObject, optionalNumber, type Point, pointOf } from '../drawing';
import type { Bounds, MapShape } from './types';

const DEG = Math.PI / 180;

/** The designer's angle in degrees; absent or not a number is 0. */
export function angleOf(raw: JsonObject): number {
  return optionalNumber(raw.rotationAngle) ?? 0;
}

/** A polygon's points moved by `offset`; undefined when fewer than three points are usable. */
export function polygonOf(value: unknown, offset: Point): Point[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const points: Point[] = [];
  for (const raw of value) {
    const p = pointOf(raw);
    if (p) points.push({ x: offset.x + p.x, y: offset.y + p.y });
  }
  return points.length >= 3 ? points : undefined;
}

/**
 * A designer shape (GA area, stage, booth): `type` `circle` / `ellipse` with `radius1`/`radius2`
 * (or `radius`), `rectangle` with `width`/`height`, `polygon` with `points`, all around `center`
 * (else their `x`/`y`). Sizes missing from the drawing come from `fallbackSize` (a square's side,
 * a circle's diameter), so an object with a position is always drawn. Undefined: no position.
 */
export function shapeOf(
  raw: JsonObject,
  offset: Point,
  fallbackSize: number,
): MapShape | undefined {
  const polygon = polygonOf(raw.points, offset);
  if (polygon && raw.type !== 'rectangle' && raw.type !== 'circle') {
    return { type: 'polygon', points: polygon };
  }
  const local = pointOf(raw.center) ?? pointOf(raw) ?? polygonCentre(polygon);
  if (!local) return undefined;
  const cx = offset.x + local.x;
  const cy = offset.y + local.y;
  const angle = angleOf(raw);
  const width = optionalNumber(raw.width);
  const height = optionalNumber(raw.height);
  if (raw.type === 'rectangle' || (raw.type === undefined && width !== undefined)) {
    return {
      type: 'rect',
      cx,
      cy,
      width: positive(width, fallbackSize),
      height: positive(height, fallbackSize),
      angle,
      cornerRadius: optionalNumber(raw.cornerRadius) ?? 0,
    };
  }
  const r1 = optionalNumber(raw.radius1) ?? optionalNumber(raw.radius);
  const r2 = optionalNumber(raw.radius2) ?? r1;
  const rx = positive(r1, fallbackSize / 2);
  const ry = positive(r2, fallbackSize / 2);
  if (rx === ry) return { type: 'circle', cx, cy, r: rx };
  return { type: 'ellipse', cx, cy, rx, ry, angle };
}

function positive(value: number | undefined, fallback: number): number {
  return value !== undefined && value > 0 ? value : fallback;
}

function polygonCentre(points: Point[] | undefined): Point | undefined {
  if (!points) return undefined;
  const b = pointsBounds(points);
  return { x: (b.minX + b.maxX) / 2, y: (b.minY + b.maxY) / 2 };
}

export function pointsBounds(points: readonly Point[]): Bounds {
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const p of points) {
    if (p.x < minX) minX = p.x;
    if (p.x > maxX) maxX = p.x;
    if (p.y < minY) minY = p.y;
    if (p.y > maxY) maxY = p.y;
  }
  return { minX, minY, maxX, maxY };
}

/** The centre of a shape (a polygon's: the middle of its box). */
export function centreOf(shape: MapShape): Point {
  if (shape.type !== 'polygon') return { x: shape.cx, y: shape.cy };
  return polygonCentre(shape.points) as Point;
}

/** Half-extents of a box of half-sizes `hx`, `hy` turned by `angle` degrees. */
function turnedHalfExtents(hx: number, hy: number, angle: number): [number, number] {
  if (angle === 0) return [hx, hy];
  const c = Math.abs(Math.cos(angle * DEG));
  const s = Math.abs(Math.sin(angle * DEG));
  return [hx * c + hy * s, hx * s + hy * c];
}

export function shapeBounds(shape: MapShape): Bounds {
  switch (shape.type) {
    case 'circle':
      return {
        minX: shape.cx - shape.r,
        minY: shape.cy - shape.r,
        maxX: shape.cx + shape.r,
        maxY: shape.cy + shape.r,
      };
    case 'ellipse': {
      // The exact box of a turned ellipse.
      const a = shape.angle * DEG;
      const c = Math.cos(a);
      const s = Math.sin(a);
      const hx = Math.hypot(shape.rx * c, shape.ry * s);
      const hy = Math.hypot(shape.rx * s, shape.ry * c);
      return { minX: shape.cx - hx, minY: shape.cy - hy, maxX: shape.cx + hx, maxY: shape.cy + hy };
    }
    case 'rect': {
      const [hx, hy] = turnedHalfExtents(shape.width / 2, shape.height / 2, shape.angle);
      return { minX: shape.cx - hx, minY: shape.cy - hy, maxX: shape.cx + hx, maxY: shape.cy + hy };
    }
    case 'polygon':
      return pointsBounds(shape.points);
  }
}

/** The point in the shape's own frame (centre at 0, not turned). */
function unturned(x: number, y: number, cx: number, cy: number, angle: number): [number, number] {
  const dx = x - cx;
  const dy = y - cy;
  if (angle === 0) return [dx, dy];
  const a = -angle * DEG;
  const c = Math.cos(a);
  const s = Math.sin(a);
  return [dx * c - dy * s, dx * s + dy * c];
}

/**
 * Whether the point lies on the shape as the map draws it, edges included: a point in the cut-off
 * corner of a rounded rectangle is outside it.
 */
export function shapeContains(shape: MapShape, x: number, y: number): boolean {
  switch (shape.type) {
    case 'circle': {
      const dx = x - shape.cx;
      const dy = y - shape.cy;
      return dx * dx + dy * dy <= shape.r * shape.r;
    }
    case 'ellipse': {
      const [u, v] = unturned(x, y, shape.cx, shape.cy, shape.angle);
      return (u * u) / (shape.rx * shape.rx) + (v * v) / (shape.ry * shape.ry) <= 1;
    }
    case 'rect': {
      const [u, v] = unturned(x, y, shape.cx, shape.cy, shape.angle);
      return inRoundedRect(
        Math.abs(u),
        Math.abs(v),
        shape.width / 2,
        shape.height / 2,
        shape.cornerRadius,
      );
    }
    case 'polygon':
      return pointInPolygon({ x, y }, shape.points);
  }
}

/**
 * A point of the first quadrant of a rectangle's own frame against its half-sizes; the corner
 * radius is clamped to the shorter half-side, as the map draws it.
 */
function inRoundedRect(u: number, v: number, hw: number, hh: number, radius: number): boolean {
  if (u > hw || v > hh) return false;
  const r = Math.min(radius, hw, hh);
  if (!(r > 0)) return true;
  const du = u - (hw - r);
  const dv = v - (hh - r);
  return du <= 0 || dv <= 0 || du * du + dv * dv <= r * r;
}

/** Even-odd rule; a point exactly on an edge may fall either way (a seat is never that thin). */
export function pointInPolygon({ x, y }: Point, points: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const a = points[i] as Point;
    const b = points[j] as Point;
    if (a.y > y !== b.y > y && x < ((b.x - a.x) * (y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}
