// @vitest-environment jsdom
// Issue 32: against a seats.io region (no /seatdesk/activity: 404) the event log page reads
// seats.io's own GET /event-log (wire §17) as it is sent: oldest first, `data.key`, string
// cursors, types it does not know shown as they come. Through the real service's /event-log, and
// with the wire's documented example answered verbatim. A workspace secret key is told plainly
// that only the company admin may read it.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { FetchLike } from '../../../client/transport';
import { appPerTest, renderApp, seedChart } from '../../test-support/render-app-test-kit';

const app = appPerTest(async ({ api }) => {
  await seedChart(api, 'hall');
  await api.events.create({
    chartKey: 'hall',
    eventKey: 'hamlet',
    forSaleConfig: { forSale: false, objects: ['A-1'] },
  } as never);
});

/** A seats.io region: no Seatdesk activity route. */
const withoutActivity =
  (next: FetchLike): FetchLike =>
  async (input, init) =>
    String(input).includes('/seatdesk/activity')
      ? new Response(null, { status: 404 })
      : next(input, init);

const asCompanyAdmin = () => ({
  signedIn: false,
  storedSession: JSON.stringify({ ...app.session, secretKey: app.service.company.admin.secretKey }),
});

const rowsText = () =>
  within(screen.getByRole('table', { name: 'Event log' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent ?? '');

describe('the event log page on a seats.io region', () => {
  test("shows the service's GET /event-log oldest first, in staff words", async () => {
    renderApp(app, '/event-log', {
      ...asCompanyAdmin(),
      fetch: withoutActivity(app.service.fetch),
    });
    const sale = await screen.findByRole('cell', { name: 'For-sale settings changed on hamlet' });
    expect(sale).toHaveAttribute('title', 'event.for.sale.config.updated');
    const rows = rowsText();
    const created = rows.findIndex((text) => text.includes('Chart created: hall'));
    const changed = rows.findIndex((text) => text.includes('For-sale settings changed on hamlet'));
    expect(created).toBeGreaterThanOrEqual(0);
    expect(created).toBeLessThan(changed);
  });

  test("reads the wire's documented example: string cursors, microseconds, a new type", async () => {
    const asked: string[] = [];
    const example = {
      items: [
        {
          id: 169,
          type: 'chart.created',
          timestamp: '2026-01-10T10:03:02.147433Z',
          data: { key: 'chart-169', workspaceKey: 'ws-public-key' },
        },
      ],
      next_page_starts_after: '169',
    };
    const second = {
      items: [
        {
          id: 170,
          type: 'event.some.future.type',
          timestamp: '2026-01-10T10:04:00.000001Z',
          data: { key: 'event-170', workspaceKey: 'ws-public-key' },
        },
      ],
      previous_page_ends_before: '170',
    };
    const region: FetchLike = async (input, init) => {
      const url = String(input);
      if (!url.includes('/event-log')) return app.service.fetch(input, init);
      asked.push(url);
      const body = url.includes('start_after_id=169') ? second : example;
      return Response.json(body);
    };
    renderApp(app, '/event-log', { ...asCompanyAdmin(), fetch: withoutActivity(region) });
    const first = await screen.findByRole('cell', { name: 'Chart created: chart-169' });
    expect(first.previousElementSibling?.querySelector('time')).toHaveAttribute(
      'dateTime',
      '2026-01-10T10:03:02.147433Z',
    );
    expect(screen.getByRole('button', { name: '← Previous page' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next page →' }));
    const later = await screen.findByRole('cell', { name: 'event.some.future.type event-170' });
    expect(later).toHaveAttribute('title', 'event.some.future.type');
    expect(asked.at(-1)).toMatch(/[?&]start_after_id=169(&|$)/);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next page →' })).toBeDisabled());
  });

  test('tells a workspace secret key that only the company admin may read it', async () => {
    renderApp(app, '/event-log', { fetch: withoutActivity(app.service.fetch) });
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Only the company admin can read this account',
    );
  });

  test('a failed load says so with a Retry, and Retry shows the log', async () => {
    let offline = true;
    renderApp(app, '/event-log', {
      ...asCompanyAdmin(),
      noRetry: true,
      fetch: withoutActivity((input, init) =>
        offline && String(input).includes('/event-log')
          ? Promise.reject(new TypeError('Failed to fetch'))
          : app.service.fetch(input, init),
      ),
    });
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByRole('heading')).toHaveTextContent(
      'The event log could not be loaded',
    );
    offline = false;
    fireEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('cell', { name: /Chart created: hall/ })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
