// @vitest-environment jsdom
// A chart with two seats of one label (seats.io accepts such drawings; issue 27 A4: never show a
// seat as sellable that cannot be sold): only the first can be sold, so the map shows the other
// as not for sale, and the status snapshot still colours the rest (a booking shows as booked).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { appPerTest, renderApp } from '../../test-support/render-app-test-kit';
import { askSnapshot } from '../live/map-states';
import { chartMapOf, labelsDigestOf } from './chart-map';
import { withDuplicateA1 } from './duplicate-labels-test-kit';

vi.setConfig({ testTimeout: 90_000 });

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
