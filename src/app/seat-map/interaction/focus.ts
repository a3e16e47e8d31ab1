// "Show me these": the box a page asks the map to zoom to (best available's block), and the view
// of it: close enough to read the seats, never so close that the block is alone on the screen.
import type { Bounds, SeatMapLayout } from '../../../domain/seat-map/types';
import { fitTransform, shapeBounds, type ViewSize, type ViewTransform } from '../render/viewport';

/** Zoomed in no further than seats of this radius on screen (px): legible, with their row around. */
const FOCUS_SEAT_RADIUS = 10;

export interface MapFocus {
  floor: number;
  box: Bounds;
  /** Changes whenever the objects do: the map zooms once per key. */
  key: string;
}

/**
 * The floor of the first object found, and a box around that floor's objects of `labels`;
 * `request` is part of the key, so the same labels asked for again zoom again.
 */
export function focusOf(
  layout: SeatMapLayout,
  labels: readonly string[],
  request: string | number = '',
): MapFocus | undefined {
  const objects = labels.flatMap((label) => layout.byLabel.get(label) ?? []);
  if (objects.length === 0) return undefined;
  const floor = objects[0].floor;
  const out = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const object of objects) {
    if (object.floor !== floor) continue;
    const box = shapeBounds(object.shape);
    out.minX = Math.min(out.minX, box.minX);
    out.minY = Math.min(out.minY, box.minY);
    out.maxX = Math.max(out.maxX, box.maxX);
    out.maxY = Math.max(out.maxY, box.maxY);
  }
  return { floor, box: out, key: `${request}@${floor}:${labels.join(',')}` };
}

/**
 * The view of a focus: the box fitted, but never closer than legible seats need and never farther
 * out than the whole floor (`floorScale`, the floor's fit); centred on the box.
 */
export function focusTransform(
  box: Bounds,
  size: ViewSize,
  floorScale: number,
  seatRadius: number,
): ViewTransform {
  const fitted = fitTransform(box, size);
  const k = Math.max(
    floorScale,
    Math.min(fitted.k, FOCUS_SEAT_RADIUS / Math.max(seatRadius, 1e-6)),
  );
  const cx = (box.minX + box.maxX) / 2;
  const cy = (box.minY + box.maxY) / 2;
  return { k, x: size.width / 2 - cx * k, y: size.height / 2 - cy * k };
}
