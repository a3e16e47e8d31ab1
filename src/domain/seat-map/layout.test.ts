// The layout of the five fixture charts: one map object per bookable object, each where the
// drawing puts it. Expected positions are read off the raw JSON by hand (offset + x/y).
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { flattenDrawing } from '../drawing';
import { layoutSeatMap } from './layout';
import { shapeContains } from './shapes';
import type { MapObject, SeatMapLayout } from './types';

const FIXTURES = [
  'sampleChart',
  'sampleChartWithFloors',
  'sampleChartWithSections',
  'sampleChartWithTables',
  'sampleChartWithZones',
] as const;

function drawing(name: string): unknown {
  const url = new URL(`../../../fixtures/charts/${name}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8'));
}

const layouts = new Map<string, SeatMapLayout>(FIXTURES.map((f) => [f, layoutSeatMap(drawing(f))]));

function layout(name: (typeof FIXTURES)[number]): SeatMapLayout {
  return layouts.get(name) as SeatMapLayout;
}

function get(l: SeatMapLayout, label: string): MapObject {
  const obj = l.byLabel.get(label);
  if (!obj) throw new Error(`no object ${label}`);
  return obj;
}

describe.each(FIXTURES)('%s', (name) => {
  test('every bookable object of the service gets exactly one map object, same label and kind', () => {
    const flat = flattenDrawing(drawing(name));
    const l = layout(name);
    expect(l.objects.map((o) => [o.label, o.kind])).toEqual(
      flat.objects.map((o) => [o.label, o.objectType]),
    );
    expect(l.skipped).toEqual([]);
    expect(l.categories).toEqual(flat.categories);
  });

  test('every object lies inside its floor’s box, and its centre on its own shape', () => {
    const l = layout(name);
    const outside = l.objects.filter((o) => {
      const b = l.floors[o.floor]?.bounds;
      return !b || o.x < b.minX || o.x > b.maxX || o.y < b.minY || o.y > b.maxY;
    });
    expect(outside).toEqual([]);
    expect(l.objects.filter((o) => !shapeContains(o.shape, o.x, o.y))).toEqual([]);
  });

  test('seats of a drawn section lie inside its outline (the section offset is applied)', () => {
    const l = layout(name);
    const outlines = new Map(l.sections.map((s) => [s.label, s]));
    const seats = l.objects.filter((o) => o.kind === 'seat' && outlines.has(o.section ?? ''));
    const astray = seats.filter((o) => {
      const section = outlines.get(o.section as string);
      return !section || !shapeContains({ type: 'polygon', points: section.outline }, o.x, o.y);
    });
    expect(astray.map((o) => o.label)).toEqual([]);
  });
});

describe('positions', () => {
  test('a section’s seats are placed at its topLeft plus their own x/y', () => {
    const l = layout('sampleChartWithSections');
    // Section B: topLeft (189.94, 0); its A-1 at (16.25, 45.25).
    expect(get(l, 'Section B-A-1')).toMatchObject({ x: 189.94 + 16.25, y: 45.25 });
    expect(get(l, 'Section A-F-6')).toMatchObject({ x: 118.25, y: 161.25 });
    const b = l.sections.find((s) => s.label === 'Section B');
    expect(b?.outline[0]).toEqual({ x: 190.69, y: 0.75 });
    expect(b?.labelAt).toEqual({ x: (190.69 + 302.69) / 2, y: (0.75 + 240.75) / 2 });
  });

  test('rows on the chart itself keep their x/y; seats share one radius of 8 at a pitch of 20', () => {
    const l = layout('sampleChart');
    expect(get(l, 'A-1')).toMatchObject({ x: 151.94, y: 99.56, rowLabel: 'A', floor: 0 });
    expect(get(l, 'A-1').shape).toEqual({ type: 'circle', cx: 151.94, cy: 99.56, r: 8 });
    expect(l.seatRadius).toBe(8);
    expect(get(l, 'A-1').rowKey).toBe(get(l, 'A-8').rowKey);
    expect(get(l, 'A-1').rowKey).not.toBe(get(l, 'B-1').rowKey);
  });

  test('floors: one per subChartFloors entry, each object on its own', () => {
    const l = layout('sampleChartWithFloors');
    expect(l.floors.map((f) => [f.name, f.displayName])).toEqual([
      ['1', 'Floor 1'],
      ['2', 'Floor 2'],
    ]);
    const flat = flattenDrawing(drawing('sampleChartWithFloors'));
    const floorNames = l.objects.map((o) => l.floors[o.floor]?.name);
    expect(floorNames).toEqual(flat.objects.map((o) => o.floor?.name));
    expect(new Set(floorNames)).toEqual(new Set(['1', '2']));
    // S2 sits at topLeft (1242.22, 12.22) on floor 2; its outline is the floor's box.
    expect(l.floors[1]?.bounds).toEqual({ minX: 1243.22, minY: 13.22, maxX: 1293.22, maxY: 53.22 });
    expect(l.sections.map((s) => [s.label, s.floor])).toEqual([
      ['S1', 0],
      ['S2', 1],
    ]);
  });

  test('the zones fixture’s single sub-chart is one floor; zones reach the objects', () => {
    const l = layout('sampleChartWithZones');
    expect(l.floors).toHaveLength(1);
    expect(get(l, 'Goal Stand 4-A-1')).toMatchObject({
      x: 39735.23 + 676,
      y: 22018.06 + 976,
      zone: 'finishline',
    });
    expect(l.zones.map((z) => z.key)).toEqual(['finishline', 'midtrack']);
    expect(l.sections.find((s) => s.label === 'Goal Stand 4')?.labelAngle).toBe(320);
  });

  test('round tables at their centre with their radius; their seats around them', () => {
    const l = layout('sampleChartWithTables');
    const table = get(l, 'T1');
    expect(table.shape).toEqual({ type: 'circle', cx: 35.74, cy: 39.87, r: 23.8732414637843 });
    const seats = l.objects.filter((o) => o.table === 'T1');
    expect(seats.map((s) => s.label)).toEqual(['T1-1', 'T1-2', 'T1-3', 'T1-4', 'T1-5', 'T1-6']);
    const r = 23.8732414637843;
    for (const seat of seats) {
      const d = Math.hypot(seat.x - table.x, seat.y - table.y);
      expect(d).toBeGreaterThan(r);
      expect(d).toBeLessThan(r + 2 * (l.seatRadius ?? 0));
    }
    expect(get(l, 'T1-4')).toMatchObject({ x: 35.74, y: 9, displayLabel: '4' });
  });

  test('GA areas: ellipses from radius1/radius2, with their capacity and category', () => {
    const l = layout('sampleChart');
    expect(get(l, 'GA1')).toMatchObject({
      kind: 'generalAdmission',
      x: 53.22,
      y: 139.45,
      capacity: 100,
      categoryKey: '9',
      shape: { type: 'ellipse', cx: 53.22, cy: 139.45, rx: 52.222222222222626, angle: 0 },
    });
  });

  test('the stage is a decoration: a filled rectangle with its label', () => {
    expect(layout('sampleChart').decorations).toEqual([
      {
        floor: 0,
        shape: {
          type: 'rect',
          cx: 218.94,
          cy: 30.56,
          width: 245.55555555555475,
          height: 61.11111111111131,
          angle: 0,
          cornerRadius: 8,
        },
        fill: '#D0D1D2',
        text: 'Stage',
        textAt: { x: 218.94, y: 30.56 },
        fontSize: 16,
      },
    ]);
  });
});
