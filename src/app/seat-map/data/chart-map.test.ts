import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { indexSeatMap, seatMapTrees } from '../../../domain/seat-map/spatial-index';
import { chartMapOfText } from './chart-map';
import { layOutDrawing } from './lay-out-drawing';
import { buffersOf, copyOfPacked, isPackedChart, packChart, unpackChart } from './layout-transfer';

const FIXTURES = [
  'sampleChart',
  'sampleChartWithFloors',
  'sampleChartWithSections',
  'sampleChartWithTables',
  'sampleChartWithZones',
];

const fixture = (name: string) =>
  readFileSync(join(import.meta.dirname, '../../../../fixtures/charts', `${name}.json`), 'utf8');

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

describe('a packed layout transferred to the page, and the copy the worker keeps', () => {
  test('every buffer is transferred; the kept copy stays whole and unpacks to the same layout', () => {
    const chart = chartMapOfText(fixture('sampleChartWithSections'));
    chart.layout.trees = seatMapTrees(chart.layout);
    const { packed, transfer } = packChart(chart);
    const kept = copyOfPacked(packed);
    // As postMessage with a transfer list: the originals are detached, the page owns them.
    const sent = structuredClone(packed, { transfer });
    for (const buffer of buffersOf(packed)) expect(buffer.byteLength).toBe(0);
    expect(buffersOf(kept).every((buffer) => buffer.byteLength > 0)).toBe(true);
    expect(isPackedChart(kept)).toBe(true);
    expect(unpackChart(kept).layout.objects).toEqual(unpackChart(sent).layout.objects);
    expect(unpackChart(kept).layout.objects).toEqual(chart.layout.objects);
    const trees = indexSeatMap(unpackChart(kept).layout);
    const first = chart.layout.objects[0] as (typeof chart.layout.objects)[0];
    expect(trees.objectAt(first.floor, first)?.label).toBe(first.label);
  });
});

describe('a packed layout read back from the browser store', () => {
  const packedOf = (name: string) => {
    const chart = chartMapOfText(fixture(name));
    chart.layout.trees = seatMapTrees(chart.layout);
    // IndexedDB keeps values as structured clones: what comes back is a clone.
    return { chart, packed: structuredClone(packChart(chart).packed) };
  };

  test.each(FIXTURES)(
    '%s: is recognised, and its trees answer as trees built on the page',
    (name) => {
      const { chart, packed } = packedOf(name);
      expect(isPackedChart(packed)).toBe(true);
      const back = unpackChart(packed).layout;
      const carried = indexSeatMap(back);
      const built = indexSeatMap(chart.layout);
      for (const [i, obj] of chart.layout.objects.entries()) {
        const at = { x: obj.x, y: obj.y };
        expect(carried.objectAt(obj.floor, at)?.label).toBe(built.objectAt(obj.floor, at)?.label);
        expect(back.objects[i]?.label).toBe(obj.label);
      }
    },
  );

  test('anything of another shape is not taken for one (a miss, laid out afresh)', () => {
    const { packed } = packedOf('sampleChartWithSections');
    const broken: unknown[] = [
      undefined,
      null,
      'layout',
      {},
      { ...packed, count: -1 },
      { ...packed, count: packed.count + 1 },
      { ...packed, xyr: new Float32Array(packed.count * 3) },
      { ...packed, kind: Array.from(packed.kind) },
      { ...packed, labels: packed.labels.split('\u0000') },
      { ...packed, whole: [...packed.whole, packed.whole[0]] },
      { ...packed, rest: null },
      { ...packed, columns: { ...packed.columns, zone: undefined } },
      { ...packed, columns: { ...packed.columns, section: { values: [], at: new Int32Array(1) } } },
    ];
    for (const value of broken) expect(isPackedChart(value)).toBe(false);
  });
});
