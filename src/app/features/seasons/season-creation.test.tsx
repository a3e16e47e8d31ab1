// @vitest-environment jsdom
// Season events with names and dates (issue 28, item 9): a season's events made without names
// showed as bare UUIDs on the season page and in "release for one night". The creation now gives
// them dates and names, or makes the season of existing dated events (a Seatdesk addition).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { appPerTest, renderApp, seedChart } from '../../test-support/render-app-test-kit';

const app = appPerTest((app) => seedChart(app.api, 'hall'));

async function openForm(chartKey: string, name: string) {
  const rendered = renderApp(app, '/seasons');
  const form = await screen.findByRole('form', { name: 'Create a season' });
  fireEvent.change(within(form).getByLabelText('Chart key'), { target: { value: chartKey } });
  fireEvent.change(within(form).getByLabelText('Name'), { target: { value: name } });
  return { form, ...rendered };
}

describe('season events named and dated', () => {
  test('a season made by number shows its events by date, not as UUIDs, once dated', async () => {
    const season = await app.api.seasons.create({
      chartKey: 'hall',
      key: 'run',
      numberOfEvents: 1,
    });
    const [night] = season.events ?? [];
    await app.api.events.update(night.key, { date: '2026-12-02' });
    renderApp(app, '/seasons/run');
    const events = await screen.findByRole('region', { name: 'Events of the season' });
    expect(await within(events).findByRole('link', { name: 'Event of Dec 2, 2026' })).toBeVisible();
    const nights = within(screen.getByRole('region', { name: 'Season tickets' })).getByLabelText(
      'Event',
    );
    expect(within(nights).getByRole('option', { name: 'Event of Dec 2, 2026' })).toBeDefined();
  });

  test('new events typed as "date name" lines get those dates and names', async () => {
    const { form, router } = await openForm('hall', 'Hamlet');
    fireEvent.change(within(form).getByLabelText('Events, one per line: date and name'), {
      target: { value: '2026-12-02 Hamlet, opening night\n2026-12-03 Hamlet\nDec 4' },
    });
    expect(
      within(form).getByText('Line 3 does not start with a date as YYYY-MM-DD.'),
    ).toBeVisible();
    expect(within(form).getByRole('button', { name: 'Create season' })).toBeDisabled();
    fireEvent.change(within(form).getByLabelText('Events, one per line: date and name'), {
      target: { value: '2026-12-02 Hamlet, opening night\n2026-12-03 Hamlet' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Create season' }));
    expect(await screen.findByRole('heading', { name: 'Hamlet', level: 1 })).toBeVisible();
    const key = decodeURIComponent(router.state.location.pathname.split('/')[2]);
    const season = await app.api.events.retrieve(key);
    expect(season.events?.map((e) => [e.name, e.date])).toEqual([
      ['Hamlet, opening night', '2026-12-02'],
      ['Hamlet', '2026-12-03'],
    ]);
    const events = screen.getByRole('region', { name: 'Events of the season' });
    expect(
      await within(events).findByRole('link', { name: 'Hamlet, opening night' }),
    ).toBeVisible();
  });

  test('a season of existing dated events keeps what they booked, which the season cannot sell', async () => {
    await app.api.events.create({
      chartKey: 'hall',
      eventKey: 'n1',
      name: 'Night 1',
      date: '2027-03-01',
    });
    await app.api.events.create({
      chartKey: 'hall',
      eventKey: 'n2',
      name: 'Night 2',
      date: '2027-03-02',
    });
    await app.api.events.create({ chartKey: 'hall', eventKey: 'undated', name: 'No date' });
    // A past night too: the events list puts it after the coming ones, the choice by date.
    await app.api.events.create({
      chartKey: 'hall',
      eventKey: 'n0',
      name: 'Night 0',
      date: '2026-01-10',
    });
    await app.api.status.book('n1', { objects: ['A-1'] });
    const { form, router } = await openForm('hall', 'March run');
    fireEvent.click(within(form).getByRole('radio', { name: 'Existing dated events' }));
    const first = await within(form).findByRole('checkbox', { name: /Night 1/ });
    expect(within(form).queryByRole('checkbox', { name: /No date/ })).toBeNull();
    const offered = within(form)
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent);
    expect(offered.filter((text) => /Night/.test(text ?? ''))).toEqual([
      expect.stringContaining('Night 0'),
      expect.stringContaining('Night 1'),
      expect.stringContaining('Night 2'),
    ]);
    fireEvent.click(first);
    fireEvent.click(within(form).getByRole('checkbox', { name: /Night 2/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Create season' }));
    expect(await screen.findByRole('heading', { name: 'March run', level: 1 })).toBeVisible();
    const key = decodeURIComponent(router.state.location.pathname.split('/')[2]);
    const season = await app.api.events.retrieve(key);
    expect(season.events?.map((e) => e.key)).toEqual(['n1', 'n2']);
    await waitFor(async () =>
      expect((await app.api.status.objectInfos(key, ['A-1']))['A-1'].status).toBe('booked'),
    );
    expect((await app.api.status.objectInfos('n2', ['A-1']))['A-1'].status).toBe('free');
  });
});
