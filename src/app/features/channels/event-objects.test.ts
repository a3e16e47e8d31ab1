import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { eventObjects, facetValues, filterObjects } from './event-objects';

const fixture = (name: string) =>
  JSON.parse(
    readFileSync(new URL(`../../../../fixtures/charts/${name}.json`, import.meta.url), 'utf8'),
  );

describe('eventObjects', () => {
  test('tables booked by seat list their seats, tables booked whole list the table', () => {
    const drawing = fixture('sampleChartWithTables');
    const bySeat = eventObjects(drawing, { mode: 'ALL_BY_SEAT' });
    const byTable = eventObjects(drawing, { mode: 'ALL_BY_TABLE' });
    expect(bySeat.objects.some((o) => o.objectType === 'table')).toBe(false);
    expect(byTable.objects.some((o) => o.objectType === 'table')).toBe(true);
    const tables = byTable.objects.filter((o) => o.objectType === 'table').map((o) => o.label);
    const tableSeats = bySeat.objects.filter((o) => tables.includes(o.row ?? ''));
    expect(tableSeats.length).toBeGreaterThan(0);
    expect(byTable.objects.filter((o) => tables.includes(o.row ?? ''))).toEqual([]);
    // Either way the service accepts every label of the chart.
    expect(bySeat.index.labels).toEqual(byTable.index.labels);
  });

  test('GA areas carry their capacity; seats their row, section and category', () => {
    const { objects, index } = eventObjects(fixture('sampleChart'), { mode: 'INHERIT' });
    const seat = objects.find((o) => o.label === 'A-1');
    expect(seat).toMatchObject({ objectType: 'seat', row: 'A', category: 'Cat1' });
    expect(index.gaCapacity.size).toBeGreaterThan(0);
    for (const [label, capacity] of index.gaCapacity) {
      expect(objects.find((o) => o.label === label)?.capacity).toBe(capacity);
    }
  });

  test('filters combine section, category, row and text', () => {
    const { objects } = eventObjects(fixture('sampleChartWithSections'), { mode: 'INHERIT' });
    const sections = facetValues(objects, 'section');
    expect(sections.length).toBeGreaterThan(1);
    const inFirst = filterObjects(objects, { section: sections[0] });
    expect(inFirst.length).toBeGreaterThan(0);
    expect(inFirst.every((o) => o.section === sections[0])).toBe(true);
    const row = facetValues(inFirst, 'row')[0];
    const narrowed = filterObjects(objects, { section: sections[0], row, text: '-1' });
    expect(narrowed.every((o) => o.row === row && o.label.includes('-1'))).toBe(true);
  });
});
