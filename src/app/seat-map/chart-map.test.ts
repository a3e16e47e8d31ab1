import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { chartMapOfText } from './chart-map';
import { layOutDrawing } from './lay-out-drawing';

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
