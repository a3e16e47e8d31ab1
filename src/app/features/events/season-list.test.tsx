// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { appPerTest, renderApp, seedChart } from '../../test-support/render-app-test-kit';

const app = appPerTest(async (app) => {
  await seedChart(app.api, 'hall');
  await app.api.events.create({ chartKey: 'hall', eventKey: 'gala', name: 'Gala' });
  await app.api.seasons.create({
    chartKey: 'hall',
    key: 'league',
    name: 'League 2027',
    eventKeys: ['match-1', 'match-2'],
  });
  await app.api.seasons.createPartialSeason('league', {
    key: 'spring',
    name: 'Spring half',
    eventKeys: ['match-1'],
  });
  await app.api.events.create({ chartKey: 'hall', eventKey: 'recital' });
});

const rows = () =>
  within(screen.getByRole('table', { name: 'Events' }))
    .getAllByRole('row')
    .slice(1);

describe('events list with seasons', () => {
  test('groups the events under their season, partial seasons named, other events as before', async () => {
    await app.api.status.book('league', { objects: ['A-1'] });
    renderApp(app, '/events');
    await screen.findByRole('link', { name: /League 2027/ });
    // None is dated, so by name: gala, then the season's group (heading its events, in list
    // order: match-1, match-2), then recital.
    expect(rows().map((r) => r.querySelector('td')?.textContent?.trim())).toEqual([
      'Gala gala',
      'League 2027 leagueSeason 2 events below · Partial seasons: Spring half',
      'match-1 Also in Spring half',
      'match-2',
      'recital',
    ]);
    const [gala, season, first, second] = rows();
    expect(season).toHaveClass('season-row');
    expect(within(season).getByRole('link', { name: /League 2027/ })).toHaveAttribute(
      'href',
      '/seasons/league',
    );
    expect(first).toHaveClass('season-member');
    expect(second).toHaveClass('season-member');
    expect(gala).not.toHaveClass('season-member');
    expect(within(first).getByRole('link', { name: 'match-1' })).toHaveAttribute(
      'href',
      '/events/match-1',
    );
    // Each row keeps its figures: the season's booking is booked in its events too.
    const booked = (row: HTMLElement) => row.querySelector('[data-figure="booked"]');
    await waitFor(() => expect(booked(first)).toHaveTextContent('1'));
    expect(booked(season)).toHaveTextContent('1');
    await waitFor(() => expect(booked(gala)).toHaveTextContent('0'));
  });

  test('events found without their season still come under it, named from the season itself', async () => {
    renderApp(app, '/events?q=match');
    await waitFor(() => expect(rows()).toHaveLength(3));
    const season = rows()[0];
    expect(season).toHaveClass('season-row');
    // The season is not in the search's results: its name is read from the season.
    expect(await within(season).findByRole('link', { name: 'League 2027 league' })).toHaveAttribute(
      'href',
      '/seasons/league',
    );
    expect(
      rows()
        .slice(1)
        .every((row) => row.classList.contains('season-member')),
    ).toBe(true);
  });

  test("an event of a season links to the season's page by the season's name, the key in its tooltip", async () => {
    renderApp(app, '/events/match-1');
    const link = await screen.findByRole('link', { name: 'Season: League 2027' });
    expect(link).toHaveAttribute('href', '/seasons/league');
    expect(link).toHaveAttribute('title', 'Season key: league');
    expect(screen.queryByText(/Season league/)).toBeNull();
  });

  test('a season without a name is not named by its key', async () => {
    await app.api.seasons.create({ chartKey: 'hall', key: 'cup', eventKeys: ['cup-1'] });
    renderApp(app, '/events/cup-1');
    const link = await screen.findByRole('link', { name: 'Its season' });
    expect(link).toHaveAttribute('href', '/seasons/cup');
    expect(link).toHaveAttribute('title', 'Season key: cup');
  });
});
