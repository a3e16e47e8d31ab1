// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { appPerTest, renderApp, seedChart } from '../../test-support/render-app-test-kit';

const EVENTS = ['match-1', 'match-2', 'match-3'];
const app = appPerTest(async (app) => {
  await seedChart(app.api, 'hall');
  await app.api.seasons.create({
    chartKey: 'hall',
    key: 'league',
    name: 'League 2027',
    eventKeys: EVENTS,
  });
});

const statusIn = async (eventKey: string, label: string) =>
  (await app.api.status.objectInfos(eventKey, [label]))[label].status;

async function openSeasonMap() {
  renderApp(app, '/seasons/league');
  expect(await screen.findByRole('heading', { name: 'League 2027', level: 1 })).toBeVisible();
  const map = screen.getByRole('region', { name: 'Season seat map' });
  fireEvent.click(await within(map).findByRole('button', { name: 'List' }));
  // The map is drawn before the seats' statuses arrive; seats are selectable once they have.
  await waitFor(() =>
    expect(within(map).getByRole('checkbox', { name: 'Select A-1' })).toBeEnabled(),
  );
  return map;
}

const select = (map: HTMLElement, label: string) =>
  fireEvent.click(within(map).getByRole('checkbox', { name: `Select ${label}` }));
const panel = () => screen.getByRole('region', { name: 'Season tickets' });

describe('season page', () => {
  test('lists the events with their figures; creates a partial season and removes an event from it', async () => {
    renderApp(app, '/seasons/league');
    const events = await screen.findByRole('table', { name: 'Events of the season' });
    const rows = within(events).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.getAttribute('data-event'))).toEqual(EVENTS);
    // Figures come from each event's own summary: every seat of sampleChart is free.
    await waitFor(() => expect(rows[0].querySelectorAll('td.num')[0]).not.toHaveTextContent('…'));

    const form = screen.getByRole('form', { name: 'Create a partial season' });
    fireEvent.change(within(form).getByLabelText('Key'), { target: { value: 'spring' } });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Spring half' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'match-1' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'match-2' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Create partial season' }));

    const list = await screen.findByRole('list', { name: 'Events of Spring half' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['match-1 Remove', 'match-2 Remove']);
    expect((await app.api.events.retrieve('spring')).events?.map((e) => e.key)).toEqual([
      'match-1',
      'match-2',
    ]);

    fireEvent.click(within(list).getByRole('button', { name: 'Remove match-2 from Spring half' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect((await app.api.events.retrieve('spring')).events?.map((e) => e.key)).toEqual([
      'match-1',
    ]);
  });

  test('books a season ticket for every event, releases a seat for one night and gives it back', async () => {
    const map = await openSeasonMap();
    select(map, 'A-1');
    select(map, 'A-2');
    expect(panel()).toHaveTextContent('2 seats selected: A-1 and A-2');
    fireEvent.change(within(panel()).getByLabelText('Order id'), { target: { value: 'ST-42' } });
    fireEvent.click(within(panel()).getByRole('button', { name: 'Book season ticket' }));
    await waitFor(() =>
      expect(within(panel()).getByRole('status')).toHaveTextContent(
        'Season ticket booked (order ST-42): A-1 and A-2 for all 3 events of the season.',
      ),
    );
    for (const event of EVENTS) {
      expect(await statusIn(event, 'A-1')).toBe('booked');
      expect(await statusIn(event, 'A-2')).toBe('booked');
    }
    const info = await app.api.status.objectInfos('match-2', ['A-1']);
    expect(info['A-1'].orderId).toBe('ST-42');

    // Release A-1 for match-2 only.
    select(map, 'A-1');
    fireEvent.change(within(panel()).getByLabelText('Event'), { target: { value: 'match-2' } });
    fireEvent.click(within(panel()).getByRole('button', { name: 'Release for one night' }));
    await waitFor(() =>
      expect(within(panel()).getByRole('status')).toHaveTextContent(
        'A-1 released for match-2: free to sell that night.',
      ),
    );
    expect(await statusIn('match-2', 'A-1')).toBe('free');
    expect(await statusIn('match-1', 'A-1')).toBe('booked');
    expect(await statusIn('match-3', 'A-1')).toBe('booked');

    // The way back, right under the outcome.
    fireEvent.click(
      within(panel()).getByRole('button', { name: 'Give A-1 back to the season holder' }),
    );
    await waitFor(() =>
      expect(within(panel()).getByRole('status')).toHaveTextContent(
        'A-1 given back to the season holder for match-2.',
      ),
    );
    expect(await statusIn('match-2', 'A-1')).toBe('booked');
  });

  test('refusals name the seat, in staff words, and keep the selection', async () => {
    await app.api.status.book('match-3', { objects: ['A-3'] });
    const map = await openSeasonMap();
    select(map, 'A-4');
    fireEvent.change(within(panel()).getByLabelText('Event'), { target: { value: 'match-1' } });
    fireEvent.click(within(panel()).getByRole('button', { name: 'Release for one night' }));
    await waitFor(() =>
      expect(within(panel()).getByRole('alert')).toHaveTextContent(
        'A-4 has no season ticket for match-1: there is nothing to release. Nothing was changed.',
      ),
    );
    expect(panel()).toHaveTextContent('1 seat selected: A-4');

    select(map, 'A-3');
    fireEvent.click(within(panel()).getByRole('button', { name: 'Book season ticket' }));
    await waitFor(() =>
      expect(within(panel()).getByRole('alert')).toHaveTextContent(
        "A-3 is already sold or held for one of the season's events, so it cannot be a season seat. Nothing was booked.",
      ),
    );
    expect(await statusIn('match-1', 'A-4')).toBe('free');
    expect(await statusIn('match-2', 'A-4')).toBe('free');
  });

  test('creates a season from a chart with its event keys, and opens its page', async () => {
    const { router } = renderApp(app, '/seasons');
    const form = await screen.findByRole('form', { name: 'Create a season' });
    fireEvent.change(within(form).getByLabelText('Chart key'), { target: { value: 'hall' } });
    fireEvent.change(within(form).getByLabelText('Season key'), { target: { value: 'cup' } });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Cup 2027' } });
    fireEvent.click(within(form).getByRole('radio', { name: 'Events with these keys' }));
    fireEvent.change(within(form).getByLabelText('Event keys'), {
      target: { value: 'cup-1, cup-2' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Create season' }));
    expect(await screen.findByRole('heading', { name: 'Cup 2027', level: 1 })).toBeVisible();
    expect(router.state.location.pathname).toBe('/seasons/cup');
    const season = await app.api.events.retrieve('cup');
    expect([season.isTopLevelSeason, season.events?.map((e) => e.key)]).toEqual([
      true,
      ['cup-1', 'cup-2'],
    ]);
  });

  test('a refused season keeps what was typed and says why', async () => {
    renderApp(app, '/seasons');
    const form = await screen.findByRole('form', { name: 'Create a season' });
    fireEvent.change(within(form).getByLabelText('Chart key'), { target: { value: 'no-such' } });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Lost' } });
    fireEvent.click(within(form).getByRole('radio', { name: 'A number of events' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Create season' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The season was not created');
    expect(within(form).getByLabelText('Name')).toHaveValue('Lost');
  });
});
