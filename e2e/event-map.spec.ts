// The event page's live map against the real service: its figures are the service's summary,
// and a seat booked through the API changes colour once the page refreshes.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { colourAt, fixtureLayout, MAP_CANVAS, seatFillPoint } from './map-kit';

const FREE = '#2f9e44';
const BOOKED = '#d9480f';

async function openEvent(page: Page, eventKey: string) {
  await page.goto(`/app/events/${eventKey}`);
  await expect(page.locator('.seat-map-legend').getByText('Free')).toBeVisible();
  await expect(page.locator(`${MAP_CANVAS}[data-drawn-at]`)).toBeVisible();
}

test("the event page's figures are the service's summary, per category too", async ({
  page,
  workspace,
}) => {
  await workspace.seedChart('fig-chart', 'sampleChart', ['fig-event']);
  const { api } = workspace;
  const token = await api.holdTokens.create();
  await api.status.book('fig-event', { objects: ['A-1', 'A-2', 'B-1'] });
  await api.status.hold('fig-event', { objects: ['A-3'], holdToken: token.holdToken });
  await api.status.markAsNotForSale('fig-event', { objects: ['A-4'] });
  await workspace.signIn(page);
  await openEvent(page, 'fig-event');

  const summary = await api.reports.eventSummary('fig-event', 'byAvailabilityReason');
  const figure = (key: string) => page.locator(`[data-figure="${key}"] dd`);
  for (const key of ['available', 'reservedByToken', 'booked', 'not_for_sale']) {
    await expect(figure(key)).toHaveText(String(summary[key]?.count ?? 0));
  }
  const total = Object.values(summary).reduce((sum, group) => sum + group.count, 0);
  await expect(figure('total')).toHaveText(String(total));
  expect(summary.booked?.count).toBe(3);

  const table = page.getByRole('table', { name: 'Availability by category' });
  const headers = await table.locator('thead th').allTextContents();
  const columnOf = (name: string) => headers.indexOf(name);
  for (const [label, booked] of Object.entries(summary.booked?.byCategoryLabel ?? {})) {
    if (booked === 0) continue;
    const row = table.locator('tbody tr', { has: page.getByRole('rowheader', { name: label }) });
    await expect(row.locator('th, td').nth(columnOf('Booked'))).toHaveText(String(booked));
  }
});

test('a seat booked through the API changes colour on the map after the refresh', async ({
  page,
  workspace,
}) => {
  await workspace.seedChart('col-chart', 'sampleChart', ['col-event']);
  await workspace.signIn(page);
  await openEvent(page, 'col-event');
  const seat = await seatFillPoint(page, fixtureLayout('sampleChart'), 'A-5');
  expect(await colourAt(page, seat)).toBe(FREE);
  await expect(page.locator('.seat-map-legend')).not.toContainText('Booked');

  await workspace.api.status.book('col-event', { objects: ['A-5'] });
  await page.getByRole('button', { name: 'Refresh now' }).click();
  await expect.poll(() => colourAt(page, seat)).toBe(BOOKED);
  await expect(page.locator('.seat-map-legend')).toContainText('Booked');
  // Its neighbour did not change.
  expect(await colourAt(page, await seatFillPoint(page, fixtureLayout('sampleChart'), 'A-6'))).toBe(
    FREE,
  );
});
