// Drawings the map must survive: empty, objects without coordinates, object types it does not
// know, and a venue far larger than any real one.
import { describe, expect, test } from 'vitest';
import { DrawingError, flattenDrawing, generateDrawing } from '../drawing';
import { layoutSeatMap } from './layout';
import { indexSeatMap } from './spatial-index';

const ZERO = { minX: 0, minY: 0, maxX: 0, maxY: 0 };

describe('an empty chart', () => {
  test.each([
    ['an empty sub-chart', { subChart: {} }],
    ['a new chart as the service makes it', { subChart: { rows: [], sections: [], icons: [] } }],
    ['no floors in subChartFloors', { subChartFloors: [] }],
  ])('%s: no objects, one floor with a zero box, nothing skipped', (_, drawing) => {
    const layout = layoutSeatMap(drawing);
    expect(layout.objects).toEqual([]);
    expect(layout.floors).toEqual([{ name: '', displayName: '', bounds: ZERO }]);
    expect(layout.skipped).toEqual([]);
    const index = indexSeatMap(layout);
    expect(index.objectAt(0, { x: 0, y: 0 })).toBeUndefined();
    expect(index.objectsIn(0, { minX: -1, minY: -1, maxX: 1, maxY: 1 })).toEqual([]);
  });

  test('a drawing the service refuses is refused the same way', () => {
    expect(() => layoutSeatMap({})).toThrow(DrawingError);
    expect(() => layoutSeatMap({ subChart: { rows: [{ seats: [] }] } })).toThrow(
      'drawing.subChart.rows[0].label must be a string',
    );
  });
});

describe('what the map cannot draw is skipped and named', () => {
  const drawing = {
    subChart: {
      rows: [
        {
          label: 'A',
          seats: [
            { label: '1', x: 0, y: 0 },
            { label: '2', y: 0 },
            { label: '3', x: 40, y: 'far' },
            { label: '4', x: 60, y: 0 },
          ],
        },
      ],
      generalAdmissionAreas: [{ label: 'GA1', capacity: 10 }],
      tables: [{ label: 'T1', seats: [] }],
      texts: [
        { text: 'Exit', x: 5, y: 5 },
        { x: 1, y: 1 },
      ],
      icons: [{ objectType: 'icon', x: 3, y: 3 }],
      curvedTexts: [{ text: 'Welcome' }],
      width: 100,
    },
  };

  test('objects without coordinates and unknown object types, with their paths', () => {
    const layout = layoutSeatMap(drawing);
    expect(layout.skipped).toEqual([
      { path: 'drawing.subChart.texts[1]', reason: 'a text without words' },
      { path: 'drawing.subChart.icons[0]', reason: 'unknown object type "icon"' },
      { path: 'drawing.subChart.curvedTexts[0]', reason: 'unknown object type "curvedTexts"' },
      { path: 'drawing.subChart.rows[0].seats[1]', reason: 'no coordinates' },
      { path: 'drawing.subChart.rows[0].seats[2]', reason: 'no coordinates' },
      { path: 'drawing.subChart.tables[0]', reason: 'no coordinates' },
      { path: 'drawing.subChart.generalAdmissionAreas[0]', reason: 'no coordinates' },
    ]);
  });

  test('the rest is drawn, and every bookable object is either drawn or skipped', () => {
    const layout = layoutSeatMap(drawing);
    expect(layout.objects.map((o) => o.label)).toEqual(['A-1', 'A-4']);
    expect(layout.decorations).toEqual([{ floor: 0, text: 'Exit', textAt: { x: 5, y: 5 } }]);
    const bookable = flattenDrawing(drawing).objects.length;
    const skippedBookable = layout.skipped.filter((s) => s.reason === 'no coordinates').length;
    expect(layout.objects.length + skippedBookable).toBe(bookable);
  });

  test('row neighbours skip over the seat that could not be placed', () => {
    const layout = layoutSeatMap(drawing);
    const a1 = layout.objects[0];
    expect(a1?.label).toBe('A-1');
    if (a1) expect(indexSeatMap(layout).neighbour(a1, 'right')?.label).toBe('A-4');
  });

  test('a section inside a section is named, not drawn', () => {
    const layout = layoutSeatMap({
      subChart: {
        sections: [
          { label: 'S', topLeft: { x: 0, y: 0 }, subChart: { sections: [{ label: 'N' }] } },
        ],
      },
    });
    expect(layout.skipped).toEqual([
      {
        path: 'drawing.subChart.sections[0].subChart.sections[0]',
        reason: 'a section inside a section',
      },
    ]);
  });
});

describe('sizes the designer may leave out', () => {
  test('a GA area with only a centre, a table with only seats, a booth with only x/y', () => {
    const layout = layoutSeatMap({
      subChart: {
        generalAdmissionAreas: [{ label: 'GA1', type: 'circle', center: { x: 0, y: 0 } }],
        tables: [
          {
            label: 'T1',
            seats: [
              { label: '1', x: 100, y: 70 },
              { label: '2', x: 100, y: 130 },
            ],
          },
        ],
        booths: [{ label: 'B1', x: 300, y: 300 }],
      },
    });
    const at = (label: string) => layout.byLabel.get(label);
    expect(at('GA1')?.shape).toEqual({ type: 'circle', cx: 0, cy: 0, r: 30 });
    // Centre from the seats (100, 100); radius: 30 to the seats, less a seat (8) and a gap (1).
    expect(at('T1')?.shape).toEqual({ type: 'circle', cx: 100, cy: 100, r: 21 });
    expect(at('B1')?.shape).toMatchObject({
      type: 'rect',
      cx: 300,
      cy: 300,
      width: 20,
      height: 20,
    });
  });
});

describe('a venue of 200,000 seats', () => {
  test('lays out and indexes every seat', () => {
    const layout = layoutSeatMap(generateDrawing({ seats: 200_000, sections: 20, gaAreas: 2 }));
    expect(layout.objects).toHaveLength(200_002);
    expect(layout.skipped).toEqual([]);
    const index = indexSeatMap(layout);
    const b = layout.floors[0]?.bounds ?? ZERO;
    expect(index.objectsIn(0, b)).toHaveLength(200_002);
    const last = layout.objects.at(-1);
    expect(last && index.objectAt(0, last)?.label).toBe(last?.label);
  }, 120_000);
});
