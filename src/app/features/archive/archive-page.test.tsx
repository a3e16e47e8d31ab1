// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { appPerTest, navLink, renderApp, seedChart } from '../../test-support/render-app-test-kit';

const app = appPerTest(async ({ api }) => {
  await seedChart(api, 'old-hall');
  await seedChart(api, 'new-hall', 'sampleChartWithSections');
  await api.charts.moveToArchive('old-hall');
});

const archiveTable = () => screen.getByRole('table', { name: 'Archived charts' });

describe('archive', () => {
  test('lists only archived charts', async () => {
    renderApp(app, '/archive');
    await screen.findByRole('button', { name: 'Restore Sample chart' });
    expect(within(archiveTable()).getAllByRole('row')).toHaveLength(2);
    const row = within(archiveTable()).getAllByRole('row')[1];
    expect(within(row).getByRole('link', { name: 'Sample chart' })).toHaveAttribute(
      'href',
      '/charts/old-hall',
    );
    expect(within(row).getByRole('cell', { name: 'old-hall' })).toBeVisible();
  });

  test('restore asks first, then moves the chart out and both lists update without a reload', async () => {
    renderApp(app, '/charts');
    await screen.findByRole('link', { name: 'Sample chart with sections' });
    expect(screen.queryByText('old-hall')).toBeNull();

    fireEvent.click(navLink('Archive'));
    fireEvent.click(await screen.findByRole('button', { name: 'Restore Sample chart' }));
    const dialog = screen.getByRole('dialog', { name: 'Restore "Sample chart"?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((await app.api.charts.retrieve('old-hall')).archived).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Restore Sample chart' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('The archive is empty.')).toBeVisible();
    expect((await app.api.charts.retrieve('old-hall')).archived).toBe(false);
    const notifications = screen.getByRole('region', { name: 'Notifications' });
    expect(within(notifications).getByRole('status')).toHaveTextContent(
      '"Sample chart" is back in the charts list.',
    );

    // The charts list was cached before the restore; it must not show the stale page.
    fireEvent.click(navLink('Charts'));
    const charts = await screen.findByRole('table', { name: 'Charts' });
    expect(await within(charts).findByRole('cell', { name: 'old-hall' })).toBeVisible();
  });

  test('a chart restored elsewhere meanwhile is explained in words, and the list catches up', async () => {
    renderApp(app, '/archive');
    fireEvent.click(await screen.findByRole('button', { name: 'Restore Sample chart' }));
    await app.api.charts.moveOutOfArchive('old-hall');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Restore' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('is not in the archive any more');
    // The API's code only in a tooltip, for whoever reports it onwards.
    expect(alert).not.toHaveTextContent('CHART_NOT_ARCHIVED');
    expect(within(alert).getByTitle('API: CHART_NOT_ARCHIVED')).toBeVisible();
    await waitFor(() => expect(screen.getByText('The archive is empty.')).toBeVisible());
  });
});
