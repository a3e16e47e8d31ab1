// The header from a phone to a wide screen: every place of the main navigation and Sign out can
// be reached, nothing is pushed off the side, and Sign out stays on the brand's row. Under 700 px
// the places fold behind a Menu button that works from the keyboard.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// A key's sign-in sees every place there is (a staff admin sees all but Keys): the widest header.
const PLACES = [
  'Events',
  'Charts',
  'Archive',
  'Batch desk',
  'Phone sale',
  'Holds',
  'Reports',
  'Event log',
  'Keys',
  'Staff',
];

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth - window.innerWidth,
    header: (() => {
      const header = document.querySelector('header');
      return header ? header.scrollWidth - header.clientWidth : 0;
    })(),
  }));
  expect(overflow, 'the page or its header scrolls sideways').toEqual({ page: 0, header: 0 });
}

/** Shown and wholly inside the viewport's width. */
async function expectOnScreen(page: Page, target: Locator) {
  await expect(target).toBeVisible();
  const box = await target.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, 'has a box').not.toBeNull();
  if (!box) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}

async function centreY(target: Locator): Promise<number> {
  const box = await target.boundingBox();
  return box ? box.y + box.height / 2 : Number.NaN;
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const signOut = (page: Page) => page.getByRole('button', { name: 'Sign out' });
const brand = (page: Page) => page.locator('header .brand');

for (const width of [820, 1024, 1280, 1440]) {
  test(`at ${width} px every place and Sign out are in view, Sign out on the brand's row`, async ({
    page,
    workspace,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await workspace.signIn(page);
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    for (const place of PLACES)
      await expectOnScreen(page, nav(page).getByRole('link', { name: place }));
    await expectOnScreen(page, signOut(page));
    expect(Math.abs((await centreY(signOut(page))) - (await centreY(brand(page))))).toBeLessThan(8);
    if (width >= 1400) {
      // Wide: one row, as it always was. Narrower, the places take a row of their own under the
      // brand rather than pushing Sign out onto a line by itself (it did at 1280 px).
      const reports = nav(page).getByRole('link', { name: 'Reports' });
      expect(Math.abs((await centreY(reports)) - (await centreY(brand(page))))).toBeLessThan(8);
    }
    await expectNoSidewaysScroll(page);
    await nav(page).getByRole('link', { name: 'Holds' }).click();
    await expect(page).toHaveURL(/\/app\/holds$/);
  });
}

test('at 360 px the places fold behind Menu, which opens, closes with Escape and leads to a page', async ({
  page,
  workspace,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await workspace.signIn(page);
  const menu = page.getByRole('button', { name: 'Menu' });
  await expectOnScreen(page, menu);
  await expectOnScreen(page, signOut(page));
  await expectOnScreen(page, page.getByRole('region', { name: 'Workspace' }));
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(nav(page).getByRole('link', { name: 'Events' })).toBeHidden();
  await expectNoSidewaysScroll(page);

  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  for (const place of PLACES)
    await expectOnScreen(page, nav(page).getByRole('link', { name: place }));
  await expectNoSidewaysScroll(page);

  // From the keyboard: Tab goes from Menu into the places; Escape closes and returns to Menu.
  await menu.focus();
  await page.keyboard.press('Tab');
  await expect(nav(page).getByRole('link', { name: 'Events' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();
  await expect(nav(page).getByRole('link', { name: 'Events' })).toBeHidden();

  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await nav(page).getByRole('link', { name: 'Phone sale' }).click();
  await expect(page).toHaveURL(/\/app\/phone-sale$/);
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(nav(page).getByRole('link', { name: 'Events' })).toBeHidden();
  await expectNoSidewaysScroll(page);
});
