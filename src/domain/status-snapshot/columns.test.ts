// The compact snapshot's columns and the label digest: every index (and "none") written and read
// back at every width; a malformed column is refused; the digest follows order, names and count.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { columnWidth, decodeColumn, encodeColumn } from './columns';
import { labelOrderDigest, snapshotLabels } from './label-digest';

describe('columns', () => {
  test('indexes read back as written, one digit up to 90 values, two beyond', () => {
    expect([columnWidth(0), columnWidth(90), columnWidth(91), columnWidth(8280)]).toEqual([
      1, 1, 2, 2,
    ]);
    expect(columnWidth(8281)).toBe(3);
    fc.assert(
      fc.property(
        fc
          .integer({ min: 0, max: 10_000 })
          .chain((values) =>
            fc.tuple(
              fc.constant(values),
              fc.array(fc.integer({ min: -1, max: values - 1 }), { maxLength: 200 }),
            ),
          ),
        ([values, indexes]) => {
          const codes = encodeColumn(indexes, values);
          expect(codes).not.toMatch(/["\\]/);
          expect(codes).toHaveLength(indexes.length * columnWidth(values));
          expect([...(decodeColumn(codes, values, indexes.length) ?? [])]).toEqual(indexes);
        },
      ),
    );
  });

  test('a column of the wrong length, an unknown digit or an index past the values is refused', () => {
    const codes = encodeColumn([0, 1, -1], 2);
    expect(decodeColumn(codes, 2, 4)).toBeUndefined();
    expect(decodeColumn(`${codes.slice(0, 2)} `, 2, 3)).toBeUndefined();
    expect(decodeColumn(encodeColumn([5], 9), 2, 1)).toBeUndefined();
  });
});

describe('the label digest', () => {
  const labels = ['A-1', 'A-2', 'B-1'];
  test('the same labels in the same order give the same digest; another order, name or count not', () => {
    const digest = labelOrderDigest(labels);
    expect(digest).toMatch(/^[0-9a-f]{16}$/);
    expect(labelOrderDigest([...labels])).toBe(digest);
    const others = [
      ['A-2', 'A-1', 'B-1'],
      ['A-1', 'A-2', 'B-2'],
      ['A-1', 'A-2'],
      ['A-1', 'A-2B-1'],
      ['A-1', 'A-2', 'B-1', 'B-1'],
    ].map(labelOrderDigest);
    expect(new Set([digest, ...others]).size).toBe(6);
  });

  test('lists the first object of each label, as the service sells them', () => {
    const objects = ['A-1', 'A-2', 'A-1', 'B-1'].map((label) => ({ label }));
    expect(snapshotLabels(objects)).toEqual(labels);
  });
});
