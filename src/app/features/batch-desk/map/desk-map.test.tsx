// @vitest-environment jsdom
// The desk's seat map against the real service in-process. jsdom draws no canvas, so the map is
// driven through its list view (the same selection, one switch away): a pick there is the row's
// objects, the row's text shows checked there, and the preview's reasons are in its lines.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { appPerTest, renderApp, seedChart } from '../../../test-support/render-app-test-kit';
import { change, click, rowGroup } from '../desk-screen-test-kit';

vi.setConfig({ testTimeout: 60_000 });

beforeAll(() => {
  // jsdom has no canvas; a browser without one answers null, and the map lives with that.
  HTMLCanvasElement.prototype.getContext = (() => null) as never;
});

const app = appPerTest((app) => seedChart(app.api, 'hall', 'sampleChart', ['concert', 'matinee']));

const objectsOf = (n: number) => within(rowGroup(n)).getByLabelText('Objects');
const mapOf = (n: number) => screen.findByRole('region', { name: `Seat map of row ${n}` });
const box = (label: string) => screen.getByRole('checkbox', { name: `Select ${label}` });

async function listView(n = 1) {
  const map = await mapOf(n);
  fireEvent.click(await within(map).findByRole('button', { name: 'List' }));
  return map;
}

describe('the seat map beside the rows', () => {
  test('a selection from the event page fills the row; picks on the map edit its text, and back', async () => {
    renderApp(app, '/batch?event=concert&objects=A-1..A-3');
    await screen.findByRole('group', { name: 'Row 1' });
    await waitFor(() => expect(objectsOf(1)).toHaveValue('A-1..A-3'));
    await listView();
    expect(
      [box('A-1'), box('A-2'), box('A-3')].map((one) => (one as HTMLInputElement).checked),
    ).toEqual([true, true, true]);
    expect(box('A-4')).not.toBeChecked();

    fireEvent.click(box('A-4'));
    expect(objectsOf(1)).toHaveValue('A-1..A-3, A-4');
    fireEvent.click(box('A-2'));
    expect(objectsOf(1)).toHaveValue('A-1, A-3, A-4');

    change(rowGroup(1), 'Objects', 'B-1, GA1 x 2, ZZ-9');
    expect(box('B-1')).toBeChecked();
    // B-1 and the area GA1 (further down the list); ZZ-9 is not on the chart.
    expect(document.querySelector('.seat-map-selection-text')).toHaveTextContent(/^2 selected/);
    expect(box('A-1')).not.toBeChecked();
    fireEvent.click(box('B-2'));
    expect(objectsOf(1)).toHaveValue('B-1, GA1 x 2, ZZ-9, B-2');
  });

  test('the map shows the row being worked on', async () => {
    renderApp(app, '/batch?event=concert');
    await screen.findByRole('group', { name: 'Row 1' });
    click('+ Add row');
    change(rowGroup(2), 'Event', 'matinee');
    fireEvent.focus(within(rowGroup(2)).getByLabelText('Objects'));
    const map = await mapOf(2);
    expect(await within(map).findByRole('heading', { name: /matinee/ })).toBeVisible();
    expect(
      within(rowGroup(2)).getByRole('button', { name: 'Show row 2 on the map' }),
    ).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(within(rowGroup(1)).getByRole('button', { name: 'Show row 1 on the map' }));
    expect(await mapOf(1)).toBeVisible();
  });

  test('the preview colours the batch on the map, and each refused seat says why', async () => {
    await app.api.status.book('concert', { objects: ['A-2'], orderId: 'earlier' });
    renderApp(app, '/batch?event=concert&objects=A-1..A-3');
    await screen.findByRole('group', { name: 'Row 1' });
    await waitFor(() => expect(objectsOf(1)).toHaveValue('A-1..A-3'));
    click('Preview');
    expect(await screen.findByText(/The service will refuse this batch/)).toBeVisible();
    const map = await listView();
    await within(map).findByText('The service would refuse this batch: nothing would change.');
    const line = (label: string) =>
      within(map).getByRole('row', { name: new RegExp(`Select ${label}\\b`) }).textContent;
    await waitFor(() => expect(line('A-2')).toContain('Refused (row 1): A-2 is already booked'));
    expect(line('A-1')).toContain('Unchanged: row 1 is refused (A-2 is already booked)');
    expect(line('A-4')).not.toContain('row 1');

    change(rowGroup(1), 'Objects', 'A-1, A-3');
    expect(await within(map).findByText(/The rows changed since the preview/)).toBeVisible();
    expect(line('A-2')).not.toContain('Refused');
  });

  test('a table booked as a whole is picked as the table, not its seats', async () => {
    await seedChart(app.api, 'dinner-hall', 'sampleChartWithTables');
    await app.api.events.create({
      chartKey: 'dinner-hall',
      eventKey: 'dinner',
      tableBookingConfig: { mode: 'CUSTOM', tables: { T1: 'BY_TABLE', T2: 'BY_SEAT' } },
    });
    renderApp(app, '/batch?event=dinner');
    await screen.findByRole('group', { name: 'Row 1' });
    await listView();
    expect(await screen.findByRole('checkbox', { name: 'Select T1' })).toBeEnabled();
    expect(box('T1-1')).toBeDisabled();
    expect(box('T2')).toBeDisabled();
    expect(box('T2-1')).toBeEnabled();
    fireEvent.click(box('T1'));
    fireEvent.click(box('T2-3'));
    expect(objectsOf(1)).toHaveValue('T1, T2-3');
  });

  test('a seat opened from the map is looked up by its label', async () => {
    renderApp(app, '/batch/lookup?event=concert&label=B-4');
    expect(await screen.findByRole('article', { name: /B-4/ })).toBeVisible();
  });
});
