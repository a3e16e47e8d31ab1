// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { appPerTest, renderApp, seedChart } from '../../test-support/render-app-test-kit';

const app = appPerTest(async ({ api }) => {
  await seedChart(api, 'main-hall', 'sampleChartWithSections', ['spring', 'autumn']);
  await seedChart(api, 'track', 'sampleChartWithZones');
  await seedChart(api, 'attic');
  await api.charts.moveToArchive('attic');
});

describe('charts list', () => {
  test('lists active charts with their state, and searches by name', async () => {
    renderApp(app, '/charts');
    const table = await screen.findByRole('table', { name: 'Charts' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    const mainRow = within(table).getByText('main-hall').closest('tr') as HTMLElement;
    expect(within(mainRow).getByText('In use')).toBeVisible();
    expect(within(mainRow).queryByText('No events')).toBeNull();
    const trackRow = within(table).getByText('track').closest('tr') as HTMLElement;
    expect(within(trackRow).getByText('No events')).toBeVisible();
    expect(within(trackRow).queryByText('In use')).toBeNull();

    expect(within(trackRow).getByText('Zones')).toHaveAttribute('title', 'Venue type (API): ZONES');

    fireEvent.change(screen.getByLabelText('Search charts'), { target: { value: 'race' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByRole('link', { name: 'Race Track' })).toHaveAttribute(
      'href',
      '/charts/track',
    );
  });
});

describe('chart page', () => {
  test('shows categories, the events on the chart, and the archive state', async () => {
    renderApp(app, '/charts/main-hall');
    expect(
      await screen.findByRole('heading', { name: 'Sample chart with sections', level: 1 }),
    ).toBeVisible();
    await screen.findByRole('table', { name: 'Categories' });
    expect(screen.queryByText('Archived')).toBeNull();
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Chart sections' })).getByRole('link', {
        name: 'Events',
      }),
    );
    expect(await screen.findByRole('link', { name: 'spring' })).toHaveAttribute(
      'href',
      '/events/spring',
    );
    expect(screen.getByRole('link', { name: 'autumn' })).toHaveAttribute('href', '/events/autumn');
  });

  test('says the venue type as staff would, the API term in a tooltip only', async () => {
    renderApp(app, '/charts/main-hall');
    await screen.findByRole('heading', { name: 'Sample chart with sections', level: 1 });
    expect(screen.getByText('Sections and rows')).toHaveAttribute(
      'title',
      'Venue type (API): ROWS_WITH_SECTIONS',
    );
    expect(screen.queryByText(/Rows with sections/)).toBeNull();
  });

  test('an archived chart says so and points to the archive', async () => {
    renderApp(app, '/charts/attic');
    await screen.findByRole('heading', { name: 'Sample chart', level: 1 });
    expect(screen.getByText('Archived')).toBeVisible();
    expect(screen.getByRole('link', { name: 'restore it from the Archive' })).toHaveAttribute(
      'href',
      '/archive',
    );
  });

  test("shows the published map by category with the chart's counts, and the draft on demand", async () => {
    await seedChart(app.api, 'gala-hall', 'sampleChart', ['gala']);
    await app.api.charts.addCategory('gala-hall', { key: 'vip', label: 'VIP', color: '#aa0000' });
    const summary = await app.api.reports.chartSummary('gala-hall', 'byCategoryLabel', {
      bookWholeTables: 'chart',
    });
    renderApp(app, '/charts/gala-hall');
    const map = await screen.findByRole('region', { name: 'Seat map' });
    const legendCount = async (name: string) => {
      const legend = await within(map).findByRole('list', { name: 'Legend' });
      const entry = within(legend).getByText(name).closest('li') as HTMLElement;
      return Number(entry.textContent?.replace(name, '').replace(/\D/g, ''));
    };
    for (const label of ['Cat1', 'Cat2', 'Cat3']) {
      expect(await legendCount(label)).toBe(summary[label].count);
    }
    expect(summary.Cat1.count).toBeGreaterThan(0);
    // The published version has no VIP category yet; the draft has, with no objects in it.
    expect(within(map).queryByText('VIP')).toBeNull();
    fireEvent.change(within(map).getByLabelText(/Version/), { target: { value: 'draft' } });
    expect(await legendCount('VIP')).toBe(0);
  });

  test('an unknown chart gets a not-found page', async () => {
    renderApp(app, '/charts/nope');
    expect(await screen.findByText('There is no chart "nope" in this workspace.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Not found' })).toBeVisible();
  });
});
