// Where row labels go on screen: just beyond a row's first (and last) seat, along the row, once
// seats are large enough to read (issue 28: staff zoomed into a block could not tell row F from
// row G). A label that would touch a seat (an aisle too narrow, the next block) or another row's
// label is left out rather than drawn over it.
import type { Bounds, MapObject, MapRow, Point } from '../../../domain/seat-map/types';
import { shapeRadius, type ViewSize, type ViewTransform } from './viewport';

/** Label sizes (CSS px): they grow with the seats, within these. */
export const ROW_LABEL_MIN = 10;
export const ROW_LABEL_MAX = 14;
/** Space between a row's end seat and its label, and between two labels, in CSS px. */
const GAP = 3;

export interface PlacedRowLabel {
  text: string;
  /** The label's centre, in screen px. */
  x: number;
  y: number;
}

/** The label size for seats of `seatRadius` at scale `k`: about a seat's height. */
export function rowLabelSize(seatRadius: number, k: number): number {
  return Math.round(Math.min(ROW_LABEL_MAX, Math.max(ROW_LABEL_MIN, seatRadius * k * 1.2)));
}

/** Whether an object's disc (its radius around its centre) reaches into `box`. */
export function touchesBox(object: MapObject, box: Bounds): boolean {
  const r = shapeRadius(object.shape);
  const dx = Math.max(box.minX - object.x, 0, object.x - box.maxX);
  const dy = Math.max(box.minY - object.y, 0, object.y - box.maxY);
  return dx * dx + dy * dy < r * r;
}

const overlaps = (a: Bounds, b: Bounds) =>
  a.minX < b.maxX + GAP && b.minX < a.maxX + GAP && a.minY < b.maxY + GAP && b.minY < a.maxY + GAP;

/**
 * Places the labels of `rows` in view `t` (a view of `size`). `widthAt(text, size)` measures a
 * label; `objectsIn(rect)` lists the objects whose centres lie in a chart rectangle (the spatial
 * index's query); `seatRadius` is the seats' radius in chart units.
 */
export function placeRowLabels(
  rows: readonly MapRow[],
  t: ViewTransform,
  size: ViewSize,
  seatRadius: number,
  widthAt: (text: string, size: number) => number,
  objectsIn: (rect: Bounds) => readonly MapObject[],
): { size: number; labels: PlacedRowLabel[] } {
  const px = rowLabelSize(seatRadius, t.k);
  const reach = seatRadius * t.k + GAP;
  // Ends farther out than a long label and its gap cannot put a label in view.
  const margin = reach + 8 * px;
  const boxes: Bounds[] = [];
  const labels: PlacedRowLabel[] = [];
  const place = (text: string, seat: Point, out: Point) => {
    const sx = seat.x * t.k + t.x;
    const sy = seat.y * t.k + t.y;
    if (sx < -margin || sy < -margin || sx > size.width + margin || sy > size.height + margin) {
      return;
    }
    const half = { x: widthAt(text, px) / 2, y: px / 2 };
    // From the seat's centre to the label's: the seat, the gap, then the label's own extent
    // along the row (the box's support in that direction), so its near edge keeps the gap.
    const along = reach + Math.abs(out.x) * half.x + Math.abs(out.y) * half.y;
    const x = sx + out.x * along;
    const y = sy + out.y * along;
    const box = { minX: x - half.x, maxX: x + half.x, minY: y - half.y, maxY: y + half.y };
    if (box.maxX < 0 || box.maxY < 0 || box.minX > size.width || box.minY > size.height) return;
    if (boxes.some((other) => overlaps(box, other))) return;
    const inChart = {
      minX: (box.minX - t.x) / t.k,
      maxX: (box.maxX - t.x) / t.k,
      minY: (box.minY - t.y) / t.k,
      maxY: (box.maxY - t.y) / t.k,
    };
    const near = {
      minX: inChart.minX - seatRadius,
      maxX: inChart.maxX + seatRadius,
      minY: inChart.minY - seatRadius,
      maxY: inChart.maxY + seatRadius,
    };
    if (objectsIn(near).some((object) => touchesBox(object, inChart))) return;
    boxes.push(box);
    labels.push({ text, x, y });
  };
  for (const row of rows) {
    if (row.ends !== 'end') place(row.label, row.start, row.outStart);
    if (row.ends !== 'start') place(row.label, row.end, row.outEnd);
  }
  return { size: px, labels };
}
