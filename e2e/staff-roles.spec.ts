// Issue 31 item 5 in a real browser: staff sign in with their own accounts (the service's
// HttpOnly cookie is the session; no key in the page), and each role sees what it may do.
import type { Page } from '@playwright/test';
import type { StaffRole } from '../src/contract/staff';
import { expect, test, type Workspace } from './fixtures';
import { fixtureLayout, MAP_CANVAS, pointOf } from './map-kit';

let added = 0;

async function addStaff(workspace: Workspace, role: StaffRole, displayName: string) {
  added += 1;
  const signInName = `${role}-${added}-${Date.now().toString(36)}`;
  const password = `pass-${signInName}`;
  await workspace.api.staff.add({ displayName, signInName, password, role });
  return { signInName, password };
}

async function signInAsStaff(page: Page, who: { signInName: string; password: string }) {
  await page.goto('/app/sign-in');
  await page.getByLabel('Sign-in name').fill(who.signInName);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign in as staff' }).click();
  await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('a clerk sells, and cannot reach manager pages', async ({ page, workspace }) => {
  await workspace.seedChart('hall', 'sampleChart', ['gala']);
  await signInAsStaff(page, await addStaff(workspace, 'clerk', 'Ana Silva'));
  // No key anywhere in the page's reach; the cookie is HttpOnly.
  const stored = await page.evaluate(() => sessionStorage.getItem('seatdesk.session') ?? '');
  expect(stored).not.toContain(workspace.secretKey);
  expect(await page.evaluate(() => document.cookie)).toBe('');
  await expect(nav(page).getByRole('link', { name: 'Archive' })).toHaveCount(0);

  await nav(page).getByRole('link', { name: 'Phone sale' }).click();
  await page.getByLabel('Event', { exact: true }).selectOption({ label: 'gala' });
  await page.getByLabel('Seats', { exact: true }).fill('2');
  await page.getByRole('button', { name: 'Find 2 best seats' }).click();
  const offer = page.getByRole('listitem', { name: /^Offer 1:/ });
  await offer.getByRole('button', { name: 'Book these' }).click();
  await expect(page.getByText(/^Booked:/)).toBeVisible();
  const summary = await workspace.api.reports.eventSummary('gala', 'byStatus');
  expect(summary.booked?.count).toBe(2);

  await page.goto('/app/events/gala/channels');
  await expect(page.getByText(/^Your role \(Clerk\) cannot edit channels\./)).toBeVisible();
  await page.goto('/app/staff');
  await expect(page.getByText(/^Your role \(Clerk\) cannot manage staff accounts\./)).toBeVisible();
});

test('a manager edits channels', async ({ page, workspace }) => {
  await workspace.seedChart('hall', 'sampleChart', ['gala']);
  await signInAsStaff(page, await addStaff(workspace, 'manager', 'Rita Lobo'));
  await page.goto('/app/events/gala/channels');
  const list = page.getByRole('region', { name: 'Channels' });
  await list.getByRole('button', { name: '+ Add channel' }).click();
  await page.getByRole('region', { name: 'Selected channel' }).getByLabel('Name').fill('Partners');
  await page.getByRole('button', { name: 'Save channels' }).click();
  await expect(page.getByRole('heading', { name: 'No unsaved changes' })).toBeVisible();
  const event = await workspace.api.events.retrieve('gala');
  expect(event.channels?.map((channel) => channel.name)).toEqual(['Partners']);
});

test('an admin adds a clerk who then signs in', async ({ page, workspace }) => {
  await workspace.seedChart('hall', 'sampleChart', ['gala']);
  await workspace.signIn(page);
  await page.goto('/app/staff');
  const form = page.getByRole('form', { name: 'Add a person' });
  const signInName = `clerk-${Date.now().toString(36)}`;
  await form.getByLabel('Name', { exact: true }).fill('Bea Costa');
  await form.getByLabel('Sign-in name').fill(signInName);
  await form.getByLabel('Password').fill('a long enough password');
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(form.getByRole('status')).toContainText(`can now sign in as ${signInName}`);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await signInAsStaff(page, { signInName, password: 'a long enough password' });
});

test('the seat card names who booked it', async ({ page, workspace }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await workspace.seedChart('hall', 'sampleChart', ['gala']);
  await signInAsStaff(page, await addStaff(workspace, 'clerk', 'Ana Silva'));
  await page.goto('/app/events/gala');
  await expect(page.locator(`${MAP_CANVAS}[data-drawn-at]`)).toBeVisible();
  const seat = await pointOf(page, fixtureLayout('sampleChart'), 'A-1');
  await page.mouse.click(seat.x, seat.y);
  const actions = page.locator('.selection-actions');
  await actions.getByRole('button', { name: 'Book…' }).click();
  await actions.getByLabel('Order id').fill('ord-77');
  await page.keyboard.press('Enter');
  await expect(actions.getByRole('status')).toContainText(/^Booked A-1\b.*under order ord-77\./);

  await page.mouse.move(0, 0);
  await page.mouse.move(seat.x, seat.y);
  const card = page.locator('.seat-map-card');
  await expect(card.getByRole('list', { name: 'Last changes of A-1' })).toHaveText(
    /^Booked by Ana Silva at \d\d:\d\d, order ord-77$/,
  );
});
