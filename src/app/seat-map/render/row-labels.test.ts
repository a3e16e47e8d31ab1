// Where row labels go: beyond a row's end seats, on no seat and on no other label, only in view,
// at a size that follows the seats (issue 28: row labels were never drawn).
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { layoutSeatMap } from '../../../domain/seat-map/layout';
import { indexSeatMap } from '../../../domain/seat-map/spatial-index';
import type { Bounds, MapObject, MapRow, SeatMapLayout } from '../../../domain/seat-map/types';
import {
  placeRowLabels,
  ROW_LABEL_MAX,
  ROW_LABEL_MIN,
  rowLabelSize,
  touchesBox,
} from './row-labels';

const chart = layoutSeatMap(
  JSON.parse(
    readFileSync(new URL('../../../../fixtures/charts/sampleChart.json', import.meta.url), 'utf8'),
  ),
);
/** Every character 0.6 of the size wide, as a semibold sans roughly is. */
const widthAt = (text: string, size: number) => text.length * size * 0.6;
const view = { width: 1000, height: 800 };
/** Zoomed in: seats 8 units across at scale 3 are 24 px discs. */
const zoomed = { k: 3, x: -300, y: -200 };

function place(layout: SeatMapLayout, t = zoomed, rows = layout.rows ?? []) {
  const index = indexSeatMap(layout);
  return placeRowLabels(rows, t, view, layout.seatRadius ?? 8, widthAt, (rect) =>
    index.objectsIn(0, rect),
  );
}

/** A placed label's box in chart units. */
function chartBox(label: { text: string; x: number; y: number }, size: number, t = zoomed) {
  const half = widthAt(label.text, size) / 2;
  return {
    minX: (label.x - half - t.x) / t.k,
    maxX: (label.x + half - t.x) / t.k,
    minY: (label.y - size / 2 - t.y) / t.k,
    maxY: (label.y + size / 2 - t.y) / t.k,
  };
}

describe('row labels on the map', () => {
  test('each row is named left of its first seat and right of its last, level with the row', () => {
    const { size, labels } = place(chart);
    expect(labels.map((l) => l.text)).toEqual(['A', 'A', 'B', 'B', 'C', 'C', 'D', 'D']);
    const rowA = (chart.rows ?? [])[0] as MapRow;
    const [start, end] = labels as [(typeof labels)[0], (typeof labels)[0]];
    const seatLeft = rowA.start.x * zoomed.k + zoomed.x;
    const seatRight = rowA.end.x * zoomed.k + zoomed.x;
    const r = (chart.seatRadius ?? 8) * zoomed.k;
    expect(start.x).toBeLessThan(seatLeft - r);
    expect(end.x).toBeGreaterThan(seatRight + r);
    expect(start.y).toBeCloseTo(rowA.start.y * zoomed.k + zoomed.y);
    expect(size).toBe(rowLabelSize(chart.seatRadius ?? 8, zoomed.k));
  });

  test('no label touches any object of the chart', () => {
    const { size, labels } = place(chart);
    const touched = labels.filter((label) =>
      chart.objects.some((object) => touchesBox(object, chartBox(label, size))),
    );
    expect(touched).toEqual([]);
  });

  test('the designer’s side: a row named at its start only gets one label there', () => {
    const rows = (chart.rows ?? []).map((row, i) => ({
      ...row,
      ends: i === 0 ? ('start' as const) : i === 1 ? ('end' as const) : row.ends,
    }));
    const { labels } = place(chart, zoomed, rows);
    expect(labels.map((l) => l.text)).toEqual(['A', 'B', 'C', 'C', 'D', 'D']);
    const [a, b] = labels as [(typeof labels)[0], (typeof labels)[0]];
    expect(a.x).toBeLessThan(b.x);
  });

  test('a label that would cover a seat (a narrow aisle) is left out', () => {
    const rowA = (chart.rows ?? [])[0] as MapRow;
    // A seat of another block 14 units left of A-1: room for no label between them.
    const intruder: MapObject = {
      label: 'X-1',
      kind: 'seat',
      floor: 0,
      x: rowA.start.x - 14,
      y: rowA.start.y,
      shape: { type: 'circle', cx: rowA.start.x - 14, cy: rowA.start.y, r: 6 },
      displayLabel: '1',
    };
    const crowded = { ...chart, objects: [...chart.objects, intruder] };
    const { labels } = place(crowded);
    expect(labels.map((l) => l.text)).toEqual(['A', 'B', 'B', 'C', 'C', 'D', 'D']);
  });

  test('labels of rows closer than a label’s height are not drawn over each other', () => {
    const rows = (chart.rows ?? []).slice(0, 2);
    const squeezed: MapRow[] = [
      rows[0] as MapRow,
      { ...(rows[1] as MapRow), start: { ...(rows[0] as MapRow).start, y: 101 } },
    ];
    const { labels } = place(chart, zoomed, squeezed);
    expect(labels.filter((l) => l.x < 200).map((l) => l.text)).toEqual(['A']);
  });

  test('rows out of view get no label', () => {
    const far = { k: 3, x: -3000, y: -200 };
    expect(place(chart, far).labels).toEqual([]);
  });

  test('the size follows the seats within 10 to 14 px', () => {
    expect(rowLabelSize(8, 1)).toBe(ROW_LABEL_MIN);
    expect(rowLabelSize(8, 1.25)).toBe(12);
    expect(rowLabelSize(8, 10)).toBe(ROW_LABEL_MAX);
  });

  test('a disc touches a box only when it reaches into it', () => {
    const seat = { x: 0, y: 0, shape: { type: 'circle', cx: 0, cy: 0, r: 5 } } as MapObject;
    const box = (minX: number): Bounds => ({ minX, maxX: minX + 10, minY: -2, maxY: 2 });
    expect(touchesBox(seat, box(4))).toBe(true);
    expect(touchesBox(seat, box(6))).toBe(false);
  });
});
