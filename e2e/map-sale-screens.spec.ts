// Screens of selling from the event's map, for a person to look at: a selection with the Book form
// open, and the line after a sale with its undo, at 1440, 1024 and 820 px wide, light and dark;
// and the axe audit of both states stays at no serious finding.
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { fixtureLayout, MAP_CANVAS, pointOf } from './map-kit';
import { expectNoSeriousAxe } from './screens-kit';

const SIZES = [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
  { width: 820, height: 1180 },
];
const layout = fixtureLayout('sampleChart');

async function clickSeat(page: Page, label: string, shift: boolean) {
  await page.mouse.move(0, 0);
  const at = await pointOf(page, layout, label);
  if (shift) await page.keyboard.down('Shift');
  await page.mouse.click(at.x, at.y);
  if (shift) await page.keyboard.up('Shift');
}

async function noSeriousFinding(page: Page) {
  await expectNoSeriousAxe(page);
}

test('selling from the map, before and after, at three widths, light and dark', async ({
  page,
  workspace,
}, info) => {
  test.setTimeout(240_000);
  await workspace.seedChart('scr-chart', 'sampleChart', ['scr-event']);
  const token = await workspace.api.holdTokens.create();
  await workspace.api.status.hold('scr-event', { objects: ['D-7'], holdToken: token.holdToken });
  await workspace.signIn(page);
  const shot = (name: string) =>
    page.screenshot({ path: join(info.project.outputDir, 'screens', `map-sale-${name}.png`) });
  let order = 0;
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.goto('/app/events/scr-event');
      await expect(page.locator(`${MAP_CANVAS}[data-drawn-at]`)).toBeVisible();
      await expect(page.locator('.seat-map-legend')).toContainText('Held');
      const row = String.fromCharCode(65 + (order % 4));
      const first = order < 4 ? 3 : 5;
      await clickSeat(page, `${row}-${first}`, false);
      await clickSeat(page, `${row}-${first + 1}`, true);
      await page.mouse.move(0, 0);
      const actions = page.locator('.selection-actions');
      await actions.getByRole('button', { name: 'Book…' }).click();
      await actions.getByLabel('Order id').fill(`ord-${++order}`);
      await shot(`${size.width}-${scheme}-selected`);
      if (size.width === 1440) await noSeriousFinding(page);
      await page.keyboard.press('Enter');
      await expect(actions.getByRole('status')).toContainText(`under order ord-${order}`);
      await shot(`${size.width}-${scheme}-sold`);
      if (size.width === 1440) await noSeriousFinding(page);
    }
  }
  // A refusal: A-3 was sold above.
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(SIZES[0]);
  await page.goto('/app/events/scr-event');
  await expect(page.locator('.seat-map-legend')).toContainText('Booked');
  await clickSeat(page, 'A-2', false);
  await clickSeat(page, 'A-3', true);
  await page.mouse.move(0, 0);
  const actions = page.locator('.selection-actions');
  await actions.getByRole('button', { name: 'Book…' }).click();
  await page.keyboard.press('Enter');
  const refused = actions.getByRole('alert');
  await expect(refused).toContainText('A-3 is already booked.');
  // The refusal is read on the first screen, beside the form.
  const box = await refused.boundingBox();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(SIZES[0].height);
  await shot('1440-light-refused');
  await noSeriousFinding(page);
});
