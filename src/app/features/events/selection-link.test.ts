import { describe, expect, test } from 'vitest';
import { expandRange } from '../../lib/label-ranges';
import { batchDeskLink, compactLabels, lookupLink, MAX_LINK_TEXT } from './selection-link';

/** What the batch desk does with the text: split on commas, expand the ranges. */
function readBack(text: string): string[] {
  return text.split(',').flatMap((token) => {
    const trimmed = token.trim();
    if (!trimmed.includes('..')) return [trimmed];
    const labels = expandRange(trimmed);
    if (typeof labels === 'string') throw new Error(labels);
    return labels;
  });
}

describe('selection links', () => {
  test('runs of three or more become ranges, in natural order', () => {
    const labels = ['A-10', 'A-2', 'A-1', 'A-3', 'B-7', 'B-8', 'GA1', 'Section A-A-4'];
    expect(compactLabels(labels)).toBe('A-1..A-3, A-10, B-7, B-8, GA1, Section A-A-4');
  });

  test('the text reads back as exactly the selected labels, zero padding included', () => {
    const labels = ['R-03', 'R-04', 'R-05', 'R-09', 'R-10', 'T1', 'T1-1', 'T1-2', 'T1-3', 'A-0'];
    expect(new Set(readBack(compactLabels(labels)))).toEqual(new Set(labels));
  });

  test('batch desk and lookup links carry the event and the labels', () => {
    const desk = batchDeskLink('gala night/1', ['A-1', 'A-2', 'A-3']);
    expect(desk).toEqual({ ok: true, search: '?event=gala+night%2F1&objects=A-1..A-3' });
    expect(lookupLink('gala', ['B-2'])).toBe('/batch/lookup?event=gala&labels=B-2');
  });

  test('a selection too large for a link is refused with a sentence', () => {
    const scattered = Array.from({ length: 2000 }, (_, i) => `S${i}-${i * 2}`);
    expect(compactLabels(scattered).length).toBeGreaterThan(MAX_LINK_TEXT);
    const desk = batchDeskLink('gala', scattered);
    expect(desk.ok).toBe(false);
    if (!desk.ok) expect(desk.problem).toMatch(/too large/);
  });
});
