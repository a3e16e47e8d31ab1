// Dates as people type them into the events search: which ones name a date, and which part.
import { describe, expect, it } from 'vitest';
import { dateFits, dateLikePattern, datePatternOf } from './event-dates';

describe('datePatternOf', () => {
  it.each([
    ['2026-12-02', { year: 2026, month: 12, day: 2 }],
    ['2026/12/2', { year: 2026, month: 12, day: 2 }],
    ['2026-12', { year: 2026, month: 12 }],
    ['12-02', { month: 12, day: 2 }],
    ['2.12.2026', { year: 2026, month: 12, day: 2 }],
    ['02.12.', { month: 12, day: 2 }],
    ['2 Dec', { month: 12, day: 2 }],
    ['2nd december 2026', { year: 2026, month: 12, day: 2 }],
    ['2 dec. 2026', { year: 2026, month: 12, day: 2 }],
    ['Dec 2', { month: 12, day: 2 }],
    ['Dec 2, 2026', { year: 2026, month: 12, day: 2 }],
    ['  December   2nd  ', { month: 12, day: 2 }],
    ['sept', { month: 9 }],
    ['Dec 2026', { year: 2026, month: 12 }],
    ['2026', { year: 2026 }],
  ])('reads %j as a date', (typed, pattern) => {
    expect(datePatternOf(typed)).toEqual(pattern);
  });

  it.each(['hamlet', '12', '13-02', '2 Decx', 'Ma 2', '32 Dec', '2026-13-01', 'hamlet 2 Dec', ''])(
    'reads %j as no date',
    (typed) => {
      expect(datePatternOf(typed)).toBeUndefined();
    },
  );
});

describe('dateLikePattern and dateFits', () => {
  it('fix the parts the pattern names and leave the others open', () => {
    expect(dateLikePattern({ month: 12, day: 2 })).toBe('____-12-02');
    expect(dateLikePattern({ year: 2026 })).toBe('2026-__-__');
    expect(dateFits('2026-12-02', { month: 12, day: 2 })).toBe(true);
    expect(dateFits('2027-12-02', { month: 12, day: 2 })).toBe(true);
    expect(dateFits('2026-12-03', { month: 12, day: 2 })).toBe(false);
    expect(dateFits(null, { year: 2026 })).toBe(false);
  });
});
