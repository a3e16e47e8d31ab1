// Rings around objects: marks of a preview (refused, conflict, changed) and selection rings, at a
// width given in chart units so that callers choose screen-sized or floor-sized strokes.
import type { MapObject } from '../../../domain/seat-map/types';
import { type MapColours, traceCross, traceRing } from './draw-shapes';
import type { ObjectMark } from './paint';
import { shapeRadius, type ViewTransform } from './viewport';

export function drawMarks(
  ctx: CanvasRenderingContext2D,
  marks: Record<ObjectMark, readonly MapObject[]>,
  colours: MapColours,
  px: number,
) {
  if (marks.changed.length > 0) drawRings(ctx, marks.changed, colours.changed, 0, 3.5 * px);
  if (marks.conflict.length > 0) drawRings(ctx, marks.conflict, colours.conflict, 3 * px, 3 * px);
  if (marks.refused.length > 0) {
    drawRings(ctx, marks.refused, colours.refused, 3 * px, 2.5 * px);
    ctx.beginPath();
    for (const object of marks.refused) {
      traceCross(ctx, object, Math.max(shapeRadius(object.shape) * 0.7, 3 * px));
    }
    ctx.lineWidth = 2.5 * px;
    ctx.stroke();
  }
}

/** 1 for seats of 8 px and more on screen, down to ¼ for specks (rings would hide the colours). */
export function ringScale(seatRadius: number, t: ViewTransform): number {
  return Math.min(1, Math.max(0.25, (seatRadius * t.k) / 8));
}

/** Two rings, dark and light: one of them contrasts with any fill and either theme. */
export function drawSelection(
  ctx: CanvasRenderingContext2D,
  selected: readonly MapObject[],
  colours: MapColours,
  px: number,
) {
  if (selected.length === 0) return;
  drawRings(ctx, selected, colours.selectionHalo, 5.5 * px, 3 * px);
  drawRings(ctx, selected, colours.selection, 3 * px, 3 * px);
}

export function drawRings(
  ctx: CanvasRenderingContext2D,
  objects: readonly MapObject[],
  colour: string,
  gap: number,
  width: number,
) {
  ctx.beginPath();
  for (const object of objects) traceRing(ctx, object.shape, gap);
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.stroke();
}
