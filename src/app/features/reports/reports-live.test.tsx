// @vitest-environment jsdom
// One event's report dashboards follow its feed (docs/live-feed.md): a booking made through the
// API moves the figures with no timer set and without reading the detailed report; the detailed
// view says the seats changed since it was read, and is read again when staff ask.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { FetchLike } from '../../../client/transport';
import { appPerTest, renderApp, seedChart } from '../../test-support/render-app-test-kit';

vi.setConfig({ testTimeout: 60_000 });

const app = appPerTest(async ({ api }) => {
  await seedChart(api, 'hall', 'sampleChart', ['concert']);
  await api.status.book('concert', { objects: ['A-1', 'A-2'], orderId: 'o-1' });
});

/** The report paths the page read, in order. */
function countingFetch(): { fetch: FetchLike; reads: string[] } {
  const reads: string[] = [];
  const fetch: FetchLike = (input, init) => {
    const path = decodeURIComponent(new URL(input).pathname);
    if (path.startsWith('/reports/')) reads.push(path);
    return app.service.fetch(input, init);
  };
  return { fetch, reads };
}

const countOf = (table: HTMLElement, group: string) =>
  within(
    within(table).getByRole('rowheader', { name: group }).closest('tr') as HTMLElement,
  ).getAllByRole('cell')[0].textContent;

describe('the event report dashboards, live', () => {
  test('a booking and a hold made through the API move the summary with no auto-refresh and no detailed read', async () => {
    const counted = countingFetch();
    renderApp(app, '/reports/events/concert', { fetch: counted.fetch });
    const table = await screen.findByRole('table', { name: /places by status/ });
    expect(countOf(table, 'Booked')).toBe('2');
    expect(await screen.findByText('Live')).toBeVisible();
    // No timer to choose: the figures follow the feed.
    expect(screen.queryByLabelText('Auto-refresh')).toBeNull();
    const total = screen.getByTestId('total-places').textContent;

    await app.api.status.book('concert', { objects: ['A-3', 'B-1'], orderId: 'o-2' });
    await waitFor(() => expect(countOf(table, 'Booked')).toBe('4'));
    const { holdToken } = await app.api.holdTokens.create();
    await app.api.status.hold('concert', { objects: ['B-2'], holdToken });
    await waitFor(() =>
      expect(within(table).getByRole('rowheader', { name: 'Held' })).toBeVisible(),
    );
    expect(countOf(table, 'Held')).toBe('1');
    expect(screen.getByTestId('total-places').textContent).toBe(total);
    // Only summaries were read: the feed never brings the detailed report.
    expect(counted.reads.every((path) => path.endsWith('/summary'))).toBe(true);
  });

  test('the detailed view says the seats changed since it was read, and Refresh now reads it', async () => {
    renderApp(app, '/reports/events/concert?view=detailed&type=byStatus&group=booked');
    const grid = await screen.findByRole('table', { name: /group Booked/ });
    await waitFor(() => expect(grid).toHaveAttribute('aria-rowcount', '3'));
    expect(await screen.findByText('Live')).toBeVisible();
    expect(screen.queryByText('Seats have changed since')).toBeNull();

    await app.api.status.book('concert', { objects: ['A-4'] });
    expect(await screen.findByText('Seats have changed since')).toBeVisible();
    expect(grid).toHaveAttribute('aria-rowcount', '3');
    fireEvent.click(screen.getByRole('button', { name: 'Refresh now' }));
    await waitFor(() => expect(grid).toHaveAttribute('aria-rowcount', '4'));
    expect(screen.queryByText('Seats have changed since')).toBeNull();
  });
});
