// Row labels over the map, in screen pixels (placed by row-labels.ts): the section names' colour
// and halo, so they read on the map's background in light and dark alike.
import type { Bounds, MapObject, MapRow } from '../../../domain/seat-map/types';
import { drawHaloLabels, type MapColours } from './draw-shapes';
import { placeRowLabels } from './row-labels';
import type { ViewSize, ViewTransform } from './viewport';

export interface RowLabelInput {
  rows: readonly MapRow[];
  /** The objects whose centres lie in a chart rectangle, on the floor shown. */
  objectsIn: (rect: Bounds) => readonly MapObject[];
  seatRadius: number;
  size: ViewSize;
}

const fontAt = (size: number) => `600 ${size}px system-ui, sans-serif`;
/** A row label is a letter or two: measured once per text and size, not every frame. */
const widths = new Map<string, number>();
const WIDTHS_KEPT = 4096;

export function drawRowLabels(
  ctx: CanvasRenderingContext2D,
  input: RowLabelInput,
  colours: MapColours,
  t: ViewTransform,
) {
  let font = '';
  const { size, labels } = placeRowLabels(
    input.rows,
    t,
    input.size,
    input.seatRadius,
    (text, px) => {
      const key = `${px} ${text}`;
      let width = widths.get(key);
      if (width === undefined) {
        if (font !== fontAt(px)) ctx.font = font = fontAt(px);
        width = ctx.measureText(text).width;
        if (widths.size >= WIDTHS_KEPT) widths.clear();
        widths.set(key, width);
      }
      return width;
    },
    input.objectsIn,
  );
  if (labels.length === 0) return;
  drawHaloLabels(ctx, labels, fontAt(size), 3, colours);
}
