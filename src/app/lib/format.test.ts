// Percentages staff read on the reports' donut: rounding may never claim all or nothing.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { sharePercent } from './format';

describe('sharePercent', () => {
  test('a few seats taken of 100,000 is not "100%", and a few free is not "0%"', () => {
    expect(sharePercent(99_997, 100_000)).toBe('>99.9%');
    expect(sharePercent(3, 100_000)).toBe('<0.1%');
    expect(sharePercent(996, 1000)).toBe('99.6%');
    expect(sharePercent(4, 1000)).toBe('0.4%');
    expect(sharePercent(999, 1000)).toBe('99.9%');
    expect(sharePercent(1, 1000)).toBe('0.1%');
  });

  test('exact ends and the plain middle', () => {
    expect(sharePercent(100_000, 100_000)).toBe('100%');
    expect(sharePercent(0, 100_000)).toBe('0%');
    expect(sharePercent(229, 232)).toBe('99%');
    expect(sharePercent(1, 3)).toBe('33%');
    expect(sharePercent(0, 0)).toBe('—');
  });

  test('never 100% or 0% unless exact, for any counts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.nat(), (whole, n) => {
        const part = n % (whole + 1);
        const text = sharePercent(part, whole);
        expect(text === '100%').toBe(part === whole);
        expect(text === '0%').toBe(part === 0);
      }),
    );
  });
});
