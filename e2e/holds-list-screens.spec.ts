// The holds view rebuilt from the service's list of the box office's hold tokens (issue 28, item
// 4), at 1440, 1024 and 820 px, light and dark: a colleague's token with who made it and the
// customer it holds for, and this clerk's token near its end with the expiry warning, after
// signing in with a name; no sideways scroll and the axe audit at 0 serious. Screenshots land in
// <outputDir>/screens for people to look at.
import { join } from 'node:path';
import { StatusApi } from '../src/client/status';
import { expect, test } from './fixtures';
import { expectNoSeriousAxe } from './screens-kit';

const SIZES = [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
  { width: 820, height: 1180 },
] as const;
const SCHEMES = ['light', 'dark'] as const;

test.describe.configure({ timeout: 120_000 });

for (const size of SIZES) {
  for (const scheme of SCHEMES) {
    test(`the box office's holds at ${size.width} px, ${scheme}`, async ({
      page,
      workspace,
    }, info) => {
      await page.setViewportSize(size);
      await page.emulateMedia({ colorScheme: scheme });
      await workspace.seedChart('hall', 'sampleChart', ['concert', 'matinee']);
      const status = new StatusApi(workspace.api.transport);
      const colleague = (await workspace.api.holdTokens.create(30)).holdToken;
      // A hold "For a customer": the name is kept as the hold's order id.
      const forMaria = { holdToken: colleague, orderId: 'Maria Gomes' };
      await status.hold('concert', { objects: ['A-1', 'A-2'], ...forMaria });
      await status.hold('matinee', { objects: ['B-3'], ...forMaria });
      await workspace.api.boxOfficeTokens.mark(colleague, 'Ben Okafor');
      const mine = (await workspace.api.holdTokens.create(1)).holdToken;
      await status.hold('concert', { objects: ['C-5'], holdToken: mine });
      await workspace.api.boxOfficeTokens.mark(mine, 'Ana Silva');

      await page.goto('/app/sign-in');
      await page.getByLabel('Your name (optional)').fill('Ana Silva');
      await page.getByLabel('Secret key').fill(workspace.secretKey);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
      await page.goto('/app/holds');
      await expect(
        page.getByRole('region', { name: `For Maria Gomes Token ${colleague}` }),
      ).toContainText('made by Ben Okafor');
      await expect(page.getByRole('table', { name: `Held with token ${mine}` })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Holds about to expire' })).toContainText(mine);
      await expect(page.getByRole('region', { name: 'Holds about to expire' })).not.toContainText(
        colleague,
      );
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
      await expectNoSeriousAxe(page);
      await page.screenshot({
        path: join(info.project.outputDir, 'screens', `holds-list-${size.width}-${scheme}.png`),
        fullPage: true,
      });
    });
  }
}
