// Selling from the event's map in a real browser: seats picked on the canvas by pointer are booked
// under an order id and turn booked on the map; seats picked by keyboard are held for a customer
// and released again, all without leaving the page. And the page's layout: at 1440×900 the map and
// its selection actions are on the first screen, at 1024×768 the whole map is on it.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { colourAt, fixtureLayout, MAP_CANVAS, pointOf } from './map-kit';

const FREE = '#2f9e44';
const BOOKED = '#d9480f';
const layout = fixtureLayout('sampleChart');

async function openEvent(page: Page, eventKey: string) {
  await page.goto(`/app/events/${eventKey}`);
  await expect(page.locator('.seat-map-legend').getByText('Free')).toBeVisible();
  await expect(page.locator(`${MAP_CANVAS}[data-drawn-at]`)).toBeVisible();
}

/** A seat's fill, read left of its centre, where its number is not drawn. */
async function fillOf(page: Page, label: string) {
  const at = await pointOf(page, layout, label);
  return colourAt(page, { x: at.x - 8, y: at.y });
}

/** Clicks a seat; the pointer leaves the map first so the last seat's hover card is gone. */
async function clickSeat(page: Page, label: string, shift = false) {
  await page.mouse.move(0, 0);
  await expect(page.locator('.seat-map-card')).toHaveCount(0);
  const at = await pointOf(page, layout, label);
  if (shift) await page.keyboard.down('Shift');
  await page.mouse.click(at.x, at.y);
  if (shift) await page.keyboard.up('Shift');
}

test('seats picked on the map are booked with an order id and turn booked at once', async ({
  page,
  workspace,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await workspace.seedChart('sale-chart', 'sampleChart', ['sale-event']);
  await workspace.signIn(page);
  await openEvent(page, 'sale-event');
  for (const label of ['A-1', 'A-2', 'A-3']) expect(await fillOf(page, label)).toBe(FREE);

  await clickSeat(page, 'A-1');
  await clickSeat(page, 'A-2', true);
  await clickSeat(page, 'A-3', true);
  const actions = page.locator('.selection-actions');
  await expect(page.locator('.seat-map-selection-bar')).toContainText('3 selected: 3 Free');
  await actions.getByRole('button', { name: 'Book…' }).click();
  await expect(actions.getByLabel('Order id')).toBeFocused();
  await page.keyboard.type('ord-1001');
  await page.keyboard.press('Enter');

  await expect(actions.getByRole('status')).toContainText('Booked A-1..A-3 under order ord-1001.');
  await page.mouse.move(0, 0);
  for (const label of ['A-1', 'A-2', 'A-3']) {
    await expect.poll(() => fillOf(page, label)).toBe(BOOKED);
  }
  expect(await fillOf(page, 'A-4')).toBe(FREE);
  const infos = await workspace.api.status.objectInfos('sale-event', ['A-1', 'A-2', 'A-3']);
  expect(Object.values(infos).map((info) => [info.status, info.orderId])).toEqual([
    ['booked', 'ord-1001'],
    ['booked', 'ord-1001'],
    ['booked', 'ord-1001'],
  ]);
  await expect(page.locator('[data-figure="booked"] dd')).toHaveText('3');
});

test('seats picked by keyboard are held for a customer, then released, on the same page', async ({
  page,
  workspace,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await workspace.seedChart('kb-chart', 'sampleChart', ['kb-event']);
  await workspace.signIn(page);
  await openEvent(page, 'kb-event');

  // The first arrow key lands on the object nearest the map's top left (GA1); right of it is C-1.
  await page.locator(MAP_CANVAS).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Shift+ArrowRight');
  const bar = page.locator('.seat-map-selection-bar');
  await expect(bar).toContainText('2 selected: 2 Free');
  const actions = page.locator('.selection-actions');

  // Tab from the map reaches the actions; Hold opens on Enter, for a customer by default.
  const hold = actions.getByRole('button', { name: 'Hold…' });
  await hold.focus();
  await page.keyboard.press('Enter');
  await expect(actions.getByLabel('Customer name')).toBeFocused();
  await page.keyboard.type('Ms Brown');
  await page.keyboard.press('Enter');
  const said = actions.getByRole('status');
  await expect(said).toContainText(/^Held C-1, C-2 for Ms Brown with hold token \S+\./);
  const token = /hold token (\S+)\./.exec((await said.textContent()) ?? '')?.[1];
  const held = await workspace.api.status.objectInfos('kb-event', ['C-1', 'C-2']);
  expect(Object.values(held).map((info) => [info.status, info.holdToken, info.orderId])).toEqual([
    ['reservedByToken', token, 'Ms Brown'],
    ['reservedByToken', token, 'Ms Brown'],
  ]);

  // The same two seats again, and Release: each leaves its hold.
  await page.locator(MAP_CANVAS).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Shift+ArrowLeft');
  await expect(bar).toContainText('2 selected: 2 Held');
  await actions.getByRole('button', { name: 'Release…' }).focus();
  await page.keyboard.press('Enter');
  await expect(actions.getByRole('button', { name: 'Release 2 seats' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(said).toContainText('Released C-1, C-2: free to sell again.');
  const released = await workspace.api.status.objectInfos('kb-event', ['C-1', 'C-2']);
  expect(Object.values(released).map((info) => info.status)).toEqual(['free', 'free']);
});

async function selectThree(page: Page) {
  await clickSeat(page, 'B-3');
  await clickSeat(page, 'B-4', true);
  await clickSeat(page, 'B-5', true);
  await page.mouse.move(0, 0);
}

test('at 1440×900 the map and its selection actions fit the first screen', async ({
  page,
  workspace,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await workspace.seedChart('fold-chart', 'sampleChart', ['fold-event']);
  await workspace.signIn(page);
  await openEvent(page, 'fold-event');
  await selectThree(page);
  await page.locator('.selection-actions').getByRole('button', { name: 'Book…' }).click();
  for (const what of [MAP_CANVAS, '.selection-actions', '.sale-form']) {
    const box = await page.locator(what).boundingBox();
    expect(box, what).not.toBeNull();
    expect(box?.y, `${what} top`).toBeGreaterThanOrEqual(0);
    expect((box?.y ?? 0) + (box?.height ?? 0), `${what} bottom`).toBeLessThanOrEqual(900);
  }
});

test('at 1024×768 the whole map is on the first screen, beside the figures', async ({
  page,
  workspace,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await workspace.seedChart('fold-chart', 'sampleChart', ['fold-event']);
  await workspace.signIn(page);
  await openEvent(page, 'fold-event');
  const canvas = await page.locator(MAP_CANVAS).boundingBox();
  expect(canvas).not.toBeNull();
  // The whole map, not a sliver of it: the clerk sees every seat without scrolling.
  expect(canvas?.y ?? -1).toBeGreaterThanOrEqual(0);
  expect((canvas?.y ?? 768) + (canvas?.height ?? 0)).toBeLessThanOrEqual(768);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
});
