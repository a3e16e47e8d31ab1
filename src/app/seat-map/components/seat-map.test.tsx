// @vitest-environment jsdom
// What jsdom can show of the seat map: it has no canvas (getContext answers null, and the widget
// must live with that), so these tests drive the focusable element, the toolbar, the list and
// the bars, and read the live region.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { MapObject, SeatMapLayout } from '../../../domain/seat-map/types';
import { EMPTY_LAYOUT, statusPaint, testLayout } from '../data/layout-test-kit';
import type { MapPaint } from '../render/paint';
import SeatMap from './seat-map';

beforeAll(() => {
  // jsdom prints "not implemented" for getContext; a browser without canvas answers null.
  HTMLCanvasElement.prototype.getContext = (() => null) as never;
});
afterEach(cleanup);

const describeObject = (object: MapObject) =>
  [object.label, object.rowLabel && `row ${object.rowLabel}`, object.categoryKey]
    .filter(Boolean)
    .join(', ');

function Harness(props: {
  layout?: SeatMapLayout;
  paint?: MapPaint;
  initial?: string[];
  readOnly?: boolean;
  selectable?: (object: MapObject) => boolean;
  onOpen?: (object: MapObject) => void;
}) {
  const [selection, setSelection] = useState<ReadonlySet<string>>(new Set(props.initial));
  return (
    <SeatMap
      layout={props.layout ?? testLayout()}
      paint={props.paint ?? statusPaint()}
      selection={selection}
      onSelectionChange={props.readOnly ? undefined : setSelection}
      selectable={props.selectable}
      describe={describeObject}
      onOpen={props.onOpen}
      label="Seat map of Concert"
    />
  );
}

const map = () => screen.getByRole('application', { name: 'Seat map of Concert' });
const announced = () => screen.getByTestId('seat-map-announcer').textContent;
const bar = () => document.querySelector('.seat-map-selection-text')?.textContent;
const key = (name: string, modifiers: { shiftKey?: boolean } = {}) =>
  fireEvent.keyDown(map(), { key: name, ...modifiers });

