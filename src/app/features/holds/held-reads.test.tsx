// @vitest-environment jsdom
// What the holds view reads to find held seats, counted at the real service's fetch: each event's
// byStatus summary, and the held objects (`byStatus/reservedByToken`) only of the events whose
// summary counts held places; a seat held after one read shows at the next; nothing is read once
// every staff token has expired.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { StatusApi } from '../../../client/status';
import type { FetchLike } from '../../../client/transport';
import { boxOfficeKey } from '../../lib/box-office-query';
import { holdTokenKey } from '../../lib/hold-tokens';
import { eventKeys } from '../../lib/queries';
import { withoutFeed } from '../../test-support/no-feed-test-kit';
import { appPerTest, renderApp, seedChart } from '../../test-support/render-app-test-kit';

vi.setConfig({ testTimeout: 60_000 });

const EVENTS = ['concert', 'matinee', 'quiet-1', 'quiet-2', 'quiet-3', 'elsewhere'];
const app = appPerTest((app) => seedChart(app.api, 'hall', 'sampleChart', EVENTS));
const status = () => new StatusApi(app.api.transport);

/**
 * The report paths the app asked for, decoded, in order. Without the live feed (as a seats.io
 * region): these are the reads of the timer and of Refresh (holds-live.test.tsx has the feed's).
 */
function countingFetch(): { fetch: FetchLike; reports: string[] } {
  const reports: string[] = [];
  const fetch: FetchLike = withoutFeed((input, init) => {
    const path = decodeURIComponent(new URL(input).pathname);
    if (path.startsWith('/reports/')) reports.push(path);
    return app.service.fetch(input, init);
  });
  return { fetch, reports };
}

const summaryOf = (event: string) => `/reports/events/${event}/byStatus/summary`;
const heldOf = (event: string) => `/reports/events/${event}/byStatus/reservedByToken`;

/** The staff token holds seats and places in two events; another token holds one seat elsewhere. */
async function seedHolds() {
  const { holdToken } = await app.api.holdTokens.create();
  await status().hold('concert', { objects: ['A-1', 'A-2'], holdToken });
  await status().hold('matinee', { objects: ['B-3', { objectId: 'GA1', quantity: 2 }], holdToken });
  const other = await app.api.holdTokens.create();
  await status().hold('elsewhere', { objects: ['C-5'], holdToken: other.holdToken });
  return holdToken;
}

async function addToken(token: string) {
  const form = await screen.findByRole('form', { name: 'Add a hold token' });
  fireEvent.change(within(form).getByLabelText('Add a hold token made elsewhere'), {
    target: { value: token },
  });
  fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
}

const heldTable = (token: string) =>
  screen.findByRole('table', { name: `Held with token ${token}` });

describe('what the holds view reads', () => {
  test('every event’s summary, and held objects only where the summary counts held seats; every seat the token holds is listed with its expiry', async () => {
    const token = await seedHolds();
    const counted = countingFetch();
    renderApp(app, '/holds', { fetch: counted.fetch });
    await addToken(token);
    const table = await heldTable(token);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getByRole('row', { name: /concert/ })).toHaveTextContent('A-1, A-2');
    expect(within(table).getByRole('row', { name: /matinee/ })).toHaveTextContent(
      'B-3, GA1 × 2 places',
    );
    // The other token's seat is read (the summary cannot tell tokens apart) but not listed.
    expect(within(table).queryByRole('row', { name: /elsewhere/ })).toBeNull();
    expect(screen.getByRole('timer', { name: `Time left for token ${token}` })).toHaveTextContent(
      /^1[45]:\d\d left$/,
    );

    expect([...counted.reports].sort()).toEqual(
      [...EVENTS.map(summaryOf), heldOf('concert'), heldOf('matinee'), heldOf('elsewhere')].sort(),
    );
  });

  test('places of an area held after the last read, in an event that held nothing, show at the next read', async () => {
    const token = await seedHolds();
    const counted = countingFetch();
    renderApp(app, '/holds', { fetch: counted.fetch });
    await addToken(token);
    const table = await heldTable(token);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(counted.reports).not.toContain(heldOf('quiet-2'));

    // Only an area's places: the summary counts them as held, so the event's detail is read.
    await status().hold('quiet-2', {
      objects: [{ objectId: 'GA1', quantity: 3 }],
      holdToken: token,
    });
    counted.reports.length = 0;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(within(table).getByRole('row', { name: /quiet-2/ })).toHaveTextContent('GA1 × 3 places');
    expect(counted.reports).toContain(heldOf('quiet-2'));
    expect(counted.reports).not.toContain(heldOf('quiet-1'));
  });

  test('once the only staff token has expired, the view reads no event again', async () => {
    const token = await seedHolds();
    const counted = countingFetch();
    const { queryClient } = renderApp(app, '/holds', { fetch: counted.fetch });
    await addToken(token);
    await heldTable(token);

    await app.api.holdTokens.expireInMinutes(token, 0);
    await queryClient.invalidateQueries({ queryKey: holdTokenKey(token) });
    // And the service's list of the box office's tokens, which no longer has it.
    await queryClient.invalidateQueries({ queryKey: boxOfficeKey() });
    expect(await screen.findByText('Expired: everything it held is free again.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeDisabled();
    counted.reports.length = 0;
    // What a batch at the desk does; a live token's view would read every event again now.
    await queryClient.invalidateQueries({ queryKey: eventKeys.all });
    // The invalidation above waits for the refetches it starts; none may still be in flight.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(counted.reports).toEqual([]);
  });

  test('leaving the view stops the reads still to come', async () => {
    const token = await seedHolds();
    const counted = countingFetch();
    let open: () => void = () => {};
    const gate = new Promise<void>((done) => {
      open = done;
    });
    // Summaries wait at the gate, so the view is left while the first ones are in flight.
    let waiting = 0;
    let answered = 0;
    const gated: FetchLike = async (input, init) => {
      if (!input.includes('/summary')) return counted.fetch(input, init);
      waiting++;
      await gate;
      const response = await counted.fetch(input, init);
      answered++;
      return response;
    };
    const { router } = renderApp(app, '/holds', { fetch: gated });
    await addToken(token);
    await waitFor(() => expect(waiting).toBe(4));
    await router.navigate('/charts');
    await waitFor(() => expect(screen.queryByText('Looking in every event…')).toBeNull());
    open();
    // The four reads in flight (PARALLEL_READS) finish. A read still to come would start as one of
    // them finishes, so once all four have answered (and waitFor's own turns have passed) it would
    // have been asked for already: none is.
    await waitFor(() => expect(answered).toBe(4));
    expect(waiting).toBe(4);
    expect(counted.reports.filter((path) => path.endsWith('/summary')).length).toBe(4);
  });
});
