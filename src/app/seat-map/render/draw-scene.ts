// Draws one frame of the seat map on a 2D canvas: decorations, section outlines, objects batched
// by colour (one path and one fill per colour), foreground decorations, marks, selection and focus
// rings, labels when they can be read. It reads nothing but the scene it is given.
import type {
  Bounds,
  MapDecoration,
  MapObject,
  MapSection,
  MapShape,
} from '../../../domain/seat-map/types';
import { drawCaptions, type PlacedCaption } from './draw-captions';
import { coverShapes, drawDecorations, isCovered } from './draw-decorations';
import { drawMarks, drawRings, drawSelection, ringScale } from './draw-rings';
import { drawRowLabels, type RowLabelInput } from './draw-rows';
import { drawSectionLabels, drawSectionOutlines } from './draw-sections';
import { type MapColours, ROUND_FROM_PX, textColourOn, traceShape } from './draw-shapes';
import {
  allSpecks,
  drawSpecks,
  type SpeckBatch,
  type SpeckColumns,
  speckColumns,
} from './draw-specks';
import type { MapPaint, ObjectMark } from './paint';
import {
  LEGIBLE_RADIUS,
  shapeBounds,
  shapeRadius,
  type ViewSize,
  type ViewTransform,
} from './viewport';

const FADED_ALPHA = 0.22;
/** Batches of fewer seats stay paths: the scratch canvas costs more than a small path. */
const SPECKS_FROM = 2000;

interface FillBatch {
  colour: string | undefined;
  faded: boolean;
  objects: MapObject[];
  /** Where each of `objects` is in the list the batches were made from (for `BaseScene.xyr`). */
  at: number[];
}

export interface Batches {
  /** Tables, GA areas and booths first (under their seats), then seats. */
  fills: FillBatch[];
  marks: Record<ObjectMark, MapObject[]>;
}

/** Groups objects by what they are drawn with; the paint functions are asked once per object. */
export function batchObjects(objects: readonly MapObject[], paint: MapPaint): Batches {
  const under = new Map<string, FillBatch>();
  const over = new Map<string, FillBatch>();
  const marks: Batches['marks'] = { refused: [], conflict: [], changed: [] };
  for (let i = 0; i < objects.length; i++) {
    const object = objects[i] as MapObject;
    const colour = paint.fill(object.label);
    const faded = paint.faded?.(object.label) ?? false;
    const groups = object.kind === 'seat' ? over : under;
    const key = `${faded ? 'f' : ''}${colour ?? ''}`;
    let batch = groups.get(key);
    if (!batch) {
      batch = { colour, faded, objects: [], at: [] };
      groups.set(key, batch);
    }
    batch.objects.push(object);
    batch.at.push(i);
    const mark = paint.mark?.(object.label);
    if (mark) marks[mark].push(object);
  }
  return { fills: [...under.values(), ...over.values()], marks };
}

/** What is drawn under the pointer's marks: the same for every frame of a pan (cacheable). */
export interface BaseScene {
  /** Canvas size in its own pixels' CSS units (the bitmap's, or the view's). */
  size: ViewSize;
  dpr: number;
  transform: ViewTransform;
  batches: Batches;
  /**
   * The x, y, r columns of the objects the batches were made from (a floor's, packed once per
   * layout): specks are read from them. Absent: packed from the batches' objects when needed.
   */
  xyr?: SpeckColumns;
  sections: readonly MapSection[];
  decorations: readonly MapDecoration[];
  /** Selected objects on this floor. */
  selected: readonly MapObject[];
  /** The largest object's radius: no label loop when even it is too small to read. */
  maxRadius: number;
  /** The chart's usual seat radius: rings shrink with seats too small to carry them. */
  seatRadius: number;
  colours: MapColours;
}

