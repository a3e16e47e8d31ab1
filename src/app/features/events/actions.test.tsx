// @vitest-environment jsdom
// The events' actions against the real service: figures in the list, for sale / not for sale from
// the map's selection, and creating one event or a run of dated events (all or none).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { FetchLike } from '../../../client/transport';
import { appPerTest, renderApp, seedChart } from '../../test-support/render-app-test-kit';
import { MAX_EVENTS_PER_RUN } from './event-run';

const app = appPerTest((app) => seedChart(app.api, 'hall'));

const allEventKeys = async () =>
  (await app.api.events.list({ limit: 100 })).items.map((e) => e.key).sort();

describe('events list figures', () => {
  test('each event shows name first, then its date, and free / held / booked from its summary', async () => {
    await app.api.events.create({
      chartKey: 'hall',
      eventKey: 'gala',
      name: 'Gala',
      date: '2026-05-12',
    });
    await app.api.events.create({ chartKey: 'hall', eventKey: 'quiet' });
    const { holdToken } = await app.api.holdTokens.create();
    await app.api.status.book('gala', {
      objects: ['A-1', 'A-2', { objectId: 'GA1', quantity: 3 }],
    });
    await app.api.status.hold('gala', { objects: ['B-1'], holdToken });
    const summary = await app.api.reports.eventSummary('gala', 'byAvailabilityReason');
    renderApp(app, '/events');
    const table = await screen.findByRole('table', { name: 'Events' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(0, 5)).toEqual(['Event', 'Date', 'Free', 'Held', 'Booked']);
    const gala = within(table).getByRole('link', { name: /^Gala/ }).closest('tr') as HTMLElement;
    expect(within(gala).getAllByRole('cell')[0]).toHaveTextContent(/^Gala gala$/);
    const figure = (row: HTMLElement, key: string) =>
      row.querySelector(`[data-figure="${key}"]`)?.textContent?.replace(/,/g, '');
    await waitFor(() => expect(figure(gala, 'booked')).toBe(String(summary.booked.count)));
    expect(summary.booked.count).toBe(5);
    expect(figure(gala, 'reservedByToken')).toBe('1');
    expect(figure(gala, 'available')).toBe(String(summary.available.count));
    // An event without a name is listed by its key.
    const quiet = within(table).getByRole('link', { name: 'quiet' }).closest('tr') as HTMLElement;
    await waitFor(() => expect(figure(quiet, 'booked')).toBe('0'));
  });
});

describe('for sale from the map selection', () => {
  test('marks selected seats not for sale and back, in staff words, and the map follows', async () => {
    await app.api.events.create({ chartKey: 'hall', eventKey: 'gala' });
    await app.api.status.book('gala', { objects: ['A-3'] });
    renderApp(app, '/events/gala');
    const map = await screen.findByRole('region', { name: 'Seat map' });
    fireEvent.click(await within(map).findByRole('button', { name: 'List' }));
    // The map is drawn before the seats' statuses arrive; seats are selectable once they have.
    await waitFor(() =>
      expect(within(map).getByRole('checkbox', { name: 'Select A-1' })).toBeEnabled(),
    );
    for (const label of ['A-1', 'A-2', 'A-3']) {
      fireEvent.click(within(map).getByRole('checkbox', { name: `Select ${label}` }));
    }
    fireEvent.click(await within(map).findByRole('button', { name: 'Mark not for sale' }));
    expect(await within(map).findByRole('status')).toHaveTextContent(
      'A-1..A-3 are now not for sale. A-3 is booked: it stays booked, and is not sold again once released.',
    );
    const infos = await app.api.status.objectInfos('gala', ['A-1', 'A-2', 'A-3', 'A-4']);
    expect([infos['A-1'].forSale, infos['A-2'].forSale, infos['A-3'].forSale]).toEqual([
      false,
      false,
      false,
    ]);
    expect(infos['A-3'].status).toBe('booked');
    expect(infos['A-4'].forSale).toBe(true);

    // Once the map has read the new states, the same selection can only go back on sale.
    const back = await within(map).findByRole('button', { name: 'Put back on sale' });
    expect(within(map).queryByRole('button', { name: 'Mark not for sale' })).toBeNull();
    fireEvent.click(back);
    await waitFor(() =>
      expect(within(map).getByRole('status')).toHaveTextContent('A-1..A-3 are back on sale.'),
    );
    const after = await app.api.status.objectInfos('gala', ['A-1', 'A-3']);
    expect([after['A-1'].forSale, after['A-3'].forSale]).toEqual([true, true]);
  });
});

const form = () => screen.getByRole('form', { name: 'Create events' });
const fill = (label: string | RegExp, value: string) =>
  fireEvent.change(within(form()).getByLabelText(label), { target: { value } });
const submit = (name: RegExp) => fireEvent.click(within(form()).getByRole('button', { name }));

describe('create events', () => {
  test('one event with key, name and date, from the chart page link', async () => {
    const { router } = renderApp(app, '/create-events?chart=hall');
    await within(await screen.findByRole('form', { name: 'Create events' })).findByRole('option', {
      name: 'Sample chart (hall)',
    });
    fill('Name', 'Premiere');
    fill('Date (optional)', '2026-06-01');
    fill('Key (optional)', 'premiere');
    submit(/Create the event/);
    expect(await screen.findByRole('heading', { name: 'Premiere', level: 1 })).toBeVisible();
    expect(router.state.location.pathname).toBe('/events/premiere');
    const event = await app.api.events.retrieve('premiere');
    expect([event.chartKey, event.name, event.date]).toEqual(['hall', 'Premiere', '2026-06-01']);
  });

  test('a weekly run of 3 dated events, previewed, then listed with their figures', async () => {
    const { router } = renderApp(app, '/create-events?chart=hall');
    await within(await screen.findByRole('form', { name: 'Create events' })).findByRole('option', {
      name: 'Sample chart (hall)',
    });
    fireEvent.click(within(form()).getByLabelText('A run of dated events'));
    fill('Name of the run', 'Concert');
    fill('Date of the first event', '2026-05-12');
    fill('Repeat', 'week');
    fill('Number of events', '3');
    fill('Key prefix (optional)', 'concert');
    const preview = within(form()).getByRole('region', { name: 'Events to create' });
    expect(within(preview).getByRole('heading')).toHaveTextContent('3 events will be created');
    expect(
      within(preview)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.firstChild?.textContent),
    ).toEqual(['Concert, 12 May', 'Concert, 19 May', 'Concert, 26 May']);
    submit(/Create 3 events/);
    await waitFor(() => expect(router.state.location.pathname).toBe('/events'));
    const table = await screen.findByRole('table', { name: 'Events' });
    await within(table).findByRole('link', { name: /Concert, 26 May/ });
    expect(await allEventKeys()).toEqual([
      'concert-2026-05-12',
      'concert-2026-05-19',
      'concert-2026-05-26',
    ]);
    const row = within(table)
      .getByRole('link', { name: /Concert, 12 May/ })
      .closest('tr') as HTMLElement;
    const summary = await app.api.reports.eventSummary(
      'concert-2026-05-12',
      'byAvailabilityReason',
    );
    await waitFor(() =>
      expect(row.querySelector('[data-figure="available"]')?.textContent?.replace(/,/g, '')).toBe(
        String(summary.available.count),
      ),
    );
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveTextContent(
      '3 events were created on Sample chart: Concert, 12 May to Concert, 26 May.',
    );
  });

  test('a run of 0 events or over the limit is refused with a sentence; nothing is created', async () => {
    renderApp(app, '/create-events?chart=hall');
    await within(await screen.findByRole('form', { name: 'Create events' })).findByRole('option', {
      name: 'Sample chart (hall)',
    });
    fireEvent.click(within(form()).getByLabelText('A run of dated events'));
    fill('Name of the run', 'Concert');
    fill('Date of the first event', '2026-05-12');
    fill('Number of events', '0');
    submit(/Create 0 events/);
    expect(await within(form()).findByText(/A run has at least 1 event/)).toBeVisible();
    expect(within(form()).getByLabelText('Number of events')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    fill('Number of events', String(MAX_EVENTS_PER_RUN + 1));
    submit(/Create \d+ events/);
    expect(
      await within(form()).findByText(
        `A run has at most ${MAX_EVENTS_PER_RUN} events; ${MAX_EVENTS_PER_RUN + 1} is too many. Create it in parts.`,
      ),
    ).toBeVisible();
    expect(await allEventKeys()).toEqual([]);
    // Fixed, the error goes at once and the preview shows what will be created.
    fill('Number of events', '2');
    expect(within(form()).queryByText(/A run has at most/)).toBeNull();
    expect(within(form()).getByRole('region', { name: 'Events to create' })).toHaveTextContent(
      '2 events will be created',
    );
  });

  test('a key already in use is named, and nothing of the run is created', async () => {
    await app.api.events.create({
      chartKey: 'hall',
      eventKey: 'concert-2026-05-13',
      name: 'Taken',
    });
    renderApp(app, '/create-events?chart=hall');
    await within(await screen.findByRole('form', { name: 'Create events' })).findByRole('option', {
      name: 'Sample chart (hall)',
    });
    fireEvent.click(within(form()).getByLabelText('A run of dated events'));
    fill('Name of the run', 'Concert');
    fill('Date of the first event', '2026-05-12');
    fill('Key prefix (optional)', 'concert');
    submit(/Create 3 events/);
    expect(await within(form()).findByRole('alert')).toHaveTextContent(
      'An event with the key concert-2026-05-13 already exists ("Taken"). Choose another key; nothing was created.',
    );
    expect(await allEventKeys()).toEqual(['concert-2026-05-13']);

    // A single event with a taken key: the same sentence, nothing created.
    fireEvent.click(within(form()).getByLabelText('One event'));
    fill('Key (optional)', 'concert-2026-05-13');
    submit(/Create the event/);
    await waitFor(() =>
      expect(within(form()).getByRole('alert')).toHaveTextContent('already exists'),
    );
    expect(await allEventKeys()).toEqual(['concert-2026-05-13']);
  });

  test('a run refused halfway removes the events it created', async () => {
    let creates = 0;
    // The third create is lost on the network: the two before it must be deleted again.
    const flaky: FetchLike = async (input, init) => {
      if (init?.method === 'POST' && new URL(input).pathname === '/events' && ++creates === 3) {
        throw new TypeError('network down');
      }
      return app.service.fetch(input, init);
    };
    renderApp(app, '/create-events?chart=hall', { fetch: flaky });
    await within(await screen.findByRole('form', { name: 'Create events' })).findByRole('option', {
      name: 'Sample chart (hall)',
    });
    fireEvent.click(within(form()).getByLabelText('A run of dated events'));
    fill('Name of the run', 'Concert');
    fill('Date of the first event', '2026-05-12');
    fill('Number of events', '4');
    submit(/Create 4 events/);
    expect(await within(form()).findByRole('alert')).toHaveTextContent(
      'Event 3 of 4 (Concert, 14 May) was refused: The service could not be reached (network down). The 2 created before it were removed again; nothing was created.',
    );
    expect(await allEventKeys()).toEqual([]);
  });
});
