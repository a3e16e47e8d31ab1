// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import {
  type AppUnderTest,
  renderApp,
  seedChart,
  startApp,
  stopApp,
} from '../../test-support/render-app';
import { EVENTS_PAGE_SIZE } from './api';

let app: AppUnderTest;
beforeEach(async () => {
  app = await startApp();
  await seedChart(app.api, 'hall');
});
afterEach(() => stopApp(app));

const rows = () =>
  within(screen.getByRole('table', { name: 'Events' }))
    .getAllByRole('row')
    .slice(1);

describe('events list', () => {
  test('pages through the events with next and previous', async () => {
    const total = EVENTS_PAGE_SIZE + 3;
    for (let i = 1; i <= total; i += 1) {
      await app.api.events.create({
        chartKey: 'hall',
        eventKey: `show-${String(i).padStart(2, '0')}`,
      });
    }
    renderApp(app, '/events');
    await screen.findByRole('table', { name: 'Events' });
    expect(rows()).toHaveLength(EVENTS_PAGE_SIZE);
    const firstPage = rows().map((row) => row.textContent);
    expect(screen.getByRole('button', { name: '← Previous page' })).toHaveProperty(
      'disabled',
      true,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Next page →' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    const secondPage = rows().map((row) => row.textContent);
    expect(secondPage.some((text) => firstPage.includes(text))).toBe(false);
    expect(screen.getByRole('button', { name: 'Next page →' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: '← Previous page' }));
    await waitFor(() => expect(rows()).toHaveLength(EVENTS_PAGE_SIZE));
    expect(rows().map((row) => row.textContent)).toEqual(firstPage);
  });

  test('search finds events by key or name, and the search lives in the URL', async () => {
    await app.api.events.create({ chartKey: 'hall', eventKey: 'opening-night', name: 'Gala' });
    await app.api.events.create({ chartKey: 'hall', eventKey: 'matinee', name: 'Sunday matinee' });
    const { router } = renderApp(app, '/events');
    await screen.findByRole('link', { name: 'matinee' });
    fireEvent.change(screen.getByLabelText('Search events'), { target: { value: 'gala' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0]).getByRole('link', { name: 'opening-night' })).toBeTruthy();
    expect(router.state.location.search).toBe('?q=gala');

    fireEvent.change(screen.getByLabelText('Search events'), {
      target: { value: 'nothing-like-this' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No event matches "nothing-like-this".')).toBeTruthy();
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
    expect(await screen.findByRole('heading', { name: 'Gala', level: 1 })).toBeTruthy();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByRole('link', { name: 'hall' }).getAttribute('href')).toBe(
      '/charts/hall',
    );
    expect(within(details).getByText('Single seats')).toBeTruthy();
    const channels = screen.getByRole('region', { name: 'Channels' });
    expect(within(channels).getByText('Web shop')).toBeTruthy();
    expect(within(channels).getByText('2 objects')).toBeTruthy();
    const more = screen.getByRole('region', { name: 'Work with this event' });
    expect(within(more).getByRole('link', { name: 'Reports' }).getAttribute('href')).toBe(
      '/reports/events/gala%20night%2F1',
    );
    expect(within(more).getByRole('link', { name: 'Batch desk' }).getAttribute('href')).toBe(
      '/batch?event=gala%20night%2F1',
    );
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Events' })).toBeTruthy();
    expect(within(crumbs).getByText('gala night/1').getAttribute('aria-current')).toBe('page');
  });

  test('an unknown event gets a not-found page', async () => {
    renderApp(app, '/events/no-such-event');
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeTruthy();
    expect(screen.getByText('There is no event "no-such-event" in this workspace.')).toBeTruthy();
  });
});
