// The batch desk in a real browser against the real service: holds and bookings across events in
// one batch, a refusal that leaves everything as it was, releasing an order, and undo.
import type { Page } from '@playwright/test';
import { StatusApi } from '../src/client/status';
import { expect, test } from './fixtures';

const row = (page: Page, n: number) => page.getByRole('group', { name: `Row ${n}` });

async function previewAndSubmit(page: Page, changes: number) {
  await page.getByRole('button', { name: /^Preview/ }).click();
  await expect(page.getByText('The service will accept this batch')).toBeVisible();
  await page.getByRole('button', { name: `Submit batch (${changes})` }).click();
  await expect(page.getByRole('region', { name: 'Batch result' })).toBeVisible();
}

test('holds two seats in two events with one token, then books both with an order id in one batch', async ({
  page,
  workspace,
}) => {
  await workspace.seedChart('bd-hall', 'sampleChart', ['bd-fri', 'bd-sat']);
  const status = new StatusApi(workspace.api.transport);
  await workspace.signIn(page);
  await page.goto('/app/batch?event=bd-fri');
  await page.getByRole('button', { name: '+ Add row' }).click();
  await row(page, 2).getByLabel('Event').fill('bd-sat');

  // Hold for a customer: a new token, and a hold row with it for each event named.
  await page.getByRole('button', { name: 'Hold for a customer' }).click();
  const tokens = page.getByRole('list', { name: 'Hold tokens of this desk' });
  await expect(tokens.getByRole('timer')).toHaveText(/^1[45]:\d\d left$/);
  const token = (await tokens.locator('code').textContent()) ?? '';
  await expect(row(page, 2).getByLabel('Event')).toHaveValue('bd-sat');
  for (const n of [1, 2]) {
    await expect(row(page, n).getByLabel('Hold token')).toHaveValue(token);
    await row(page, n).getByLabel('Objects').fill('A-4');
  }
  await previewAndSubmit(page, 2);

  await page.getByRole('button', { name: 'Confirm held seats' }).click();
  const confirm = page.getByRole('form', { name: 'Confirm held seats' });
  await expect(confirm.getByLabel('Hold token')).toHaveValue(token);
  await confirm.getByLabel('Order id').fill('web-1001');
  await confirm.getByRole('button', { name: 'Find held objects' }).click();
  await expect(row(page, 2).getByLabel('Action')).toHaveValue('book');
  await previewAndSubmit(page, 2);

  for (const event of ['bd-fri', 'bd-sat']) {
    const info = (await status.objectInfos(event, ['A-4']))['A-4'];
    expect(info).toMatchObject({ status: 'booked', orderId: 'web-1001' });
    expect(info.holdToken).toBeUndefined();
  }
});

test('a batch refused by the service leaves every object as it was, and the page says why', async ({
  page,
  workspace,
}) => {
  await workspace.seedChart('bd-hall', 'sampleChart', ['bd-fri']);
  const status = new StatusApi(workspace.api.transport);
  await workspace.signIn(page);
  await page.goto('/app/batch?event=bd-fri');
  await row(page, 1).getByLabel('Objects').fill('A-1, A-2');
  await row(page, 1).getByLabel('Order id').fill('box-7');
  await page.getByRole('button', { name: '+ Add row' }).click();
  await row(page, 2).getByLabel('Objects').fill('B-1');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText('The service will accept this batch')).toBeVisible();

  // Another desk books B-1 between the preview and the submit.
  await status.book('bd-fri', { objects: ['B-1'], orderId: 'elsewhere' });
  await page.getByRole('button', { name: 'Submit batch (2)' }).click();

  const refusal = page.getByRole('alert').filter({ hasText: 'The service refused the batch' });
  await expect(refusal).toContainText('B-1 in bd-fri is already booked');
  // The API's words stay in the tooltip, for integrators.
  await expect(refusal.getByTitle(/OBJECT_ALREADY_IN_STATUS/)).toBeVisible();
  await expect(refusal).toContainText('Nothing was applied');
  const infos = await status.objectInfos('bd-fri', ['A-1', 'A-2', 'B-1']);
  expect([infos['A-1'].status, infos['A-2'].status]).toEqual(['free', 'free']);
  expect(infos['B-1'].orderId).toBe('elsewhere');
  // The preview reads the objects again and now predicts the refusal itself.
  await expect(page.getByText('The service will refuse this batch')).toBeVisible();
});

test('releases an order found through the byOrderId report in two events', async ({
  page,
  workspace,
}) => {
  await workspace.seedChart('bd-hall', 'sampleChart', ['bd-fri', 'bd-sat']);
  const status = new StatusApi(workspace.api.transport);
  await status.book('bd-fri', { objects: ['A-3', 'A-4'], orderId: 'ord-77' });
  await status.book('bd-sat', {
    objects: ['B-1', { objectId: 'GA1', quantity: 3 }],
    orderId: 'ord-77',
  });
  await status.book('bd-sat', { objects: ['B-2'], orderId: 'ord-78' });
  await workspace.signIn(page);
  await page.goto('/app/batch?event=bd-fri');

  await page.getByRole('button', { name: 'Release an order' }).click();
  const form = page.getByRole('form', { name: 'Release an order' });
  await form.getByLabel('Events').fill('bd-fri, bd-sat');
  await form.getByLabel('Order id').fill('ord-77');
  await form.getByRole('button', { name: "Find the order's objects" }).click();
  await expect(row(page, 2).getByLabel('Objects')).toHaveValue('B-1, GA1 x 3');
  await previewAndSubmit(page, 2);

  const fri = await status.objectInfos('bd-fri', ['A-3', 'A-4']);
  expect([fri['A-3'].status, fri['A-4'].status]).toEqual(['free', 'free']);
  const sat = await status.objectInfos('bd-sat', ['B-1', 'B-2', 'GA1']);
  expect([sat['B-1'].status, sat['B-2'].status, sat.GA1.numBooked]).toEqual(['free', 'booked', 0]);
});

test('undoes the last batch after showing what it will do', async ({ page, workspace }) => {
  await workspace.seedChart('bd-hall', 'sampleChart', ['bd-fri']);
  const status = new StatusApi(workspace.api.transport);
  await status.book('bd-fri', { objects: ['C-1'], orderId: 'keep-me' });
  await workspace.signIn(page);
  await page.goto('/app/batch?event=bd-fri');
  await row(page, 1).getByLabel('Objects').fill('A-5..A-6');
  await row(page, 1).getByLabel('Order id').fill('oops');
  await page.getByRole('button', { name: '+ Add row' }).click();
  await row(page, 2).getByLabel('Action').selectOption('release');
  await row(page, 2).getByLabel('Objects').fill('C-1');
  await previewAndSubmit(page, 2);

  await page.getByRole('button', { name: 'Undo last batch…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Undo the last batch?' });
  await expect(dialog.getByText('The service will accept this batch')).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Preview of row 1' })).toContainText('Release');
  await dialog.getByRole('button', { name: /^Apply the undo/ }).click();
  await expect(page.getByRole('region', { name: 'Batch result' })).toContainText('Undo applied');

  const infos = await status.objectInfos('bd-fri', ['A-5', 'A-6', 'C-1']);
  expect([infos['A-5'].status, infos['A-6'].status]).toEqual(['free', 'free']);
  expect(infos['C-1']).toMatchObject({ status: 'booked', orderId: 'keep-me' });
});
