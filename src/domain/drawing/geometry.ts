// Positions of bookable things and their distance to a focal point.
import { isRecord, type JsonObject, optionalNumber } from './read';

export interface Point {
  x: number;
  y: number;
}

export function pointOf(value: unknown): Point | undefined {
  if (!isRecord(value)) return undefined;
  const x = optionalNumber(value.x);
  const y = optionalNumber(value.y);
  return x === undefined || y === undefined ? undefined : { x, y };
}

const f = Math.fround;

/**
 * The reference service computes the distance in 32-bit floats; doing the same arithmetic step
 * by step reproduces its numbers to the last bit (A-1 of sampleChart.json: 98.67842540608864).
 */
export function distanceToFocalPoint(x: number, y: number, focalPoint: Point): number {
  const dx = f(f(x) - f(focalPoint.x));
  const dy = f(f(y) - f(focalPoint.y));
  return Math.sqrt(f(f(dx * dx) + f(dy * dy)));
}

/**
 * The centre of a shaped object (GA area, table, booth): its `center` when the designer stores
 * one (circles, ellipses, rectangles, tables), else the middle of the bounding box of its
 * `points` (polygons), else its own `x`/`y`. Undefined when the drawing gives no position.
 */
export function shapeCentre(shape: JsonObject): Point | undefined {
  const centre = pointOf(shape.center);
  if (centre) return centre;
  if (Array.isArray(shape.points) && shape.points.length > 0) {
    let minX = Number.POSITIVE_INFINITY;
    let minY = Number.POSITIVE_INFINITY;
    let maxX = Number.NEGATIVE_INFINITY;
    let maxY = Number.NEGATIVE_INFINITY;
    for (const raw of shape.points) {
      const p = pointOf(raw);
      if (!p) continue;
      if (p.x < minX) minX = p.x;
      if (p.x > maxX) maxX = p.x;
      if (p.y < minY) minY = p.y;
      if (p.y > maxY) maxY = p.y;
    }
    if (minX <= maxX) return { x: (minX + maxX) / 2, y: (minY + maxY) / 2 };
  }
  return pointOf(shape);
}
