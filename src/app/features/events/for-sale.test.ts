import { describe, expect, test } from 'vitest';
import { editsLeftText, forSaleOutcome, nextUtcMidnight, splitBySale } from './for-sale';

const infos = new Map([
  ['A-3', { forSale: false, status: 'free' }],
  ['A-4', { forSale: true, status: 'booked' }],
  ['A-5', { forSale: true, status: 'reservedByToken' }],
]);

describe('for sale from a selection', () => {
  test('splits the selection into what each button changes', () => {
    expect(splitBySale(['A-1', 'A-3', 'A-4'], infos)).toEqual({
      onSale: ['A-1', 'A-4'],
      notForSale: ['A-3'],
    });
  });

  test('says what happened in staff words, and that a booking stays', () => {
    expect(forSaleOutcome(['A-1', 'A-2'], false, infos)).toBe('A-1, A-2 are now not for sale.');
    expect(forSaleOutcome(['A-3'], true, infos)).toBe('A-3 is back on sale.');
    expect(forSaleOutcome(['A-1', 'A-4'], false, infos)).toBe(
      'A-1, A-4 are now not for sale. A-4 is booked: it stays booked, and is not sold again once released.',
    );
    expect(forSaleOutcome(['A-4', 'A-5'], false, infos)).toContain('2 of them are held or booked');
    const many = Array.from({ length: 30 }, (_, i) => `Z${i * 2}`);
    expect(forSaleOutcome(many, false, infos)).toBe('30 objects are now not for sale.');
  });
});

describe('edits left today', () => {
  const now = new Date('2026-05-12T15:00:00Z');
  const info = (left: number, reset = '2026-05-13T00:00:00.000Z') => ({
    rateLimitRemainingCalls: left,
    rateLimitResetDate: reset,
  });

  test('counts what the service answered, until the day it counted is over', () => {
    expect(editsLeftText(info(9), now)).toBe('9 edits left today');
    expect(editsLeftText(info(1), now)).toBe('1 edit left today');
    expect(editsLeftText(info(0), now)).toBe('No edits left today');
    expect(editsLeftText(info(0, '2026-05-12T00:00:00.000Z'), now)).toBeNull();
    expect(editsLeftText(undefined, now)).toBeNull();
    expect(nextUtcMidnight(now).toISOString()).toBe('2026-05-13T00:00:00.000Z');
  });
});
