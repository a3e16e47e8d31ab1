// The seat map's drawing math, kept pure so it is tested without a canvas: where chart
// coordinates land on screen, what fits, what is visible, when a label can be read.
import { shapeBounds } from '../../../domain/seat-map/shapes';
import type { Bounds, MapShape, Point } from '../../../domain/seat-map/types';

// The shapes' geometry (bounds, containment) is the domain's, shared with the service's layout.
export { pointInPolygon, pointsBounds, shapeBounds } from '../../../domain/seat-map/shapes';

/** screen = chart × k + (x, y), in CSS pixels (the same shape as d3-zoom's transform). */
export interface ViewTransform {
  k: number;
  x: number;
  y: number;
}

export interface ViewSize {
  width: number;
  height: number;
}

/** Room left around the chart when it is fitted, in CSS pixels. */
export const FIT_PADDING = 24;
/** A label drawn on a seat smaller than this (radius, CSS pixels) cannot be read. */
export const LEGIBLE_RADIUS = 7;
/** Zooming out stops at a quarter of the fitted scale; zooming in at a seat ~160 px wide. */
const ZOOM_OUT_LIMIT = 0.25;
const MAX_SEAT_SCREEN_RADIUS = 80;

export const IDENTITY: ViewTransform = { k: 1, x: 0, y: 0 };

export function toScreen(t: ViewTransform, point: Point): Point {
  return { x: point.x * t.k + t.x, y: point.y * t.k + t.y };
}

export function toChart(t: ViewTransform, point: Point): Point {
  return { x: (point.x - t.x) / t.k, y: (point.y - t.y) / t.k };
}

function isEmpty(bounds: Bounds): boolean {
  return !(bounds.maxX >= bounds.minX && bounds.maxY >= bounds.minY);
}

/** The transform that shows `bounds` whole and centred; a point or an empty box is centred at 1×. */
export function fitTransform(bounds: Bounds, size: ViewSize, padding = FIT_PADDING): ViewTransform {
  if (isEmpty(bounds) || size.width <= 0 || size.height <= 0) return IDENTITY;
  const width = bounds.maxX - bounds.minX;
  const height = bounds.maxY - bounds.minY;
  const roomX = Math.max(1, size.width - 2 * padding);
  const roomY = Math.max(1, size.height - 2 * padding);
  const k = width === 0 && height === 0 ? 1 : Math.min(roomX / (width || 1), roomY / (height || 1));
  const centreX = (bounds.minX + bounds.maxX) / 2;
  const centreY = (bounds.minY + bounds.maxY) / 2;
  return { k, x: size.width / 2 - centreX * k, y: size.height / 2 - centreY * k };
}

/** How far one may zoom: out to a quarter of the fit, in until a typical seat is 160 px wide. */
export function scaleExtent(fitScale: number, typicalRadius: number): [number, number] {
  const low = fitScale * ZOOM_OUT_LIMIT;
  const high = MAX_SEAT_SCREEN_RADIUS / Math.max(typicalRadius, 1e-6);
  return [low, Math.max(high, fitScale * 4)];
}

/** The chart rectangle on screen, grown by `margin` chart units (objects poking in from outside). */
export function visibleRect(t: ViewTransform, size: ViewSize, margin = 0): Bounds {
  const topLeft = toChart(t, { x: 0, y: 0 });
  const bottomRight = toChart(t, { x: size.width, y: size.height });
  return {
    minX: topLeft.x - margin,
    minY: topLeft.y - margin,
    maxX: bottomRight.x + margin,
    maxY: bottomRight.y + margin,
  };
}

function area(bounds: Bounds): number {
  return Math.max(0, bounds.maxX - bounds.minX) * Math.max(0, bounds.maxY - bounds.minY);
}

/**
 * Culling pays when the view shows less than half of the floor: below that, asking the spatial
 * index for the objects in view costs less than drawing the ones out of sight.
 */
export function shouldCull(view: Bounds, floor: Bounds): boolean {
  const floorArea = area(floor);
  return floorArea > 0 && area(view) < floorArea / 2;
}

/** The normalised rectangle between two corners (a drag may go any way). */
export function rectBetween(a: Point, b: Point): Bounds {
  return {
    minX: Math.min(a.x, b.x),
    minY: Math.min(a.y, b.y),
    maxX: Math.max(a.x, b.x),
    maxY: Math.max(a.y, b.y),
  };
}

/** Half the smaller side of a shape: what decides whether a label fits on it. */
export function shapeRadius(shape: MapShape): number {
  switch (shape.type) {
    case 'circle':
      return shape.r;
    case 'ellipse':
      return Math.min(shape.rx, shape.ry);
    case 'rect':
      return Math.min(shape.width, shape.height) / 2;
    case 'polygon': {
      const box = shapeBounds(shape);
      return Math.min(box.maxX - box.minX, box.maxY - box.minY) / 2;
    }
  }
}

export function labelLegible(radius: number, t: ViewTransform): boolean {
  return radius * t.k >= LEGIBLE_RADIUS;
}

/**
 * The smallest pan that brings `point` at least `margin` pixels inside the view (the keyboard
 * focus must stay visible); the same transform when it already is.
 */
export function keepInView(
  t: ViewTransform,
  point: Point,
  size: ViewSize,
  margin = 48,
): ViewTransform {
  const at = toScreen(t, point);
  const dx = shift(at.x, margin, size.width - margin);
  const dy = shift(at.y, margin, size.height - margin);
  return dx === 0 && dy === 0 ? t : { k: t.k, x: t.x + dx, y: t.y + dy };
}

function shift(value: number, low: number, high: number): number {
  if (low > high) return (low + high) / 2 - value;
  if (value < low) return low - value;
  if (value > high) return high - value;
  return 0;
}
