import { describe, expect, test } from 'vitest';
import { formatObjects, parseObjectInput } from './object-input';

describe('typed objects', () => {
  test('labels, ranges, GA quantities and ticket types become the wire list', () => {
    const parsed = parseObjectInput(
      'A-1..A-3; Section A-B-2\nGA1 x 4, T1-1 (adult), GA2 ×2 (child)',
    );
    expect(parsed.errors).toEqual([]);
    expect(parsed.refs).toEqual([
      'A-1',
      'A-2',
      'A-3',
      'Section A-B-2',
      { objectId: 'GA1', quantity: 4 },
      { objectId: 'T1-1', ticketType: 'adult' },
      { objectId: 'GA2', quantity: 2, ticketType: 'child' },
    ]);
    expect(parsed.quantified).toEqual(['GA1', 'GA2']);
    expect(formatObjects(parsed.refs)).toBe(
      'A-1, A-2, A-3, Section A-B-2, GA1 x 4, T1-1 (adult), GA2 x 2 (child)',
    );
  });

  test('short and padded ranges', () => {
    expect(parseObjectInput('B-9..11').labels).toEqual(['B-9', 'B-10', 'B-11']);
    expect(parseObjectInput('R-08..R-10').labels).toEqual(['R-08', 'R-09', 'R-10']);
  });

  test('each malformed entry gets one sentence naming it', () => {
    expect(parseObjectInput('A-1..B-3').errors).toEqual([
      '"A-1..B-3": both ends of a range must share the part before the number ("A-").',
    ]);
    expect(parseObjectInput('A..A-3').errors[0]).toMatch(
      /must start with a label ending in a number/,
    );
    expect(parseObjectInput('A-1..A-5000').errors[0]).toBe(
      '"A-1..A-5000" spans 5000 labels; at most 2000 at once.',
    );
    expect(parseObjectInput('GA1 x 0').errors[0]).toMatch(/at least 1/);
    expect(parseObjectInput('GA1 x two').errors[0]).toMatch(/whole number/);
    expect(parseObjectInput('A-1..A-3 x 2').errors[0]).toMatch(/not with a range/);
    expect(parseObjectInput('A-1 ()').errors[0]).toMatch(/brackets are empty/);
    expect(parseObjectInput(' , ;').refs).toEqual([]);
  });
});
