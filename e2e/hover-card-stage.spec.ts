// The seat card stays inside the map's stage when the stage changes size while it is open (the
// window narrowed, a phone turned): it was placed from the stage's width at render and was cut
// off at the map's right edge.
import type { Locator } from '@playwright/test';
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

test('the seat card is placed again inside the stage when the window narrows under it', async ({
  page,
  workspace,
}) => {
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
  }
});
