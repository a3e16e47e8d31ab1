// The box office's missing actions, end to end in Chromium against the real service: a run of
// dated events created from the events list and listed with their figures; seats taken off sale
// from the map's selection; a chart's draft published after reading what it changes. Screenshots
// of the three screens at 1366 px, light and dark, land in test-results/screens.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';

const WIDTH = 1366;

async function shot(page: Page, info: TestInfo, name: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
  await page.screenshot({
    path: join(info.project.outputDir, 'screens', `actions-${name}.png`),
    fullPage: true,
  });
}

for (const scheme of ['light', 'dark'] as const) {
  test(`a run of 3 dated events is created from the events list and listed with figures (${scheme})`, async ({
    page,
    workspace,
  }, info) => {
    await page.setViewportSize({ width: WIDTH, height: 900 });
    await page.emulateMedia({ colorScheme: scheme });
    await workspace.seedChart('hall', 'sampleChart');
    await workspace.signIn(page);
    await page.getByRole('link', { name: 'Create events' }).click();
    const form = page.getByRole('form', { name: 'Create events' });
    await form.getByLabel('Chart').selectOption('hall');
    await form.getByLabel('A run of dated events').check();
    await form.getByLabel('Name of the run').fill('Concert');
    await form.getByLabel('Date of the first event').fill('2026-05-12');
    await form.getByLabel('Repeat').selectOption('week');
    await form.getByLabel('Number of events').fill('3');
    await form.getByLabel('Key prefix (optional)').fill('concert');
    await expect(form.getByRole('region', { name: 'Events to create' })).toContainText(
      'Concert, 26 May',
    );
    await shot(page, info, `create-form-${scheme}`);
    await form.getByRole('button', { name: 'Create 3 events' }).click();

    const table = page.getByRole('table', { name: 'Events' });
    for (const day of ['12', '19', '26']) {
      await expect(table.getByRole('link', { name: `Concert, ${day} May` })).toBeVisible();
    }
    const keys = (await workspace.api.events.list()).items.map((e) => e.key).sort();
    expect(keys).toEqual(['concert-2026-05-12', 'concert-2026-05-19', 'concert-2026-05-26']);
    await workspace.api.status.book('concert-2026-05-19', { objects: ['A-1', 'A-2'] });
    await page.reload();
    const summary = await workspace.api.reports.eventSummary(
      'concert-2026-05-19',
      'byAvailabilityReason',
    );
    const row = table.getByRole('row').filter({ hasText: 'Concert, 19 May' });
    await expect(row.locator('[data-figure="booked"]')).toHaveText('2');
    await expect(row.locator('[data-figure="available"]')).toHaveText(
      summary.available.count.toLocaleString('en'),
    );
    await expect(row.locator('[data-figure="reservedByToken"]')).toHaveText('0');
    await shot(page, info, `events-list-${scheme}`);
  });
}

test('2 seats selected on the map are marked not for sale', async ({ page, workspace }, info) => {
  await page.setViewportSize({ width: WIDTH, height: 900 });
  await workspace.seedChart('hall', 'sampleChart', ['gala']);
  await workspace.signIn(page);
  await page.goto('/app/events/gala');
  const map = page.getByRole('region', { name: 'Seat map' });
  await map.getByRole('button', { name: 'List' }).click();
  await map.getByRole('checkbox', { name: 'Select A-1' }).check();
  await map.getByRole('checkbox', { name: 'Select A-2' }).check();
  await map.getByRole('button', { name: 'Mark not for sale' }).click();
  await expect(map.getByRole('status').filter({ hasText: 'not for sale' })).toHaveText(
    'A-1, A-2 are now not for sale.',
  );
  const infos = await workspace.api.status.objectInfos('gala', ['A-1', 'A-2', 'A-3']);
  expect([infos['A-1'].forSale, infos['A-2'].forSale, infos['A-3'].forSale]).toEqual([
    false,
    false,
    true,
  ]);
  // The map has read the new states: the same seats can now go back on sale.
  await expect(map.getByRole('button', { name: 'Put back on sale' })).toBeVisible();
  const figures = page.getByRole('region', { name: 'Availability' });
  await expect(figures.locator('[data-figure="not_for_sale"] dd')).toHaveText('2');
  await shot(page, info, 'not-for-sale-light');
});

type Row = { label: string; seats: { label: string; categoryKey: unknown }[] };

function draftDrawing() {
  const file = join(import.meta.dirname, '..', 'fixtures', 'charts', 'sampleChart.json');
  const drawing = JSON.parse(readFileSync(file, 'utf8'));
  drawing.categories.list.push({ key: 'vip', label: 'VIP', color: '#aa0000', accessible: false });
  const rowA = (drawing.subChart.rows as Row[]).find((row) => row.label === 'A') as Row;
  for (const seat of rowA.seats.filter((s) => ['1', '2'].includes(s.label))) {
    seat.categoryKey = 'vip';
  }
  drawing.subChart.rows = (drawing.subChart.rows as Row[]).filter((row) => row.label !== 'D');
  return drawing;
}

for (const scheme of ['light', 'dark'] as const) {
  test(`a draft is published after seeing its diff (${scheme})`, async ({
    page,
    workspace,
  }, info) => {
    await page.setViewportSize({ width: WIDTH, height: 900 });
    await page.emulateMedia({ colorScheme: scheme });
    await workspace.seedChart('hall', 'sampleChart', ['gala']);
    await workspace.api.charts.upload('hall', draftDrawing());
    await workspace.signIn(page);
    await page.goto('/app/charts/hall');
    const panel = page.getByRole('region', { name: 'Unpublished draft' });
    await expect(panel.getByRole('list')).toContainText('New category: VIP.');
    await expect(panel.getByRole('list')).toContainText('A-1: Cat1 → VIP');
    await expect(panel.getByRole('table', { name: 'Places per category' })).toBeVisible();
    await expect(
      page.getByRole('application', { name: /^Seat map of Sample chart/ }),
    ).toBeVisible();
    await shot(page, info, `chart-draft-${scheme}`);

    await panel.getByRole('button', { name: 'Publish draft…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish the draft?' });
    await expect(dialog).toContainText('New category: VIP.');
    await page.screenshot({
      path: join(info.project.outputDir, 'screens', `actions-publish-dialog-${scheme}.png`),
    });
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await expect(panel).toBeHidden();
    expect((await workspace.api.charts.retrieve('hall')).status).toBe('PUBLISHED');
    const infos = await workspace.api.status.objectInfos('gala', ['A-1']);
    expect(infos['A-1'].categoryKey).toBe('vip');
  });
}
