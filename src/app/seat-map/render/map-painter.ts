// Paints frames of the map. A view showing many objects (zoomed out on a big venue) is drawn
// once into a bitmap of the whole floor, and each frame of a pan or zoom only copies that bitmap
// (one drawImage); a closer view draws its few objects directly, sharp at any zoom. The pointer's
// marks (hover, focus, rectangle, section names) are drawn over either, every frame.
import type {
  Bounds,
  MapObject,
  SeatMapIndex,
  SeatMapLayout,
} from '../../../domain/seat-map/types';
import type { PlacedCaption } from './draw-captions';
import {
  type Batches,
  batchObjects,
  clearCanvas,
  drawBase,
  drawOverlay,
  drawSelectionLayer,
} from './draw-scene';
import { type MapColours, readColours } from './draw-shapes';
import type { FloorData } from './floor-data';
import type { MapPaint } from './paint';
import {
  IDENTITY,
  LEGIBLE_RADIUS,
  shouldCull,
  type ViewSize,
  type ViewTransform,
  visibleRect,
} from './viewport';

/** From this many objects in view, frames copy the floor bitmap instead of drawing. */
export const BITMAP_FROM = 12_000;
const BITMAP_MAX_SIDE = 8192;
const BITMAP_MAX_PIXELS = 40_000_000;
/**
 * The bitmap is drawn at the view's own scale, so a frame copies it pixel for pixel: scaling a
 * big bitmap down with smoothing costs Chromium a mipmap of it (0.2-0.4 s for a 100,000-seat
 * floor, on every repaint). A zoom shows the bitmap stretched while it moves; once the view has
 * rested this long at a scale the bitmap no longer fits, it is drawn again at the new scale.
 */
const SHARPEN_AFTER_MS = 180;
/** How far the view's scale may drift from the bitmap's before it is drawn again. */
const SHARP_ENOUGH = 1.25;
/** Up to this many selected objects, their rings are drawn over the base every frame (sharp at
 * any zoom); more are drawn once, into the selection layer over the floor bitmap, or into the
 * base of a close view. */
const OVERLAY_SELECTION_MAX = 5000;
const NONE: readonly MapObject[] = [];

/** The paint's captions whose objects are on the floor shown (a handful: found by label). */
function captionsOn(input: FrameInput): PlacedCaption[] | undefined {
  const captions = input.paint.captions;
  if (!captions || captions.length === 0) return undefined;
  return captions.flatMap(({ label, text, colour }) => {
    const object = input.layout.byLabel.get(label);
    return object && object.floor === input.floor ? [{ object, text, colour }] : [];
  });
}

export interface FrameInput {
  layout: SeatMapLayout;
  index: SeatMapIndex;
  floor: number;
  floors: readonly FloorData[];
  paint: MapPaint;
  size: ViewSize;
  selected: readonly MapObject[];
  focused?: MapObject;
  hovered?: MapObject;
  seatRadius: number;
}

interface FloorBitmap {
  canvas: HTMLCanvasElement;
  transform: ViewTransform;
  key: readonly unknown[];
}

export class MapPainter {
  transform: ViewTransform = IDENTITY;
  dragRect: Bounds | undefined;
  colours: MapColours = readColours(null);
  private batchCache:
    | { objects: readonly MapObject[]; paint: MapPaint; batches: Batches }
    | undefined;
  private bitmap: FloorBitmap | undefined;
  private selection: FloorBitmap | undefined;
  /** The scale (bitmap px per chart unit) the next floor bitmap is drawn at. */
  private bitmapScale = 0;
  private sharpenTimer: ReturnType<typeof setTimeout> | undefined;
  /** Called when the bitmap was drawn again at a sharper scale and a frame should show it. */
  onSharpened: () => void = () => {};

  dispose(): void {
    clearTimeout(this.sharpenTimer);
  }

