// Row labels on the event map (issue 28 item 10: they were never drawn). Zoomed in, each row's
// label is drawn just beyond its first seat, in the section names' colour; zoomed out (seats too
// small to read), it is not. Then screens of the map zoomed into a section at 1440, 1024 and 820
// px wide, light and dark, for a person to look at (<outputDir>/screens), with the axe audit.
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { MapRow } from '../src/domain/seat-map/types';
import { expect, test } from './fixtures';
import { fixtureLayout, MAP_CANVAS } from './map-kit';
import { expectNoSeriousAxe } from './screens-kit';

const SIZES = [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
  { width: 820, height: 1180 },
];

/** How many pixels near the section names' colour the map drew in a box before a row's start. */
async function labelInkBeforeStart(page: Page, row: MapRow, seatRadius: number) {
  return page.locator(MAP_CANVAS).evaluate(
    (canvas: HTMLCanvasElement, { start, r }) => {
      const t = (canvas as unknown as { __zoom: { k: number; x: number; y: number } }).__zoom;
      const ink = getComputedStyle(canvas).getPropertyValue('--seat-map-section-text').trim();
      const probe = document.createElement('canvas').getContext('2d');
      if (!probe) throw new Error('no 2D context');
      probe.fillStyle = ink;
      const hex = String(probe.fillStyle);
      const [ir, ig, ib] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
      const scale = canvas.width / canvas.getBoundingClientRect().width;
      // From the seat's edge, 40 px to the left, a label's height around the row's line.
      const seatX = start.x * t.k + t.x;
      const seatY = start.y * t.k + t.y;
      const x = Math.round((seatX - r * t.k - 40) * scale);
      const y = Math.round((seatY - 7) * scale);
      const w = Math.round(40 * scale);
      const h = Math.round(14 * scale);
      const ctx = canvas.getContext('2d');
      const data = ctx?.getImageData(Math.max(0, x), Math.max(0, y), w, h).data ?? [];
      let count = 0;
      for (let i = 0; i < data.length; i += 4) {
        const d = Math.abs(data[i] - ir) + Math.abs(data[i + 1] - ig) + Math.abs(data[i + 2] - ib);
        if (data[i + 3] > 200 && d < 60) count++;
      }
      return count;
    },
    { start: row.start, r: seatRadius },
  );
}

test('zoomed in, rows are named before their first seat; zoomed out they are not', async ({
  page,
  workspace,
}) => {
  await workspace.seedChart('rows-chart', 'sampleChartWithSections', ['rows-event']);
  await workspace.signIn(page);
  const layout = fixtureLayout('sampleChartWithSections');
  const row = layout.rows?.[0];
  if (!row) throw new Error('the fixture has no row');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/app/events/rows-event');
    await expect(page.locator(`${MAP_CANVAS}[data-drawn-at]`)).toBeVisible();
    const section = layout.sections.find((s) => s.label === layout.objects[0]?.section);
    await page.getByLabel('Zoom to section').selectOption({ label: section?.displayLabel ?? '' });
    await page.evaluate(() => new Promise((done) => setTimeout(done, 300)));
    expect(await labelInkBeforeStart(page, row, layout.seatRadius ?? 8)).toBeGreaterThan(4);
    for (let i = 0; i < 6; i++) await page.getByRole('button', { name: 'Zoom out' }).click();
    await page.evaluate(() => new Promise((done) => setTimeout(done, 300)));
    expect(await labelInkBeforeStart(page, row, layout.seatRadius ?? 8)).toBe(0);
  }
});

test('screens of the map zoomed into a section, rows named', async ({ page, workspace }, info) => {
  test.setTimeout(120_000);
  await workspace.seedChart('rows-chart', 'sampleChartWithSections', ['rows-event']);
  await workspace.signIn(page);
  const layout = fixtureLayout('sampleChartWithSections');
  const section = layout.sections[0];
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.goto('/app/events/rows-event');
      await expect(page.locator(`${MAP_CANVAS}[data-drawn-at]`)).toBeVisible();
      await page.getByLabel('Zoom to section').selectOption({ label: section?.displayLabel ?? '' });
      await page.locator(MAP_CANVAS).scrollIntoViewIfNeeded();
      await page.evaluate(() => new Promise((done) => setTimeout(done, 300)));
      await page.screenshot({
        path: join(info.project.outputDir, 'screens', `rows-${size.width}-${scheme}.png`),
      });
    }
  }
  await expectNoSeriousAxe(page);
});
