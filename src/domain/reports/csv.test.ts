import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { flattenDrawing } from '../drawing';
import { CSV_COLUMNS, csvField, eventCsv, eventFlatList } from '.';
import { eventInput } from './testdata/random-event-test-kit';

const sample = flattenDrawing(
  JSON.parse(
    readFileSync(new URL('../../../fixtures/charts/sampleChart.json', import.meta.url), 'utf8'),
  ),
);

/** A small RFC 4180 reader, to check that every row comes back as written. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  return rows;
}

test('fields with commas, quotes or line breaks are quoted, quotes doubled', () => {
  expect(csvField('plain')).toBe('plain');
  expect(csvField('a,b')).toBe('"a,b"');
  expect(csvField('say "hi"')).toBe('"say ""hi"""');
  expect(csvField('two\nlines')).toBe('"two\nlines"');
  expect(csvField(undefined)).toBe('');
  expect(csvField(false)).toBe('false');
});

test('the CSV has a header row and one row per object, sorted by label', () => {
  const states = new Map([
    ['A-1', { status: 'booked', orderId: 'order, "42"', extraData: { note: 'line1\nline2' } }],
    ['GA1', { places: { byStatus: { booked: 3 } } }],
  ]);
  const text = eventCsv({
    chart: sample,
    states,
    channels: [{ key: 'web', name: 'Web', objects: ['A-2'], areaPlaces: {} }],
    tableBookingConfig: { mode: 'INHERIT' },
    tablesCountAsOne: false,
  });
  const rows = parseCsv(text);
  expect(rows[0]).toEqual(CSV_COLUMNS.map(([header]) => header));
  expect(rows).toHaveLength(35);
  const column = (name: string) => rows[0].indexOf(name);
  const byLabel = new Map(rows.slice(1).map((row) => [row[0], row]));
  expect(rows.slice(1).map((row) => row[0])).toEqual([...byLabel.keys()].sort());
  const a1 = byLabel.get('A-1') ?? [];
  expect(a1[column('status')]).toBe('booked');
  expect(a1[column('orderId')]).toBe('order, "42"');
  expect(JSON.parse(a1[column('extraData')])).toEqual({ note: 'line1\nline2' });
  expect(a1[column('categoryLabel')]).toBe('Cat1');
  expect(a1[column('parentLabel')]).toBe('A');
  expect(byLabel.get('A-2')?.[column('channel')]).toBe('web');
  const ga1 = byLabel.get('GA1') ?? [];
  expect([ga1[column('capacity')], ga1[column('numBooked')], ga1[column('numFree')]]).toEqual([
    '100',
    '3',
    '97',
  ]);
  expect(byLabel.get('B-1')?.[column('isAvailable')]).toBe('true');
});

test('every row says what the flat list says, column by column', () => {
  fc.assert(
    fc.property(eventInput, (input) => {
      const expected = eventFlatList(input).map((info) =>
        CSV_COLUMNS.map(([, value]) => csvField(value(info))).join(','),
      );
      const lines = eventCsv(input).split('\r\n');
      expect(lines.at(-1)).toBe('');
      expect(lines.slice(1, -1)).toEqual(expected);
    }),
    { numRuns: 40 },
  );
});
