import { describe, expect, test } from 'vitest';
import { eventColumns } from './columns';
import { toCsv } from './csv';
import { type Column, filterRows, naturalKey, shownColumns, sortRows } from './row-model';
import { fitColumns } from './virtual-table';

interface Row {
  label: string;
  n?: number;
  ok: boolean;
}
const columns: Column<Row>[] = [
  {
    id: 'label',
    header: 'Label',
    kind: 'text',
    width: 100,
    shownByDefault: true,
    value: (r) => r.label,
  },
  { id: 'n', header: 'N', kind: 'number', width: 50, shownByDefault: true, value: (r) => r.n },
  { id: 'ok', header: 'OK, "really"', kind: 'boolean', width: 50, value: (r) => r.ok },
];
const data: Row[] = [
  { label: 'A-10', n: 3, ok: true },
  { label: 'A-2', ok: false },
  { label: 'b-1', n: 1, ok: true },
  { label: 'A-9', n: 3, ok: false },
];
const labels = (rows: Row[]) => rows.map((r) => r.label);

describe('report table rows', () => {
  test('text sorts in natural order, case-insensitively', () => {
    expect(labels(sortRows(data, data, columns[0], 'asc'))).toEqual(['A-2', 'A-9', 'A-10', 'b-1']);
    expect(labels(sortRows(data, data, columns[0], 'desc'))).toEqual(['b-1', 'A-10', 'A-9', 'A-2']);
    expect(naturalKey('A-2') < naturalKey('A-10')).toBe(true);
  });

  test('numbers sort stably, and empty cells go last in both directions', () => {
    expect(labels(sortRows(data, data, columns[1], 'asc'))).toEqual(['b-1', 'A-10', 'A-9', 'A-2']);
    expect(labels(sortRows(data, data, columns[1], 'desc'))).toEqual(['A-10', 'A-9', 'b-1', 'A-2']);
  });

  test('a filtered subset sorts by the keys of the whole data', () => {
    const subset = filterRows(data, columns, 'a-');
    expect(labels(subset)).toEqual(['A-10', 'A-2', 'A-9']);
    expect(labels(sortRows(data, subset, columns[0], 'asc'))).toEqual(['A-2', 'A-9', 'A-10']);
  });

  test('the filter looks only at the given columns', () => {
    expect(labels(filterRows(data, [columns[1]], '3'))).toEqual(['A-10', 'A-9']);
    expect(labels(filterRows(data, [columns[0]], '3'))).toEqual([]);
    expect(filterRows(data, columns, '  ')).toBe(data);
  });

  test('unknown column ids fall back to the default columns', () => {
    expect(shownColumns(columns, ['ok']).map((c) => c.id)).toEqual(['ok']);
    expect(shownColumns(columns, ['nope']).map((c) => c.id)).toEqual(['label', 'n']);
  });

  test('CSV holds the shown columns and rows in order, quoted where needed', () => {
    const rows = [
      { label: 'x,"y"', n: 2, ok: true },
      { label: 'z', ok: false },
    ];
    expect(toCsv(rows, [columns[2], columns[0], columns[1]])).toBe(
      '"OK, ""really""",Label,N\r\ntrue,"x,""y""",2\r\nfalse,z,\r\n',
    );
  });
});

describe('column widths', () => {
  test('fit the box when they can, and scroll sideways past 60 %', () => {
    expect(fitColumns([100, 200], 600)).toEqual([100, 200]);
    expect(fitColumns([100, 200], 240)).toEqual([80, 160]);
    expect(fitColumns([100, 200], 100)).toEqual([64, 120]);
    expect(fitColumns([50], 10)).toEqual([50]);
    // Unmeasured (jsdom): as wanted.
    expect(fitColumns([100, 200], Number.POSITIVE_INFINITY)).toEqual([100, 200]);
  });

  test('the default detailed columns fit a 1024 px screen', () => {
    const defaults = eventColumns('Status')
      .filter((c) => c.shownByDefault)
      .map((c) => c.width);
    const fitted = fitColumns(defaults, 1024 - 2 * 32 - 2);
    expect(fitted.reduce((sum, w) => sum + w, 0)).toBeLessThanOrEqual(1024 - 2 * 32 - 2);
  });
});
