import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { chartMapOfText } from './chart-map';
import { layOutDrawing } from './lay-out-drawing';
import { packChart, unpackChart } from './layout-transfer';

const FIXTURES = [
  'sampleChart',
  'sampleChartWithFloors',
  'sampleChartWithSections',
  'sampleChartWithTables',
  'sampleChartWithZones',
];

const fixture = (name: string) =>
  readFileSync(join(import.meta.dirname, '../../../fixtures/charts', `${name}.json`), 'utf8');

describe('laying out a drawing from its text', () => {
  test('the tables chart: every object placed, its tables read as the service reads them', async () => {
    const chart = await layOutDrawing(fixture('sampleChartWithTables'));
    expect(chart.layout.objects.length).toBeGreaterThan(0);
    const tables = chart.layout.objects.filter((o) => o.kind === 'table').map((o) => o.label);
    expect(chart.tables.map((t) => t.label).sort()).toEqual(tables.sort());
  });

  test('text that is not JSON is refused in words, not with a parser trace', () => {
    expect(() => chartMapOfText('{"subChart": ')).toThrow('The chart’s drawing is not valid JSON.');
  });

  test('a drawing the service would refuse is refused with the same reason', async () => {
    await expect(layOutDrawing('{"subChart": {"rows": 3}}')).rejects.toThrow(/rows/);
  });
});

describe('the layout packed for the trip from the worker', () => {
  test.each(FIXTURES)('%s comes back equal, object for object, in the same order', (name) => {
    const chart = chartMapOfText(fixture(name));
    // Sent through a real structured clone, as postMessage does, buffers transferred.
    const { packed, transfer } = packChart(chart);
    const back = unpackChart(structuredClone(packed, { transfer }));
    expect(back.layout.objects).toEqual(chart.layout.objects);
    expect([...back.layout.byLabel.keys()]).toEqual([...chart.layout.byLabel.keys()]);
    expect(back.layout.byLabel.get(chart.layout.objects[0]?.label ?? '')).toBe(
      back.layout.objects[0],
    );
    expect(back).toEqual(chart);
  });

  test('labels with unusual characters and objects that are not round seats travel whole', () => {
    const chart = chartMapOfText(fixture('sampleChartWithTables'));
    const odd = {
      ...chart.layout.objects[0],
      label: 'A\u0000B',
    } as (typeof chart.layout.objects)[0];
    const objects = [odd, ...chart.layout.objects.slice(1)];
    const layout = { ...chart.layout, objects };
    const { packed } = packChart({ ...chart, layout });
    expect(packed.wholeAt[0]).toBe(0);
    expect(unpackChart(packed).layout.objects).toEqual(objects);
  });
});
