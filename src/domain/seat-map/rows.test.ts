// Rows listed for their labels: each row of the fixture charts once, with its display label,
// its end seats and the directions pointing away from them; the designer's choice of ends kept.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { layoutSeatMap } from './layout';
import { rowLabelEnds } from './rows';

function drawing(name: string): Record<string, unknown> {
  const url = new URL(`../../../fixtures/charts/${name}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8'));
}

type Row = Record<string, unknown>;
const rowsOfDrawing = (d: Record<string, unknown>) => (d.subChart as { rows: Row[] }).rows;

describe('rows of a chart, for their labels', () => {
  test('every row of the sample chart, its first and last seats, pointing away from the row', () => {
    const rows = layoutSeatMap(drawing('sampleChart')).rows ?? [];
    // Rows A–D run left to right, 8 seats from x 151.94 to 291.94 (read off the JSON).
    expect(rows.map((row) => row.label)).toEqual(['A', 'B', 'C', 'D']);
    expect(rows[0]).toEqual({
      label: 'A',
      floor: 0,
      start: { x: 151.94, y: 99.56 },
      end: { x: 291.94, y: 99.56 },
      outStart: { x: -1, y: 0 },
      outEnd: { x: 1, y: 0 },
      // The fixture says label-position-invisible: hidden from buyers, both ends for staff.
      ends: 'both',
    });
  });

  test('rows in sections are listed too, on their floor, with the display label', () => {
    const sections = layoutSeatMap(drawing('sampleChartWithSections'));
    const labels = new Set(sections.objects.flatMap((o) => (o.rowLabel ? [o.rowLabel] : [])));
    expect(new Set(sections.rows?.map((row) => row.label))).toEqual(labels);
    const floors = layoutSeatMap(drawing('sampleChartWithFloors'));
    expect(new Set(floors.rows?.map((row) => row.floor))).toEqual(new Set([0, 1]));
  });

  test('the designer’s side is kept: left is the start, right the end', () => {
    const d = drawing('sampleChart');
    const [a, b, c] = rowsOfDrawing(d) as [Row, Row, Row];
    a.rowLabelPosition = 'label-position-left';
    b.rowLabelPosition = 'label-position-right';
    c.rowLabelPosition = 'label-position-both';
    c.displayLabel = 'Row C';
    const rows = layoutSeatMap(d).rows ?? [];
    expect(rows.map((row) => [row.label, row.ends])).toEqual([
      ['A', 'start'],
      ['B', 'end'],
      ['Row C', 'both'],
      ['D', 'both'],
    ]);
    expect(rowLabelEnds(undefined)).toBe('both');
  });

  test('a curved row points away along its first and last gaps; one seat points left and right', () => {
    const d = drawing('sampleChart');
    const [a] = rowsOfDrawing(d) as [Row];
    a.seats = [
      { x: 0, y: 10, label: '1' },
      { x: 10, y: 0, label: '2' },
      { x: 20, y: 0, label: '3' },
      { x: 30, y: 10, label: '4' },
    ];
    const b = rowsOfDrawing(d)[1] as Row;
    b.seats = [{ x: 0, y: 100, label: '1' }];
    const [curved, single] = layoutSeatMap(d).rows ?? [];
    expect(curved?.outStart.x).toBeCloseTo(-Math.SQRT1_2);
    expect(curved?.outStart.y).toBeCloseTo(Math.SQRT1_2);
    expect(curved?.outEnd.x).toBeCloseTo(Math.SQRT1_2);
    expect(curved?.outEnd.y).toBeCloseTo(Math.SQRT1_2);
    expect(single).toMatchObject({ start: { x: 0, y: 100 }, end: { x: 0, y: 100 } });
    expect(single?.outStart).toEqual({ x: -1, y: 0 });
    expect(single?.outEnd).toEqual({ x: 1, y: 0 });
  });
});
