// Captions over a few objects, drawn at screen size on top of everything else: a phone-sale offer
// of some places in a GA area says "2 of 50 places" on the area instead of colouring all of it.
import type { MapObject } from '../../../domain/seat-map/types';
import { textColourOn } from './draw-shapes';
import type { ViewTransform } from './viewport';

export interface PlacedCaption {
  object: MapObject;
  text: string;
  colour: string;
}

const FONT = '600 13px system-ui, sans-serif';
const PAD_X = 8;
const HEIGHT = 22;

/** `ctx` in CSS pixels (the device pixel ratio applied, no view transform). */
export function drawCaptions(
  ctx: CanvasRenderingContext2D,
  captions: readonly PlacedCaption[],
  t: ViewTransform,
) {
  if (captions.length === 0) return;
  ctx.font = FONT;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const { object, text, colour } of captions) {
    const x = t.x + object.x * t.k;
    const y = t.y + object.y * t.k;
    const width = ctx.measureText(text).width + 2 * PAD_X;
    ctx.beginPath();
    ctx.roundRect(x - width / 2, y - HEIGHT / 2, width, HEIGHT, HEIGHT / 2);
    ctx.fillStyle = colour;
    ctx.fill();
    // A light edge: the pill stays distinct on an area of a similar colour, in either theme.
    ctx.strokeStyle = '#ffffff';
    ctx.lineWidth = 1.5;
    ctx.stroke();
    ctx.fillStyle = textColourOn(colour);
    ctx.fillText(text, x, y + 0.5);
  }
}