describe('the seat map widget', () => {
  test('is one focusable application with its instructions', () => {
    render(<Harness />);
    expect(map()).toHaveAttribute('tabindex', '0');
    expect(map()).toHaveAttribute('aria-roledescription', 'seat map');
    expect(map()).toHaveAccessibleDescription(/Arrow keys move between seats/);
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Fit' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Zoom to section' })).toHaveTextContent('Left');
    // One floor: no floor switcher.
    expect(screen.queryByRole('group', { name: 'Floor' })).toBeNull();
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Free0', 'Held2']);
  });

  test('arrow keys move the focus and say where it is; Enter toggles; Shift+arrow extends', () => {
    render(<Harness />);
    key('ArrowRight');
    expect(announced()).toBe('Left-A-1, row A, cat1');
    key('ArrowRight');
    expect(announced()).toBe('Left-A-2, row A, cat1');
    key('Enter');
    expect(announced()).toBe('Left-A-2 selected. 1 selected');
    expect(bar()).toBe('1 selected: 1 Held · Cat1 1');
    key('ArrowRight', { shiftKey: true });
    expect(announced()).toBe('Left-A-3, row A, cat1. 2 selected');
    key('ArrowRight', { shiftKey: true });
    expect(bar()).toBe('3 selected: 2 Free, 1 Held · Cat1 2, Cat2 1');
    key(' ');
    expect(announced()).toBe('Left-A-4 unselected. 2 selected');
    key('Escape');
    expect(announced()).toBe('Selection cleared. 0 selected');
    expect(bar()).toBe('Nothing selected');
  });

  test('a click selects the object under it; Shift-click adds; the row is one button away', () => {
    render(<Harness />);
    // Issue 28: greyed out before a seat is chosen, and the reason is shown beside the buttons
    // (a disabled button's title reaches no keyboard or touch user), not only in the title.
    const selectRow = screen.getByRole('button', { name: 'Select row' });
    expect(selectRow).toBeDisabled();
    expect(selectRow).toHaveAttribute('title', 'Click a seat first: its whole row is selected');
    expect(screen.getByText('Click a seat first')).toBeVisible();
    expect(selectRow).toHaveAccessibleDescription('Click a seat first');
    // No size in jsdom: the view is the identity, so screen points are chart points.
    fireEvent.click(map(), { clientX: 30, clientY: 40 });
    expect(bar()).toBe('1 selected: 1 Held · Cat1 1');
    fireEvent.click(map(), { clientX: 60, clientY: 70, shiftKey: true });
    expect(bar()).toBe('2 selected: 1 Free, 1 Held · Cat1 2');
    fireEvent.click(map(), { clientX: 90, clientY: 70 });
    expect(bar()).toBe('1 selected: 1 Free · Cat1 1');
    // Once a seat is chosen, the line names the seat the buttons act on.
    expect(screen.getByRole('button', { name: 'Select row' })).toHaveAccessibleDescription(
      /^For Left-/,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Select row' }));
    expect(bar()).toBe('5 selected: 5 Free · Cat1 3, Cat2 2');
    expect(screen.getByRole('button', { name: 'Select table' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Select table' })).toHaveAttribute(
      'title',
      'Left-B-3 is in no table',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(bar()).toBe('Nothing selected');
  });

  test('objects that may not be selected stay unselected, and the keyboard says why', () => {
    render(<Harness selectable={(object) => object.kind !== 'table'} />);
    key('ArrowRight');
    key('Enter');
    expect(announced()).toBe('Left-A-1 selected. 1 selected');
    fireEvent.click(map(), { clientX: 300, clientY: 60 });
    expect(bar()).toBe('1 selected: 1 Held · Cat1 1');
  });

  test('a map that only shows has no selection tools, and Enter just describes', () => {
    render(<Harness readOnly />);
    expect(screen.queryByRole('button', { name: 'Select area' })).toBeNull();
    expect(bar()).toBeUndefined();
    key('ArrowDown');
    key('Enter');
    expect(announced()).toBe('Left-A-1, row A, cat1');
  });

  test('selected labels the chart lacks are kept and said', () => {
    render(<Harness initial={['Left-A-1', 'Old-1', 'Old-2']} />);
    expect(bar()).toBe('1 selected: 1 Held · Cat1 1');
    expect(screen.getByText(/2 selected labels are not on this chart: Old-1, Old-2/)).toBeVisible();
    key('ArrowRight');
    key('ArrowRight');
    key('Enter');
    expect(announced()).toBe('Left-A-2 selected. 4 selected');
  });

  test('floors: a switcher when there are several', () => {
    render(<Harness layout={testLayout({ twoFloors: true })} />);
    const floors = screen.getByRole('group', { name: 'Floor' });
    const balcony = within(floors).getByRole('button', { name: 'Balcony' });
    expect(balcony).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(balcony);
    expect(balcony).toHaveAttribute('aria-pressed', 'true');
    key('ArrowRight');
    expect(announced()).toBe('Left-C-1, row C, cat1');
  });

  test('bad input: skipped things are said, an empty chart says so', () => {
    const skipped = [
      { path: 'drawing.subChart.rows[3].seats[7]', reason: 'no coordinates' },
      { path: 'drawing.subChart.shapes[0]', reason: 'unknown object type "curvedText"' },
    ];
    const { unmount } = render(<Harness layout={testLayout({ skipped })} />);
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('2 things of the drawing could not be drawn.');
    expect(
      within(note)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'drawing.subChart.rows[3].seats[7]: no coordinates',
      'drawing.subChart.shapes[0]: unknown object type "curvedText"',
    ]);
    unmount();
    render(<Harness layout={EMPTY_LAYOUT} />);
    expect(screen.getByRole('status')).toHaveTextContent('This chart has no seats to show.');
    expect(screen.queryByRole('application')).toBeNull();
  });
});

describe('the list view', () => {
  const openList = () => fireEvent.click(screen.getByRole('button', { name: 'List' }));
  const labels = () =>
    screen
      .getAllByRole('checkbox')
      .map((box) => box.getAttribute('aria-label')?.replace('Select ', ''));

  test('lists every object in natural order, with checkboxes bound to the selection', () => {
    const layout = testLayout();
    // A-10 after A-2, whatever the drawing's order.
    const late: MapObject = { ...layout.objects[0], label: 'Left-A-10', displayLabel: '10' };
    const withTen = { ...layout, objects: [late, ...layout.objects] };
    withTen.byLabel = new Map(withTen.objects.map((object) => [object.label, object]));
    render(<Harness layout={withTen} />);
    openList();
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    expect(labels().slice(0, 7)).toEqual([
      'B1',
      'GA1',
      'Left-A-1',
      'Left-A-2',
      'Left-A-3',
      'Left-A-4',
      'Left-A-5',
    ]);
    expect(labels()[7]).toBe('Left-A-10');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Left-A-2' }));
    expect(bar()).toBe('1 selected: 1 Held · Cat1 1');
    expect(screen.getByRole('checkbox', { name: 'Select Left-A-2' })).toBeChecked();
  });

  test('the filter narrows the list; "select the shown" adds them', async () => {
    render(<Harness />);
    openList();
    await act(async () => {
      fireEvent.change(screen.getByRole('searchbox', { name: 'Filter' }), {
        target: { value: 'row b' },
      });
    });
    expect(labels()).toEqual(['Left-B-1', 'Left-B-2', 'Left-B-3', 'Left-B-4', 'Left-B-5']);
    expect(screen.getByText('5 of 17')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Select the 5 shown' }));
    expect(bar()).toBe('5 selected: 5 Free · Cat1 3, Cat2 2');
  });
});
