// An on-sale worked by a team in real browsers, on the big event (the 8,897 seats of the zones
// chart): two sellers of different roles, a supervisor and an event manager, each signed in under
// their own name in a browser of their own, while the web shop books through the seatsio SDK. The
// seller's selection loses a seat to the web shop and drops it in one click; the event manager's
// summary follows, and the supervisor finds who sold what. Screens at 1440 and 820 px, one dark, land in <outputDir>/screens.
import type { Browser, Page } from '@playwright/test';
import { Region, SeatsioClient } from 'seatsio';
import type { StaffRole } from '../src/contract/staff';
import { expect, test, type Workspace } from './fixtures';
import { expectNoSeriousAxe, expectNoSideScroll, screenPath } from './screens-kit';

const EVENT = 'big-night';
const WIDE = { width: 1440, height: 900 };
const NARROW = { width: 820, height: 1180 };

/** A browser of its own for one person, signed in through the staff form under their name. */
async function signedIn(browser: Browser, workspace: Workspace, role: StaffRole, name: string) {
  const signInName = `${name.split(' ')[0].toLowerCase()}-${Date.now().toString(36)}`;
  const password = `pass-${signInName}-long`;
  await workspace.api.staff.add({ displayName: name, signInName, password, role });
  const page = await (await browser.newContext({ viewport: WIDE })).newPage();
  await page.goto('/app/sign-in');
  await page.getByLabel('Sign-in name').fill(signInName);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in as staff' }).click();
  await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
  await expect(page.locator('header')).toContainText(name);
  return page;
}

/** A phone sale of the best `seats` seats, booked under `orderId`: the sentence the clerk reads. */
async function phoneSale(page: Page, seats: number, orderId: string) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Phone sale' })
    .click();
  await page.getByLabel('Event', { exact: true }).selectOption(EVENT);
  await page.getByLabel('Seats', { exact: true }).fill(String(seats));
  await page.getByRole('button', { name: `Find ${seats} best seats` }).click();
  const offer = page.getByRole('listitem', { name: /^Offer 1:/ });
  await expect(offer).toBeVisible();
  await page.getByLabel('Order id (optional)').fill(orderId);
  await offer.getByRole('button', { name: 'Book these' }).click();
  const said = page.getByText(/^Booked:/);
  await expect(said).toContainText(`— order ${orderId}`);
  return (await said.textContent()) ?? '';
}

// Four browsers and an 8,897-seat map on two shared cores.
test.describe.configure({ timeout: 300_000 });

test('a team sells the big event while the web shop books through the SDK', async ({
  browser,
  workspace,
  baseURL,
}, info) => {
  await workspace.seedChart('stadium', 'sampleChartWithZones', [EVENT]);
  const shop = new SeatsioClient(new Region(baseURL ?? ''), workspace.secretKey);
  const ana = await signedIn(browser, workspace, 'clerk', 'Ana Silva');
  const bruno = await signedIn(browser, workspace, 'manager', 'Bruno Reis');
  const carla = await signedIn(browser, workspace, 'admin', 'Carla Dias');
  const rita = await signedIn(browser, workspace, 'manager', 'Rita Lobo');

  // Two callers at once: the seats come before their category, not run into the first label.
  const anaSaid = await phoneSale(ana, 2, 'call-1');
  expect(anaSaid).toMatch(/^Booked: \S.* \(Goal Stands\) — order call-1$/);
  await ana.screenshot({ path: screenPath(info, 'team-phone-sale-1440.png'), fullPage: true });
  await phoneSale(bruno, 2, 'call-2');

  // Ana picks two seats from the list; the web shop books one of them before she submits.
  await ana.goto(`/app/events/${EVENT}`);
  const map = ana.getByRole('region', { name: 'Seat map' });
  await map.getByRole('button', { name: 'List', exact: true }).click();
  await map.getByLabel('Filter').fill('MT1-M-2');
  await expect(map.getByText('Live', { exact: true })).toBeVisible();
  for (const label of ['MT1-M-20', 'MT1-M-21']) {
    await map.getByRole('checkbox', { name: `Select ${label}`, exact: true }).check();
  }
  await shop.events.book(EVENT, ['MT1-M-21'], undefined, 'web-7');
  const news = map.getByRole('alert');
  await expect(news).toContainText('MT1-M-21 was just booked by someone else.');
  await ana.setViewportSize(NARROW);
  await ana.emulateMedia({ colorScheme: 'dark' });
  await expectNoSideScroll(ana);
  await expectNoSeriousAxe(ana);
  await ana.screenshot({ path: screenPath(info, 'team-seat-taken-820-dark.png'), fullPage: true });
  await news.getByRole('button', { name: 'Drop MT1-M-21 from my selection' }).click();
  await expect(map.locator('.seat-map-selection-bar')).toContainText('1 selected: 1 Free');
  await map.getByRole('button', { name: 'Book…' }).click();
  await map.getByLabel('Order id').fill('walk-in-3');
  await map.getByRole('button', { name: 'Book seat' }).click();
  await expect(map.getByRole('status')).toContainText('Booked MT1-M-20 under order walk-in-3.');

  // The event manager's summary follows: two calls, the web shop and the walk-in.
  await rita.goto(`/app/reports/events/${EVENT}`);
  const booked = rita
    .getByRole('row')
    .filter({ has: rita.getByRole('rowheader', { name: 'Booked', exact: true }) });
  await expect(booked.getByRole('cell').first()).toHaveText('6', { timeout: 60_000 });

  // The supervisor drills down to who sold what: Ana's three seats, none of the others'.
  await carla.goto(`/app/events/${EVENT}/activity`);
  const filters = carla.getByRole('form', { name: 'Filter the activity' });
  await filters.getByLabel('Person').selectOption({ label: 'Ana Silva' });
  await filters.getByRole('button', { name: 'Show' }).click();
  const rows = carla.getByRole('table', { name: 'Changes' }).getByRole('row');
  await expect(rows.filter({ hasText: 'walk-in-3' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'call-1' })).toHaveCount(2);
  await expect(rows.filter({ hasText: /call-2|web-7/ })).toHaveCount(0);
  await carla.screenshot({ path: screenPath(info, 'team-activity-1440.png'), fullPage: true });
  await carla.setViewportSize(NARROW);
  await expectNoSideScroll(carla);
  await carla.screenshot({ path: screenPath(info, 'team-activity-820.png'), fullPage: true });
});
