// Hit-testing, rectangles and arrow keys over the fixture charts and small hand-made ones.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { layoutSeatMap } from './layout';
import { indexSeatMap, seatMapTrees } from './spatial-index';
import type { Bounds, MapObject, SeatMapIndex, SeatMapLayout } from './types';

function fixture(name: string): { layout: SeatMapLayout; index: SeatMapIndex } {
  const url = new URL(`../../../fixtures/charts/${name}.json`, import.meta.url);
  const layout = layoutSeatMap(JSON.parse(readFileSync(url, 'utf8')));
  return { layout, index: indexSeatMap(layout) };
}

function mapOf(subChart: Record<string, unknown>) {
  const layout = layoutSeatMap({ subChart });
  return { layout, index: indexSeatMap(layout) };
}

function get(layout: SeatMapLayout, label: string): MapObject {
  const obj = layout.byLabel.get(label);
  if (!obj) throw new Error(`no object ${label}`);
  return obj;
}

const sample = fixture('sampleChart');
const sections = fixture('sampleChartWithSections');
const tables = fixture('sampleChartWithTables');
const floors = fixture('sampleChartWithFloors');
const zones = fixture('sampleChartWithZones');

describe('objectAt', () => {
  test('the centre of a seat, or a point near its edge, is that seat; between seats is nothing', () => {
    const { layout, index } = sample;
    const a1 = get(layout, 'A-1');
    expect(index.objectAt(0, { x: a1.x, y: a1.y })?.label).toBe('A-1');
    expect(index.objectAt(0, { x: a1.x + 7.9, y: a1.y })?.label).toBe('A-1');
    // are 20 apart with radius 8: the middle 4 units are empty.
    expect(index.objectAt(0, { x: a1.x + 10, y: a1.y })).toBeUndefined();
    expect(index.objectAt(0, { x: -500, y: -500 })).toBeUndefined();
  });

  test('a GA ellipse is hit inside its outline, not in the corners of its box', () => {
    const { layout, index } = sample;
    const ga = get(layout, 'GA1');
    expect(index.objectAt(0, { x: ga.x + 50, y: ga.y })?.label).toBe('GA1');
    // (52.2·0.8, 45.6·0.8) lies inside the box but outside the ellipse (0.64 + 0.64 > 1).
    expect(index.objectAt(0, { x: ga.x + 41.8, y: ga.y + 36.4 })).toBeUndefined();
  });

  test('every seat of the zones fixture is found at its own centre', () => {
    const { layout, index } = zones;
    const wrong = layout.objects.filter((o) => index.objectAt(o.floor, o)?.label !== o.label);
    expect(wrong.map((o) => o.label)).toEqual([]);
  });

  test('a seat drawn over its table wins; the table elsewhere; later tables over earlier', () => {
    const { layout, index } = mapOf({
      tables: [
        {
          label: 'T1',
          type: 'round',
          center: { x: 0, y: 0 },
          radius: 20,
          seats: [{ label: '1', x: 0, y: 18 }],
        },
      ],
      generalAdmissionAreas: [
        { label: 'GA', type: 'rectangle', center: { x: 0, y: 0 }, width: 200, height: 200 },
      ],
    });
    expect(index.objectAt(0, { x: 0, y: 18 })?.label).toBe('T1-1');
    expect(index.objectAt(0, { x: 0, y: 0 })?.label).toBe('T1');
    expect(index.objectAt(0, { x: 90, y: 90 })?.label).toBe('GA');
    expect(layout.objects).toHaveLength(3);
    // The fixture draws T2 exactly over T1.
    expect(tables.index.objectAt(0, { x: 35.74, y: 39.87 })?.label).toBe('T2');
  });

  test('only the asked floor is searched', () => {
    const { layout, index } = floors;
    const s2 = get(layout, 'S2-B-1');
    expect(index.objectAt(1, s2)?.label).toBe('S2-B-1');
    expect(index.objectAt(0, s2)).toBeUndefined();
    expect(index.objectAt(7, s2)).toBeUndefined();
  });
});

