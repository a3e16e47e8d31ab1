// @vitest-environment jsdom
// A chart with two seats of one label (seats.io accepts such drawings; issue 27 A4: never show a
// seat as sellable that cannot be sold): only the first can be sold, so the map shows the other
// as not for sale, and the status snapshot still colours the rest (a booking shows as booked).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { appPerTest, fixture, renderApp } from '../../test-support/render-app-test-kit';
import { askSnapshot } from '../live/map-states';
import { chartMapOf, labelsDigestOf } from './chart-map';

vi.setConfig({ testTimeout: 90_000 });

type Seat = { label: string; x: number };
type Drawing = { subChart: { rows: Array<{ label: string; seats: Seat[] }> } };

/** The sample chart with a second seat labelled A-1 (a copy of A-8, relabelled). */
function withDuplicateA1(): Drawing {
  const drawing = fixture('sampleChart') as Drawing;
  const rowA = drawing.subChart.rows.find((row) => row.label === 'A');
  if (!rowA) throw new Error('no row A');
  rowA.seats.push({ ...(rowA.seats.at(-1) as Seat), label: '1', x: 999 });
  return drawing;
}

const app = appPerTest(async ({ api }) => {
  await api.charts.upload('dup', withDuplicateA1());
  await api.events.create({ chartKey: 'dup', eventKey: 'dup-night' });
  await api.status.book('dup-night', { objects: ['A-3'] });
});

test('the seat that repeats a label shows as not for sale; the others keep their states', async () => {
  renderApp(app, '/events/dup-night');
  const map = await screen.findByRole('region', { name: 'Seat map' }, { timeout: 60_000 });
  fireEvent.click(await within(map).findByRole('button', { name: 'List' }));
  await waitFor(() => expect(within(map).getAllByText(/^A-3, .*Booked/)).toHaveLength(1), {
    timeout: 30_000,
  });
  const a1 = within(map).getAllByText(/^A-1, /);
  expect(a1.map((line) => line.textContent)).toEqual([
    expect.stringMatching(/Free$/),
    expect.stringMatching(/Not for sale \(its label repeats another seat’s\)$/),
  ]);
  const boxes = within(map).getAllByRole('checkbox', { name: 'Select A-1' });
  expect(boxes.map((box) => (box as HTMLInputElement).disabled)).toEqual([false, true]);

  // The compact snapshot serves this chart: the map's label order (the first of each label) is
  // the service's, so the answer leaves the labels out.
  const digest = labelsDigestOf(chartMapOf(withDuplicateA1()).layout);
  const snapshot = await askSnapshot(app.api, 'dup-night', digest);
  expect(snapshot && 'labelsDigest' in snapshot ? snapshot.labelsDigest : undefined).toBe(digest);
});
