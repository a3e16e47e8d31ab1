// What the renderer needs per floor, computed once per layout (one pass over the objects):
// the objects, the big ones never culled, the sections and decorations, the seat size.
import type {
  MapDecoration,
  MapObject,
  MapRow,
  MapSection,
  SeatMapLayout,
} from '../../../domain/seat-map/types';
import { type SpeckColumns, speckColumns } from './draw-specks';
import { shapeRadius } from './viewport';

export interface FloorData {
  objects: MapObject[];
  /** The objects' x, y, r, packed for the floor bitmap's specks (draw-specks.ts). */
  xyr: SpeckColumns;
  /** Tables, GA areas and booths: few and big, always drawn (their centre may be out of view). */
  large: MapObject[];
  sections: MapSection[];
  /** Rows with a label, for drawing it at their ends. */
  rows: MapRow[];
  decorations: MapDecoration[];
  /** The largest seat radius: how far outside the view a seat's centre may lie and still show. */
  maxSeatRadius: number;
  /** The largest object's radius (a GA area's): labels are drawn from when it is legible. */
  maxRadius: number;
}

/** A seat radius for charts without seats (the zoom limit needs one). */
const DEFAULT_SEAT_RADIUS = 8;

export function floorData(layout: SeatMapLayout): FloorData[] {
  const floors: FloorData[] = layout.floors.map(() => ({
    objects: [],
    xyr: new Float64Array(0),
    large: [],
    sections: [],
    rows: [],
    decorations: [],
    maxSeatRadius: 0,
    maxRadius: 0,
  }));
  const at = (floor: number) => floors[floor] ?? floors[0];
  for (const object of layout.objects) {
    const data = at(object.floor);
    data.objects.push(object);
    const radius = shapeRadius(object.shape);
    data.maxRadius = Math.max(data.maxRadius, radius);
    if (object.kind === 'seat') {
      data.maxSeatRadius = Math.max(data.maxSeatRadius, radius);
    } else {
      data.large.push(object);
    }
  }
  for (const section of layout.sections) at(section.floor).sections.push(section);
  for (const row of layout.rows ?? []) at(row.floor).rows.push(row);
  for (const decoration of layout.decorations) at(decoration.floor).decorations.push(decoration);
  for (const data of floors) data.xyr = speckColumns(data.objects);
  return floors;
}

/** The radius of the chart's seats as drawn most often (the median of a sample). */
export function typicalSeatRadius(layout: SeatMapLayout): number {
  const radii: number[] = [];
  const step = Math.max(1, Math.floor(layout.objects.length / 500));
  for (let i = 0; i < layout.objects.length; i += step) {
    const object = layout.objects[i];
    if (object.kind === 'seat') radii.push(shapeRadius(object.shape));
  }
  if (radii.length === 0) return DEFAULT_SEAT_RADIUS;
  radii.sort((a, b) => a - b);
  return radii[Math.floor(radii.length / 2)] || DEFAULT_SEAT_RADIUS;
}

/** The selected objects on one floor (selected labels the chart lacks are skipped here). */
export function selectedOnFloor(
  selection: ReadonlySet<string>,
  layout: SeatMapLayout,
  floor: number,
): MapObject[] {
  const out: MapObject[] = [];
  for (const label of selection) {
    const object = layout.byLabel.get(label);
    if (object && object.floor === floor) out.push(object);
  }
  return out;
}
