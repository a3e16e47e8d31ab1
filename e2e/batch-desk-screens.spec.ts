// The batch desk as people see it, at 1280 px and on a tablet: a composed batch with its preview
// (one row refused), the result with undo at hand, the undo dialog, a flow form. Each view must
// fit the width; screenshots land in <outputDir>/screens for people to look at.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { fitTransform, toScreen } from '../src/app/seat-map/render/viewport';
import { StatusApi } from '../src/client/status';
import { layoutSeatMap } from '../src/domain/seat-map/layout';
import type { Point } from '../src/domain/seat-map/types';
import { expect, test } from './fixtures';

// The tablet views are taken in dark mode, so both colour schemes get looked at.
const SIZES = [
  { name: 'desktop', width: 1280, height: 900, scheme: 'light' },
  { name: 'tablet', width: 820, height: 1180, scheme: 'dark' },
] as const;

const row = (page: Page, n: number) => page.getByRole('group', { name: `Row ${n}` });

for (const size of SIZES) {
  test(`the batch desk at ${size.name} width`, async ({ page, workspace }, info) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.emulateMedia({ colorScheme: size.scheme });
    await workspace.seedChart('hall', 'sampleChart', ['spring-gala', 'autumn-gala']);
    await workspace.api.events.create({
      chartKey: 'hall',
      eventKey: 'opening-night',
      channels: [
        { key: 'web', name: 'Web shop', objects: ['A-1', 'A-2'], areaPlaces: { GA1: 20 } },
      ],
    });
    const status = new StatusApi(workspace.api.transport);
    await status.book('spring-gala', { objects: ['B-3'], orderId: 'box-12' });
    const shot = async (name: string) => {
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
      await page.screenshot({
        path: join(info.project.outputDir, 'screens', `${size.name}-batch-desk-${name}.png`),
        fullPage: true,
      });
    };

    await workspace.signIn(page);
    await page.goto('/app/batch?event=spring-gala');
    await page.getByRole('button', { name: 'New hold token' }).click();
    const token =
      (await page
        .getByRole('list', { name: 'Hold tokens of this desk' })
        .locator('code')
        .textContent()) ?? '';
    await row(page, 1).getByLabel('Action').selectOption('hold');
    await row(page, 1).getByLabel('Hold token').fill(token);
    await row(page, 1).getByLabel('Objects', { exact: true }).fill('A-3..A-5, GA1 x 4 (adult)');
    await page.getByRole('button', { name: '+ Add row' }).click();
    await row(page, 2).getByLabel('Event').fill('opening-night');
    await row(page, 2).getByLabel('Objects', { exact: true }).fill('A-1, A-2');
    await row(page, 2).getByLabel('Order id').fill('web-881');
    await row(page, 2).getByText('Channels, previous-status guard and extra data').click();
    await row(page, 2).getByRole('checkbox', { name: 'web' }).check();
    await page.getByRole('button', { name: '+ Add row' }).click();
    await row(page, 3).getByLabel('Event').fill('spring-gala');
    await row(page, 3).getByLabel('Action').selectOption('hold');
    await row(page, 3).getByLabel('Hold token').fill(token);
    await row(page, 3).getByLabel('Objects', { exact: true }).fill('B-3');
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByText('The service will refuse this batch')).toBeVisible();
    await shot('preview-refused');

    await page.getByRole('button', { name: 'Remove row 3' }).click();
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByText('The service will accept this batch')).toBeVisible();
    await shot('preview-accepted');
    await page.getByRole('button', { name: 'Submit batch (2)' }).click();
    await expect(page.getByRole('region', { name: 'Batch result' })).toBeVisible();
    await shot('result');

    await page.getByRole('button', { name: 'Undo last batch…' }).click();
    await expect(
      page.getByRole('dialog').getByText('The service will accept this batch'),
    ).toBeVisible();
    await shot('undo');
    await page.getByRole('button', { name: 'Keep the batch' }).click();

    await page.getByRole('button', { name: 'Release an order' }).click();
    await page
      .getByRole('form', { name: 'Release an order' })
      .getByLabel('Order id')
      .fill('box-12');
    await shot('flow-release');
  });
}

for (const size of SIZES) {
  test(`the object lookup at ${size.name} width`, async ({ page, workspace }, info) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.emulateMedia({ colorScheme: size.scheme });
    await workspace.seedChart('hall', 'sampleChart', ['spring-gala']);
    await workspace.seedChart('tables', 'sampleChartWithTables', ['dinner']);
    const status = new StatusApi(workspace.api.transport);
    const { holdToken } = await workspace.api.holdTokens.create();
    await status.book('spring-gala', { objects: ['A-1'], orderId: 'box-12' });
    await status.hold('spring-gala', {
      objects: [
        { objectId: 'GA1', quantity: 4, ticketType: 'adult' },
        { objectId: 'GA1', quantity: 2, ticketType: 'child' },
      ],
      holdToken,
    });
    await status.book('spring-gala', { objects: [{ objectId: 'GA1', quantity: 30 }] });
    await status.book('dinner', { objects: ['T2'], orderId: 'table-party' });
    await workspace.signIn(page);

    await page.goto('/app/batch/lookup?event=spring-gala&labels=A-1,A-2,GA1,ZZ-9');
    await expect(page.getByRole('article', { name: 'General admission GA1' })).toBeVisible();
    await page.screenshot({
      path: join(info.project.outputDir, 'screens', `${size.name}-batch-desk-lookup.png`),
      fullPage: true,
    });
    await page.goto('/app/batch/lookup?event=dinner&labels=T1,T2,T1-1');
    await expect(page.getByRole('article', { name: 'Table T2' })).toBeVisible();
    await page.screenshot({
      path: join(info.project.outputDir, 'screens', `${size.name}-batch-desk-lookup-tables.png`),
      fullPage: true,
    });
  });
}

