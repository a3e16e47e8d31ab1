// "Show me these": the box a page asks the map to zoom to (best available's block), with room
// around it so the block is seen in its row and section, not alone on the screen.
import type { Bounds, SeatMapLayout } from '../../domain/seat-map/types';
import { shapeBounds } from './viewport';

/** Around the objects, at least this share of the floor's width and height is shown. */
const MIN_SHARE = 0.35;

export interface MapFocus {
  floor: number;
  box: Bounds;
  /** Changes whenever the objects do: the map zooms once per key. */
  key: string;
}

/** The floor of the first object found, and a box around that floor's objects of `labels`. */
export function focusOf(layout: SeatMapLayout, labels: readonly string[]): MapFocus | undefined {
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
  const whole = layout.floors[floor]?.bounds ?? out;
  return { floor, box: grown(out, whole), key: `${floor}:${labels.join(',')}` };
}

function grown(box: Bounds, whole: Bounds): Bounds {
  const width = Math.max(box.maxX - box.minX, (whole.maxX - whole.minX) * MIN_SHARE);
  const height = Math.max(box.maxY - box.minY, (whole.maxY - whole.minY) * MIN_SHARE);
  const cx = (box.minX + box.maxX) / 2;
  const cy = (box.minY + box.maxY) / 2;
  return {
    minX: cx - width / 2,
    maxX: cx + width / 2,
    minY: cy - height / 2,
    maxY: cy + height / 2,
  };
}
