// The drawing's non-bookable things: shapes (the stage) and texts. Most lie under the seats; the
// ones the designer marked `foreground` are drawn over them, in a second pass after the objects.
// Decorations are few (tens per chart), so each is its own path: no batching needed.
import { shapeContains } from '../../../domain/seat-map/shapes';
import type { MapDecoration, MapShape, Point } from '../../../domain/seat-map/types';
import { decorationFill, decorationStroke, decorationTextColour } from './decoration-colours';
import { type MapColours, traceShape } from './draw-shapes';

/** Texts smaller than this on screen (CSS px) are not drawn: unreadable, and only noise. */
const LEGIBLE_TEXT_PX = 6;
const DEFAULT_TEXT_SIZE = 14;

/** Which of the two passes: under the objects, or over them (the designer's `foreground`). */
export type DecorationLayer = 'under' | 'over';

export function layerOf(decoration: MapDecoration): DecorationLayer {
  return decoration.foreground === true ? 'over' : 'under';
}

/**
 * The shapes drawn over the objects. Labels are drawn last (over the marks, so a refused seat's
 * cross does not hide its number); one under a foreground shape is left out, as its object is.
 */
export function coverShapes(decorations: readonly MapDecoration[]): MapShape[] {
  const covers: MapShape[] = [];
  for (const d of decorations) if (d.shape && layerOf(d) === 'over') covers.push(d.shape);
  return covers;
}

/** Whether a point (an object's centre) lies under one of the cover shapes. */
export function isCovered(point: Point, covers: readonly MapShape[]): boolean {
  for (const shape of covers) if (shapeContains(shape, point.x, point.y)) return true;
  return false;
}

/** The decorations of one layer, at scale `k` (screen px per chart unit). */
export function drawDecorations(
  ctx: CanvasRenderingContext2D,
  decorations: readonly MapDecoration[],
  layer: DecorationLayer,
  colours: MapColours,
  k: number,
): void {
  for (const decoration of decorations) {
    if (layerOf(decoration) !== layer) continue;
    if (decoration.shape) {
      ctx.beginPath();
      traceShape(ctx, decoration.shape, k);
      ctx.fillStyle = decorationFill(decoration, colours);
      ctx.fill();
      const stroke = decorationStroke(decoration, colours);
      if (stroke) {
        ctx.strokeStyle = stroke;
        ctx.lineWidth = 1 / k;
        ctx.stroke();
      }
    }
    drawText(ctx, decoration, colours, k);
  }
}

function drawText(
  ctx: CanvasRenderingContext2D,
  decoration: MapDecoration,
  colours: MapColours,
  k: number,
) {
  const size = decoration.fontSize ?? DEFAULT_TEXT_SIZE;
  const at = decoration.textAt;
  if (!decoration.text || !at || size * k < LEGIBLE_TEXT_PX) return;
  ctx.font = `600 ${size}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = decorationTextColour(decoration, colours);
  const angle = decoration.textAngle ?? 0;
  if (angle === 0) {
    ctx.fillText(decoration.text, at.x, at.y);
    return;
  }
  // Turned around its anchor, clockwise on screen like every designer angle.
  ctx.save();
  ctx.translate(at.x, at.y);
  ctx.rotate((angle * Math.PI) / 180);
  ctx.fillText(decoration.text, 0, 0);
  ctx.restore();
}