  draw(canvas: HTMLCanvasElement, input: FrameInput): void {
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    const dpr = window.devicePixelRatio || 1;
    const here = input.floors[input.floor] ?? input.floors[0];
    const floorBounds = (input.layout.floors[input.floor] ?? input.layout.floors[0]).bounds;
    const t = this.transform;
    const view = visibleRect(t, input.size, here.maxSeatRadius);
    const culled = shouldCull(view, floorBounds);
    const inView = culled
      ? [
          ...here.large,
          ...input.index.objectsIn(input.floor, view).filter((o) => o.kind === 'seat'),
        ]
      : here.objects;
    const ringsOver = input.selected.length <= OVERLAY_SELECTION_MAX;
    if (inView.length >= BITMAP_FROM) {
      const wanted = this.scaleFor(t.k * dpr, floorBounds);
      if (this.bitmapScale === 0) this.bitmapScale = wanted;
      const bitmap = this.floorBitmap(input, here, floorBounds);
      this.sharpenLater(bitmap.transform.k, wanted);
      clearCanvas(ctx, input.size, dpr);
      const scale = t.k / bitmap.transform.k;
      ctx.setTransform(
        dpr * scale,
        0,
        0,
        dpr * scale,
        dpr * (t.x - bitmap.transform.x * scale),
        dpr * (t.y - bitmap.transform.y * scale),
      );
      // Near 1:1 (the bitmap follows the view's scale): plain bilinear, no mipmap to build.
      ctx.imageSmoothingQuality = 'low';
      ctx.drawImage(bitmap.canvas, 0, 0);
      if (!ringsOver) ctx.drawImage(this.selectionLayer(bitmap, input).canvas, 0, 0);
    } else {
      drawBase(ctx, {
        size: input.size,
        dpr,
        transform: t,
        batches: this.batches(inView, input.paint),
        sections: here.sections,
        decorations: here.decorations,
        selected: ringsOver ? NONE : input.selected,
        maxRadius: here.maxRadius,
        seatRadius: input.seatRadius,
        colours: this.colours,
      });
    }
    const legible = input.seatRadius * t.k >= LEGIBLE_RADIUS;
    drawOverlay(ctx, {
      dpr,
      transform: t,
      sections: here.sections,
      selected: ringsOver ? input.selected : NONE,
      seatRadius: input.seatRadius,
      focused: input.focused?.floor === input.floor ? input.focused : undefined,
      hovered: input.hovered?.floor === input.floor ? input.hovered : undefined,
      dragRect: this.dragRect,
      showSectionLabels: true,
      sectionLabelsAtTop: legible,
      rowLabels:
        legible && here.rows.length > 0
          ? {
              rows: here.rows,
              objectsIn: (rect) => input.index.objectsIn(input.floor, rect),
              seatRadius: input.seatRadius,
              size: input.size,
            }
          : undefined,
      captions: captionsOn(input),
      colours: this.colours,
    });
  }

  private batches(objects: readonly MapObject[], paint: MapPaint): Batches {
    const cache = this.batchCache;
    if (cache && cache.objects === objects && cache.paint === paint) return cache.batches;
    const batches = batchObjects(objects, paint);
    this.batchCache = { objects, paint, batches };
    return batches;
  }

  /** A bitmap scale for a view scale, within what one bitmap of the whole floor may hold. */
  private scaleFor(viewScale: number, bounds: Bounds): number {
    const width = Math.max(1, bounds.maxX - bounds.minX);
    const height = Math.max(1, bounds.maxY - bounds.minY);
    return Math.min(
      viewScale,
      BITMAP_MAX_SIDE / width,
      BITMAP_MAX_SIDE / height,
      Math.sqrt(BITMAP_MAX_PIXELS / (width * height)),
    );
  }

  /** After the view rests at a scale the bitmap does not fit, draw it again at that scale. */
  private sharpenLater(current: number, wanted: number): void {
    clearTimeout(this.sharpenTimer);
    if (wanted <= current * SHARP_ENOUGH && wanted >= current / SHARP_ENOUGH) return;
    this.sharpenTimer = setTimeout(() => {
      this.bitmapScale = wanted;
      this.onSharpened();
    }, SHARPEN_AFTER_MS);
  }

  /** The whole floor, drawn once per change of what is shown or of its scale (not per frame). */
  private floorBitmap(input: FrameInput, here: FloorData, bounds: Bounds): FloorBitmap {
    const k = this.bitmapScale;
    const key = [input.layout, input.floor, input.paint, this.colours, k];
    const old = this.bitmap;
    if (old && key.every((part, i) => part === old.key[i])) return old;
    const width = Math.max(1, bounds.maxX - bounds.minX);
    const height = Math.max(1, bounds.maxY - bounds.minY);
    const pad = here.maxRadius * 2 * k + 8;
    const size = { width: Math.ceil(width * k + 2 * pad), height: Math.ceil(height * k + 2 * pad) };
    const canvas = old?.canvas ?? document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const transform = { k, x: pad - bounds.minX * k, y: pad - bounds.minY * k };
    const ctx = canvas.getContext('2d');
    if (ctx) {
      drawBase(ctx, {
        size,
        dpr: 1,
        transform,
        batches: this.batches(here.objects, input.paint),
        xyr: here.xyr,
        sections: here.sections,
        decorations: here.decorations,
        selected: NONE,
        maxRadius: here.maxRadius,
        seatRadius: input.seatRadius,
        colours: this.colours,
      });
    }
    this.bitmap = { canvas, transform, key };
    return this.bitmap;
  }

  /** The selection's rings over a floor bitmap, drawn once per selection (not per frame). */
  private selectionLayer(bitmap: FloorBitmap, input: FrameInput): FloorBitmap {
    const key = [bitmap.canvas, bitmap.transform, input.selected, this.colours, input.seatRadius];
    const old = this.selection;
    if (old && key.every((part, i) => part === old.key[i])) return old;
    const canvas = old?.canvas ?? document.createElement('canvas');
    const size = { width: bitmap.canvas.width, height: bitmap.canvas.height };
    canvas.width = size.width;
    canvas.height = size.height;
    const ctx = canvas.getContext('2d');
    if (ctx) {
      drawSelectionLayer(
        ctx,
        size,
        bitmap.transform,
        input.selected,
        input.seatRadius,
        this.colours,
      );
    }
    this.selection = { canvas, transform: bitmap.transform, key };
    return this.selection;
  }
}
