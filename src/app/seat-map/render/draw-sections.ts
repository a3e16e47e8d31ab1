// Sections: their outlines under the objects, and their names over the map: at the designer's
// spot when seats are too small to read, over each section's top edge once they can be read
// (placed by section-labels.ts).
import type { MapSection } from '../../../domain/seat-map/types';
import { drawHaloLabels, type MapColours, traceShape } from './draw-shapes';
import { placeSectionLabels } from './section-labels';
import type { ViewTransform } from './viewport';

export function drawSectionOutlines(
  ctx: CanvasRenderingContext2D,
  sections: readonly MapSection[],
  colours: MapColours,
  px: number,
) {
  ctx.beginPath();
  for (const section of sections) {
    if (section.outline.length > 2)
      traceShape(ctx, { type: 'polygon', points: section.outline }, 1);
  }
  ctx.strokeStyle = colours.sectionStroke;
  ctx.lineWidth = 1.5 * px;
  ctx.stroke();
}

export function drawSectionLabels(
  ctx: CanvasRenderingContext2D,
  sections: readonly MapSection[],
  colours: MapColours,
  t: ViewTransform,
  atTop = false,
) {
  const fontAt = (size: number) => `700 ${size}px system-ui, sans-serif`;
  const { size, labels } = placeSectionLabels(
    sections,
    t,
    (text, px) => {
      ctx.font = fontAt(px);
      return ctx.measureText(text).width;
    },
    atTop,
  );
  drawHaloLabels(ctx, labels, fontAt(size), 4, colours);
}
