// The rows of a chart, for drawing their labels beyond the row's first and last seats: staff
// zoomed in to a block read "row F" there, as on the printed plan (issue 28).
import type { MapObject, MapRow, Point, RowLabelEnds } from './types';

/**
 * Which ends carry the label, from the designer's `rowLabelPosition`: `label-position-left` the
 * start (before the first seat), `label-position-right` the end, `label-position-both` both. The
 * designer's `label-position-invisible` (its default) hides the label from ticket buyers' chart;
 * the box office needs it to find a seat, so the staff map draws it at both ends then too.
 */
export function rowLabelEnds(position: unknown): RowLabelEnds {
  if (position === 'label-position-left') return 'start';
  if (position === 'label-position-right') return 'end';
  return 'both';
}

/** The unit vector from `to` towards `from`; +x when they coincide (a row of one seat). */
function away(from: Point, to: Point | undefined, fallback: Point): Point {
  if (!to) return fallback;
  const dx = from.x - to.x;
  const dy = from.y - to.y;
  const length = Math.hypot(dx, dy);
  return length > 0 ? { x: dx / length, y: dy / length } : fallback;
}

/**
 * One `MapRow` per run of seats sharing a `rowKey` (a row's seats are consecutive in drawing
 * order) and carrying a row label. `endsOf(rowKey)` tells the designer's choice of ends.
 */
export function rowsOf(
  objects: readonly MapObject[],
  endsOf: (rowKey: string) => RowLabelEnds,
): MapRow[] {
  const rows: MapRow[] = [];
  let first = 0;
  for (let i = 1; i <= objects.length; i++) {
    const head = objects[first];
    const key = head?.rowKey;
    if (i < objects.length && key !== undefined && objects[i]?.rowKey === key) continue;
    if (head && key !== undefined && head.rowLabel) {
      const last = objects[i - 1] as MapObject;
      const start = { x: head.x, y: head.y };
      const end = { x: last.x, y: last.y };
      const second = i - first > 1 ? objects[first + 1] : undefined;
      const beforeLast = i - first > 1 ? objects[i - 2] : undefined;
      rows.push({
        label: head.rowLabel,
        floor: head.floor,
        start,
        end,
        outStart: away(start, second, { x: -1, y: 0 }),
        outEnd: away(end, beforeLast, { x: 1, y: 0 }),
        ends: endsOf(key),
      });
    }
    first = i;
  }
  return rows;
}