/** What changes with the pointer and the keyboard, drawn over the base every frame. */
export interface OverlayScene {
  dpr: number;
  transform: ViewTransform;
  sections: readonly MapSection[];
  /** Selection rings drawn here, at screen width (a few thousand at most; more go in the base). */
  selected: readonly MapObject[];
  seatRadius: number;
  focused?: MapObject;
  hovered?: MapObject;
  /** The rectangle being dragged, in screen pixels. */
  dragRect?: Bounds;
  showSectionLabels: boolean;
  /** Seats are legible: section names go over each section's top edge, not on its seats. */
  sectionLabelsAtTop?: boolean;
  /** The paint's captions on this floor, over everything. */
  captions?: readonly PlacedCaption[];
  /** Rows whose labels are drawn beyond their end seats (seats are legible). */
  rowLabels?: RowLabelInput;
  colours: MapColours;
}

export function clearCanvas(ctx: CanvasRenderingContext2D, size: ViewSize, dpr: number): void {
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.clearRect(0, 0, size.width, size.height);
}

export function drawBase(ctx: CanvasRenderingContext2D, scene: BaseScene): void {
  const { dpr, transform: t, colours } = scene;
  clearCanvas(ctx, scene.size, dpr);
  ctx.setTransform(dpr * t.k, 0, 0, dpr * t.k, dpr * t.x, dpr * t.y);
  const px = 1 / t.k;
  drawDecorations(ctx, scene.decorations, 'under', colours, t.k);
  drawSectionOutlines(ctx, scene.sections, colours, px);
  drawFills(ctx, scene.batches, scene.xyr, colours, t.k);
  // Foreground shapes cover the objects under them and their labels, not their marks and
  // selection rings: what the user must act on stays visible.
  drawDecorations(ctx, scene.decorations, 'over', colours, t.k);
  drawMarks(ctx, scene.batches.marks, colours, px);
  drawSelection(ctx, scene.selected, colours, px * ringScale(scene.seatRadius, t));
  if (scene.maxRadius * t.k >= LEGIBLE_RADIUS) {
    drawLabels(ctx, scene.batches, coverShapes(scene.decorations), colours, t);
  }
}

export function drawOverlay(ctx: CanvasRenderingContext2D, scene: OverlayScene): void {
  const { dpr, transform: t, colours } = scene;
  ctx.setTransform(dpr * t.k, 0, 0, dpr * t.k, dpr * t.x, dpr * t.y);
  const px = 1 / t.k;
  drawSelection(ctx, scene.selected, colours, px * ringScale(scene.seatRadius, t));
  if (scene.hovered) drawRings(ctx, [scene.hovered], colours.outline, 1.5 * px, 1.5 * px);
  if (scene.focused) {
    ctx.setLineDash([4 * px, 3 * px]);
    drawRings(ctx, [scene.focused], colours.focus, 9 * px, 3 * px);
    ctx.setLineDash([]);
  }
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  if (scene.rowLabels) drawRowLabels(ctx, scene.rowLabels, colours, t);
  if (scene.showSectionLabels) {
    drawSectionLabels(ctx, scene.sections, colours, scene.transform, scene.sectionLabelsAtTop);
  }
  if (scene.captions) drawCaptions(ctx, scene.captions, t);
  if (scene.dragRect) drawDragRect(ctx, scene.dragRect, colours);
}

/** A batch's speck columns when every object of it is a speck at scale `k`, else undefined. */
function speckColumnsOf(batch: FillBatch, xyr: SpeckColumns | undefined, k: number) {
  if (batch.objects.length <= SPECKS_FROM) return undefined;
  if (xyr) return allSpecks(xyr, batch.at, k) ? { xyr, at: batch.at } : undefined;
  // A closer view's batch (no floor columns): its seats are mostly round there, so the first
  // object is looked at before the batch is packed, as on every frame of a zoom.
  const first = batch.objects[0]?.shape;
  if (first?.type !== 'circle' || first.r * k >= ROUND_FROM_PX) return undefined;
  const own = { xyr: speckColumns(batch.objects), at: batch.objects.map((_, i) => i) };
  return allSpecks(own.xyr, own.at, k) ? own : undefined;
}

