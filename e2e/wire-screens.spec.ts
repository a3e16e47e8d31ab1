// The back office pages issue 32 changed, at 1440, 1024 and 820 px, light and dark: the charts
// list with its tag filter, a chart's tags and its copy dialog, the map's for-sale edits with the
// edits left today, and the keys page of a company admin. Each fits the width and passes axe;
// screenshots land in <outputDir>/screens for people to look at.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SeatdeskClient } from '../src/client/index';
import { expect, test } from './fixtures';
import { expectNoSeriousAxe, expectNoSideScroll, SCREEN_SIZES, screenPath } from './screens-kit';

const SCHEMES = ['light', 'dark'] as const;
const chart = () =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, '../fixtures/charts/sampleChart.json'), 'utf8'),
  );

test.describe.configure({ timeout: 300_000 });

for (const size of SCREEN_SIZES) {
  for (const scheme of SCHEMES) {
    test(`wire pages at ${size.width} px, ${scheme}`, async ({ page, baseURL }, info) => {
      await page.setViewportSize(size);
      await page.emulateMedia({ colorScheme: scheme });
      // A company admin signs in: the keys page is theirs.
      const system = new SeatdeskClient({
        baseUrl: baseURL ?? '',
        secretKey: 'superSecretSystemApi',
      });
      const company = await system.system.createTestCompany();
      const api = new SeatdeskClient({
        baseUrl: baseURL ?? '',
        secretKey: company.admin.secretKey,
      });
      await api.charts.upload('hall', chart());
      await api.events.create({ chartKey: 'hall', eventKey: 'gala' });
      await api.charts.addTag('hall', 'indoor');
      await api.charts.addTag('hall', 'season 2026');
      // A second workspace: the header then offers the company admin the switcher.
      const made = await fetch(`${baseURL}/workspaces`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${company.admin.secretKey}:`).toString('base64')}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ name: 'Box office B', isTest: false }),
      });
      expect(made.status).toBe(200);
      const other = await api.charts.create({ name: 'Open-air stage' });
      await api.charts.addTag(other.key, 'outdoor');
      const shot = async (name: string) => {
        await expectNoSideScroll(page);
        await expectNoSeriousAxe(page);
        await page.screenshot({
          path: screenPath(info, `wire-${size.width}-${scheme}-${name}.png`),
          fullPage: true,
        });
      };

      await page.goto('/app/sign-in');
      await page.getByLabel('Secret key').fill(company.admin.secretKey);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
      await expect(page.getByLabel('Switch workspace')).toBeVisible();
      await shot('workspace-switcher');

      await page.goto('/app/charts');
      await page.getByLabel('Tag').selectOption('indoor');
      await expect(page.getByRole('link', { name: 'Open-air stage' })).toHaveCount(0);
      await shot('charts-tagged');

      await page.getByRole('link', { name: 'Sample chart' }).first().click();
      await page.getByLabel('New tag').fill('balcony');
      await page.getByRole('button', { name: 'Add tag' }).click();
      await expect(page.getByRole('link', { name: 'balcony' })).toBeVisible();
      await shot('chart-tags');
      await page.getByRole('button', { name: 'Copy…' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shot('chart-copy');
      await page.getByRole('button', { name: 'Cancel' }).click();

      await page.goto('/app/events/gala');
      const map = page.getByRole('region', { name: 'Seat map' });
      await map.getByRole('button', { name: 'List' }).click();
      for (const label of ['A-1', 'A-2']) {
        await map.getByRole('checkbox', { name: `Select ${label}` }).check();
      }
      await map.getByRole('button', { name: 'Mark not for sale' }).click();
      await expect(map.getByText('9 edits left today')).toBeVisible();
      await shot('for-sale-edits');

      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Keys' })
        .click();
      await page
        .getByRole('region', { name: 'Secret key of this workspace' })
        .getByRole('button', { name: 'Replace…' })
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shot('keys-confirm');
      await page.getByRole('button', { name: 'Replace the key' }).click();
      await expect(page.getByText(/^Replaced\./)).toBeVisible();
      await shot('keys');
    });
  }
}
