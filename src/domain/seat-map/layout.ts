// Drawing → SeatMapLayout: where every bookable object is drawn. Positions are computed while
// flattenDrawing walks the drawing (as its observer), so every map label is a service label.

import {
  type FlattenObserver,
  flattenDrawing,
  type JsonObject,
  optionalNumber,
  type Scope,
  type SectionScope,
} from '../drawing';
import { withByLabel } from '../drawing/by-label';
import type { ChartObject, Floor } from '../model';
import { readSubChartExtras } from './decorations';
import { placeShaped, placeTable, seatRadiusFrom } from './place';
import { rowLabelEnds, rowsOf } from './rows';
import { pointsBounds, polygonOf, shapeBounds } from './shapes';
import type {
  Bounds,
  MapDecoration,
  MapFloor,
  MapObject,
  MapSection,
  RowLabelEnds,
  SeatMapLayout,
  SkippedThing,
} from './types';

/** Unions boxes; starts empty (min > max). */
class Box {
  minX = Number.POSITIVE_INFINITY;
  minY = Number.POSITIVE_INFINITY;
  maxX = Number.NEGATIVE_INFINITY;
  maxY = Number.NEGATIVE_INFINITY;

  add(b: Bounds): void {
    if (b.minX < this.minX) this.minX = b.minX;
    if (b.minY < this.minY) this.minY = b.minY;
    if (b.maxX > this.maxX) this.maxX = b.maxX;
    if (b.maxY > this.maxY) this.maxY = b.maxY;
  }

  addCircle(x: number, y: number, r: number): void {
    if (x - r < this.minX) this.minX = x - r;
    if (y - r < this.minY) this.minY = y - r;
    if (x + r > this.maxX) this.maxX = x + r;
    if (y + r > this.maxY) this.maxY = y + r;
  }

  bounds(): Bounds {
    if (this.minX > this.maxX) return { minX: 0, minY: 0, maxX: 0, maxY: 0 };
    return { minX: this.minX, minY: this.minY, maxX: this.maxX, maxY: this.maxY };
  }
}

/** A section drawn without an outline: its label goes to the middle of what it holds. */
interface Unplaced {
  section: MapSection;
  box: Box;
}

class LayoutBuilder implements FlattenObserver {
  readonly floors: MapFloor[] = [];
  private readonly floorIndex = new Map<Floor, number>();
  readonly objects: MapObject[] = [];
  readonly sections: MapSection[] = [];
  private readonly unplaced = new Map<SectionScope, Unplaced>();
  readonly extras = { decorations: [] as MapDecoration[], skipped: [] as SkippedThing[] };
  /** Distances between consecutive seats of a row: the seat radius is derived from them. */
  readonly rowGaps: number[] = [];
  private lastSeat: MapObject | undefined;
  private lastSeatsPath = '';
  private lastRowKey = '';
  /** The designer's row-label ends per row key, for rows that set them. */
  readonly rowEnds = new Map<string, RowLabelEnds>();

  private floorOf(scope: Scope): number {
    return scope.floor ? (this.floorIndex.get(scope.floor) ?? 0) : 0;
  }

  subChart(sc: JsonObject, scope: Scope, path: string): void {
    if (!scope.section) {
      if (scope.floor && !this.floorIndex.has(scope.floor)) {
        this.floorIndex.set(scope.floor, this.floors.length);
        this.floors.push({ ...scope.floor, bounds: { minX: 0, minY: 0, maxX: 0, maxY: 0 } });
      } else if (this.floors.length === 0) {
        this.floors.push({
          name: '',
          displayName: '',
          bounds: { minX: 0, minY: 0, maxX: 0, maxY: 0 },
        });
      }
    }
    readSubChartExtras(sc, path, scope.offset, this.floorOf(scope), !!scope.section, this.extras);
  }

  section(raw: JsonObject, scope: Scope, _path: string): void {
    const section = scope.section as SectionScope;
    // Outlines are stored in the chart's coordinates, not the section's (see README.md).
    const outline = polygonOf(raw.points, { x: 0, y: 0 }) ?? [];
    const mapSection: MapSection = {
      label: section.label,
      displayLabel: section.displayLabel,
      floor: this.floorOf(scope),
      outline,
      labelAt: { x: 0, y: 0 },
    };
    const size = optionalNumber(raw.labelSize);
    if (size !== undefined && size > 0) mapSection.labelSize = size;
    const angle = optionalNumber(raw.labelRotationAngle);
    if (angle !== undefined && angle !== 0) mapSection.labelAngle = angle;
    const dx = optionalNumber(raw.labelHorizontalOffset) ?? 0;
    const dy = optionalNumber(raw.labelVerticalOffset) ?? 0;
    if (outline.length > 0) {
      const b = pointsBounds(outline);
      mapSection.labelAt = { x: (b.minX + b.maxX) / 2 + dx, y: (b.minY + b.maxY) / 2 + dy };
    } else {
      this.unplaced.set(section, { section: mapSection, box: new Box() });
    }
    this.sections.push(mapSection);
  }

