// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { appPerTest, renderApp, seedChart } from '../../test-support/render-app-test-kit';
import { EVENTS_PAGE_SIZE } from './api';

const app = appPerTest((app) => seedChart(app.api, 'hall'));

const rows = () =>
  within(screen.getByRole('table', { name: 'Events' }))
    .getAllByRole('row')
    .slice(1);
/** The event cell of each row (the figures beside it fill in as they arrive). */
const eventCells = () => rows().map((row) => (row as HTMLTableRowElement).cells[0].textContent);

describe('events list', () => {
  test('pages through the events with next and previous', async () => {
    const total = EVENTS_PAGE_SIZE + 3;
    // Created five at a time (the regular lane takes ten): one by one, the set-up alone took most
    // of the test's time on a loaded CI runner (24.7 s of 30 s seen).
    for (let from = 1; from <= total; from += 5) {
      const keys = Array.from({ length: Math.min(5, total - from + 1) }, (_, i) => from + i);
      await Promise.all(
        keys.map((i) =>
          app.api.events.create({
            chartKey: 'hall',
            eventKey: `show-${String(i).padStart(2, '0')}`,
          }),
        ),
      );
    }
    renderApp(app, '/events');
    await screen.findByRole('table', { name: 'Events' });
    expect(rows()).toHaveLength(EVENTS_PAGE_SIZE);
    const firstPage = eventCells();
    expect(screen.getByRole('button', { name: '← Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page →' })).toBeEnabled();

    fireEvent.click(screen.getByRole('button', { name: 'Next page →' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    const secondPage = eventCells();
    expect(secondPage.some((text) => firstPage.includes(text))).toBe(false);
    expect(screen.getByRole('button', { name: 'Next page →' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: '← Previous page' }));
    await waitFor(() => expect(rows()).toHaveLength(EVENTS_PAGE_SIZE));
    expect(eventCells()).toEqual(firstPage);
  }, 60_000);

  test('search finds events by key or name, and the search lives in the URL', async () => {
    await app.api.events.create({ chartKey: 'hall', eventKey: 'opening-night', name: 'Gala' });
    await app.api.events.create({ chartKey: 'hall', eventKey: 'matinee', name: 'Sunday matinee' });
    const { router } = renderApp(app, '/events');
    await screen.findByRole('link', { name: 'Sunday matinee matinee' });
    fireEvent.change(screen.getByLabelText('Search events'), { target: { value: 'gala' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0]).getByRole('link', { name: 'Gala opening-night' })).toHaveAttribute(
      'href',
      '/events/opening-night',
    );
    expect(rows()[0]).toHaveTextContent('Gala');
    expect(router.state.location.search).toBe('?q=gala');

    fireEvent.change(screen.getByLabelText('Search events'), {
      target: { value: 'nothing-like-this' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No event matches "nothing-like-this".')).toBeVisible();
  });
});

describe('event page', () => {
  test('shows the chart, table booking mode, channels and links to reports and the batch desk', async () => {
    await app.api.events.create({
      chartKey: 'hall',
      eventKey: 'gala night/1',
      name: 'Gala',
      tableBookingConfig: { mode: 'ALL_BY_SEAT' },
      channels: [
        { key: 'web', name: 'Web shop', color: '#4e79a7', index: 0, objects: ['A-1', 'A-2'] },
      ],
    });
    renderApp(app, `/events/${encodeURIComponent('gala night/1')}`);
    expect(await screen.findByRole('heading', { name: 'Gala', level: 1 })).toBeVisible();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByRole('link', { name: 'hall' })).toHaveAttribute(
      'href',
      '/charts/hall',
    );
    expect(within(details).getByText('Single seats')).toBeVisible();
    const channels = screen.getByRole('region', { name: 'Channels' });
    const web = within(channels).getByText('Web shop').closest('li') as HTMLElement;
    expect(within(web).getByText('2 objects')).toBeVisible();
    const more = screen.getByRole('region', { name: 'Work with this event' });
    expect(within(more).getByRole('link', { name: 'Reports' })).toHaveAttribute(
      'href',
      '/reports/events/gala%20night%2F1',
    );
    expect(within(more).getByRole('link', { name: 'Batch desk' })).toHaveAttribute(
      'href',
      '/batch?event=gala%20night%2F1',
    );
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/events');
    // Staff know the event by its name: the trail, the heading and the tab say it; the key is
    // in a tooltip and the details.
    await waitFor(() => expect(within(crumbs).getByText('Gala')).toBeVisible());
    expect(within(crumbs).getByText('Gala').closest('[aria-current="page"]')).not.toBeNull();
    expect(within(crumbs).queryByText('gala night/1')).toBeNull();
    const heading = screen.getByRole('heading', { name: 'Gala', level: 1 });
    expect(within(heading).getByTitle('Event key: gala night/1')).toBeVisible();
    expect(heading.parentElement?.querySelector('.subtitle')).not.toHaveTextContent('gala night/1');
    expect(document.title).toBe('Gala · Seatdesk');
  });

  test("a dated event's tab is named by its name and date", async () => {
    await app.api.events.create({
      chartKey: 'hall',
      eventKey: 'hamlet-1202',
      name: 'Hamlet',
      date: '2026-12-02',
    });
    renderApp(app, '/events/hamlet-1202');
    const heading = await screen.findByRole('heading', { name: 'Hamlet', level: 1 });
    expect(heading.parentElement?.querySelector('.subtitle')).toHaveTextContent('Dec 2, 2026');
    await waitFor(() => expect(document.title).toBe('Hamlet · Dec 2, 2026 · Seatdesk'));
  });

  test("opens on the map, with availability figures equal to the service's summary", async () => {
    await app.api.events.create({ chartKey: 'hall', eventKey: 'gala' });
    const { holdToken } = await app.api.holdTokens.create();
    await app.api.status.book('gala', {
      objects: ['A-1', 'A-2', { objectId: 'GA1', quantity: 5 }],
    });
    await app.api.status.hold('gala', { objects: ['B-1'], holdToken });
    await app.api.status.markAsNotForSale('gala', { objects: ['B-2', 'B-3'] });
    renderApp(app, '/events/gala');
    const figures = await screen.findByRole('region', { name: 'Availability' });
    const summary = await app.api.reports.eventSummary('gala', 'byAvailabilityReason');
    const tile = (key: string) =>
      figures.querySelector(`[data-figure="${key}"] dd`)?.textContent?.replace(/,/g, '');
    await waitFor(() => expect(tile('booked')).toBe(String(summary.booked.count)));
    expect(tile('available')).toBe(String(summary.available.count));
    expect(tile('reservedByToken')).toBe(String(summary.reservedByToken.count));
    expect(tile('not_for_sale')).toBe(String(summary.not_for_sale.count));
    expect(summary.booked.count).toBe(7);
    const byCategory = within(figures).getByRole('table', { name: 'Availability by category' });
    const cat1 = within(byCategory).getByRole('rowheader', { name: 'Cat1' }).closest('tr');
    const cells = within(cat1 as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => Number(cell.textContent?.replace(/,/g, '')));
    expect(cells).toEqual(
      ['available', 'reservedByToken', 'booked', 'not_for_sale'].map(
        (key) => summary[key].byCategoryLabel?.Cat1 ?? 0,
      ),
    );
    expect(screen.getByRole('region', { name: 'Seat map' })).toBeVisible();
  });

  test('an unknown event gets a not-found page', async () => {
    renderApp(app, '/events/no-such-event');
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeVisible();
    expect(screen.getByText('There is no event "no-such-event" in this workspace.')).toBeVisible();
  });
});
