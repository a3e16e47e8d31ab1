// Chart validation's six rules (wire §15.7) on the fixture drawings, each made to fail on its own,
// and the verdict at the company's levels.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHART_VALIDATION_RULES } from '../../contract/charts';
import { sellableChart } from './duplicates';
import { flattenDrawing } from './flatten';
import { failedRules, type ValidationLevels, verdictAt } from './validation-rules';

type Seat = Record<string, unknown> & { label: string };
type SubChart = Record<string, unknown> & {
  rows: Array<{ label: string; seats: Seat[] }>;
  generalAdmissionAreas: Array<Record<string, unknown>>;
  focalPoint: unknown;
};
type Drawing = { subChart: SubChart; subChartFloors: Array<Record<string, unknown>> };

const drawing = (name: string): Drawing =>
  JSON.parse(
    readFileSync(new URL(`../../../fixtures/charts/${name}.json`, import.meta.url), 'utf8'),
  );
const failed = (d: Drawing) => failedRules(sellableChart(flattenDrawing(d)));
const rowSeats = (d: Drawing, row: string) =>
  d.subChart.rows.find((r) => r.label === row)?.seats ?? [];

/** The sample chart with one GA area, in a category of its own: it then fails no rule. */
function clean(): Drawing {
  const d = drawing('sampleChart');
  d.subChart.generalAdmissionAreas = [
    { ...d.subChart.generalAdmissionAreas[0], categoryKey: 'string11' },
  ];
  return d;
}

describe('failedRules', () => {
  it('passes a chart that breaks no rule', () => {
    expect(failed(clean())).toEqual([]);
  });

  it('fails each rule on its own', () => {
    const dup = clean();
    rowSeats(dup, 'A').push({ ...rowSeats(dup, 'A')[0], x: 999 });
    expect(failed(dup)).toEqual(['VALIDATE_DUPLICATE_LABELS']);

    const noCategory = clean();
    rowSeats(noCategory, 'A')[3].categoryKey = null;
    expect(failed(noCategory)).toEqual(['VALIDATE_OBJECTS_WITHOUT_CATEGORIES']);

    const placeholder = clean();
    rowSeats(placeholder, 'B')[2].label = '?';
    expect(failed(placeholder)).toEqual(['VALIDATE_UNLABELED_OBJECTS']);

    const noFocalPoint = clean();
    noFocalPoint.subChart.focalPoint = null;
    expect(failed(noFocalPoint)).toEqual(['VALIDATE_FOCAL_POINT']);

    // Seats of category 9 and a GA area of category 9: the sample chart as shipped.
    expect(failed(drawing('sampleChart'))).toEqual(['VALIDATE_OBJECT_TYPES_PER_CATEGORY']);
  });

  it('fails VALIDATE_EMPTY_FLOOR only when a floor of a multi-floor chart holds nothing', () => {
    const floors = drawing('sampleChartWithFloors');
    expect(failed(floors)).not.toContain('VALIDATE_EMPTY_FLOOR');
    const emptied = floors.subChartFloors[1];
    for (const list of ['rows', 'tables', 'generalAdmissionAreas', 'booths', 'sections']) {
      if (Array.isArray(emptied[list])) emptied[list] = [];
    }
    expect(failed(floors)).toContain('VALIDATE_EMPTY_FLOOR');
    expect(flattenDrawing(floors).emptyFloors).toEqual([String(emptied.floorName)]);
  });

  it('does not count a table and its seats as two types of one category', () => {
    expect(failed(drawing('sampleChartWithTables'))).not.toContain(
      'VALIDATE_OBJECT_TYPES_PER_CATEGORY',
    );
  });
});

describe('verdictAt', () => {
  const all = (level: 'OFF' | 'WARNING' | 'ERROR') =>
    Object.fromEntries(CHART_VALIDATION_RULES.map((rule) => [rule, level])) as ValidationLevels;
  const some = ['VALIDATE_FOCAL_POINT', 'VALIDATE_EMPTY_FLOOR'] as const;

  it('puts a failed rule where its level says, and nowhere at OFF', () => {
    expect(verdictAt(some, all('OFF'))).toEqual({ errors: [], warnings: [] });
    expect(verdictAt(some, all('WARNING'))).toEqual({ errors: [], warnings: [...some] });
    expect(verdictAt(some, { ...all('WARNING'), VALIDATE_EMPTY_FLOOR: 'ERROR' })).toEqual({
      errors: ['VALIDATE_EMPTY_FLOOR'],
      warnings: ['VALIDATE_FOCAL_POINT'],
    });
  });
});
