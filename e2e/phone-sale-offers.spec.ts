// Issue 28, item 13, in a real browser: the phone-sale map fits itself to each new offer, even
// when "Not these" gave the seats back and the next find offers the same block again; and the
// page's screens (1440, 1024, 820 px, light and dark) with channels and a GA offer, with the axe
// audit finding no serious problem.
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { MAP_CANVAS } from './map-kit';
import { expectNoSeriousAxe, expectNoSideScroll } from './screens-kit';

/** The newest offer's colour on the map (sale-paint.ts). */
const LATEST = [0x1f, 0x5f, 0xbf];

/** Several finds, three widths and an audit: minutes on a loaded two-core machine. */
const SLOW = 240_000;

const offer = (page: Page, n: number) =>
  page.getByRole('listitem', { name: new RegExp(`^Offer ${n}:`) });

/** How many canvas pixels are drawn in the newest offer's colour. */
function offerPixels(page: Page): Promise<number> {
  return page.locator(MAP_CANVAS).evaluate((canvas: HTMLCanvasElement, [r, g, b]) => {
    const data = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data;
    let n = 0;
    // Plain comparisons: a closure per pixel takes seconds on a software-rendered canvas.
    for (let i = 0; data && i < data.length; i += 4) {
      if (data[i] === r && data[i + 1] === g && data[i + 2] === b) n++;
    }
    return n;
  }, LATEST);
}

/** Drags the map far to one side, as a clerk looking elsewhere on the venue would. */
async function panAway(page: Page) {
  const box = await page.locator(MAP_CANVAS).boundingBox();
  if (!box) throw new Error('no map on screen');
  const from = { x: box.x + box.width * 0.9, y: box.y + box.height * 0.9 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let step = 1; step <= 4; step++) {
    await page.mouse.move(from.x - step * box.width * 0.2, from.y - step * box.height * 0.2);
  }
  await page.mouse.up();
}

test('after "Not these" the next offer is fitted into view, even the same seats again', async ({
  page,
  workspace,
}) => {
  test.setTimeout(SLOW);
  await page.setViewportSize({ width: 1440, height: 900 });
  await workspace.seedChart('track', 'sampleChartWithZones', ['race-day']);
  await workspace.signIn(page);
  await page.goto('/app/phone-sale?event=race-day');
  await page.getByLabel('Seats', { exact: true }).fill('4');
  await page
    .getByLabel('Section or zone', { exact: true })
    .selectOption({ label: 'Zone Mid Track' });
  await page.getByRole('button', { name: 'Find 4 best seats' }).click();
  await expect(offer(page, 1)).toBeVisible();
  await expect.poll(() => offerPixels(page)).toBeGreaterThan(0);

  await panAway(page);
  await expect.poll(() => offerPixels(page)).toBe(0);
  await offer(page, 1).getByRole('button', { name: 'Not these' }).click();
  await expect(page.getByText(/they are free again/)).toBeVisible();
  // The released seats are the best again: the same block comes back, and is shown.
  await page.getByRole('button', { name: 'Find 4 best seats' }).click();
  await expect(offer(page, 2)).toBeVisible();
  await expect.poll(() => offerPixels(page)).toBeGreaterThan(0);

  // "Next best", looked away, then "Not these" on it: the earlier offer is shown again.
  await page.getByRole('button', { name: 'Next best' }).click();
  await expect(offer(page, 3)).toBeVisible();
  await panAway(page);
  await expect.poll(() => offerPixels(page)).toBe(0);
  await offer(page, 3).getByRole('button', { name: 'Not these' }).click();
  await expect(offer(page, 3)).toHaveCount(0);
  await expect.poll(() => offerPixels(page)).toBeGreaterThan(0);
});

const SIZES = [1440, 1024, 820] as const;

for (const scheme of ['light', 'dark'] as const) {
  test(`the phone sale with channels and a GA offer at 1440, 1024, 820 px, ${scheme}`, async ({
    page,
    workspace,
  }, info) => {
    test.setTimeout(SLOW);
    await page.emulateMedia({ colorScheme: scheme });
    await workspace.seedChart('hall', 'sampleChart', ['spring-gala']);
    await workspace.api.events.update('spring-gala', { name: 'Spring gala' });
    await workspace.api.channels.replace('spring-gala', [
      { key: 'bo', name: 'Box office', color: '#e64980', objects: ['C-1', 'C-2', 'C-3', 'C-4'] },
      { key: 'members', name: 'Members', color: '#0b7285', objects: ['D-5', 'D-6'] },
    ]);
    const rows = ['A', 'B'].flatMap((row) => [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `${row}-${n}`));
    await workspace.api.status.book('spring-gala', { objects: rows });
    await workspace.signIn(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/app/phone-sale?event=spring-gala');
    await page.getByLabel('Seats', { exact: true }).fill('2');
    await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Cat1' });
    await page.getByRole('button', { name: 'Find 2 best seats' }).click();
    await expect(offer(page, 1)).toBeVisible();
    await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Cat2' });

    for (const width of SIZES) {
      await page.setViewportSize({ width, height: 900 });
      // The map has settled on the offer at this width.
      await page.waitForTimeout(600);
      await expectNoSideScroll(page);
      await page.screenshot({
        path: join(info.project.outputDir, 'screens', `phone-sale-channels-${width}-${scheme}.png`),
        fullPage: true,
      });
    }
    await expectNoSeriousAxe(page);
  });
}
