// @vitest-environment jsdom
// The holds view follows the feed of the events it shows (docs/live-feed.md): a hold, a release
// and a booking made through the API show within a second, without the half-minute read of every
// event; without the feed (a seats.io region) it says it reads on its timer.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { StatusApi } from '../../../client/status';
import type { FetchLike } from '../../../client/transport';
import { HELD_REFRESH_MS } from '../../lib/held-objects';
import { withoutFeed } from '../../test-support/no-feed-test-kit';
import { appPerTest, renderApp, seedChart } from '../../test-support/render-app-test-kit';

vi.setConfig({ testTimeout: 60_000 });

const app = appPerTest((app) => seedChart(app.api, 'hall', 'sampleChart', ['concert', 'quiet']));
const status = () => new StatusApi(app.api.transport);
// Far below the view's timer: what shows within it came by the feed.
const FEED_WAIT = { timeout: HELD_REFRESH_MS / 6 };

async function addToken(token: string) {
  const form = await screen.findByRole('form', { name: 'Add a hold token' });
  fireEvent.change(within(form).getByLabelText('Add a hold token made elsewhere'), {
    target: { value: token },
  });
  fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
}

describe('the holds view, live', () => {
  test('a hold, a release and a booking made through the API show without a read of every event', async () => {
    const { holdToken } = await app.api.holdTokens.create();
    await status().hold('concert', { objects: ['A-1'], holdToken });
    const summaries: string[] = [];
    const counting: FetchLike = (input, init) => {
      const path = new URL(input).pathname;
      if (path.endsWith('/byStatus/summary')) summaries.push(path);
      return app.service.fetch(input, init);
    };
    renderApp(app, '/holds', { fetch: counting });
    await addToken(holdToken);
    const table = await screen.findByRole('table', { name: `Held with token ${holdToken}` });
    const concert = () => within(table).getByRole('row', { name: /concert/ });
    await waitFor(() => expect(concert()).toHaveTextContent('A-1'));
    expect(await screen.findByText('Live')).toBeVisible();
    const quietReads = () => summaries.filter((path) => path.includes('/quiet/')).length;
    const quietBefore = quietReads();

    await status().hold('concert', { objects: ['A-2', 'A-3'], holdToken });
    await waitFor(() => expect(concert()).toHaveTextContent('A-1, A-2, A-3'), FEED_WAIT);
    await status().release('concert', { objects: ['A-1'], holdToken });
    await waitFor(() => expect(concert()).not.toHaveTextContent('A-1'), FEED_WAIT);
    expect(concert()).toHaveTextContent('A-2, A-3');
    await status().book('concert', { objects: ['A-2'], holdToken, orderId: 'web-7' });
    await waitFor(() => expect(concert()).not.toHaveTextContent('A-2'), FEED_WAIT);
    expect(concert()).toHaveTextContent('A-3');
    // The event holding nothing was read with every event at first, and not since.
    expect(quietReads()).toBe(quietBefore);
  });

  test('without the feed (a seats.io region) the view says how often it reads', async () => {
    const { holdToken } = await app.api.holdTokens.create();
    await status().hold('concert', { objects: ['A-1'], holdToken });
    renderApp(app, '/holds', { fetch: withoutFeed(app.service.fetch) });
    await addToken(holdToken);
    await screen.findByRole('table', { name: `Held with token ${holdToken}` });
    expect(await screen.findByText(`Updates every ${HELD_REFRESH_MS / 1000} s`)).toBeVisible();
  });
});
