// The holds view in a real browser: a token made at the desk holds seats in two events and is
// confirmed in both from the holds view; a token about to expire raises the warning on every page,
// and Extend in it saves the hold. The views are photographed at 1366 px, light and dark
// (SCREENS_DIR, else <outputDir>/screens); they must fit the width and pass axe.
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { StatusApi } from '../src/client/status';
import { expect, test, type Workspace } from './fixtures';
import { expectNoSeriousAxe, expectNoSideScroll } from './screens-kit';

async function newDeskToken(page: Page): Promise<string> {
  await page.goto('/app/batch');
  await page.getByRole('button', { name: 'New hold token' }).click();
  const code = page.getByRole('list', { name: 'Hold tokens of this desk' }).locator('code');
  await expect(code).toHaveCount(1);
  return (await code.textContent()) ?? '';
}

async function holdInTwoEvents(workspace: Workspace, holdToken: string) {
  const status = new StatusApi(workspace.api.transport);
  await status.hold('concert', { objects: ['A-1', 'A-2'], holdToken });
  await status.hold('matinee', { objects: ['B-4', { objectId: 'GA1', quantity: 2 }], holdToken });
  return status;
}

test('a hold in two events with one token is confirmed in both from the holds view', async ({
  page,
  workspace,
}) => {
  await workspace.seedChart('hall', 'sampleChart', ['concert', 'matinee']);
  await workspace.signIn(page);
  const token = await newDeskToken(page);
  const status = await holdInTwoEvents(workspace, token);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Holds' }).click();
  const held = page.getByRole('table', { name: `Held with token ${token}` });
  await expect(held.getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('timer', { name: `Time left for token ${token}` })).toHaveText(
    /^1[45]:\d\d left$/,
  );
  await page.getByRole('button', { name: `Confirm all held with token ${token}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Book 5 seats in 2 events?' });
  await dialog.getByLabel('Order id').fill('web-42');
  await dialog.getByRole('button', { name: 'Book all' }).click();
  await expect(
    page.getByText('Booked 5 seats in 2 events under order web-42.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByText(/Nothing is held with this token any more/)).toBeVisible();

  const concert = await status.objectInfos('concert', ['A-1', 'A-2']);
  const matinee = await status.objectInfos('matinee', ['B-4', 'GA1']);
  for (const info of [concert['A-1'], concert['A-2'], matinee['B-4']]) {
    expect(info.status).toBe('booked');
    expect(info.orderId).toBe('web-42');
  }
  expect(matinee.GA1.numBooked).toBe(2);
});

test('a staff token about to expire raises the warning on every page; Extend in it saves the hold', async ({
  page,
  workspace,
}) => {
  await workspace.seedChart('hall', 'sampleChart', ['concert', 'matinee']);
  await workspace.signIn(page);
  const { holdToken } = await workspace.api.holdTokens.create(1);
  await holdInTwoEvents(workspace, holdToken);
  await page.goto('/app/holds');
  await page.getByLabel('Add a hold token made elsewhere').fill(holdToken);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const warning = page.getByRole('region', { name: 'Holds about to expire' });
  await expect(warning).toContainText('A hold is about to expire.');

  await page.goto('/app/charts');
  await expect(warning.getByRole('timer')).toHaveText(/^0:\d\d left$/);
  await warning.getByRole('button', { name: `Extend token ${holdToken} by 15 minutes` }).click();
  await expect(warning).toBeHidden();
  const { expiresInSeconds } = await workspace.api.holdTokens.retrieve(holdToken);
  expect(expiresInSeconds).toBeGreaterThan(14 * 60);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the holds view and the expiry warning at 1366 px, ${scheme}`, async ({
    page,
    workspace,
  }, info) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.emulateMedia({ colorScheme: scheme });
    await workspace.seedChart('hall', 'sampleChart', ['concert', 'matinee']);
    await workspace.signIn(page);
    const token = await newDeskToken(page);
    const status = await holdInTwoEvents(workspace, token);
    const { holdToken: soon } = await workspace.api.holdTokens.create(1);
    await status.hold('concert', { objects: ['C-5'], holdToken: soon });
    await status.book('concert', { objects: ['D-1', 'D-2'], orderId: 'box-12' });
    await status.book('matinee', { objects: ['D-7'], orderId: 'box-12' });

    await page.goto('/app/holds?order=box-12');
    await page.getByLabel('Add a hold token made elsewhere').fill(soon);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Holds about to expire' })).toBeVisible();
    await expect(page.getByRole('table', { name: `Held with token ${soon}` })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Order in matinee' })).toBeVisible();
    await page.getByRole('button', { name: 'Move…' }).first().click();
    await shot(page, info, scheme, 'view');
    await page.getByRole('button', { name: `Confirm all held with token ${token}` }).click();
    await expect(page.getByRole('dialog', { name: 'Book 5 seats in 2 events?' })).toBeVisible();
    await shot(page, info, scheme, 'confirm');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/app/events');
    await expect(page.getByRole('region', { name: 'Holds about to expire' })).toBeVisible();
    await shot(page, info, scheme, 'warning');
  });
}

async function shot(page: Page, info: TestInfo, scheme: string, name: string) {
  await expectNoSideScroll(page);
  await expectNoSeriousAxe(page);
  const dir = process.env.SCREENS_DIR ?? join(info.project.outputDir, 'screens');
  await page.screenshot({ path: join(dir, `holds-${scheme}-${name}.png`), fullPage: true });
}
