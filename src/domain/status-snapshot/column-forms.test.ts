// The compact snapshot's column forms: every form reads back exactly what was written, for random
// indexes, the chooser takes the form of fewest characters, and a malformed column is refused.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  decodeNumbers,
  decodePacked,
  encodeExceptions,
  encodeNumbers,
  encodePacked,
  encodeRuns,
  type PackedColumn,
} from './column-forms';
import { encodeColumn } from './columns';

/** A dictionary size and indexes into it (-1: none), often in runs and mostly one value. */
const columns = fc.integer({ min: 0, max: 10_000 }).chain((values) =>
  fc.tuple(
    fc.constant(values),
    fc
      .array(fc.tuple(fc.integer({ min: -1, max: values - 1 }), fc.integer({ min: 1, max: 60 })), {
        maxLength: 40,
      })
      .map((runs) => runs.flatMap(([index, length]) => Array<number>(length).fill(index))),
    fc.array(fc.integer({ min: -1, max: values - 1 }), { maxLength: 200 }),
    fc.integer({ min: -1, max: values - 1 }),
  ),
);

const sizeOf = (column: PackedColumn) =>
  typeof column === 'string' ? column.length : JSON.stringify(column).length;

describe('column forms', () => {
  test('numbers read back as written, one digit below 46', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: Number.MAX_SAFE_INTEGER }), { maxLength: 50 }), (ns) => {
        expect(decodeNumbers(encodeNumbers(ns))).toEqual(ns);
      }),
    );
    expect(encodeNumbers([0, 45])).toHaveLength(2);
    expect(encodeNumbers([46, 2115])).toHaveLength(4);
    expect(encodeNumbers([2116, 95_265])).toHaveLength(6);
    expect(encodeNumbers([95_266])).toHaveLength(4);
  });

  test('each form and the chosen one read back the indexes, whatever they are', () => {
    fc.assert(
      fc.property(columns, ([values, runs, scattered, fallback]) => {
        // Runs, scattered values, and a mostly-default column with a few scattered exceptions.
        const mostly = Array<number>(500).fill(fallback);
        scattered.forEach((index, k) => {
          mostly[(k * 37) % mostly.length] = index;
        });
        for (const indexes of [runs, scattered, mostly]) {
          const forms = [
            encodeColumn(indexes, values),
            encodeExceptions(indexes, values),
            encodeRuns(indexes, values),
          ];
          for (const form of forms) {
            expect(JSON.stringify(form)).not.toMatch(/\\/);
            expect([...(decodePacked(form, values, indexes.length) ?? [])]).toEqual(indexes);
          }
          const chosen = encodePacked(indexes, values);
          expect(sizeOf(chosen)).toBe(Math.min(...forms.map(sizeOf)));
          expect([...(decodePacked(chosen, values, indexes.length) ?? [])]).toEqual(indexes);
        }
      }),
    );
  });

  test('a venue mostly free goes as its exceptions, sections as runs, a scatter dense', () => {
    const mostlyFree = Array.from({ length: 10_000 }, (_, i) => (i % 20 === 7 ? 1 : 0));
    const held = encodePacked(mostlyFree, 2);
    expect(held).toMatchObject({ default: 0 });
    expect(sizeOf(held)).toBeLessThan(1_200);
    const sections = Array.from({ length: 10_000 }, (_, i) => Math.floor(i / 1_000) % 3);
    expect(encodePacked(sections, 3)).toHaveProperty('runs');
    const scatter = Array.from({ length: 1_000 }, (_, i) => (i * 7919) % 5);
    expect(typeof encodePacked(scatter, 5)).toBe('string');
  });

  test('a column that does not fit its objects or its dictionary is refused', () => {
    const indexes = [0, 0, 1, 0, 2, 2, -1];
    const exceptions = encodeExceptions(indexes, 3);
    const runs = encodeRuns(indexes, 3);
    expect(decodePacked(exceptions, 3, 6)).toBeUndefined();
    expect(decodePacked(runs, 3, 6)).toBeUndefined();
    expect(decodePacked(runs, 3, 8)).toBeUndefined();
    expect(decodePacked({ ...exceptions, default: 3 }, 3, 7)).toBeUndefined();
    expect(decodePacked({ ...exceptions, gaps: `${exceptions.gaps} ` }, 3, 7)).toBeUndefined();
    // A number cut short: its last digit is one that says more follows.
    expect(decodePacked({ ...runs, runs: `${runs.runs}#` }, 3, 7)).toBeUndefined();
    expect(decodePacked({ ...runs, codes: encodeColumn([0, 5, 1, 2, -1], 9) }, 3, 7)).toBe(
      undefined,
    );
  });
});
