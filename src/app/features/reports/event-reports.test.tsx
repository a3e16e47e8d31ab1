// @vitest-environment jsdom
// The event report pages against the real service in-process: the numbers on screen are the
// service's summary, a drill-down shows exactly the filtered report's rows.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { withoutFeed } from '../../test-support/no-feed-test-kit';
import { appPerTest, renderApp, seedChart } from '../../test-support/render-app-test-kit';
import { groupName } from './dimensions';

const app = appPerTest(async ({ api }) => {
  await seedChart(api, 'hall', 'sampleChart', ['concert']);
  await api.status.book('concert', { objects: ['A-1', 'A-2', 'A-3', 'B-4'], orderId: 'o-1' });
  await api.status.book('concert', { objects: ['A-7', 'B-1'], orderId: 'o-2' });
  const token = await api.holdTokens.create();
  await api.status.hold('concert', { objects: ['A-5', 'A-6'], holdToken: token.holdToken });
});

/** The body rows of a table as arrays of cell texts (row header first). */
function tableRows(table: HTMLElement): string[][] {
  const body = table.querySelector('tbody');
  if (!body) throw new Error('the table has no body');
  return [...body.querySelectorAll('tr')]
    .filter((row) => !row.classList.contains('vt-spacer'))
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

describe('event summary dashboards', () => {
  test('the byStatus table shows exactly the counts of the service summary', async () => {
    renderApp(app, '/reports/events/concert');
    const table = await screen.findByRole('table', { name: /concert: places by status/ });
    const summary = await app.api.reports.eventSummary('concert', 'byStatus');
    const rows = tableRows(table);
    expect(rows.map((row) => row.slice(0, 2))).toEqual(
      Object.entries(summary).map(([group, entry]) => [
        groupName('byStatus', group),
        entry.count.toLocaleString(),
      ]),
    );
    const total = Object.values(summary).reduce((sum, entry) => sum + entry.count, 0);
    expect(screen.getByTestId('total-places').textContent).toBe(total.toLocaleString());
    const footer = within(table).getByRole('row', { name: /Total/ });
    expect(within(footer).getAllByRole('cell')[0].textContent).toBe(total.toLocaleString());
  });

  test('every breakdown cell equals the service summary, for every summary type', async () => {
    const { router } = renderApp(app, '/reports/events/concert?type=byCategoryLabel&by=byStatus');
    for (const [type, by] of [
      ['byCategoryLabel', 'byStatus'],
      ['byAvailabilityReason', 'byCategoryLabel'],
      ['byChannel', 'byAvailability'],
      ['byObjectType', 'byStatus'],
    ] as const) {
      await router.navigate(`/reports/events/concert?type=${type}&by=${by}`);
      const summary = await app.api.reports.eventSummary('concert', type);
      const table = await screen.findByRole('table', { name: /split by/ });
      await waitFor(() => expect(tableRows(table)).toHaveLength(Object.keys(summary).length));
      const headers = [...table.querySelectorAll('thead th')].slice(2);
      const values = headers.map((th) => th.getAttribute('title') ?? '');
      const expected = Object.entries(summary).map(([group, entry]) => [
        groupName(type, group),
        entry.count.toLocaleString(),
        ...values.map((v) => ((entry[by] as Record<string, number>)[v] ?? 0).toLocaleString()),
      ]);
      await waitFor(() => expect(tableRows(table)).toEqual(expected));
    }
  });

  test('a drill-down into booked shows exactly the rows of the filtered report', async () => {
    const { router } = renderApp(app, '/reports/events/concert');
    const summaryTable = await screen.findByRole('table', { name: /places by status/ });
    fireEvent.click(within(summaryTable).getByRole('link', { name: 'Booked' }));
    const grid = await screen.findByRole('table', { name: /group Booked/ });
    const filtered = await app.api.reports.eventReport('concert', 'byStatus', 'booked');
    const labels = filtered.booked.map((info) => info.label);
    await waitFor(() => expect(tableRows(grid).map((row) => row[0])).toEqual(labels));
    expect(grid).toHaveAttribute('aria-rowcount', String(labels.length + 1));
    expect(router.state.location.search).toContain('group=booked');
    expect(router.state.location.search).toContain('view=detailed');
  });

  test('sorting and filtering live in the URL and order the rows', async () => {
    const { router } = renderApp(
      app,
      '/reports/events/concert?view=detailed&type=byStatus&group=booked&sort=label&dir=desc',
    );
    const grid = await screen.findByRole('table', { name: /group Booked/ });
    await waitFor(() =>
      expect(tableRows(grid).map((row) => row[0])).toEqual([
        'B-4',
        'B-1',
        'A-7',
        'A-3',
        'A-2',
        'A-1',
      ]),
    );
    fireEvent.click(within(grid).getByRole('button', { name: /Label/ }));
    await waitFor(() => expect(router.state.location.search).toContain('dir=asc'));
    fireEvent.change(screen.getByLabelText('Filter rows'), { target: { value: 'o-2' } });
    await waitFor(() => expect(tableRows(grid).map((row) => row[0])).toEqual(['A-7', 'B-1']));
    expect(router.state.location.search).toContain('q=o-2');
  });

  test('a byOrderId report shows the objects of one order', async () => {
    renderApp(app, '/reports/events/concert?view=detailed&type=byOrderId&group=o-2');
    const grid = await screen.findByRole('table', { name: /order id report, group o-2/ });
    await waitFor(() => expect(tableRows(grid).map((row) => row[0])).toEqual(['A-7', 'B-1']));
  });

  test('Refresh now shows a booking made meanwhile (a service without the feed)', async () => {
    // With the feed, the summary follows it and there is no timer to choose (reports-live.test).
    renderApp(app, '/reports/events/concert?refresh=5', { fetch: withoutFeed(app.service.fetch) });
    const table = await screen.findByRole('table', { name: /places by status/ });
    const bookedCount = () =>
      within(
        within(table).getByRole('rowheader', { name: 'Booked' }).closest('tr') as HTMLElement,
      ).getAllByRole('cell')[0].textContent;
    expect(bookedCount()).toBe('6');
    expect(screen.getByLabelText('Auto-refresh')).toHaveValue('5');
    await app.api.status.book('concert', { objects: ['B-8'] });
    fireEvent.click(screen.getByRole('button', { name: 'Refresh now' }));
    await waitFor(() => expect(bookedCount()).toBe('7'));
  });

  test('an event key with a space and a slash opens its own reports', async () => {
    await app.api.events.create({ chartKey: 'hall', eventKey: 'gala night/1' });
    await app.api.status.book('gala night/1', { objects: ['D-1'] });
    renderApp(app, `/reports/events/${encodeURIComponent('gala night/1')}`);
    const table = await screen.findByRole('table', {
      name: /gala night\/1: places by status/,
    });
    const booked = within(table).getByRole('rowheader', { name: 'Booked' }).closest('tr');
    expect(within(booked as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent(/^1$/);
  });

  test('an unknown event is a not-found page', async () => {
    renderApp(app, '/reports/events/nope');
    expect(await screen.findByText('There is no event "nope" in this workspace.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Not found' })).toBeVisible();
  });
});
