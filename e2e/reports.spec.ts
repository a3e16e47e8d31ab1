// Report dashboards in a real browser against the real service: an event's byStatus dashboard,
// the drill-down into booked, sorting, the CSV export of exactly the rows shown, and a chart
// report switched to its draft version.
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';

test('the byStatus dashboard drills into booked; sorted rows export to CSV as shown', async ({
  page,
  workspace,
}) => {
  await workspace.seedChart('hall', 'sampleChart', ['concert']);
  await workspace.api.status.book('concert', {
    objects: ['A-1', 'A-2', 'C-8', 'B-3'],
    orderId: 'o-1',
  });
  await workspace.api.status.book('concert', { objects: ['B-5'], orderId: 'o-2' });
  await workspace.signIn(page);

  await page.goto('/app/reports/events/concert');
  const summary = page.getByRole('table', { name: /places by status/ });
  await expect(
    summary
      .getByRole('row', { name: /^Booked/ })
      .getByRole('cell')
      .first(),
  ).toHaveText('5');
  await expect(page.locator('.summary-bars .recharts-bar-rectangle').first()).toBeVisible();

  await summary.getByRole('link', { name: 'Booked' }).click();
  await expect(page).toHaveURL(/view=detailed/);
  await expect(page).toHaveURL(/group=booked/);
  const grid = page.getByRole('table', { name: /group Booked/ });
  const labelCells = grid.locator('tbody tr:not(.vt-spacer) td:first-child');
  const filtered = await workspace.api.reports.eventReport('concert', 'byStatus', 'booked');
  await expect(labelCells).toHaveText(filtered.booked.map((info) => info.label));

  await grid.getByRole('button', { name: 'Label' }).click();
  await expect(grid.getByRole('columnheader', { name: 'Label' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await grid.getByRole('button', { name: 'Label' }).click();
  await expect(page).toHaveURL(/sort=label&dir=desc/);
  await expect(labelCells).toHaveText(['C-8', 'B-5', 'B-3', 'A-2', 'A-1']);

  await page.getByLabel('Filter rows').fill('o-1');
  await expect(labelCells).toHaveText(['C-8', 'B-3', 'A-2', 'A-1']);
  await expect(page).toHaveURL(/q=o-1/);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const lines = (await readFile(file, 'utf8')).trimEnd().split('\r\n');
  const header = lines[0].split(',');
  expect(header.slice(0, 3)).toEqual(['Label', 'Section', 'Type']);
  const rows = lines.slice(1).map((line) => line.split(','));
  expect(rows.map((row) => row[0])).toEqual(['C-8', 'B-3', 'A-2', 'A-1']);
  const orderColumn = header.indexOf('Order id');
  expect(rows.every((row) => row[orderColumn] === 'o-1')).toBe(true);

  // The link is the view: reloading it shows the same filtered, sorted rows.
  await page.reload();
  await expect(labelCells).toHaveText(['C-8', 'B-3', 'A-2', 'A-1']);
});

test('a chart report switches to version=draft and shows the draft', async ({
  page,
  workspace,
}) => {
  await workspace.seedChart('hall', 'sampleChart', ['concert']);
  // The chart has an event, so this change goes to a new draft version.
  await workspace.api.charts.update('hall', {
    categories: [{ key: 'vip', label: 'VIP lounge', color: '#aa0000' }],
  });
  await workspace.signIn(page);
  await page.goto('/app/reports/charts/hall?type=byCategoryLabel');
  const table = page.getByRole('table', { name: /published version/ });
  await expect(table).toBeVisible();
  await expect(table.getByText('VIP lounge')).toHaveCount(0);

  // click, not check(): the radio follows the URL, which changes right after the click.
  await page.getByRole('radio', { name: 'Draft' }).click();
  await expect(page.getByRole('radio', { name: 'Draft' })).toBeChecked();
  await expect(page).toHaveURL(/version=draft/);
  const draft = page.getByRole('table', { name: /draft version/ });
  await expect(draft.getByRole('rowheader', { name: 'VIP lounge' })).toBeVisible();
  const summary = await workspace.api.reports.chartSummary('hall', 'byCategoryLabel', {
    version: 'draft',
  });
  await expect(draft.locator('tbody th')).toHaveCount(Object.keys(summary).length);
});

test('the live view refreshes on its own and keeps the table where it was scrolled', async ({
  page,
  workspace,
}) => {
  await workspace.seedChart('stadium', 'sampleChartWithZones', ['derby']);
  await workspace.signIn(page);
  await page.goto('/app/reports/events/derby?view=detailed&type=byStatus&group=free&refresh=5');
  const count = page.locator('.rt-count');
  await expect(count).toHaveText('8,897 objects');
  const box = page.locator('.vt-scroll');
  await box.evaluate((element) => {
    element.scrollTop = 4000;
  });
  const updated = await page.locator('.live-status time').getAttribute('datetime');
  const [first] = await workspace.api.reports.eventFlatList('derby');
  await workspace.api.status.book('derby', { objects: [first.label] });
  await expect(count).toHaveText('8,896 objects', { timeout: 15_000 });
  await expect(page.locator('.live-status time')).not.toHaveAttribute('datetime', updated ?? '');
  expect(await box.evaluate((element) => element.scrollTop)).toBe(4000);
  await expect(page.getByRole('table', { name: /group Free/ })).toBeVisible();
});
