// The seat map's model: where every object of a chart's drawing is drawn, in chart coordinates.
// Built from the designer drawing by layout.ts (the same walk that labels objects for the
// service, so a map label is always a service label); indexed for hit-testing by spatial-index.ts.
import type { Category, Zone } from '../model';

export interface Point {
  x: number;
  y: number;
}

export interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** A drawable outline, in absolute chart coordinates; `angle` in degrees, around the centre. */
export type MapShape =
  | { type: 'circle'; cx: number; cy: number; r: number }
  | { type: 'ellipse'; cx: number; cy: number; rx: number; ry: number; angle: number }
  | {
      type: 'rect';
      cx: number;
      cy: number;
      width: number;
      height: number;
      angle: number;
      cornerRadius: number;
    }
  | { type: 'polygon'; points: Point[] };

export type MapObjectKind = 'seat' | 'table' | 'generalAdmission' | 'booth';

/** One bookable object: tables and their seats both appear (the event decides which is booked). */
export interface MapObject {
  /** The technical label, as the service and the reports name the object (`Section A-A-1`). */
  label: string;
  kind: MapObjectKind;
  /** Index into `SeatMapLayout.floors` (0 on a chart without floors). */
  floor: number;
  /** Centre in absolute chart coordinates (section offsets applied). */
  x: number;
  y: number;
  /** What is drawn and hit-tested. */
  shape: MapShape;
  /** The object's own display label, drawn on it when legible (`1`, `T1`, `GA1`). */
  displayLabel: string;
  /** Technical section label, when the object is in a section. */
  section?: string;
  /** Seats in a row: a key unique in the chart for the row (the row's place in the drawing). */
  rowKey?: string;
  /** Seats in a row: the row's display label. */
  rowLabel?: string;
  /** Seats at a table: the table's technical label. */
  table?: string;
  categoryKey?: string;
  /** Zone key, for objects in a section of a zone. */
  zone?: string;
  /** GA areas: their capacity. */
  capacity?: number;
}

export interface MapSection {
  label: string;
  displayLabel: string;
  floor: number;
  /** The section's outline, absolute; empty when the drawing gives none. */
  outline: Point[];
  /** Where its label is drawn. */
  labelAt: Point;
  /** The designer's label size and angle (degrees), when it gives them. */
  labelSize?: number;
  labelAngle?: number;
}

/** Which ends of a row carry its label (the designer's `rowLabelPosition`, see rows.ts). */
export type RowLabelEnds = 'start' | 'end' | 'both';

/** A row of seats, for drawing its label beyond its first and last seats. */
export interface MapRow {
  /** The row's display label (`A`); rows without one are not listed. */
  label: string;
  floor: number;
  /** The centres of the row's first and last seats, in drawing order. */
  start: Point;
  end: Point;
  /** Unit vectors pointing away from the row at each end (along its first and last gaps). */
  outStart: Point;
  outEnd: Point;
  ends: RowLabelEnds;
}

/** Non-bookable things that orient people: the stage, shapes, texts, lines. */
export interface MapDecoration {
  floor: number;
  /** A filled/stroked shape (the stage), or absent for a text alone. */
  shape?: MapShape;
  fill?: string;
  stroke?: string;
  /** Text drawn at `textAt` (a shape's label, or a text object's content). */
  text?: string;
  textAt?: Point;
  fontSize?: number;
  /** A text object's own colour and angle (degrees, around `textAt`). */
  textColor?: string;
  textAngle?: number;
  /** Drawn over the bookable objects rather than under them (the designer's `foreground`). */
  foreground?: boolean;
}

export interface MapFloor {
  name: string;
  displayName: string;
  /** Box around everything drawn on this floor; all zero on an empty floor. */
  bounds: Bounds;
}

/** Something of the drawing the map could not draw, named so the user can be told. */
export interface SkippedThing {
  /** Where in the drawing, e.g. `drawing.subChart.rows[3].seats[7]`. */
  path: string;
  /** In words: `no coordinates`, `unknown object type "curvedText"`. */
  reason: string;
}

export interface SeatMapLayout {
  /** At least one floor (a chart without floors has one, named ''). */
  floors: MapFloor[];
  /** Every bookable object in drawing order. */
  objects: MapObject[];
  byLabel: Map<string, MapObject>;
  sections: MapSection[];
  /** Rows of seats with a label (absent from layouts kept by builds that did not list them). */
  rows?: MapRow[];
  decorations: MapDecoration[];
  categories: Category[];
  zones: Zone[];
  skipped: SkippedThing[];
  /** The radius every seat is drawn with (seats' `shape` carries it too). */
  seatRadius?: number;
  /**
   * The spatial index's trees per floor, built where the layout was made (the layout worker) so
   * the page does not build them again; indexSeatMap builds any that are missing or do not fit.
   */
  trees?: readonly (FloorTrees | undefined)[];
}

/** One floor's two flatbush trees as their data (spatial-index.ts). */
export interface FloorTrees {
  boxes: ArrayBuffer;
  centres: ArrayBuffer;
}

export type Direction = 'left' | 'right' | 'up' | 'down';

/** Hit-testing and navigation over a layout (spatial-index.ts builds it once per layout). */
export interface SeatMapIndex {
  /** The object drawn under the point on that floor (a seat before its table, before a GA area). */
  objectAt(floor: number, point: Point): MapObject | undefined;
  /** Every object of that floor whose centre lies inside the rectangle (edges included). */
  objectsIn(floor: number, rect: Bounds): MapObject[];
  /**
   * The seat to move to with an arrow key: along the row first (left / right neighbour), else the
   * nearest object on the same floor whose centre lies in that direction (within a 45° cone).
   */
  neighbour(from: MapObject, direction: Direction): MapObject | undefined;
}
