// A venue's laid-out map is kept in the browser between visits (src/app/lib/layout-cache.ts): the
// second visit uses it and hit-tests on it as on a fresh one; a republished drawing, or a new
// sign-in, is laid out afresh.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { fixtureLayout, MAP_CANVAS, pointOf } from './map-kit';

/** Opens the event's map; whether its layout came from the browser's store. */
async function openMap(page: Page, eventKey: string): Promise<boolean> {
  await page.goto(`/app/events/${eventKey}`);
  await expect(page.locator(`${MAP_CANVAS}[data-drawn-at]`)).toBeVisible();
  await expect(page.locator('.seat-map-legend').getByText('Free')).toBeVisible();
  const marks = await page.evaluate(() =>
    performance
      .getEntriesByName('seat-map:laid-out')
      .map((mark) => (mark as PerformanceMark).detail as { kept: boolean }),
  );
  expect(marks).toHaveLength(1);
  return (marks[0] as { kept: boolean }).kept;
}

/** How many layouts the browser keeps now (written just after the map is drawn). */
function keptCount(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((db) => db.name);
    if (!names.includes('seatdesk-layouts')) return 0;
    return new Promise<number>((done, fail) => {
      const open = indexedDB.open('seatdesk-layouts');
      open.onerror = () => fail(open.error);
      open.onsuccess = () => {
        const count = open.result.transaction('layouts').objectStore('layouts').count();
        count.onsuccess = () => {
          open.result.close();
          done(count.result);
        };
      };
    });
  });
}

test('the second visit uses the kept layout; a republished drawing is laid out again', async ({
  page,
  workspace,
}) => {
  await workspace.seedChart('kept-chart', 'sampleChart', ['kept-event']);
  await workspace.signIn(page);
  expect(await openMap(page, 'kept-event')).toBe(false);
  await expect.poll(() => keptCount(page)).toBe(1);
  expect(await openMap(page, 'kept-event')).toBe(true);

  // The kept layout (and its hit-testing trees) finds the seat under the pointer.
  const seat = await pointOf(page, fixtureLayout('sampleChart'), 'A-5');
  await page.mouse.click(seat.x, seat.y);
  await expect(page.locator('.seat-map-selection-text')).toHaveText(/^1 selected/);

  // The same chart with another drawing: other bytes, so nothing kept applies.
  const drawing = JSON.parse(
    readFileSync(join(import.meta.dirname, '..', 'fixtures', 'charts', 'sampleChart.json'), 'utf8'),
  );
  drawing.subChart.rows = drawing.subChart.rows.slice(1);
  // A chart with events takes an upload as its draft; published, it is what the event shows.
  await workspace.api.charts.upload('kept-chart', drawing);
  await workspace.api.charts.publishDraft('kept-chart');
  expect(await openMap(page, 'kept-event')).toBe(false);
  await expect.poll(() => keptCount(page)).toBe(2);
  expect(await openMap(page, 'kept-event')).toBe(true);
});

test('signing out forgets the kept layouts', async ({ page, workspace }) => {
  await workspace.seedChart('gone-chart', 'sampleChart', ['gone-event']);
  await workspace.signIn(page);
  await openMap(page, 'gone-event');
  await expect.poll(() => keptCount(page)).toBe(1);
  expect(await openMap(page, 'gone-event')).toBe(true);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByLabel('Secret key')).toBeVisible();
  await expect.poll(() => keptCount(page)).toBe(0);
  await page.getByLabel('Secret key').fill(workspace.secretKey);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // Signed in before navigating: a navigation while the key is still being checked lands on the
  // sign-in page again (seen once on a loaded machine).
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  expect(await openMap(page, 'gone-event')).toBe(false);
});

test('a kept entry spoilt in the browser is not used: the venue is laid out afresh', async ({
  page,
  workspace,
}) => {
  await workspace.seedChart('spoilt-chart', 'sampleChart', ['spoilt-event']);
  await workspace.signIn(page);
  await openMap(page, 'spoilt-event');
  await expect.poll(() => keptCount(page)).toBe(1);
  await page.evaluate(
    () =>
      new Promise<void>((done, fail) => {
        const open = indexedDB.open('seatdesk-layouts');
        open.onerror = () => fail(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('layouts', 'readwrite');
          const store = tx.objectStore('layouts');
          const keys = store.getAllKeys();
          keys.onsuccess = () => {
            for (const key of keys.result) store.put({ count: 3, labels: 42 }, key);
          };
          tx.oncomplete = () => {
            open.result.close();
            done();
          };
        };
      }),
  );
  expect(await openMap(page, 'spoilt-event')).toBe(false);
  const seat = await pointOf(page, fixtureLayout('sampleChart'), 'B-2');
  await page.mouse.click(seat.x, seat.y);
  await expect(page.locator('.seat-map-selection-text')).toHaveText(/^1 selected/);
});
