// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { appPerTest, renderApp, seedChart } from '../../test-support/render-app-test-kit';

const app = appPerTest(async (app) => {
  await seedChart(app.api, 'hall');
  await app.api.seasons.create({
    chartKey: 'hall',
    key: 'league',
    name: 'League 2027',
    eventKeys: ['match-1', 'match-2', 'match-3'],
  });
});

const booked = () =>
  within(screen.getByRole('table', { name: 'Objects by status' }))
    .getByText('Booked')
    .closest('tr')
    ?.querySelector('td.num')?.textContent;

describe('event report with and without the season', () => {
  test("subtracts what the season booked, keeps the event's own bookings and its override", async () => {
    await app.api.status.book('league', { objects: ['A-1', 'A-2'], orderId: 'season-1' });
    await app.api.status.book('match-1', { objects: ['A-3'] });
    // A-2 released for match-1 and sold to someone for that night: the event's own now.
    await app.api.seasons.overrideSeasonStatus('match-1', { objects: ['A-2'] });
    await app.api.status.book('match-1', { objects: ['A-2'], orderId: 'night' });

    renderApp(app, '/reports/events/match-1');
    const card = await screen.findByRole('region', { name: 'Season bookings' });
    await waitFor(() =>
      expect(card).toHaveTextContent(
        '1 of its seats, tables or booths are taken through the season.',
      ),
    );
    expect(booked()).toBe('3');
    const freeWith = Number(
      within(card).getByText('Free').closest('tr')?.querySelector('td.num')?.textContent,
    );

    fireEvent.click(within(card).getByRole('checkbox', { name: "Count the season's bookings" }));
    expect(booked()).toBe('2');
    const freeWithout = Number(
      within(card).getByText('Free').closest('tr')?.querySelector('td.num')?.textContent,
    );
    expect(freeWithout).toBe(freeWith + 1);
  });
});
