// @vitest-environment jsdom
// The chart page's actions against the real service: archive and restore, confirmed; publish or
// discard a draft after reading what it changes.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { appPerTest, fixture, renderApp, seedChart } from '../../test-support/render-app-test-kit';

const app = appPerTest((app) => seedChart(app.api, 'hall', 'sampleChart', ['gala']));

type Row = { label: string; seats: { label: string; categoryKey: unknown }[] };

/** The sample chart with a VIP category on, and row D gone. */
function draftDrawing() {
  const drawing = fixture('sampleChart') as {
    categories: { list: unknown[] };
    subChart: { rows: Row[] };
  };
  drawing.categories.list.push({ key: 'vip', label: 'VIP', color: '#aa0000', accessible: false });
  const rowA = drawing.subChart.rows.find((row) => row.label === 'A') as Row;
  for (const seat of rowA.seats.filter((s) => ['1', '2'].includes(s.label))) {
    seat.categoryKey = 'vip';
  }
  drawing.subChart.rows = drawing.subChart.rows.filter((row) => row.label !== 'D');
  return drawing;
}

const dialog = () => screen.getByRole('dialog');

describe('archive from the chart page', () => {
  test('archives after confirming, says so, and restores', async () => {
    renderApp(app, '/charts/hall');
    fireEvent.click(await screen.findByRole('button', { name: 'Archive…' }));
    expect(within(dialog()).getByText(/its events keep working/)).toBeVisible();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect((await app.api.charts.retrieve('hall')).archived).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Archive…' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText(/This chart is in the archive/)).toBeVisible();
    expect((await app.api.charts.retrieve('hall')).archived).toBe(true);
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveTextContent(
      '"Sample chart" is in the archive. Its events keep working.',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Restore from archive' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(screen.queryByText(/This chart is in the archive/)).toBeNull());
    expect((await app.api.charts.retrieve('hall')).archived).toBe(false);
  });

  test('links to creating events on this chart', async () => {
    renderApp(app, '/charts/hall');
    expect(await screen.findByRole('link', { name: 'Create events' })).toHaveAttribute(
      'href',
      '/create-events?chart=hall',
    );
  });
});

describe('draft of a chart', () => {
  test('shows what the draft changes, and publishes it after confirming', async () => {
    await app.api.charts.upload('hall', draftDrawing());
    const summaryOf = (version: 'published' | 'draft') =>
      app.api.reports.chartSummary('hall', 'byCategoryLabel', {
        version,
        bookWholeTables: 'chart',
      });
    const [published, drafted] = [await summaryOf('published'), await summaryOf('draft')];
    renderApp(app, '/charts/hall');
    const panel = await screen.findByRole('region', { name: 'Unpublished draft' });
    const changes = await within(panel).findByRole('list');
    expect(changes).toHaveTextContent('New category: VIP.');
    expect(changes).toHaveTextContent(/\d+ objects removed: D-1, D-2/);
    expect(changes).toHaveTextContent('2 objects in another category (e.g. A-1: Cat1 → VIP).');
    const counts = within(panel).getByRole('table', { name: 'Places per category' });
    const vip = within(counts).getByRole('rowheader', { name: /VIP/ }).closest('tr') as HTMLElement;
    expect(
      within(vip)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['0', '2', '+2']);
    // Places as the service's chart summaries count them (a standing area counts its places).
    const cat1 = within(counts)
      .getByRole('rowheader', { name: /Cat1/ })
      .closest('tr') as HTMLElement;
    expect(
      within(cat1)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([String(published.Cat1.count), String(drafted.Cat1.count), '−2']);
    expect(published.Cat1.count).toBeGreaterThan(100);
    expect(drafted.VIP.count).toBe(2);

    fireEvent.click(within(panel).getByRole('button', { name: 'Publish draft…' }));
    expect(within(dialog()).getByText('New category: VIP.')).toBeVisible();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Unpublished draft' })).toBeNull(),
    );
    expect((await app.api.charts.retrieve('hall')).status).toBe('PUBLISHED');
    const infos = await app.api.status.objectInfos('gala', ['A-1']);
    expect(infos['A-1'].categoryKey).toBe('vip');
  });

  test('discards the draft after confirming; the published version stays', async () => {
    await app.api.charts.upload('hall', draftDrawing());
    renderApp(app, '/charts/hall');
    const panel = await screen.findByRole('region', { name: 'Unpublished draft' });
    await within(panel).findByRole('table', { name: 'Places per category' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Discard draft…' }));
    // A destructive question starts on Cancel.
    expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Discard draft' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Unpublished draft' })).toBeNull(),
    );
    expect((await app.api.charts.retrieve('hall')).status).toBe('PUBLISHED');
    const categories = await app.api.charts.listCategories('hall');
    expect(categories.map((c) => c.label)).not.toContain('VIP');
    const infos = await app.api.status.objectInfos('gala', ['A-1', 'D-1']);
    expect(infos['A-1'].categoryKey).toBe('9');
  });
});
