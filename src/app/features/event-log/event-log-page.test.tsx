// @vitest-environment jsdom
// Issue 32.10 and 31.4: the event log page against the real service: newest first, in staff
// words, naming the staff member; filtered by kind and person; a plain notice where the service
// has no event log at all (neither route; a seats.io region's own is wire-event-log.test.tsx).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { caller } from '../../../server/http/http-test-kit';
import { SLOW_HASHES, staffCaller } from '../../../server/http/staff-test-kit';
import { appPerTest, renderApp, seedChart } from '../../test-support/render-app-test-kit';

const app = appPerTest(async ({ api, service }) => {
  await seedChart(api, 'hall');
  await api.events.create({ chartKey: 'hall', eventKey: 'hamlet', name: 'Hamlet' });
  const call = caller(service);
  const ana = { signInName: `ana-${Date.now()}`, password: 'ana-password-long', role: 'manager' };
  const added = await call('POST', '/seatdesk/staff/accounts', {
    displayName: 'Ana Silva',
    ...ana,
  });
  expect(added.status, added.text).toBe(200);
  const asAna = await staffCaller(service.app, { id: added.body.id, ...ana } as never);
  const replaced = await asAna('POST', '/events/hamlet/channels/replace', {
    channels: [{ key: 'press', name: 'Press', color: '#00AA00', index: 1, objects: ['A-1'] }],
  });
  expect(replaced.status, replaced.text).toBe(204);
});

const logTable = () => screen.getByRole('table', { name: 'Event log' });
const rowsText = () =>
  within(logTable())
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('event log page', () => {
  test('lists who changed what, newest first, in staff words', {
    timeout: SLOW_HASHES.requestTimeoutMs,
  }, async () => {
    renderApp(app, '/event-log');
    const channels = await screen.findByRole('cell', { name: 'Channels changed on Hamlet' });
    expect(channels).toHaveAttribute('title', 'event.channels.updated');
    const rows = rowsText();
    expect(rows[0]).toMatch(/Channels changed on Hamlet.*Ana Silva$/);
    expect(rows.some((text) => /Event created: Hamlet.*An API key/.test(text ?? ''))).toBe(true);
    expect(rows.some((text) => /Staff account added: Ana Silva/.test(text ?? ''))).toBe(true);
  });

  test('filters by person and by kind', { timeout: SLOW_HASHES.requestTimeoutMs }, async () => {
    renderApp(app, '/event-log');
    await screen.findByRole('cell', { name: 'Channels changed on Hamlet' });
    // The person filter learns names from the rows it has shown, one render after them.
    const ana = await screen.findByRole('option', { name: 'Ana Silva' });
    fireEvent.change(screen.getByLabelText('Who'), {
      target: { value: ana.getAttribute('value') },
    });
    await waitFor(() => expect(rowsText()).toHaveLength(1));
    expect(rowsText()[0]).toMatch(/Channels changed on Hamlet/);
    fireEvent.change(screen.getByLabelText('Who'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('What'), { target: { value: 'event.created' } });
    await waitFor(() =>
      expect(rowsText()).toEqual([expect.stringMatching(/Event created: Hamlet/)]),
    );
  });

  test('says plainly when the service keeps no event log', async () => {
    renderApp(app, '/event-log', {
      fetch: async (input, init) =>
        /\/seatdesk\/activity|\/event-log/.test(String(input))
          ? new Response(null, { status: 404 })
          : app.service.fetch(String(input), init),
    });
    expect(await screen.findByRole('note')).toHaveTextContent('keeps no event log of its own');
  });

  test('a failed load says so with a Retry, and Retry shows the log', async () => {
    let offline = true;
    renderApp(app, '/event-log', {
      noRetry: true,
      fetch: (input, init) =>
        offline && String(input).includes('/seatdesk/activity')
          ? Promise.reject(new TypeError('Failed to fetch'))
          : app.service.fetch(String(input), init),
    });
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByRole('heading')).toHaveTextContent(
      'The event log could not be loaded',
    );
    offline = false;
    fireEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('cell', { name: 'Channels changed on Hamlet' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
