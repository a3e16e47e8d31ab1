// What a sub-chart holds besides bookable objects: shapes (the stage) and texts become
// decorations; arrays of things the map does not know become skipped entries, named.
import { isRecord, type JsonObject, optionalNumber, optionalText, type Point } from '../drawing';
import { centreOf, shapeOf } from './shapes';
import type { MapDecoration, SkippedThing } from './types';

/** Keys of a sub-chart that flattenDrawing reads (bookable things and sections). */
const WALKED = new Set(['rows', 'tables', 'generalAdmissionAreas', 'booths', 'sections']);
const DRAWN = new Set(['shapes', 'texts']);
/** A shape without a size is drawn as a square (or circle) of this side, so it is seen. */
const FALLBACK_DECORATION_SIZE = 20;

export interface SubChartExtras {
  decorations: MapDecoration[];
  skipped: SkippedThing[];
}

/**
 * The decorations and skipped things of one sub-chart. `nested`: a section's sub-chart, where
 * sections would be nested ones (the designer makes none; flattenDrawing ignores them).
 */
export function readSubChartExtras(
  sc: JsonObject,
  path: string,
  offset: Point,
  floor: number,
  nested: boolean,
  out: SubChartExtras,
): void {
  for (const key of Object.keys(sc)) {
    const value = sc[key];
    if (!Array.isArray(value) || value.length === 0) continue;
    if (WALKED.has(key) && !(nested && key === 'sections')) continue;
    for (let i = 0; i < value.length; i++) {
      const raw = value[i];
      if (!isRecord(raw)) continue;
      const where = `${path}.${key}[${i}]`;
      if (key === 'sections') {
        out.skipped.push({ path: where, reason: 'a section inside a section' });
      } else if (DRAWN.has(key)) {
        const decoration =
          key === 'shapes'
            ? shapeDecoration(raw, offset, floor)
            : textDecoration(raw, offset, floor);
        if (typeof decoration === 'string') out.skipped.push({ path: where, reason: decoration });
        else out.decorations.push(decoration);
      } else {
        const type = optionalText(raw.objectType) ?? key;
        out.skipped.push({ path: where, reason: `unknown object type "${type}"` });
      }
    }
  }
}

/** The decoration, or why there is none. */
function shapeDecoration(raw: JsonObject, offset: Point, floor: number): MapDecoration | string {
  const shape = shapeOf(raw, offset, FALLBACK_DECORATION_SIZE);
  if (!shape) return 'no coordinates';
  const decoration: MapDecoration = { floor, shape };
  const fill = optionalText(raw.fillColor);
  if (fill !== undefined) decoration.fill = fill;
  const stroke = optionalText(raw.strokeColor);
  if (stroke !== undefined && (optionalNumber(raw.strokeWidth) ?? 1) > 0)
    decoration.stroke = stroke;
  const text = optionalText(raw.label);
  if (text !== undefined) {
    const centre = centreOf(shape);
    decoration.text = text;
    decoration.textAt = {
      x: centre.x + (optionalNumber(raw.labelHorizontalOffset) ?? 0),
      y: centre.y + (optionalNumber(raw.labelVerticalOffset) ?? 0),
    };
    const size = optionalNumber(raw.labelSize);
    if (size !== undefined && size > 0) decoration.fontSize = size;
  }
  if (raw.foreground === true) decoration.foreground = true;
  return decoration;
}

/** A text object: its words in `text` (or `caption`, `label`), placed at `center` or `x`/`y`. */
function textDecoration(raw: JsonObject, offset: Point, floor: number): MapDecoration | string {
  const text = optionalText(raw.text) ?? optionalText(raw.caption) ?? optionalText(raw.label);
  const at = isRecord(raw.center) ? raw.center : raw;
  const x = optionalNumber(at.x);
  const y = optionalNumber(at.y);
  if (text === undefined) return 'a text without words';
  if (x === undefined || y === undefined) return 'no coordinates';
  const decoration: MapDecoration = { floor, text, textAt: { x: offset.x + x, y: offset.y + y } };
  const size = optionalNumber(raw.fontSize) ?? optionalNumber(raw.textSize);
  if (size !== undefined && size > 0) decoration.fontSize = size;
  const colour = optionalText(raw.textColor) ?? optionalText(raw.color);
  if (colour !== undefined) decoration.textColor = colour;
  const angle = optionalNumber(raw.rotationAngle);
  if (angle !== undefined && angle !== 0) decoration.textAngle = angle;
  return decoration;
}