function drawFills(
  ctx: CanvasRenderingContext2D,
  batches: Batches,
  xyr: SpeckColumns | undefined,
  colours: MapColours,
  k: number,
) {
  const outlined: MapObject[] = [];
  // Seats that are specks go out as pixels, after the larger objects they may sit on.
  const specks: (SpeckBatch & { objects: readonly MapObject[] })[] = [];
  for (const batch of batches.fills) {
    const columns = speckColumnsOf(batch, xyr, k);
    if (columns) {
      const colour = batch.colour ?? colours.neutral;
      const alpha = batch.faded ? FADED_ALPHA : 1;
      specks.push({ colour, alpha, ...columns, objects: batch.objects });
      continue;
    }
    ctx.beginPath();
    for (const object of batch.objects) {
      traceShape(ctx, object.shape, k);
      if (object.kind !== 'seat') outlined.push(object);
    }
    ctx.globalAlpha = batch.faded ? FADED_ALPHA : 1;
    ctx.fillStyle = batch.colour ?? colours.neutral;
    ctx.fill();
  }
  ctx.globalAlpha = 1;
  if (specks.length > 0 && !drawSpecks(ctx, specks)) {
    for (const batch of specks) {
      ctx.beginPath();
      for (const object of batch.objects) traceShape(ctx, object.shape, k);
      ctx.globalAlpha = batch.alpha;
      ctx.fillStyle = batch.colour;
      ctx.fill();
    }
    ctx.globalAlpha = 1;
  }
  if (outlined.length > 0) {
    ctx.beginPath();
    for (const object of outlined) traceShape(ctx, object.shape, k);
    ctx.strokeStyle = colours.outline;
    ctx.lineWidth = 1 / k;
    ctx.stroke();
  }
}

/**
 * Only selection rings, on a transparent layer the size of a floor bitmap: a selection too big to
 * draw every frame is drawn once here, and frames copy it over the floor (one more drawImage)
 * instead of drawing the whole floor again with it.
 */
export function drawSelectionLayer(
  ctx: CanvasRenderingContext2D,
  size: ViewSize,
  t: ViewTransform,
  selected: readonly MapObject[],
  seatRadius: number,
  colours: MapColours,
): void {
  clearCanvas(ctx, size, 1);
  ctx.setTransform(t.k, 0, 0, t.k, t.x, t.y);
  drawSelection(ctx, selected, colours, ringScale(seatRadius, t) / t.k);
}

function drawLabels(
  ctx: CanvasRenderingContext2D,
  batches: Batches,
  covers: readonly MapShape[],
  colours: MapColours,
  t: ViewTransform,
) {
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  let font = '';
  for (const batch of batches.fills) {
    ctx.globalAlpha = batch.faded ? 0.6 : 1;
    ctx.fillStyle = textColourOn(batch.colour ?? colours.neutral);
    for (const object of batch.objects) {
      const radius = shapeRadius(object.shape);
      if (radius * t.k < LEGIBLE_RADIUS || !object.displayLabel) continue;
      if (covers.length > 0 && isCovered(object, covers)) continue;
      // Seat numbers fill their seat; big shapes get at most a 16 px label.
      const size = Math.min(radius * 0.95, 16 / t.k);
      const next = `${Math.round(size * t.k * 10) / 10 / t.k}px system-ui, sans-serif`;
      if (next !== font) ctx.font = font = next;
      const box = shapeBounds(object.shape);
      const room = object.kind === 'seat' ? radius * 1.8 : (box.maxX - box.minX) * 0.8;
      ctx.fillText(object.displayLabel, object.x, object.y, room);
    }
  }
  ctx.globalAlpha = 1;
}

function drawDragRect(ctx: CanvasRenderingContext2D, rect: Bounds, colours: MapColours) {
  ctx.globalAlpha = 0.12;
  ctx.fillStyle = colours.rectangle;
  ctx.fillRect(rect.minX, rect.minY, rect.maxX - rect.minX, rect.maxY - rect.minY);
  ctx.globalAlpha = 1;
  ctx.setLineDash([6, 4]);
  ctx.strokeStyle = colours.rectangle;
  ctx.lineWidth = 1.5;
  ctx.strokeRect(rect.minX, rect.minY, rect.maxX - rect.minX, rect.maxY - rect.minY);
  ctx.setLineDash([]);
}
