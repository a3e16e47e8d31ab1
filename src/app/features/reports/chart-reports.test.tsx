// @vitest-environment jsdom
// Chart report pages against the real service in-process: table choices, draft versions and the
// drill-down into a group's objects.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { ChartReportOptions } from '../../../client/reports';
import type { ChartSummaryType } from '../../../contract/reports';
import { appPerTest, renderApp, seedChart } from '../../test-support/render-app-test-kit';
import { groupName } from './dimensions';

const app = appPerTest((app) => seedChart(app.api, 'tables', 'sampleChartWithTables', ['dinner']));

function groupCounts(table: HTMLElement): string[][] {
  return [...table.querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('th, td')].slice(0, 2).map((cell) => cell.textContent ?? ''),
  );
}

async function expected(type: ChartSummaryType, options: ChartReportOptions) {
  const summary = await app.api.reports.chartSummary('tables', type, options);
  return Object.entries(summary).map(([group, entry]) => [
    groupName(type, group),
    entry.count.toLocaleString(),
  ]);
}

describe('chart reports', () => {
  test('each table choice shows the counts the service gives for it', async () => {
    const { router } = renderApp(app, '/reports/charts/tables');
    const table = await screen.findByRole('table', {
      name: /Sample chart .*places by object type/,
    });
    await waitFor(async () =>
      expect(groupCounts(table)).toEqual(await expected('byObjectType', {})),
    );
    for (const choice of ['chart', 'true', 'false'] as const) {
      fireEvent.change(screen.getByLabelText('Tables'), { target: { value: choice } });
      await waitFor(() =>
        expect(router.state.location.search).toContain(`bookWholeTables=${choice}`),
      );
      const want = await expected('byObjectType', { bookWholeTables: choice });
      await waitFor(() => expect(groupCounts(table)).toEqual(want));
    }
  });

  test('the draft switch shows the draft version, named in the URL', async () => {
    await app.api.charts.update('tables', {
      categories: [{ key: 'vip', label: 'VIP seats', color: '#aa0000' }],
    });
    const { router } = renderApp(app, '/reports/charts/tables?type=byCategoryLabel');
    const table = await screen.findByRole('table', { name: /published version/ });
    expect(groupCounts(table)).toEqual(await expected('byCategoryLabel', {}));
    expect(within(table).queryByText('VIP seats')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Draft' }));
    await waitFor(() => expect(router.state.location.search).toContain('version=draft'));
    const draft = await screen.findByRole('table', { name: /draft version/ });
    const want = await expected('byCategoryLabel', { version: 'draft' });
    await waitFor(() => expect(groupCounts(draft)).toEqual(want));
    expect(within(draft).getByRole('rowheader', { name: /VIP seats/ })).toBeVisible();
  });

  test('a chart without a draft says so instead of failing', async () => {
    renderApp(app, '/reports/charts/tables?version=draft');
    expect(await screen.findByText(/has no draft version/)).toHaveTextContent(
      'Sample chart has no draft version.',
    );
    expect(screen.getByRole('link', { name: 'Show the published version' })).toHaveAttribute(
      'href',
      '/reports/charts/tables',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test("a group's link lists exactly that group's objects of the chart report", async () => {
    renderApp(app, '/reports/charts/tables?bookWholeTables=false');
    const table = await screen.findByRole('table', { name: /places by object type/ });
    fireEvent.click(within(table).getByRole('link', { name: 'Seat' }));
    const grid = await screen.findByRole('table', { name: /objects in Seat/ });
    const report = await app.api.reports.chartReport('tables', 'byObjectType', {
      bookWholeTables: 'false',
    });
    const labels = report.seat.map((info) => info.label);
    await waitFor(() =>
      expect(
        [...grid.querySelectorAll('tbody tr:not(.vt-spacer)')].map(
          (row) => row.querySelector('td')?.textContent,
        ),
      ).toEqual(labels),
    );
    expect(labels.length).toBeGreaterThan(0);
  });
});
