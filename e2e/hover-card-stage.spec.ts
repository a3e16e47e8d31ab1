// The seat card stays inside the map's stage when the stage changes size while it is open (the
// window narrowed, a phone turned): it was placed from the stage's width at render and was cut
// off at the map's right edge. The focused seat itself stays in sight too: the view pans to keep it
// inside the stage (it was left beyond the stage's edge, its card covering the row).
import type { Locator, Page } from '@playwright/test';
import { toScreen } from '../src/app/seat-map/render/viewport';
import { expect, test } from './fixtures';
import { fixtureLayout, MAP_CANVAS, pointOf } from './map-kit';

const layout = fixtureLayout('sampleChart');

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

async function expectInside(card: Locator, stage: Locator) {
  const c = await boxOf(card);
  const s = await boxOf(stage);
  // A pixel of rounding either way.
  expect(c.x).toBeGreaterThanOrEqual(s.x - 1);
  expect(c.y).toBeGreaterThanOrEqual(s.y - 1);
  expect(c.x + c.width).toBeLessThanOrEqual(s.x + s.width + 1);
  expect(c.y + c.height).toBeLessThanOrEqual(s.y + s.height + 1);
}

/** The seat's centre, drawn with the view the map last drew (its canvas says which), lies in the stage. */
async function expectSeatInside(page: Page, label: string, stage: Locator) {
  const canvas = page.locator(MAP_CANVAS);
  const [k, x, y] = ((await canvas.getAttribute('data-view')) ?? '').split(',').map(Number);
  const object = layout.byLabel.get(label);
  if (!object || k === undefined) throw new Error(`no ${label} or no view drawn`);
  const c = await boxOf(canvas);
  const s = await boxOf(stage);
  const p = toScreen({ k, x, y }, object);
  const at = { x: c.x + p.x, y: c.y + p.y };
  expect(at.x, `${label} across`).toBeGreaterThan(s.x);
  expect(at.x, `${label} across`).toBeLessThan(s.x + s.width);
  expect(at.y, `${label} down`).toBeGreaterThan(s.y);
  expect(at.y, `${label} down`).toBeLessThan(s.y + s.height);
}

test('the seat card is placed again inside the stage when the window narrows under it', async ({
  page,
  workspace,
}, info) => {
  await workspace.seedChart('hall', 'sampleChart', ['gala']);
  await workspace.signIn(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/app/events/gala');
  await expect(page.locator(`${MAP_CANVAS}[data-drawn-at]`)).toBeVisible();
  const stage = page.locator('.seat-map-stage');
  const card = page.locator('.seat-map-card');

  // The row's last seat, on the map's right side, reached by keyboard: its card stays while the
  // map has the focus, wherever the pointer is (a resize moves the map under a resting pointer).
  const at = await pointOf(page, layout, 'A-7');
  await page.mouse.click(at.x, at.y);
  await page.mouse.move(0, 0);
  await page.keyboard.press('ArrowRight');
  await expect(card).toContainText('A-8');
  await expectInside(card, stage);

  // Narrower, then shorter: the card is still open, and still whole inside the stage.
  for (const size of [
    { width: 900, height: 900 },
    { width: 620, height: 900 },
    { width: 620, height: 560 },
  ]) {
    await page.setViewportSize(size);
    await expect(card).toBeVisible();
    await expect(async () => expectInside(card, stage)).toPass({ timeout: 3000 });
    await expect(async () => expectSeatInside(page, 'A-8', stage)).toPass({ timeout: 3000 });
    await stage.screenshot({ path: info.outputPath(`stage-${size.width}x${size.height}.png`) });
  }
});
