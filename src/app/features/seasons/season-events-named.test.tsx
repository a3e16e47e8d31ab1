// @vitest-environment jsdom
// Issue 28 item 9: a season's events made by number have UUID keys and no names, and showed as
// bare UUIDs "everywhere". The season page and "release for one night" are checked in
// season-creation.test.tsx; here the other places a clerk meets them: the events list, the phone
// sale's event choice, the batch desk's event field and the reports page.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { appPerTest, renderApp, seedChart } from '../../test-support/render-app-test-kit';

vi.setConfig({ testTimeout: 60_000 });

const app = appPerTest((app) => seedChart(app.api, 'hall'));
const NIGHT = 'Event of Dec 2, 2026';
let key = '';

beforeEach(async () => {
  const season = await app.api.seasons.create({ chartKey: 'hall', key: 'run', numberOfEvents: 1 });
  key = season.events?.[0]?.key ?? '';
  expect(key).toMatch(/^[0-9a-f-]{36}$/);
  await app.api.events.update(key, { date: '2026-12-02' });
});

describe("a season's unnamed events are named by their date", () => {
  test('in the events list, under their season', async () => {
    renderApp(app, '/events');
    // The key stays inside the link, small, for people who know an event by it.
    const link = await screen.findByRole('link', { name: `${NIGHT} ${key}` });
    expect(link.querySelector('.event-name')).toHaveTextContent(NIGHT);
    expect(link).toHaveAttribute('href', `/events/${key}`);
    expect(link.closest('tr')).toHaveClass('season-member');
  });

  test("in the phone sale's choice of event", async () => {
    renderApp(app, '/phone-sale');
    const select = await screen.findByLabelText('Event');
    const option = await within(select).findByRole('option', { name: new RegExp(`^${NIGHT}`) });
    expect(option).toHaveValue(key);
  });

  test("in the batch desk's event field, once the event is given", async () => {
    renderApp(app, `/batch?event=${key}`);
    const row = await screen.findByRole('group', { name: 'Row 1' });
    await waitFor(() => expect(within(row).getByText(`${NIGHT} · chart hall`)).toBeVisible());
  });

  test('on the reports page', async () => {
    renderApp(app, '/reports');
    expect(await screen.findByRole('link', { name: NIGHT })).toHaveAttribute(
      'href',
      `/reports/events/${key}`,
    );
  });
});
