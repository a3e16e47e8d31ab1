// @vitest-environment jsdom
// The seat card's last changes against the real service in-process (docs/history.md): a seat
// booked through the API by a named staff member reads "Booked by <name> at HH:MM, order X", and
// a later change of that seat, arriving by the live feed, is read again while the card is open.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { Event } from '../../../contract/events';
import { caller } from '../../../server/http/http-test-kit';
import { staffCaller } from '../../../server/http/staff-test-kit';
import { timeWords } from '../../lib/history-words';
import { type AppUnderTest, seedChart, startApp } from '../../test-support/app-service-test-kit';
import { useEventMapInput } from '../data/use-event-map-input';

let app: AppUnderTest;
beforeAll(async () => {
  app = await startApp();
  await seedChart(app.api, 'hall', 'sampleChart', ['gala']);
});
afterAll(() => app.service.close());
afterEach(cleanup);

function SeatCard({ event, label }: { event: Event; label: string }) {
  const map = useEventMapInput(app.api, event);
  const object = map.layout?.byLabel.get(label);
  if (!object || !map.details) return <p>Loading the map</p>;
  return <section aria-label="Seat card">{map.details(object)}</section>;
}

async function addStaff(displayName: string) {
  const call = caller(app.service);
  const signInName = `ana-${Math.random().toString(36).slice(2, 8)}`;
  const password = 'a long enough password';
  const added = await call('POST', '/seatdesk/staff/accounts', {
    displayName,
    signInName,
    password,
    role: 'clerk',
  });
  expect(added.status, added.text).toBe(200);
  return staffCaller(app.service.app, {
    id: added.body.id,
    signInName,
    password,
    role: 'clerk',
  });
}

describe("the seat card's last changes", () => {
  test('names who booked the seat, when, and the order; a release by the feed is read again', async () => {
    const ana = await addStaff('Ana Silva');
    const sold = await ana('POST', '/events/gala/actions/book', {
      objects: ['A-3'],
      orderId: '4711',
    });
    expect(sold.status, sold.text).toBe(204);
    const entry = (await app.api.history.forObject('gala', 'A-3')).items[0];
    const event = await app.api.events.retrieve('gala');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // Never a "Last changes" heading over nothing (before the pointer rests, it is not there).
    const headingOverNothing: string[] = [];
    const watch = new MutationObserver(() => {
      for (const row of document.querySelectorAll('.map-hover-history-row dd')) {
        if (!row.textContent?.trim()) headingOverNothing.push(row.outerHTML);
      }
    });
    watch.observe(document.body, { childList: true, subtree: true, characterData: true });
    render(
      <QueryClientProvider client={client}>
        <SeatCard event={event} label="A-3" />
      </QueryClientProvider>,
    );
    const card = await screen.findByRole('list', { name: 'Last changes of A-3' }, SLOW_WAIT);
    watch.disconnect();
    expect(headingOverNothing).toEqual([]);
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([`Booked by Ana Silva at ${timeWords(entry.date)}, order 4711`]);

    await app.api.status.release('gala', { objects: ['A-3'] });
    const released = (await app.api.history.forObject('gala', 'A-3')).items[0];
    await screen.findByText(
      `Released by the web shop (API) at ${timeWords(released.date)}`,
      {},
      SLOW_WAIT,
    );
    const again = screen.getByRole('list', { name: 'Last changes of A-3' });
    expect(within(again).getAllByRole('listitem')).toHaveLength(2);
  });

  test('a seat nobody changed says so', async () => {
    const event = await app.api.events.retrieve('gala');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <SeatCard event={event} label="B-1" />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('No changes yet', {}, SLOW_WAIT)).toBeVisible();
  });
});

const SLOW_WAIT = { timeout: 20_000 };
