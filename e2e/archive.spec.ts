import { expect, test } from './fixtures';

test('restores a chart from the archive, and the lists update without a reload', async ({
  page,
  workspace,
}) => {
  await workspace.seedChart('stored-hall', 'sampleChartWithSections');
  await workspace.api.charts.moveToArchive('stored-hall');
  await workspace.signIn(page);

  const main = page.getByRole('navigation', { name: 'Main' });
  await main.getByRole('link', { name: 'Charts' }).click();
  await expect(page.getByText('This workspace has no charts yet.')).toBeVisible();

  await main.getByRole('link', { name: 'Archive' }).click();
  await page.getByRole('button', { name: 'Restore Sample chart with sections' }).click();
  const dialog = page.getByRole('dialog', { name: 'Restore "Sample chart with sections"?' });
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'is back in the charts list' }),
  ).toBeVisible();
  await expect(page.getByText('The archive is empty.')).toBeVisible();

  await main.getByRole('link', { name: 'Charts' }).click();
  await expect(page.getByRole('link', { name: 'Sample chart with sections' })).toBeVisible();
  expect((await workspace.api.charts.retrieve('stored-hall')).archived).toBe(false);
});
