// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import {
  type AppUnderTest,
  navLink,
  renderApp,
  seedChart,
  startApp,
  stopApp,
} from '../../test-support/render-app';

let app: AppUnderTest;
beforeEach(async () => {
  app = await startApp();
  await seedChart(app.api, 'old-hall');
  await seedChart(app.api, 'new-hall', 'sampleChartWithSections');
  await app.api.charts.moveToArchive('old-hall');
});
afterEach(() => stopApp(app));

const archiveTable = () => screen.getByRole('table', { name: 'Archived charts' });

describe('archive', () => {
  test('lists only archived charts', async () => {
    renderApp(app, '/archive');
    await screen.findByRole('button', { name: 'Restore Sample chart' });
    expect(within(archiveTable()).getAllByRole('row')).toHaveLength(2);
    expect(within(archiveTable()).getByText('old-hall')).toBeTruthy();
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
    expect(await screen.findByText('The archive is empty.')).toBeTruthy();
    expect((await app.api.charts.retrieve('old-hall')).archived).toBe(false);
    expect(screen.getByText('"Sample chart" is back in the charts list.')).toBeTruthy();

    // The charts list was cached before the restore; it must not show the stale page.
    fireEvent.click(navLink('Charts'));
    expect(await screen.findByText('old-hall')).toBeTruthy();
  });

  test('a chart restored elsewhere meanwhile is explained in words, and the list catches up', async () => {
    renderApp(app, '/archive');
    fireEvent.click(await screen.findByRole('button', { name: 'Restore Sample chart' }));
    await app.api.charts.moveOutOfArchive('old-hall');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Restore' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('is not in the archive any more');
    expect(alert.textContent).toContain('CHART_NOT_ARCHIVED');
    await waitFor(() => expect(screen.getByText('The archive is empty.')).toBeTruthy());
  });
});
