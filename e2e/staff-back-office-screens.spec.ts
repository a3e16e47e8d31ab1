// Issue 31's staff pages at 1440, 1024 and 820 px, light and dark: the staff sign-in, the staff
// page, the seat card with its history and the event's activity. Each page opened once and shown
// at every size and scheme; no side scroll, the axe audit at 0 serious in both schemes.
// Screenshots land in <outputDir>/screens for people to look at.
import type { Page, TestInfo } from '@playwright/test';
import type { Workspace } from './fixtures';
import { expect, test } from './fixtures';
import { fixtureLayout, MAP_CANVAS, pointOf } from './map-kit';
import { expectNoSeriousAxe, expectNoSideScroll, SCREEN_SIZES, screenPath } from './screens-kit';

const SCHEMES = ['light', 'dark'] as const;

test.describe.configure({ timeout: 180_000 });

/** The page shown at every size and scheme; `again` redoes what a resize undoes (a hover). */
async function shots(page: Page, info: TestInfo, name: string, again?: () => Promise<void>) {
  for (const scheme of SCHEMES) {
    for (const size of SCREEN_SIZES) {
      await page.setViewportSize(size);
      await page.emulateMedia({ colorScheme: scheme });
      if (again) await again();
      await expectNoSideScroll(page);
      if (size.width === 1440) await expectNoSeriousAxe(page);
      await page.screenshot({
        path: screenPath(info, `staff-${name}-${size.width}-${scheme}.png`),
        fullPage: true,
      });
    }
  }
}

test('the staff sign-in and the staff page at every width, light and dark', async ({
  page,
  workspace,
}, info) => {
  const stamp = Date.now().toString(36);
  await workspace.api.staff.add({
    displayName: 'Ana Silva',
    signInName: `ana-${stamp}`,
    password: 'ana-password-long',
    role: 'clerk',
  });
  await workspace.api.staff.add({
    displayName: 'Rita Lobo',
    signInName: `rita-${stamp}`,
    password: 'rita-password-long',
    role: 'manager',
  });
  const tomas = await workspace.api.staff.add({
    displayName: 'Tomás Reis',
    signInName: `tomas-${stamp}`,
    password: 'tomas-password-long',
    role: 'clerk',
  });
  await workspace.api.staff.change(tomas.id, { enabled: false });

  await page.goto('/app/sign-in');
  await expect(page.getByRole('heading', { name: 'With your staff account' })).toBeVisible();
  await shots(page, info, 'sign-in');

  await workspace.signIn(page);
  await page.goto('/app/staff');
  await expect(page.getByRole('cell', { name: 'Tomás Reis' })).toBeVisible();
  await shots(page, info, 'staff-page');
});

/** Ana (a clerk) books with her own session; the web shop holds, books, releases. */
async function seedHistory(workspace: Workspace, baseURL: string) {
  await workspace.seedChart('hall', 'sampleChart', ['gala']);
  const ana = {
    displayName: 'Ana Silva',
    signInName: `ana-${Date.now().toString(36)}`,
    password: 'ana-password-long',
    role: 'clerk' as const,
  };
  await workspace.api.staff.add(ana);
  const json = { 'content-type': 'application/json' };
  const origin = { origin: new URL(baseURL).origin, 'sec-fetch-site': 'same-origin' };
  const signedIn = await fetch(`${baseURL}/seatdesk/staff/sign-in`, {
    method: 'POST',
    headers: { ...origin, ...json },
    body: JSON.stringify({ signInName: ana.signInName, password: ana.password }),
  });
  expect(signedIn.status).toBe(200);
  const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const booked = await fetch(`${baseURL}/events/gala/actions/book`, {
    method: 'POST',
    headers: { ...origin, ...json, cookie },
    body: JSON.stringify({ objects: ['A-1', 'A-2'], orderId: 'box-4711' }),
  });
  expect(booked.status).toBe(204);
  const token = await workspace.api.holdTokens.create();
  await workspace.api.status.hold('gala', { objects: ['B-1'], holdToken: token.holdToken });
  await workspace.api.status.book('gala', { objects: ['C-1'], orderId: 'web-9001' });
  await workspace.api.status.release('gala', { objects: ['A-2'] });
}

test('the seat card with its history and the activity at every width, light and dark', async ({
  page,
  workspace,
  baseURL,
}, info) => {
  await seedHistory(workspace, baseURL ?? '');
  await workspace.signIn(page);
  await page.goto('/app/events/gala');
  const layout = fixtureLayout('sampleChart');
  const card = page.locator('.seat-map-card');
  const hoverA1 = async () => {
    await page.mouse.move(0, 0);
    // The map keeps its view through a resize; Fit gives the fitted view pointOf computes.
    await page.getByRole('button', { name: 'Fit' }).click();
    await expect(page.locator(`${MAP_CANVAS}[data-drawn-at]`)).toBeVisible();
    const seat = await pointOf(page, layout, 'A-1');
    await page.mouse.move(seat.x, seat.y);
    await expect(card.getByRole('list', { name: 'Last changes of A-1' })).toContainText(
      'Booked by Ana Silva',
    );
  };
  await shots(page, info, 'seat-card', hoverA1);

  await page.mouse.move(0, 0);
  await page.goto('/app/events/gala/activity');
  await expect(page.getByRole('table', { name: 'Changes' })).toBeVisible();
  await expect(page.getByLabel('Person').getByRole('option', { name: 'Ana Silva' })).toBeAttached();
  await shots(page, info, 'activity');
});
