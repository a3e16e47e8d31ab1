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

let app: AppUnderTest;
beforeEach(async () => {
  app = await startApp();
  await seedChart(app.api, 'main-hall', 'sampleChartWithSections', ['spring', 'autumn']);
  await seedChart(app.api, 'track', 'sampleChartWithZones');
  await seedChart(app.api, 'attic');
  await app.api.charts.moveToArchive('attic');
});
afterEach(() => stopApp(app));

describe('charts list', () => {
  test('lists active charts with their state, and searches by name', async () => {
    renderApp(app, '/charts');
    const table = await screen.findByRole('table', { name: 'Charts' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    const mainRow = within(table).getByText('main-hall').closest('tr') as HTMLElement;
    expect(within(mainRow).getByText('In use')).toBeTruthy();
    const trackRow = within(table).getByText('track').closest('tr') as HTMLElement;
    expect(within(trackRow).getByText('No events')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Search charts'), { target: { value: 'race' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'Race Track' })).toBeTruthy();
  });
});

describe('chart page', () => {
  test('shows categories, the events on the chart, and the archive state', async () => {
    renderApp(app, '/charts/main-hall');
    expect(
      await screen.findByRole('heading', { name: 'Sample chart with sections', level: 1 }),
    ).toBeTruthy();
    await screen.findByRole('table', { name: 'Categories' });
    expect(screen.queryByText('Archived')).toBeNull();
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Chart sections' })).getByRole('link', {
        name: 'Events',
      }),
    );
    expect(await screen.findByRole('link', { name: 'spring' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'autumn' }).getAttribute('href')).toBe(
      '/events/autumn',
    );
  });

  test('an archived chart says so and points to the archive', async () => {
    renderApp(app, '/charts/attic');
    await screen.findByRole('heading', { name: 'Sample chart', level: 1 });
    expect(screen.getByText('Archived')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'restore it from the Archive' }).getAttribute('href'),
    ).toBe('/archive');
  });

  test('an unknown chart gets a not-found page', async () => {
    renderApp(app, '/charts/nope');
    expect(await screen.findByText('There is no chart "nope" in this workspace.')).toBeTruthy();
  });
});
