// Labels given to more than one object: named, and only the first of each offered for sale.
import { expect, test } from 'vitest';
import { duplicateLabels, flattenDrawing, sellableChart } from './index';

const seat = (label: string) => ({ label, x: 0, y: 0, categoryKey: 1 });
const drawing = {
  categories: { list: [{ key: 1, label: 'Stalls', color: '#000', accessible: false }] },
  subChart: {
    rows: [
      { label: 'A', seats: [seat('1'), seat('2'), seat('1')] },
      { label: 'A', seats: [seat('2'), seat('1')] },
      { label: 'B', seats: [seat('1')] },
    ],
    tables: [],
    booths: [],
    generalAdmissionAreas: [],
    sections: [],
  },
};

test('each repeated label is named once with its count, in drawing order', () => {
  const flat = flattenDrawing(drawing);
  expect(duplicateLabels(flat)).toEqual([
    { label: 'A-1', count: 3 },
    { label: 'A-2', count: 2 },
  ]);
});

test('the sellable chart keeps the first object of each label and names the rest', () => {
  const flat = flattenDrawing(drawing);
  const sellable = sellableChart(flat);
  expect(sellable.objects.map((obj) => obj.label)).toEqual(['A-1', 'A-2', 'B-1']);
  expect(sellable.objects.every((obj) => flat.byLabel.get(obj.label) === obj)).toBe(true);
  expect(sellable.duplicates).toHaveLength(2);
});

test('a chart without repeated labels is returned as it is', () => {
  const flat = flattenDrawing({
    ...drawing,
    subChart: { ...drawing.subChart, rows: [drawing.subChart.rows[2]] },
  });
  expect(sellableChart(flat)).toBe(flat);
  expect(duplicateLabels(flat)).toEqual([]);
});
