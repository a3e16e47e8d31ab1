import { describe, expect, test } from 'vitest';
import { statusPaint, testLayout } from '../data/layout-test-kit';
import {
  clickSelection,
  everySelectable,
  membersOf,
  selectionSentence,
  summariseSelection,
} from './selection-ops';

const layout = testLayout();
const labels = (objects: { label: string }[]) => objects.map((object) => object.label);

describe('selection tools', () => {
  test('a plain click selects only the object; again unselects it', () => {
    const first = clickSelection(new Set(['X', 'Y']), 'Left-A-1', false);
    expect([...first]).toEqual(['Left-A-1']);
    expect([...clickSelection(first, 'Left-A-1', false)]).toEqual([]);
  });

  test('a modified click adds or removes and keeps the rest', () => {
    const added = clickSelection(new Set(['X']), 'Y', true);
    expect([...added]).toEqual(['X', 'Y']);
    expect([...clickSelection(added, 'X', true)]).toEqual(['Y']);
  });

  test('row, section and table members', () => {
    const a3 = layout.byLabel.get('Left-A-3')!;
    expect(labels(membersOf(layout.objects, a3, 'row', everySelectable))).toEqual([
      'Left-A-1',
      'Left-A-2',
      'Left-A-3',
      'Left-A-4',
      'Left-A-5',
    ]);
    expect(membersOf(layout.objects, a3, 'section', everySelectable)).toHaveLength(10);
    expect(membersOf(layout.objects, a3, 'table', everySelectable)).toEqual([]);
    const tableSeat = layout.byLabel.get('T1-2')!;
    expect(labels(membersOf(layout.objects, tableSeat, 'table', everySelectable))).toEqual([
      'T1',
      'T1-1',
      'T1-2',
      'T1-3',
      'T1-4',
    ]);
    const seatsOnly = membersOf(layout.objects, tableSeat, 'table', (o) => o.kind === 'seat');
    expect(labels(seatsOnly)).toEqual(['T1-1', 'T1-2', 'T1-3', 'T1-4']);
  });
});

describe('selection bar counts', () => {
  test('by legend entry (from the fill colour) and by category, in their order', () => {
    const selection = new Set(['Left-A-1', 'Left-A-2', 'Left-A-3', 'Left-A-4', 'GA1', 'Gone-1']);
    const summary = summariseSelection(selection, layout, statusPaint());
    expect(summary.total).toBe(5);
    expect(summary.missing).toEqual(['Gone-1']);
    expect(selectionSentence(summary)).toBe('5 selected: 3 Free, 2 Held · Cat1 3, Cat2 2');
  });

  test('paint.group wins over colours; unknown groups count as Other', () => {
    const paint = {
      ...statusPaint(),
      group: (label: string) => (label === 'B1' ? 'mystery' : 'held'),
    };
    const summary = summariseSelection(new Set(['B1', 'Left-A-5']), layout, paint);
    expect(summary.byLegend.map((entry) => [entry.name, entry.count])).toEqual([
      ['Held', 1],
      ['Other', 1],
    ]);
    // The booth has no category.
    expect(summary.byCategory.map((entry) => [entry.name, entry.count])).toEqual([
      ['Cat2', 1],
      ['Other', 1],
    ]);
  });

  test('a legend that is the categories is not counted twice', () => {
    const paint = {
      fill: () => '#1f77b4',
      legend: [
        { key: 'cat1', name: 'Cat1', color: '#1f77b4', count: 0 },
        { key: 'cat2', name: 'Cat2', color: '#ff7f0e', count: 0 },
      ],
    };
    const summary = summariseSelection(new Set(['Left-A-1']), layout, paint);
    expect(selectionSentence(summary)).toBe('1 selected: 1 Cat1');
  });

  test('nothing selected', () => {
    expect(selectionSentence(summariseSelection(new Set(), layout, statusPaint()))).toBe(
      'Nothing selected',
    );
  });
});
