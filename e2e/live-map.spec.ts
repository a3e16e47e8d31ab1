// Two clerks on one event, each in a browser of their own (issue 30): what clerk A holds shows on
// clerk B's map within a second, without a reload, and B's selection holding that seat says so
// before B submits anything; the same when A's hold runs out and the service releases the seat.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { colourAt, fixtureLayout, MAP_CANVAS, pointOf, seatFillPoint } from './map-kit';

const FREE = '#2f9e44';
const HELD = '#f59f00';
const layout = fixtureLayout('sampleChart');

async function openEvent(page: Page, eventKey: string) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/app/events/${eventKey}`);
  await expect(page.locator('.seat-map-legend').getByText('Free')).toBeVisible();
  await expect(page.locator(`${MAP_CANVAS}[data-drawn-at]`)).toBeVisible();
  await expect(page.locator('.live-status', { hasText: 'Live' })).toBeVisible();
}

async function clickSeat(page: Page, label: string, shift = false) {
  await page.mouse.move(0, 0);
  await expect(page.locator('.seat-map-card')).toHaveCount(0);
  const at = await pointOf(page, layout, label);
  if (shift) await page.keyboard.down('Shift');
  await page.mouse.click(at.x, at.y);
  if (shift) await page.keyboard.up('Shift');
  await page.mouse.move(0, 0);
}

const fillOf = async (page: Page, label: string) =>
  colourAt(page, await seatFillPoint(page, layout, label));

test("a seat clerk A holds shows on clerk B's map within a second, and B's selection says so; again when the hold runs out", async ({
  browser,
  workspace,
}) => {
  // Two browsers on a shared machine: more than the default minute.
  test.setTimeout(120_000);
  await workspace.seedChart('live-chart', 'sampleChart', ['live-event']);
  const clerkA = await (await browser.newContext()).newPage();
  const clerkB = await (await browser.newContext()).newPage();
  await workspace.signIn(clerkA);
  await workspace.signIn(clerkB);
  await openEvent(clerkA, 'live-event');
  await openEvent(clerkB, 'live-event');

  // B is about to sell A-3 to a caller.
  await clickSeat(clerkB, 'A-3');
  await expect(clerkB.locator('.seat-map-selection-bar')).toContainText('1 selected: 1 Free');

  // Where B's map draws A-5, found before A acts: each sample of the second below is then one read
  // of the canvas (finding the point takes three round trips, which under load ate the second).
  const a5OnB = await seatFillPoint(clerkB, layout, 'A-5');

  // A holds it, and A-5 beside it, for a customer.
  await clickSeat(clerkA, 'A-3');
  await clickSeat(clerkA, 'A-5', true);
  const actions = clerkA.locator('.selection-actions');
  await actions.getByRole('button', { name: 'Hold…' }).click();
  await actions.getByLabel('Customer name').fill('Ms Brown');
  await actions.getByLabel('Customer name').press('Enter');
  const said = actions.getByRole('status');
  await expect(said).toContainText(/^Held A-3, A-5 for Ms Brown with hold token \S+\./);
  const token = /hold token (\S+)\./.exec((await said.textContent()) ?? '')?.[1] ?? '';

  // B's map, never reloaded, shows them held within a second (A-5's fill: A-3 wears B's selection
  // ring); B's selection warns before a submit.
  await expect.poll(() => colourAt(clerkB, a5OnB), { timeout: 1000, intervals: [50] }).toBe(HELD);
  const news = clerkB.locator('.selection-news');
  await expect(news).toContainText('A-3 was just held by someone else.');
  await expect(clerkB.locator('.seat-map-selection-bar')).toContainText('1 selected: 1 Held');
  await expect(clerkB.locator('[data-figure="reservedByToken"] dd')).toHaveText('2');
  // A's own map says nothing of A's own hold.
  await expect(clerkA.locator('.selection-news')).toHaveCount(0);

  // The hold runs out: the service's sweep releases A-3, and B's map and selection follow.
  await workspace.api.holdTokens.expireInMinutes(token, 0);
  // (The sweep passes every 5 s: the release reaches the feed when it commits.)
  await expect.poll(() => fillOf(clerkB, 'A-5'), { timeout: 15_000, intervals: [50] }).toBe(FREE);
  await expect(news).toContainText('A-3 was just released and is free again.');
  await expect(clerkB.locator('.seat-map-selection-bar')).toContainText('1 selected: 1 Free');
  await expect(clerkB.locator('[data-figure="reservedByToken"] dd')).toHaveText('0');
  expect(await fillOf(clerkA, 'A-5')).toBe(FREE);
});

test('the hover card of a seat booked before the page opened shows its order id', async ({
  page,
  workspace,
}) => {
  await workspace.seedChart('live-chart', 'sampleChart', ['live-event']);
  await workspace.api.status.book('live-event', { objects: ['A-4'], orderId: 'ord-42' });
  await workspace.signIn(page);
  await openEvent(page, 'live-event');
  const at = await pointOf(page, layout, 'A-4');
  await page.mouse.move(at.x, at.y);
  const card = page.locator('.seat-map-card');
  await expect(card).toContainText('Booked');
  await expect(card).toContainText('Order id');
  await expect(card).toContainText('ord-42');
});

test('the holds view shows a hold made elsewhere within a second, without a reload', async ({
  page,
  workspace,
}) => {
  await workspace.seedChart('live-chart', 'sampleChart', ['live-event']);
  const { holdToken } = await workspace.api.holdTokens.create();
  await workspace.api.status.hold('live-event', { objects: ['A-1'], holdToken });
  await workspace.signIn(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/app/holds');
  const form = page.getByRole('form', { name: 'Add a hold token' });
  await form.getByLabel('Add a hold token made elsewhere').fill(holdToken);
  await form.getByRole('button', { name: 'Add' }).click();
  const row = page
    .getByRole('table', { name: `Held with token ${holdToken}` })
    .getByRole('row', { name: /live-event/ });
  await expect(row).toContainText('A-1');
  await expect(page.locator('.live-status', { hasText: 'Live' })).toBeVisible();
  await workspace.api.status.hold('live-event', { objects: ['A-2'], holdToken });
  await expect(row).toContainText('A-1, A-2', { timeout: 1000 });
  await workspace.api.status.release('live-event', { objects: ['A-1'], holdToken });
  await expect(row).not.toContainText('A-1', { timeout: 1000 });
});
