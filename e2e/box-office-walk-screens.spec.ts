// A box-office clerk's walk through the main screens, on a desktop and on a phone: the event page
// with its seat map, the phone sale, the holds view, the batch desk, the reports, the channels, the
// categories and the archive. Each screen is shot for a person to look at (screenPath), and none
// may scroll sideways, at either width.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { fixtureLayout, MAP_CANVAS, pointOf } from './map-kit';
import { screenPath } from './screens-kit';

const WIDTHS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Each screen: where it is, and what shows once it has loaded. */
const SCREENS: Array<{ name: string; path: string; ready: (page: Page) => Promise<void> }> = [
  {
    name: 'event',
    path: '/app/events/walk-night',
    ready: async (page) => {
      await expect(page.locator(`${MAP_CANVAS}[data-drawn-at]`)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Availability' })).toBeVisible();
    },
  },
  {
    name: 'phone-sale',
    path: '/app/phone-sale?event=walk-night',
    ready: (page) => expect(page.locator(`${MAP_CANVAS}[data-drawn-at]`)).toBeVisible(),
  },
  {
    name: 'holds',
    path: '/app/holds',
    ready: (page) => expect(page.getByRole('heading', { name: 'Holds', level: 1 })).toBeVisible(),
  },
  {
    name: 'batch-desk',
    path: '/app/batch?event=walk-night',
    ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    name: 'reports',
    path: '/app/reports/events/walk-night',
    ready: (page) => expect(page.getByRole('figure').first()).toBeVisible(),
  },
  {
    name: 'channels',
    path: '/app/events/walk-night/channels',
    ready: (page) => expect(page.locator(`${MAP_CANVAS}[data-drawn-at]`)).toBeVisible(),
  },
  {
    name: 'categories',
    path: '/app/charts/walk-chart',
    ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    name: 'archive',
    path: '/app/archive',
    ready: (page) => expect(page.getByRole('heading', { name: 'Archive', level: 1 })).toBeVisible(),
  },
];

test('the clerk walk: every main screen at a desktop and a phone width', async ({
  page,
  workspace,
}, info) => {
  test.setTimeout(240_000);
  await workspace.seedChart('walk-chart', 'sampleChart');
  await workspace.seedChart('walk-old', 'sampleChart');
  const { api } = workspace;
  await api.charts.moveToArchive('walk-old');
  await api.events.create({
    chartKey: 'walk-chart',
    eventKey: 'walk-night',
    name: 'Walk night',
    date: '2026-12-02',
  });
  await api.status.book('walk-night', { objects: ['A-1', 'A-2'], orderId: 'ord-1' });
  const token = await api.holdTokens.create();
  await api.status.hold('walk-night', { objects: ['B-1'], holdToken: token.holdToken });
  await workspace.signIn(page);
  const layout = fixtureLayout('sampleChart');
  // Every screen is shot before any is judged, so one run shows them all.
  const sideways: string[] = [];
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    for (const screen of SCREENS) {
      await page.goto(screen.path);
      await screen.ready(page);
      // Nothing left saying it is loading (the chart page's map and categories come later).
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      await page.screenshot({
        path: screenPath(info, `walk-${size.name}-${screen.name}.png`),
        fullPage: true,
      });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      if (overflow > 0) sideways.push(`${screen.name} at ${size.width} px: ${overflow} px`);
    }
    // Two booked seats selected on the event's map: what Book and Hold say instead of inviting a
    // refusal.
    await page.goto('/app/events/walk-night');
    await expect(page.locator(`${MAP_CANVAS}[data-drawn-at]`)).toBeVisible();
    await page.locator(MAP_CANVAS).scrollIntoViewIfNeeded();
    for (const label of ['A-1', 'A-2']) {
      const at = await pointOf(page, layout, label);
      if (label !== 'A-1') await page.keyboard.down('Shift');
      await page.mouse.click(at.x, at.y);
      await page.keyboard.up('Shift');
    }
    await expect(page.getByRole('button', { name: 'Book…' })).toBeDisabled();
    await page.screenshot({
      path: screenPath(info, `walk-${size.name}-event-booked-selected.png`),
      fullPage: true,
    });
  }
  expect(sideways, 'screens that scroll sideways').toEqual([]);
});
