import { describe, expect, test } from 'vitest';
import { expandRange, MAX_RANGE, parseLabelInput } from './label-input';

describe('parseLabelInput', () => {
  test('splits on commas, semicolons and new lines but keeps spaces inside labels', () => {
    expect(parseLabelInput('A-1, Section A-A-1;GA1\nT1-2').labels).toEqual([
      'A-1',
      'Section A-A-1',
      'GA1',
      'T1-2',
    ]);
  });

  test('expands ranges with both ends written or the short form', () => {
    expect(parseLabelInput('A-1..A-4').labels).toEqual(['A-1', 'A-2', 'A-3', 'A-4']);
    expect(parseLabelInput('B-3..5').labels).toEqual(['B-3', 'B-4', 'B-5']);
  });

  test('a range may run downwards and keeps zero padding', () => {
    expect(expandRange('R-03..R-01')).toEqual(['R-03', 'R-02', 'R-01']);
    expect(expandRange('R-08..R-10')).toEqual(['R-08', 'R-09', 'R-10']);
  });

  test('drops repeated labels and ignores empty pieces', () => {
    expect(parseLabelInput('A-1,,A-1..A-2, ').labels).toEqual(['A-1', 'A-2']);
  });

  test('reports ranges whose ends do not match, lack numbers or are too long', () => {
    const result = parseLabelInput('A-1..B-3, A..A-3, A-1..A-9999, X-1');
    expect(result.labels).toEqual(['X-1']);
    expect(result.errors).toHaveLength(3);
    expect(result.errors[0]).toContain('share the part before the number');
    expect(result.errors[1]).toContain('ending in a number');
    expect(result.errors[2]).toContain(`at most ${MAX_RANGE}`);
  });
});
