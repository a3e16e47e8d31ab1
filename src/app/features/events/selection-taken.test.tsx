// @vitest-environment jsdom
// Found walking a team's on-sale: a clerk had two seats selected on the list of the big event when
// the web shop booked one of them; the map warned "MT1-M-21 was just booked by someone else", but
// the only way on was to find that seat again among thousands and untick it. The warning now drops
// the taken seat from the selection in one click, and the rest is sold as usual.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { appPerTest, renderApp, seedChart } from '../../test-support/render-app-test-kit';

// The first visit loads the lazy map page: 30 s on two loaded cores once, the default bound.
vi.setConfig({ testTimeout: 90_000 });

const app = appPerTest((app) => seedChart(app.api, 'hall', 'sampleChart', ['gala']));

test('a seat booked by the web shop while selected is dropped from the selection in one click', async () => {
  renderApp(app, '/events/gala');
  const map = await screen.findByRole('region', { name: 'Seat map' });
  fireEvent.click(await within(map).findByRole('button', { name: 'List' }));
  await waitFor(() =>
    expect(within(map).getByRole('checkbox', { name: 'Select A-1' })).toBeEnabled(),
  );
  // The feed is open once the page says so: a change made before could be read as the page's own.
  await within(map).findByText('Live');
  for (const label of ['A-1', 'A-2']) {
    fireEvent.click(within(map).getByRole('checkbox', { name: `Select ${label}` }));
  }

  await app.api.status.book('gala', { objects: ['A-2'], orderId: 'web-2' });

  const news = await within(map).findByRole('alert');
  expect(news).toHaveTextContent('A-2 was just booked by someone else.');
  fireEvent.click(within(news).getByRole('button', { name: 'Drop A-2 from my selection' }));
  expect(within(map).getByRole('checkbox', { name: 'Select A-2' })).not.toBeChecked();
  expect(within(map).getByRole('checkbox', { name: 'Select A-1' })).toBeChecked();
  expect(within(map).queryByText(/Your selection changed/)).toBeNull();

  fireEvent.click(within(map).getByRole('button', { name: 'Book…' }));
  const form = within(map).getByRole('form', { name: 'Book the selected seats' });
  fireEvent.click(within(form).getByRole('button', { name: 'Book seat' }));
  await within(map).findByText(/^Booked A-1/);
  const infos = await app.api.status.objectInfos('gala', ['A-1', 'A-2']);
  expect([infos['A-1'].status, infos['A-2'].orderId]).toEqual(['booked', 'web-2']);
});
