// The batch desk's words for a mistyped hold token (issue 28 item 11: it was called expired), at
// 1440, 1024 and 820 px wide, light and dark: the row's field says what may be wrong in staff
// words, no error code in sight. Screenshots land in <outputDir>/screens for people to look at.
import { join } from 'node:path';
import { expect, test } from './fixtures';

const SIZES = [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
  { width: 820, height: 1180 },
];

test('a mistyped hold token at the batch desk, in staff words', async ({
  page,
  workspace,
}, info) => {
  test.setTimeout(120_000);
  await workspace.seedChart('hall', 'sampleChart', ['spring-gala']);
  await workspace.signIn(page);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.goto('/app/batch?event=spring-gala');
      const row = page.getByRole('group', { name: 'Row 1' });
      await row.getByLabel('Action').selectOption('hold');
      await row.getByLabel('Hold token').fill('not-a-real-token');
      await row.getByLabel('Objects', { exact: true }).fill('A-3');
      await page.getByRole('button', { name: 'Preview' }).click();
      await expect(row.getByLabel('Hold token')).toHaveAccessibleDescription(
        /not-a-real-token is not known: it may be mistyped, or it has expired\./,
      );
      const text = (await page.locator('main').textContent()) ?? '';
      expect(text).not.toMatch(/HOLD_TOKEN|holdToken|unknown or has expired/);
      await page.screenshot({
        path: join(info.project.outputDir, 'screens', `words-${size.width}-${scheme}-desk.png`),
        fullPage: true,
      });
    }
  }
});
