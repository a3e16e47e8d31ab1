// The map and the row's text are one selection: the text shows on the map, and a change on the
// map edits the text as little as it can, never dropping what the map cannot show.
import { describe, expect, test } from 'vitest';
import { selectionOfText, textWithSelection } from './map-selection';

const onMap = (label: string) => /^[A-D]-\d+$|^GA\d$/.test(label);
const edited = (text: string, next: string[]) => textWithSelection(text, new Set(next), onMap);

describe('the row text shown on the map', () => {
  test('names the labels on the chart, ranges expanded, quantities and ticket types read', () => {
    expect(selectionOfText('A-1..A-3, ZZ-9; GA1 x 4\nB-2 (adult)', onMap)).toEqual(
      new Set(['A-1', 'A-2', 'A-3', 'GA1', 'B-2']),
    );
  });
});

describe('a map change written into the row text', () => {
  test('new seats are added at the end, as ranges where they follow each other', () => {
    expect(edited('', ['A-3', 'A-1', 'A-2', 'B-7'])).toBe('A-1..A-3, B-7');
    expect(edited('C-1, C-2', ['C-1', 'C-2', 'D-4', 'D-5'])).toBe('C-1, C-2, D-4, D-5');
  });

  test('an unselected seat leaves its entry; a range loses just that label', () => {
    expect(edited('A-1..A-6, B-2', ['A-1', 'A-2', 'A-4', 'A-5', 'A-6'])).toBe('A-1, A-2, A-4..A-6');
    expect(edited('A-1..A-3 (adult), B-1', ['A-1', 'A-3', 'B-1'])).toBe(
      'A-1 (adult), A-3 (adult), B-1',
    );
  });

  test('a GA quantity and ticket types stay while the area stays selected, go when it does not', () => {
    expect(edited('GA1 x 4 (adult), GA1 x 2 (child)', ['GA1', 'A-1'])).toBe(
      'GA1 x 4 (adult), GA1 x 2 (child), A-1',
    );
    expect(edited('GA1 x 4 (adult), A-1', ['A-1'])).toBe('A-1');
  });

  test('labels not on the chart and entries that do not read are kept for the row check to name', () => {
    expect(edited('ZZ-9, A-1, A-1..B-3', [])).toBe('ZZ-9, A-1..B-3');
    expect(edited('ZZ-9', ['A-1'])).toBe('ZZ-9, A-1');
  });

  test('nothing changed: the text stays exactly as typed', () => {
    const typed = 'A-1\nA-2 ;  B-1';
    expect(edited(typed, ['A-1', 'A-2', 'B-1'])).toBe(typed);
  });
});