  row(raw: JsonObject, _scope: Scope, path: string): void {
    // The row's key is its path, as its seats' `rowKey` (see seat()).
    if (raw.rowLabelPosition !== undefined)
      this.rowEnds.set(path, rowLabelEnds(raw.rowLabelPosition));
  }

  object(obj: ChartObject, raw: JsonObject, scope: Scope, path: string, index: number): void {
    const placed =
      obj.objectType === 'seat'
        ? this.seat(obj, raw, scope, path)
        : obj.objectType === 'table'
          ? placeTable(obj, raw, scope.offset)
          : placeShaped(obj, raw, scope.offset);
    if (typeof placed === 'string') {
      this.extras.skipped.push({ path: index < 0 ? path : `${path}[${index}]`, reason: placed });
      return;
    }
    placed.floor = this.floorOf(scope);
    if (obj.section !== undefined) placed.section = obj.section;
    if (obj.categoryKey !== undefined) placed.categoryKey = obj.categoryKey;
    if (obj.zone !== undefined) placed.zone = obj.zone;
    this.objects.push(placed);
    const unplaced = scope.section && this.unplaced.get(scope.section);
    if (unplaced) unplaced.box.add(shapeBounds(placed.shape));
  }

  /** A seat at its own x/y; its radius is set once the whole chart is known. */
  private seat(obj: ChartObject, raw: JsonObject, scope: Scope, path: string): MapObject | string {
    const sx = optionalNumber(raw.x);
    const sy = optionalNumber(raw.y);
    if (sx === undefined || sy === undefined) return 'no coordinates';
    const x = scope.offset.x + sx;
    const y = scope.offset.y + sy;
    const seat: MapObject = {
      label: obj.label,
      kind: 'seat',
      floor: 0,
      x,
      y,
      shape: { type: 'circle', cx: x, cy: y, r: 0 },
      displayLabel: obj.labels.own.label,
    };
    if (obj.table !== undefined) {
      seat.table = obj.table;
      return seat;
    }
    // Seats of one row share their `seats` array's path: a key unique to the row, at no cost.
    if (path !== this.lastSeatsPath) {
      this.lastSeatsPath = path;
      this.lastRowKey = path.slice(0, -'.seats'.length);
      this.lastSeat = undefined;
    }
    seat.rowKey = this.lastRowKey;
    const rowLabel = obj.labels.parent?.label;
    if (rowLabel !== undefined) seat.rowLabel = rowLabel;
    const previous = this.lastSeat;
    if (previous) this.rowGaps.push(Math.hypot(x - previous.x, y - previous.y));
    this.lastSeat = seat;
    return seat;
  }

  /** Sizes that depend on the whole chart, the floors' boxes, the unplaced section labels. */
  finish(): number {
    const seatRadius = seatRadiusFrom(this.rowGaps);
    const boxes = this.floors.map(() => new Box());
    for (const obj of this.objects) {
      const shape = obj.shape;
      const box = boxes[obj.floor] as Box;
      if (shape.type === 'circle' && obj.kind === 'seat') {
        shape.r = seatRadius;
        box.addCircle(shape.cx, shape.cy, seatRadius);
      } else {
        box.add(shapeBounds(shape));
      }
    }
    for (const { section, box } of this.unplaced.values()) {
      const b = box.bounds();
      section.labelAt = { x: (b.minX + b.maxX) / 2, y: (b.minY + b.maxY) / 2 };
    }
    for (const section of this.sections) {
      if (section.outline.length > 0) boxes[section.floor]?.add(pointsBounds(section.outline));
    }
    for (const decoration of this.extras.decorations) {
      const box = boxes[decoration.floor] as Box;
      if (decoration.shape) box.add(shapeBounds(decoration.shape));
      // A text's extent is unknown without a font; its anchor at least is inside.
      if (decoration.textAt) box.addCircle(decoration.textAt.x, decoration.textAt.y, 0);
    }
    this.floors.forEach((floor, i) => {
      floor.bounds = (boxes[i] as Box).bounds();
    });
    return seatRadius;
  }
}

/**
 * Where every bookable object of a drawing is drawn, with its sections, floors and decorations.
 * Throws DrawingError where flattenDrawing does (the service refuses such drawings); things the
 * map cannot draw (no coordinates, unknown object types) are listed in `skipped` instead.
 */
export function layoutSeatMap(drawing: unknown): SeatMapLayout {
  const builder = new LayoutBuilder();
  const flat = flattenDrawing(drawing, builder);
  if (builder.floors.length === 0) {
    // `subChartFloors: []`: no floor at all; the map still has one to show (empty).
    builder.floors.push({
      name: '',
      displayName: '',
      bounds: { minX: 0, minY: 0, maxX: 0, maxY: 0 },
    });
  }
  const seatRadius = builder.finish();
  const layout = {
    floors: builder.floors,
    objects: builder.objects,
    sections: builder.sections,
    rows: rowsOf(builder.objects, (key) => builder.rowEnds.get(key) ?? 'both'),
    decorations: builder.extras.decorations,
    categories: flat.categories,
    zones: flat.zones,
    skipped: builder.extras.skipped,
    seatRadius,
  };
  return withByLabel(layout, layout.objects);
}
