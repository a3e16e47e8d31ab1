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

  test('commas, semicolons and new lines separate; spaces belong to the label', () => {
    expect(parseObjectInput('Section A-A-1, Section A-A-2;Section B-C-7\n A-1 ').refs).toEqual([
      'Section A-A-1',
      'Section A-A-2',
      'Section B-C-7',
      'A-1',
    ]);
    // Spaces were never separators: `C-5 C-6` is one label, which the service will not find.
    expect(parseObjectInput('C-5 C-6').labels).toEqual(['C-5 C-6']);
    expect(parseObjectInput('Section A-A-1..Section A-A-3').labels).toEqual([
      'Section A-A-1',
      'Section A-A-2',
      'Section A-A-3',
    ]);
    expect(parseObjectInput('Section A-A-1..3').labels).toHaveLength(3);
  });

  test('a plain label named twice is a slip; an area’s places per ticket type are not', () => {
    expect(parseObjectInput('A-1, A-1').errors).toEqual(['A-1 is named twice.']);
    expect(parseObjectInput('A-1..A-3, A-2').errors).toEqual(['A-2 is named twice.']);
    const places = parseObjectInput('GA1 x 2 (adult), GA1 x 1 (child)');
    expect(places.errors).toEqual([]);
    expect(places.labels).toEqual(['GA1']);
    expect(places.refs).toHaveLength(2);
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
