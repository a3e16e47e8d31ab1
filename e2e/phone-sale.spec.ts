// A phone sale in a real browser against the real service: from "4 best in Cat1" to a booked
// order in under ten user actions, checked through the API; then the page with a found block
// (map and list) at 1366 px, light and dark, for people to look at, with axe finding no serious
// problem on it.
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousAxe, expectNoSideScroll } from './screens-kit';

/** Counts what the user does (clicks, typing into a field, choosing an option). */
function actions(page: Page) {
  let count = 0;
  return {
    get count() {
      return count;
    },
    click: async (name: string, role: 'button' | 'link' = 'button') => {
      count += 1;
      await page.getByRole(role, { name, exact: true }).click();
    },
    fill: async (label: string, value: string) => {
      count += 1;
      await page.getByLabel(label, { exact: true }).fill(value);
    },
    choose: async (label: string, option: string) => {
      count += 1;
      await page.getByLabel(label, { exact: true }).selectOption({ label: option });
    },
  };
}

const offer = (page: Page, n: number) =>
  page.getByRole('listitem', { name: new RegExp(`^Offer ${n}:`) });

async function seatsOf(page: Page, n: number): Promise<string[]> {
  const list = offer(page, n).getByRole('list', { name: `Seats of offer ${n}` });
  return list.locator('li strong').allTextContents();
}

test('a phone sale: 4 best seats in Cat1 to a booked order in under ten actions', async ({
  page,
  workspace,
}, info) => {
  await workspace.seedChart('hall', 'sampleChart', ['spring-gala']);
  await workspace.api.events.update('spring-gala', { name: 'Spring gala' });
  await workspace.signIn(page);
  const user = actions(page);

  await user.click('Phone sale', 'link');
  await user.choose('Event', 'Spring gala');
  await user.fill('Seats', '4');
  await user.choose('Category', 'Cat1');
  await user.click('Find 4 best seats');
  await expect(offer(page, 1).getByText('Together: yes')).toBeVisible();
  const held = await seatsOf(page, 1);
  expect(held).toHaveLength(4);
  await user.fill('Order id (optional)', '1234');
  await offer(page, 1).getByRole('button', { name: 'Book these' }).click();
  const count = user.count + 1;

  await expect(page.getByText(/^Booked:/)).toHaveText(
    `Booked: ${held.join(', ')} (Cat1) — order 1234`,
  );
  expect(count).toBeLessThan(10);
  await page.screenshot({
    path: join(info.project.outputDir, 'screens', 'phone-sale-booked.png'),
    fullPage: true,
  });

  const booked = await workspace.api.reports.eventReport('spring-gala', 'byStatus', 'booked');
  const objects = booked.booked ?? [];
  expect(objects.map((o) => o.label).sort()).toEqual([...held].sort());
  for (const object of objects) {
    expect(object).toMatchObject({ orderId: '1234', categoryLabel: 'Cat1' });
    expect(object.holdToken).toBeUndefined();
  }
  const summary = await workspace.api.reports.eventSummary('spring-gala', 'byStatus');
  expect(summary.reservedByToken?.count ?? 0).toBe(0);
});

const VIEWS = [
  { width: 1366, scheme: 'light' },
  { width: 1366, scheme: 'dark' },
  { width: 820, scheme: 'dark' },
] as const;

for (const { width, scheme } of VIEWS) {
  test(`the page with a found block at ${width} px, ${scheme}`, async ({
    page,
    workspace,
  }, info) => {
    await page.setViewportSize({ width, height: 900 });
    await page.emulateMedia({ colorScheme: scheme });
    await workspace.seedChart('hall', 'sampleChart', ['spring-gala']);
    await workspace.api.events.update('spring-gala', { name: 'Spring gala' });
    await workspace.api.status.book('spring-gala', { objects: ['A-4', 'A-5', 'B-8'] });
    await workspace.signIn(page);
    await page.goto('/app/phone-sale?event=spring-gala');
    await page.getByLabel('Seats', { exact: true }).fill('3');
    await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Cat1' });
    await page.getByRole('button', { name: 'Find 3 best seats' }).click();
    await expect(offer(page, 1)).toBeVisible();
    await page.getByRole('button', { name: 'Next best' }).click();
    await expect(offer(page, 2)).toBeVisible();
    // The map has drawn the zoom to the newest block.
    await page.waitForTimeout(600);

    await expectNoSideScroll(page);
    await page.screenshot({
      path: join(info.project.outputDir, 'screens', `phone-sale-${width}-${scheme}.png`),
      fullPage: true,
    });
    await expectNoSeriousAxe(page);
  });
}

test('on a large chart the map zooms to the block found in a zone', async ({
  page,
  workspace,
}, info) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await workspace.seedChart('track', 'sampleChartWithZones', ['race-day']);
  await workspace.signIn(page);
  await page.goto('/app/phone-sale?event=race-day');
  await page.getByLabel('Seats', { exact: true }).fill('4');
  await page
    .getByLabel('Section or zone', { exact: true })
    .selectOption({ label: 'Zone Mid Track' });
  await page.getByRole('button', { name: 'Find 4 best seats' }).click();
  await expect(offer(page, 1)).toBeVisible();
  await page.waitForTimeout(600);
  await page.screenshot({
    path: join(info.project.outputDir, 'screens', 'phone-sale-zone.png'),
    fullPage: true,
  });
});
