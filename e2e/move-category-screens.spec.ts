// Screens of what issue 28 changed in moving and submitting: a move that changes category (the
// holds view's question, the batch desk's "Move a booking") and a batch the preview says the
// service will refuse (no submit offered, "Check again"). At 1440, 1024 and 820 px, light and
// dark, for a person to look at; each state passes the axe audit with no serious finding.
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { StatusApi } from '../src/client/status';
import { expect, test } from './fixtures';
import { expectNoSeriousAxe, expectNoSideScroll } from './screens-kit';

const SIZES = [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
  { width: 820, height: 1180 },
];

async function shots(page: Page, info: TestInfo, name: string, scheme: string) {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await expectNoSideScroll(page);
    await page.screenshot({
      path: join(info.project.outputDir, 'screens', `${size.width}-${scheme}-${name}.png`),
      fullPage: true,
    });
  }
  await expectNoSeriousAxe(page);
}

// Eighteen full-page screenshots and three audits per test, on two shared cores.
test.describe.configure({ timeout: 240_000 });

for (const scheme of ['light', 'dark'] as const) {
  test(`a move across categories and a refused batch, ${scheme}`, async ({
    page,
    workspace,
  }, info) => {
    await page.emulateMedia({ colorScheme: scheme });
    await workspace.seedChart('hall', 'sampleChart', ['spring-gala']);
    const status = new StatusApi(workspace.api.transport);
    // Rows A and B of the sample chart are Cat1, rows C and D Cat2.
    await status.book('spring-gala', { objects: ['C-3', 'C-4'], orderId: 'box-31' });
    await status.book('spring-gala', { objects: ['A-1'], orderId: 'box-12' });
    await workspace.signIn(page);

    await page.goto('/app/holds?order=box-31');
    await page.getByRole('button', { name: 'Move…' }).first().click();
    const form = page.getByRole('form', { name: /^Move order box-31/ });
    await form.getByLabel('New seats').fill('A-3, A-4');
    await form.getByRole('button', { name: 'Move…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move order box-31?' });
    await expect(dialog).toContainText('C-3 and C-4 move from Cat2 to Cat1 (as A-3 and A-4).');
    await dialog.getByRole('button', { name: 'Move', exact: true }).click();
    await expect(dialog.getByRole('alert')).toContainText('Nothing was moved');
    await shots(page, info, 'holds-move-category', scheme);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/app/batch?event=spring-gala');
    await page.getByRole('button', { name: 'Move a booking' }).click();
    const move = page.getByRole('form', { name: 'Move a booking' });
    await move.getByLabel('Objects now').fill('C-3, C-4');
    await move.getByLabel('New objects', { exact: true }).fill('A-3, A-4');
    await move.getByRole('button', { name: 'Make the rows' }).click();
    await expect(move.getByRole('alert')).toContainText('No rows were made');
    await shots(page, info, 'batch-move-category', scheme);

    await page.goto('/app/batch?event=spring-gala');
    const row = page.getByRole('group', { name: 'Row 1' });
    await row.getByLabel('Objects', { exact: true }).fill('A-1, A-2');
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByText('The service will refuse this batch')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Check again' })).toBeVisible();
    await shots(page, info, 'batch-refused', scheme);
  });
}
