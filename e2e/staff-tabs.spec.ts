// What the back office keeps for staff, in real tabs of one browser. Issue 28, item 2: the undo
// belongs to the tab that made the batch, not to whichever tab submitted last. Issue 27, C15:
// once the last tab of the session closes, no hold token, order id or batch is left in the
// browser for the next person at the same box-office PC.
import type { Page } from '@playwright/test';
import { StatusApi } from '../src/client/status';
import { expect, test } from './fixtures';

// Two tabs and a third on a loaded two-core machine.
test.describe.configure({ timeout: 120_000 });

const row = (page: Page, n: number) => page.getByRole('group', { name: `Row ${n}` });

async function bookAtTheDesk(page: Page, objects: string, orderId: string) {
  await page.goto('/app/batch?event=gala');
  await row(page, 1).getByLabel('Objects').fill(objects);
  await row(page, 1).getByLabel('Order id').fill(orderId);
  await page.getByRole('button', { name: /^Preview/ }).click();
  await expect(page.getByText('The service will accept this batch')).toBeVisible();
  await page.getByRole('button', { name: 'Submit batch (1)' }).click();
  await expect(page.getByRole('region', { name: 'Batch result' })).toBeVisible();
}

const staffEntries = (page: Page) =>
  page.evaluate(() => {
    const all = { ...localStorage };
    return Object.keys(all).filter((key) => key.startsWith('seatdesk.staff.'));
  });

test("each tab undoes its own last batch, not the one a colleague's tab made after it", async ({
  page,
  workspace,
}) => {
  await workspace.seedChart('hall', 'sampleChart', ['gala']);
  const status = new StatusApi(workspace.api.transport);
  await workspace.signIn(page);
  const colleague = await page.context().newPage();

  await bookAtTheDesk(page, 'A-1', 'mine-1');
  await bookAtTheDesk(colleague, 'A-2', 'theirs-2');

  await page.getByRole('button', { name: 'Undo last batch…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Undo the last batch?' });
  await expect(dialog.getByText('The service will accept this batch')).toBeVisible();
  await expect(dialog.getByRole('table')).toContainText('A-1');
  await expect(dialog.getByRole('table')).not.toContainText('A-2');
  await dialog.getByRole('button', { name: /^Apply the undo/ }).click();
  await expect(page.getByRole('heading', { name: 'Undo applied' })).toBeVisible();
  const after = await status.objectInfos('gala', ['A-1', 'A-2']);
  expect(after['A-1'].status).toBe('free');
  expect(after['A-2']).toMatchObject({ status: 'booked', orderId: 'theirs-2' });

  // The colleague's tab still offers the undo of its own batch.
  await colleague.getByRole('button', { name: 'Undo last batch…' }).click();
  const theirs = colleague.getByRole('dialog', { name: 'Undo the last batch?' });
  await expect(theirs.getByRole('table')).toContainText('A-2');
});

test('hold tokens are shared by the open tabs, nothing of them stays in the browser once the last tab closes, and the service still lists the live one', async ({
  page,
  workspace,
}) => {
  await workspace.seedChart('hall', 'sampleChart', ['gala']);
  await workspace.signIn(page);
  await page.goto('/app/batch?event=gala');
  await page.getByRole('button', { name: 'New hold token' }).click();
  const token =
    (await page
      .getByRole('list', { name: 'Hold tokens of this desk' })
      .locator('code')
      .textContent()) ?? '';
  await bookAtTheDesk(page, 'A-3', 'ord-private-77');

  const second = await page.context().newPage();
  await second.goto('/app/holds');
  await expect(second.getByRole('heading', { name: `Token ${token}` })).toBeVisible();
  // A change in one open tab reaches the other without a reload.
  await second.getByRole('button', { name: `Forget token ${token}` }).click();
  await expect(page.getByRole('list', { name: 'Hold tokens of this desk' })).toBeHidden();
  await second.goto('/app/batch');
  await second.getByRole('button', { name: 'New hold token' }).click();
  const other =
    (await second
      .getByRole('list', { name: 'Hold tokens of this desk' })
      .locator('code')
      .textContent()) ?? '';
  await expect(page.getByRole('list', { name: 'Hold tokens of this desk' })).toContainText(other);

  for (const tab of [page, second]) {
    expect(await staffEntries(tab)).toEqual([]);
    const kept = await tab.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(kept).not.toContain(other);
    expect(kept).not.toContain('ord-private-77');
  }

  // The clerk closes both tabs without signing out; the next person opens the back office.
  const context = page.context();
  const next = await context.newPage();
  await page.close();
  await second.close();
  await next.goto('/app/holds');
  await expect(next.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await staffEntries(next)).toEqual([]);
  expect(await next.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(other);
  await next.getByLabel('Secret key').fill(workspace.secretKey);
  await next.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(next.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await next.goto('/app/holds');
  // The browser kept nothing; the service's list of the box office's holds (docs/holds.md) still
  // has the live token made in the closed tabs, and not the one a tab forgot.
  await expect(next.getByRole('heading', { name: `Token ${other}` })).toBeVisible();
  await expect(next.getByRole('heading', { name: `Token ${token}` })).toBeHidden();
  await next.goto('/app/batch');
  await expect(next.getByRole('region', { name: 'Last batch' })).toBeHidden();
});
