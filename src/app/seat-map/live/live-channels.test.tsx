// @vitest-environment jsdom
// Another clerk changes the event's channels (names, colours, who is in them) while my map shows
// channel colours: my map follows at once through the live feed, not at some later refresh
// (the map takes its channels from the event record it holds, which the feed's channel change
// reads again).
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { appPerTest, renderApp, seedChart } from '../../test-support/render-app-test-kit';

// The first visit loads the lazy map page: slow on two loaded cores.
vi.setConfig({ testTimeout: 90_000 });

const app = appPerTest(async ({ api }) => {
  await seedChart(api, 'hall', 'sampleChart', ['gala']);
  await api.channels.replace('gala', [
    { key: 'vip', name: 'VIP', color: '#aa0000', objects: ['A-1'] },
  ]);
});

const legendTexts = (legend: HTMLElement) =>
  within(legend)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

test("another clerk's channel change shows on my map's channel colours without a refresh", async () => {
  renderApp(app, '/events/gala?colour=channel');
  const map = await screen.findByRole('region', { name: 'Seat map' }, { timeout: 60_000 });
  const legend = await within(map).findByRole('list', { name: 'Legend' });
  await waitFor(() => expect(legendTexts(legend).some((t) => t?.startsWith('VIP'))).toBe(true), {
    timeout: 30_000,
  });

  await app.api.channels.replace('gala', [
    { key: 'vip', name: 'Balcony guests', color: '#0000aa', objects: ['A-1', 'A-2'] },
  ]);
  await waitFor(
    () => {
      const texts = legendTexts(within(map).getByRole('list', { name: 'Legend' }));
      expect(texts.some((t) => t?.startsWith('VIP'))).toBe(false);
      expect(texts).toContain('Balcony guests2 places');
    },
    { timeout: 20_000 },
  );

  // A name and colour edited alone move no object: the feed is silent, the map still follows.
  await app.api.channels.replace('gala', [
    { key: 'vip', name: 'Front rows', color: '#00aa00', objects: ['A-1', 'A-2'] },
  ]);
  await waitFor(
    () =>
      expect(legendTexts(within(map).getByRole('list', { name: 'Legend' }))).toContain(
        'Front rows2 places',
      ),
    { timeout: 20_000 },
  );
});