const sampleLayout = layoutSeatMap(
  JSON.parse(
    readFileSync(join(import.meta.dirname, '..', 'fixtures', 'charts', 'sampleChart.json'), 'utf8'),
  ),
);

// The desk with its seat map at a laptop's 1366 px, light and dark: a selection made on the map,
// then the preview painted on it with a refused seat and its reason in the hover card.
for (const scheme of ['light', 'dark'] as const) {
  test(`the batch desk's seat map at 1366 px, ${scheme}`, async ({ page, workspace }, info) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.emulateMedia({ colorScheme: scheme });
    await workspace.seedChart('hall', 'sampleChart', ['spring-gala']);
    const status = new StatusApi(workspace.api.transport);
    const { holdToken } = await workspace.api.holdTokens.create();
    await status.book('spring-gala', {
      objects: ['A-4', 'A-5', { objectId: 'GA1', quantity: 40 }],
    });
    await status.hold('spring-gala', { objects: ['D-7', 'D-8'], holdToken });
    const shot = (name: string) =>
      page.screenshot({
        path: join(info.project.outputDir, 'screens', `1366-${scheme}-batch-desk-map-${name}.png`),
      });

    await workspace.signIn(page);
    await page.goto('/app/batch?event=spring-gala&objects=B-4..B-6');
    const canvas = page.getByRole('application', { name: /^Seat map of / });
    await expect(canvas).toHaveAttribute('data-frames', /\d+/);
    await expect(row(page, 1).getByLabel('Objects', { exact: true })).toHaveValue('B-4..B-6');
    await row(page, 1).getByLabel('Objects', { exact: true }).fill('A-4..A-6, B-4..B-6');
    await expect(page.locator('.seat-map-selection-text')).toHaveText(/^6 selected/);
    await shot('selection');

    // Row 2 holds C-2..C-4 (the map follows the row being edited); row 1 books seats already booked.
    await page.getByRole('button', { name: 'New hold token' }).click();
    const token =
      (await page
        .getByRole('list', { name: 'Hold tokens of this desk' })
        .locator('code')
        .textContent()) ?? '';
    await page.getByRole('button', { name: '+ Add row' }).click();
    await row(page, 2).getByLabel('Action').selectOption('hold');
    await row(page, 2).getByLabel('Hold token').fill(token);
    await row(page, 2).getByLabel('Objects', { exact: true }).fill('C-2..C-4');
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByText('The service will refuse this batch')).toBeVisible();
    await page.getByRole('button', { name: 'Show row 1 on the map' }).click();
    await expect(
      page.getByText('The service would refuse this batch: nothing would change.'),
    ).toBeVisible();
    await page.getByRole('heading', { name: 'Preview', exact: true }).scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Fit' }).click();
    const pointAt = async (label: string) => {
      // Off the map first: a card still open (it hangs below its seat) would catch the pointer.
      await page.mouse.move(0, 0);
      await expect(page.locator('.seat-map-card')).toHaveCount(0);
      const box = await canvas.boundingBox();
      if (!box) throw new Error('the seat map has no box');
      const fitted = fitTransform(sampleLayout.floors[0].bounds, box);
      const at = toScreen(fitted, sampleLayout.byLabel.get(label) as Point);
      await page.mouse.move(box.x + at.x, box.y + at.y);
    };
    // The page may still be settling (the preview scrolls into view): point again until the card is there.
    const card = page.locator('.seat-map-card');
    await expect(async () => {
      await pointAt('A-4');
      await expect(card).toContainText('A-4 is already booked', { timeout: 1000 });
    }).toPass();
    await shot('preview');
    // Closer, as staff would look at the seats in question (wheel zoom around the pointer).
    for (let i = 0; i < 4; i++) await page.mouse.wheel(0, -200);
    await page.mouse.move(0, 0);
    await expect(page.locator('.seat-map-card')).toHaveCount(0);
    await page.locator('.bd-map').screenshot({
      path: join(info.project.outputDir, 'screens', `1366-${scheme}-batch-desk-map-zoomed.png`),
    });

    await page.getByRole('button', { name: 'Remove row 1' }).click();
    await page.getByRole('button', { name: /^Preview/ }).click();
    await expect(page.getByText('The service will accept this batch')).toBeVisible();
    await expect(page.getByText('After the batch:')).toBeVisible();
    await page.getByRole('button', { name: 'Fit' }).click();
    await expect(async () => {
      await pointAt('C-3');
      await expect(card).toContainText('Free → Held', { timeout: 1000 });
    }).toPass();
    await shot('preview-accepted');
  });
}
