import { expect, test } from './fixtures';

test('adds, edits and removes a category', async ({ page, workspace }) => {
  await workspace.seedChart('cat-hall');
  await workspace.signIn(page);
  await page.goto('/app/charts/cat-hall');
  const table = page.getByRole('table', { name: 'Categories' });
  await expect(table).toBeVisible();

  const form = page.getByRole('form', { name: 'Add a category' });
  await form.getByLabel('Key', { exact: true }).fill('vip');
  await form.getByLabel('Text').check();
  await form.getByLabel('Label').fill('VIP lounge');
  await form.getByLabel('Colour', { exact: true }).fill('#8e44ad');
  await form.getByLabel('Accessible').check();
  await form.getByRole('button', { name: 'Add category' }).click();
  const row = table.getByRole('row').filter({ hasText: 'VIP lounge' });
  await expect(row).toContainText('"vip"');
  await expect(row).toContainText('Yes');

  await page.getByRole('button', { name: 'Edit category VIP lounge' }).click();
  await page.getByLabel('Label of vip').fill('VIP balcony');
  await table.getByRole('button', { name: 'Save' }).click();
  await expect(table.getByRole('row').filter({ hasText: 'VIP balcony' })).toBeVisible();

  await page.getByRole('button', { name: 'Remove category VIP balcony' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(table.getByText('VIP balcony')).toHaveCount(0);

  const categories = await workspace.api.charts.listCategories('cat-hall');
  expect(categories.some((category) => category.key === 'vip')).toBe(false);
});

test('a key that exists is caught in the form', async ({ page, workspace }) => {
  await workspace.seedChart('cat-hall-2');
  const [first] = await workspace.api.charts.listCategories('cat-hall-2');
  await workspace.signIn(page);
  await page.goto('/app/charts/cat-hall-2');
  const form = page.getByRole('form', { name: 'Add a category' });
  await form.getByLabel('Key', { exact: true }).fill(String(first.key));
  await form.getByLabel('Label').fill('Again');
  await form.getByRole('button', { name: 'Add category' }).click();
  await expect(
    form.getByText(`This chart already has a category with the key ${first.key}.`),
  ).toBeVisible();
});
