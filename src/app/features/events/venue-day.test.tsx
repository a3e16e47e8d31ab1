// @vitest-environment jsdom
// The back office's "Today" is the venue's day as the service tells it (the list answer's
// `seatdesk.today`, docs/events-list.md), not the browser's own: a clerk whose browser is in
// another zone still finds tonight's show under Today. The service's clock is set to a fixed day
// that is not the browser's.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { appPerTest, renderApp, seedChart } from '../../test-support/render-app-test-kit';

const VENUE_NOW = Date.parse('2027-03-10T12:00:00Z');
const app = appPerTest(async ({ api, service }) => {
  await seedChart(api, 'hall');
  service.advanceClock(VENUE_NOW - Date.now());
  await api.events.create({
    chartKey: 'hall',
    eventKey: 'k-gala',
    name: 'Gala',
    date: '2027-03-10',
  });
  await api.events.create({ chartKey: 'hall', eventKey: 'k-now', name: 'Browser day' });
});

const names = () =>
  within(screen.getByRole('table', { name: 'Events' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('link')[0].textContent);

test("Today is the venue's day the service keeps, not the browser's", async () => {
  const { router } = renderApp(app, '/events');
  await screen.findByRole('link', { name: 'Gala k-gala' });
  const today = screen.getByRole('button', { name: 'Today' });
  // The button names its day in its tooltip once the service said it.
  await waitFor(() => expect(today).toHaveAttribute('title', 'Mar 10, 2027 at the venue'));
  fireEvent.click(today);
  await waitFor(() => expect(router.state.location.search).toBe('?day=2027-03-10'));
  await waitFor(() => expect(names()).toEqual(['Gala k-gala']));
});
