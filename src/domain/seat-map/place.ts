// Shapes and sizes of the bookable things that are not row seats: tables, GA areas, booths; and
// the seat radius, derived from the chart.

import { isRecord, type JsonObject, optionalNumber, type Point, pointOf } from '../drawing';
import type { ChartObject } from '../model';
import { angleOf, centreOf, shapeOf } from './shapes';
import type { MapObject, MapShape } from './types';

/**
 * The designer draws seats of one size and varies the gap between them (`chairSpacing` 4 at a
 * pitch of 20 in the fixtures: seats 16 across). So: radius 8, smaller only when a chart's seats
 * sit closer than that allows.
 */
export const SEAT_RADIUS = 8;
/** A GA area without a size (generated charts give only a centre) is drawn this wide. */
const FALLBACK_AREA_SIZE = 60;
const FALLBACK_BOOTH_SIZE = 20;

/** Radius from the median distance between neighbours in rows: seats never overlap. */
export function seatRadiusFrom(rowGaps: readonly number[]): number {
  if (rowGaps.length === 0) return SEAT_RADIUS;
  const sorted = Float64Array.from(rowGaps).sort();
  const median = sorted[sorted.length >> 1] as number;
  if (!(median > 0)) return SEAT_RADIUS;
  return Math.min(SEAT_RADIUS, 0.45 * median);
}

function mapObject(obj: ChartObject, shape: MapShape): MapObject {
  const centre = centreOf(shape);
  return {
    label: obj.label,
    kind: obj.objectType,
    floor: 0,
    x: centre.x,
    y: centre.y,
    shape,
    displayLabel: obj.labels.own.label,
  };
}

/** A GA area or a booth, or why it cannot be drawn. */
export function placeShaped(obj: ChartObject, raw: JsonObject, offset: Point): MapObject | string {
  const isBooth = obj.objectType === 'booth';
  // A booth is a stand: a square unless the drawing says otherwise.
  const shaped = isBooth && raw.type === undefined ? { ...raw, type: 'rectangle' } : raw;
  const shape = shapeOf(shaped, offset, isBooth ? FALLBACK_BOOTH_SIZE : FALLBACK_AREA_SIZE);
  if (!shape) return 'no coordinates';
  const placed = mapObject(obj, shape);
  if (obj.capacity !== undefined) placed.capacity = obj.capacity;
  return placed;
}

/** The table's seats' positions in the sub-chart (those that have one). */
function seatPoints(raw: JsonObject): Point[] {
  const points: Point[] = [];
  if (!Array.isArray(raw.seats)) return points;
  for (const seat of raw.seats) {
    const p = isRecord(seat) ? pointOf(seat) : undefined;
    if (p) points.push(p);
  }
  return points;
}

/**
 * A round table (`radius`) or a rectangular one (`width`/`height`, turned by `rotationAngle`)
 * around its `center`. Missing sizes and centre come from its seats, which sit around it.
 */
export function placeTable(obj: ChartObject, raw: JsonObject, offset: Point): MapObject | string {
  const seats = seatPoints(raw);
  let centre = pointOf(raw.center) ?? pointOf(raw);
  if (!centre && seats.length > 0) {
    centre = {
      x: seats.reduce((sum, p) => sum + p.x, 0) / seats.length,
      y: seats.reduce((sum, p) => sum + p.y, 0) / seats.length,
    };
  }
  if (!centre) return 'no coordinates';
  const c = centre;
  const cx = offset.x + c.x;
  const cy = offset.y + c.y;
  const width = optionalNumber(raw.width);
  const height = optionalNumber(raw.height);
  const isRect = raw.type === 'rectangle' || (raw.type !== 'round' && width !== undefined);
  let shape: MapShape;
  if (isRect) {
    // Seats stand a seat's width beyond the table's edge.
    const inset = 2 * (SEAT_RADIUS + 2);
    const spanX = seats.length > 0 ? Math.max(...seats.map((p) => Math.abs(p.x - c.x))) * 2 : 0;
    const spanY = seats.length > 0 ? Math.max(...seats.map((p) => Math.abs(p.y - c.y))) * 2 : 0;
    shape = {
      type: 'rect',
      cx,
      cy,
      width: width !== undefined && width > 0 ? width : Math.max(SEAT_RADIUS, spanX - inset),
      height: height !== undefined && height > 0 ? height : Math.max(SEAT_RADIUS, spanY - inset),
      angle: angleOf(raw),
      cornerRadius: 0,
    };
  } else {
    const radius = optionalNumber(raw.radius);
    const seatDistance =
      seats.length > 0
        ? seats.reduce((sum, p) => sum + Math.hypot(p.x - c.x, p.y - c.y), 0) / seats.length
        : 0;
    shape = {
      type: 'circle',
      cx,
      cy,
      r:
        radius !== undefined && radius > 0
          ? radius
          : Math.max(SEAT_RADIUS, seatDistance - SEAT_RADIUS - 1),
    };
  }
  return mapObject(obj, shape);
}
