import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { GA_CAPACITY, rowLabel, SEATS_PER_TABLE } from './generate';
import { flattenDrawing, generateDrawing } from './index';

function countOf(objects: { objectType: string }[], type: string): number {
  return objects.filter((o) => o.objectType === type).length;
}

describe('generateDrawing', () => {
  test('gives exactly the requested objects, with unique labels and resolved categories', () => {
    const options = fc
      .record({
        tables: fc.integer({ min: 0, max: 20 }),
        extraSeats: fc.integer({ min: 0, max: 1500 }),
        sections: fc.integer({ min: 0, max: 6 }),
        gaAreas: fc.integer({ min: 0, max: 4 }),
        categories: fc.integer({ min: 0, max: 5 }),
      })
      .map(({ extraSeats, ...rest }) => ({
        ...rest,
        seats: rest.tables * SEATS_PER_TABLE + extraSeats,
      }));
    fc.assert(
      fc.property(options, (opts) => {
        const chart = flattenDrawing(generateDrawing(opts));
        expect(countOf(chart.objects, 'seat')).toBe(opts.seats);
        expect(countOf(chart.objects, 'table')).toBe(opts.tables);
        expect(countOf(chart.objects, 'generalAdmission')).toBe(opts.gaAreas);
        expect(chart.byLabel.size).toBe(chart.objects.length);
        expect(chart.sections).toHaveLength(opts.sections);
        expect(chart.categories).toHaveLength(opts.categories);
        // Plain checks in the loop: one expect per object would dominate the run time.
        const wrong = chart.objects.filter(
          (obj) =>
            (obj.categoryLabel !== undefined) !== opts.categories > 0 ||
            typeof obj.distanceToFocalPoint !== 'number' ||
            (obj.objectType === 'generalAdmission' && obj.capacity !== GA_CAPACITY),
        );
        expect(wrong).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });

  test('the benchmark chart: 100,000 seats in ten sections flatten completely', () => {
    // Speed is measured by the benchmarks, not here: a timed test on a shared machine is noise.
    const chart = flattenDrawing(generateDrawing({ seats: 100_000, sections: 10 }));
    expect(countOf(chart.objects, 'seat')).toBe(100_000);
    expect(chart.sections).toHaveLength(10);
  });

  test('rejects impossible options', () => {
    expect(() => generateDrawing({ seats: -1 })).toThrow(RangeError);
    expect(() => generateDrawing({ seats: 1.5 })).toThrow(RangeError);
    expect(() => generateDrawing({ seats: 7, tables: 2 })).toThrow('2 tables need 8 seats');
  });

  test('row labels run A…Z, AA, AB…', () => {
    expect([0, 25, 26, 27, 51, 52, 701, 702].map(rowLabel)).toEqual([
      'A',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });
});
