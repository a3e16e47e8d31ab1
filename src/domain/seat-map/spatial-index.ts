// Hit-testing, rectangle selection and arrow-key navigation over a layout, with two flatbush
// trees per floor: one of the objects' boxes (what lies under a point), one of their centres
// (what lies in a rectangle, what is nearest in a direction).
import Flatbush from 'flatbush';
import { shapeBounds, shapeContains } from './shapes';
import type {
  Bounds,
  Direction,
  FloorTrees,
  MapObject,
  MapObjectKind,
  Point,
  SeatMapIndex,
  SeatMapLayout,
} from './types';

/** What is drawn on top wins a hit: a seat over its table, a table over a GA area. */
const LAYER: Record<MapObjectKind, number> = { generalAdmission: 0, booth: 1, table: 2, seat: 3 };

const UNIT: Record<Direction, Point> = {
  left: { x: -1, y: 0 },
  right: { x: 1, y: 0 },
  up: { x: 0, y: -1 },
  down: { x: 0, y: 1 },
};
/** cos 45°: a move goes to objects within 45° of the arrow's direction. */
const CONE = Math.SQRT1_2;

interface FloorIndex {
  objects: MapObject[];
  boxes: Flatbush;
  centres: Flatbush;
}

function buildTrees(objects: MapObject[]): { boxes: Flatbush; centres: Flatbush } {
  const boxes = new Flatbush(objects.length);
  const centres = new Flatbush(objects.length);
  for (const obj of objects) {
    const shape = obj.shape;
    if (shape.type === 'circle') {
      boxes.add(shape.cx - shape.r, shape.cy - shape.r, shape.cx + shape.r, shape.cy + shape.r);
    } else {
      const b = shapeBounds(shape);
      boxes.add(b.minX, b.minY, b.maxX, b.maxY);
    }
    centres.add(obj.x, obj.y, obj.x, obj.y);
  }
  boxes.finish();
  centres.finish();
  return { boxes, centres };
}

/** Trees given as data, if they are flatbush trees of exactly `count` items; else undefined. */
function treesFrom(data: FloorTrees | undefined, count: number) {
  if (!data) return undefined;
  try {
    const boxes = Flatbush.from(data.boxes);
    const centres = Flatbush.from(data.centres);
    if (boxes.numItems !== count || centres.numItems !== count) return undefined;
    return { boxes, centres };
  } catch {
    return undefined;
  }
}

function objectsPerFloor(layout: SeatMapLayout): MapObject[][] {
  const perFloor: MapObject[][] = layout.floors.map(() => []);
  for (const obj of layout.objects) perFloor[obj.floor]?.push(obj);
  return perFloor;
}

/** The index's trees as data, for a layout to carry to where it is shown (`layout.trees`). */
export function seatMapTrees(layout: SeatMapLayout): (FloorTrees | undefined)[] {
  return objectsPerFloor(layout).map((objects) => {
    if (objects.length === 0) return undefined;
    const { boxes, centres } = buildTrees(objects);
    return { boxes: boxes.data as ArrayBuffer, centres: centres.data as ArrayBuffer };
  });
}

/** Whether `to` lies within 45° of `unit` seen from `from` (and is not at the same place). */
function inCone(from: Point, to: Point, unit: Point): boolean {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const length = Math.hypot(dx, dy);
  return length > 0 && (dx * unit.x + dy * unit.y) / length >= CONE - 1e-9;
}

/**
 * Built on first use, not when made: the map's first frame of a big venue needs no index, and its
 * trees may still be on their way from the layout worker (`layout.trees`, read at that first use).
 */
export function indexSeatMap(layout: SeatMapLayout): SeatMapIndex {
  let built: (FloorIndex | undefined)[] | undefined;
  const floorIndex = (floor: number): FloorIndex | undefined => {
    built ??= objectsPerFloor(layout).map((objects, at): FloorIndex | undefined => {
      if (objects.length === 0) return undefined;
      const trees = treesFrom(layout.trees?.[at], objects.length) ?? buildTrees(objects);
      return { objects, ...trees };
    });
    return built[floor];
  };
  // Built on the first arrow key: where each object sits in the drawing order (rows are runs).
  let order: Map<MapObject, number> | undefined;

  function objectAt(floor: number, point: Point): MapObject | undefined {
    const index = floorIndex(floor);
    if (!index) return undefined;
    let best: MapObject | undefined;
    let bestIndex = -1;
    for (const i of index.boxes.search(point.x, point.y, point.x, point.y)) {
      const obj = index.objects[i] as MapObject;
      if (!shapeContains(obj.shape, point.x, point.y)) continue;
      // Same layer: the later in the drawing is drawn over the earlier.
      if (
        best === undefined ||
        LAYER[obj.kind] > LAYER[best.kind] ||
        (LAYER[obj.kind] === LAYER[best.kind] && i > bestIndex)
      ) {
        best = obj;
        bestIndex = i;
      }
    }
    return best;
  }

  function objectsIn(floor: number, rect: Bounds): MapObject[] {
    const index = floorIndex(floor);
    if (!index) return [];
    const found = index.centres.search(rect.minX, rect.minY, rect.maxX, rect.maxY);
    // Drawing order, whatever order the tree gives.
    found.sort((a, b) => a - b);
    return found.map((i) => index.objects[i] as MapObject);
  }

  /** The previous / next seat of the row that lies in the arrow's direction, if either does. */
  function alongRow(from: MapObject, unit: Point): MapObject | undefined {
    if (from.rowKey === undefined) return undefined;
    order ??= new Map(layout.objects.map((obj, i) => [obj, i]));
    const at = order.get(from);
    if (at === undefined) return undefined;
    let best: MapObject | undefined;
    let bestDot = CONE - 1e-9;
    for (const candidate of [layout.objects[at - 1], layout.objects[at + 1]]) {
      if (candidate?.rowKey !== from.rowKey) continue;
      const dx = candidate.x - from.x;
      const dy = candidate.y - from.y;
      const length = Math.hypot(dx, dy);
      if (length === 0) continue;
      const dot = (dx * unit.x + dy * unit.y) / length;
      if (dot >= bestDot) {
        best = candidate;
        bestDot = dot;
      }
    }
    return best;
  }

  function neighbour(from: MapObject, direction: Direction): MapObject | undefined {
    const unit = UNIT[direction];
    const inRow = alongRow(from, unit);
    if (inRow) return inRow;
    const index = floorIndex(from.floor);
    if (!index) return undefined;
    const [nearest] = index.centres.neighbors(from.x, from.y, 1, Number.POSITIVE_INFINITY, (i) => {
      const obj = index.objects[i] as MapObject;
      return obj !== from && inCone(from, obj, unit);
    });
    return nearest === undefined ? undefined : index.objects[nearest];
  }

  return { objectAt, objectsIn, neighbour };
}