describe('objectsIn', () => {
  function bruteForce(layout: SeatMapLayout, floor: number, r: Bounds): string[] {
    return layout.objects
      .filter((o) => o.floor === floor)
      .filter((o) => o.x >= r.minX && o.x <= r.maxX && o.y >= r.minY && o.y <= r.maxY)
      .map((o) => o.label);
  }

  test('a rectangle around row A of section A holds exactly its six seats', () => {
    const { layout, index } = sections;
    const labels = index
      .objectsIn(0, { minX: 0, minY: 35, maxX: 130, maxY: 45 })
      .map((o) => o.label);
    expect(labels).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Section A-A-${n}`));
    // Edges count: a rectangle of no size on a seat's centre holds it.
    const a1 = get(layout, 'Section A-A-1');
    expect(index.objectsIn(0, { minX: a1.x, minY: a1.y, maxX: a1.x, maxY: a1.y })).toEqual([a1]);
  });

  test('random rectangles hold exactly the objects whose centres are inside (zones, floors)', () => {
    for (const { layout, index } of [zones, floors]) {
      const b = layout.floors[0]?.bounds as Bounds;
      const coordinate = (min: number, max: number) =>
        fc.double({ min: min - 50, max: max + 50, noNaN: true });
      const rect = fc
        .tuple(
          coordinate(b.minX, b.maxX),
          coordinate(b.minX, b.maxX),
          coordinate(b.minY, b.maxY),
          coordinate(b.minY, b.maxY),
        )
        .map(([x1, x2, y1, y2]) => ({
          minX: Math.min(x1, x2),
          maxX: Math.max(x1, x2),
          minY: Math.min(y1, y2),
          maxY: Math.max(y1, y2),
        }));
      fc.assert(
        fc.property(rect, (r) => {
          const got = index.objectsIn(0, r).map((o) => o.label);
          expect(got).toEqual(bruteForce(layout, 0, r));
        }),
        { numRuns: 60 },
      );
    }
  });

  test('a rectangle around a whole floor holds exactly that floor’s objects', () => {
    const { layout, index } = floors;
    const everything = { minX: -1e6, minY: -1e6, maxX: 1e6, maxY: 1e6 };
    expect(index.objectsIn(1, everything).map((o) => o.label)).toEqual(
      bruteForce(layout, 1, everything),
    );
    expect(index.objectsIn(1, everything).length).toBeGreaterThan(0);
  });
});

describe('neighbour', () => {
  test('right along the row, down to the next row, across to the next section', () => {
    const { layout, index } = sections;
    const at = (label: string) => get(layout, label);
    expect(index.neighbour(at('Section A-A-1'), 'right')?.label).toBe('Section A-A-2');
    expect(index.neighbour(at('Section A-A-2'), 'left')?.label).toBe('Section A-A-1');
    expect(index.neighbour(at('Section A-A-3'), 'down')?.label).toBe('Section A-B-3');
    expect(index.neighbour(at('Section A-B-3'), 'up')?.label).toBe('Section A-A-3');
    expect(index.neighbour(at('Section A-A-6'), 'right')?.label).toBe('Section B-A-1');
  });

  test('nothing beyond the edge of the chart', () => {
    const { layout, index } = sections;
    expect(index.neighbour(get(layout, 'Section A-A-1'), 'left')).toBeUndefined();
    expect(index.neighbour(get(layout, 'Section A-A-1'), 'up')).toBeUndefined();
    expect(index.neighbour(get(layout, 'Section B-G-5'), 'right')).toBeUndefined();
    expect(index.neighbour(get(layout, 'Section B-G-5'), 'down')).toBeUndefined();
  });

  test('a row drawn right to left: right goes to the seat on the right, not the next label', () => {
    const { layout, index } = mapOf({
      rows: [
        {
          label: 'A',
          seats: [
            { label: '1', x: 100, y: 0 },
            { label: '2', x: 80, y: 0 },
            { label: '3', x: 60, y: 0 },
          ],
        },
      ],
    });
    expect(index.neighbour(get(layout, 'A-2'), 'right')?.label).toBe('A-1');
    expect(index.neighbour(get(layout, 'A-2'), 'left')?.label).toBe('A-3');
    expect(index.neighbour(get(layout, 'A-1'), 'right')).toBeUndefined();
  });

  test('a row is followed along its own slope; across it goes to the nearest in the cone', () => {
    const { layout, index } = zones;
    // Goal Stand 4's rows climb to the right (about 40°): right follows the row, down the next.
    expect(index.neighbour(get(layout, 'Goal Stand 4-A-1'), 'right')?.label).toBe(
      'Goal Stand 4-A-2',
    );
    expect(index.neighbour(get(layout, 'Goal Stand 4-A-1'), 'down')?.label).toBe(
      'Goal Stand 4-B-1',
    );
  });

  test('never leaves the floor', () => {
    const { layout, index } = floors;
    // Floor 1 holds S1 at the left; floor 2's S2 lies far to its right, on the other floor.
    const floor1 = layout.objects.filter((o) => o.floor === 0);
    const rightmost = floor1.reduce((a, b) => (b.x > a.x ? b : a));
    expect(rightmost.label).toBe('S1-A-2');
    expect(index.neighbour(rightmost, 'right')).toBeUndefined();
    const s2 = get(layout, 'S2-B-1');
    expect(index.neighbour(s2, 'left')).toBeUndefined();
  });
});

describe('trees built elsewhere (the layout worker) and carried with the layout', () => {
  const everyFixture = { sample, sections, tables, floors, zones };

  test.each(Object.entries(everyFixture))('%s: the same answers as trees built here', (_, f) => {
    const carried = indexSeatMap({ ...f.layout, trees: seatMapTrees(f.layout) });
    for (const obj of f.layout.objects) {
      const at = { x: obj.x + 0.5, y: obj.y - 0.5 };
      expect(carried.objectAt(obj.floor, at)).toBe(f.index.objectAt(obj.floor, at));
      const box = { minX: obj.x - 40, minY: obj.y - 40, maxX: obj.x + 40, maxY: obj.y + 40 };
      expect(carried.objectsIn(obj.floor, box)).toEqual(f.index.objectsIn(obj.floor, box));
      expect(carried.neighbour(obj, 'right')).toBe(f.index.neighbour(obj, 'right'));
    }
  });

  test('trees of another layout, or data that is not a tree, are ignored and built again', () => {
    const otherTrees = seatMapTrees(tables.layout);
    const junk = { boxes: new ArrayBuffer(64), centres: new ArrayBuffer(8) };
    for (const trees of [otherTrees, [junk], [undefined]]) {
      const index = indexSeatMap({ ...sample.layout, trees });
      const a1 = get(sample.layout, 'A-1');
      expect(index.objectAt(0, { x: a1.x, y: a1.y })?.label).toBe('A-1');
      expect(index.objectsIn(0, floorBox(sample.layout))).toHaveLength(
        sample.layout.objects.length,
      );
    }
  });
});

describe('an index is built at its first use (the map draws its first frame without one)', () => {
  const FAR = 10_000;
  /** Trees of the sample chart with every object moved FAR away: a hit through them shows. */
  const movedTrees = () =>
    seatMapTrees({
      ...sample.layout,
      objects: sample.layout.objects.map((o) => ({
        ...o,
        x: o.x + FAR,
        y: o.y + FAR,
        shape:
          o.shape.type === 'circle'
            ? { ...o.shape, cx: o.shape.cx + FAR, cy: o.shape.cy + FAR }
            : o.shape,
      })),
    });
  const around = (p: { x: number; y: number }) => ({
    minX: p.x - 1,
    minY: p.y - 1,
    maxX: p.x + 1,
    maxY: p.y + 1,
  });

  test('trees that come after the index was made, before its first use, are the ones read', () => {
    const layout: SeatMapLayout = { ...sample.layout };
    const index = indexSeatMap(layout);
    layout.trees = movedTrees();
    const a1 = get(sample.layout, 'A-1');
    expect(index.objectsIn(0, around({ x: a1.x + FAR, y: a1.y + FAR }))).toContain(a1);
    expect(index.objectsIn(0, around(a1))).toEqual([]);
  });

  test('an index used before its trees came builds its own, and trees coming later change nothing', () => {
    const layout: SeatMapLayout = { ...sample.layout };
    const index = indexSeatMap(layout);
    const a1 = get(sample.layout, 'A-1');
    expect(index.objectAt(0, a1)?.label).toBe('A-1');
    layout.trees = movedTrees();
    expect(index.objectAt(0, a1)?.label).toBe('A-1');
    expect(index.objectsIn(0, around(a1))).toEqual([a1]);
    expect(index.neighbour(a1, 'right')?.label).toBe(sample.index.neighbour(a1, 'right')?.label);
  });
});

function floorBox(layout: SeatMapLayout): Bounds {
  return layout.floors[0]?.bounds as Bounds;
}
