// @vitest-environment jsdom
// Finding tonight's event (issue 28, item 9): the events list by date (upcoming first, undated
// last), a "Today" shortcut and a day, a search that finds dates as people type them, and a plain
// notice where the service is a seats.io region that ignores Seatdesk's date parameters.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { FetchLike } from '../../../client/transport';
import { formatDate } from '../../lib/format';
import { appPerTest, renderApp, seedChart } from '../../test-support/render-app-test-kit';
import { localDay } from './api';

const app = appPerTest((app) => seedChart(app.api, 'hall'));

const rows = () =>
  within(screen.getByRole('table', { name: 'Events' }))
    .getAllByRole('row')
    .slice(1);
const names = () => rows().map((row) => within(row).getAllByRole('link')[0].textContent);

function dayFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return localDay(d);
}

/** Created oldest-first in an order that is not the date order. */
async function seedNights() {
  const create = (eventKey: string, name: string | undefined, date: string | undefined) =>
    app.api.events.create({ chartKey: 'hall', eventKey, name, date });
  await create('k-tonight', 'Tonight', dayFromToday(0));
  await create('k-undated', 'Backstage tour', undefined);
  await create('k-yesterday', 'Yesterday', dayFromToday(-1));
  await create('k-next-week', 'Next week', dayFromToday(7));
  await create('k-tomorrow', 'Tomorrow', dayFromToday(1));
}

describe('events list by date', () => {
  test('lists tonight first, then the coming nights, then past ones, undated last', async () => {
    await seedNights();
    renderApp(app, '/events');
    await screen.findByRole('table', { name: 'Events' });
    await waitFor(() =>
      expect(names()).toEqual([
        'Tonight k-tonight',
        'Tomorrow k-tomorrow',
        'Next week k-next-week',
        'Yesterday k-yesterday',
        'Backstage tour k-undated',
      ]),
    );
    expect(screen.getByText(/Upcoming events first, nearest first/)).toBeVisible();
  });

  test('"Today" keeps tonight’s events, a day keeps that day’s; the day lives in the URL', async () => {
    await seedNights();
    const { router } = renderApp(app, '/events');
    await screen.findByRole('link', { name: 'Backstage tour k-undated' });
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(names()).toEqual(['Tonight k-tonight']));
    expect(router.state.location.search).toBe(`?day=${dayFromToday(0)}`);
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.change(screen.getByLabelText('On'), { target: { value: dayFromToday(7) } });
    await waitFor(() => expect(names()).toEqual(['Next week k-next-week']));
    fireEvent.change(screen.getByLabelText('On'), { target: { value: dayFromToday(30) } });
    expect(await screen.findByText(`No event on ${formatDate(dayFromToday(30))}.`)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'All dates' }));
    await waitFor(() => expect(rows()).toHaveLength(5));
  });

  test('search finds an event by its date as typed: "12-02", "2 Dec", "2026-12-02"', async () => {
    // A season's event: a generated key, no name; only its date says which night it is.
    const [hamlet] =
      (await app.api.seasons.create({ chartKey: 'hall', name: 'Hamlet', numberOfEvents: 1 }))
        .events ?? [];
    await app.api.events.update(hamlet.key, { date: '2026-12-02' });
    await app.api.events.create({ chartKey: 'hall', eventKey: 'other', date: '2026-12-03' });
    renderApp(app, '/events');
    await screen.findByRole('link', { name: 'Event of Dec 3, 2026 other' });
    for (const typed of ['12-02', '2 Dec', '2026-12-02']) {
      fireEvent.change(screen.getByLabelText('Search events'), { target: { value: typed } });
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
      await waitFor(() =>
        expect(screen.queryByRole('link', { name: 'Event of Dec 3, 2026 other' })).toBeNull(),
      );
      const night = screen.getByRole('link', { name: `Event of Dec 2, 2026 ${hamlet.key}` });
      expect(night).toHaveAttribute('href', `/events/${hamlet.key}`);
      expect(screen.getByText(/also finds events on that date/)).toBeVisible();
    }
  });

  test('against a service that ignores the date parameters (a seats.io region), says so', async () => {
    await seedNights();
    // The region answers as if the parameters were not there: the service without them.
    const region: FetchLike = (input, init) => {
      const url = new URL(input);
      if (url.pathname === '/events') {
        for (const name of ['sort', 'today', 'dateFrom', 'dateTo']) url.searchParams.delete(name);
      }
      return app.service.fetch(url.toString(), init);
    };
    renderApp(app, '/events', { fetch: region });
    expect(await screen.findByText(/This service lists events newest first/)).toBeVisible();
    expect(names()[0]).toBe('Tomorrow k-tomorrow');
  });
});
