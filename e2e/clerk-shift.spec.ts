// Issue 28's shift at the box office, reproduced step by step in a real browser: the hover card
// must not catch the click meant for the next seat, and a batch row's own buttons work first time.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { fixtureLayout, MAP_CANVAS, pointOf } from './map-kit';

async function openEvent(page: Page, eventKey: string) {
  await page.goto(`/app/events/${eventKey}`);
  await expect(page.locator(`${MAP_CANVAS}[data-drawn-at]`)).toBeVisible();
}

const selectionText = (page: Page) => page.locator('.seat-map-selection-text');

test('Shift-clicks left to right along a row select every seat: the hover card catches none', async ({
  page,
  workspace,
}) => {
  await workspace.seedChart('sh-chart', 'sampleChart', ['sh-event']);
  await workspace.signIn(page);
  await openEvent(page, 'sh-event');
  const layout = fixtureLayout('sampleChart');
  const seats = ['A-1', 'A-2', 'A-3', 'A-4'];
  for (const [i, label] of seats.entries()) {
    const at = await pointOf(page, layout, label);
    await page.mouse.move(at.x, at.y, { steps: 4 });
    await expect(page.locator('.seat-map-card-title')).toContainText(label);
    if (i === 0) await page.mouse.click(at.x, at.y);
    else {
      await page.keyboard.down('Shift');
      await page.mouse.click(at.x, at.y);
      await page.keyboard.up('Shift');
    }
  }
  await expect(selectionText(page)).toHaveText(/^4 selected/);
});

test("a batch row's Remove and Duplicate work with one click on a row not on the map", async ({
  page,
  workspace,
}) => {
  await workspace.seedChart('rb-chart', 'sampleChart', ['rb-event']);
  await workspace.signIn(page);
  await page.goto('/app/batch?event=rb-event');
  await page.getByRole('button', { name: '+ Add row' }).click();
  await page.getByRole('button', { name: '+ Add row' }).click();
  const rows = page.getByRole('group', { name: /^Row \d$/ });
  await expect(rows).toHaveCount(3);
  await page.getByRole('group', { name: 'Row 1' }).getByLabel('Event').click();
  await page.getByRole('button', { name: 'Duplicate row 2' }).click();
  await expect(rows).toHaveCount(4);
  await page.getByRole('group', { name: 'Row 1' }).getByLabel('Event').click();
  await page.getByRole('button', { name: 'Remove row 3' }).click();
  await expect(rows).toHaveCount(3);
});

test("the report donut's tooltip leaves its centre figure readable", async ({
  page,
  workspace,
}) => {
  await workspace.seedChart('rp-chart', 'sampleChart', ['rp-event']);
  await workspace.api.status.book('rp-event', { objects: ['A-1', 'A-2', 'B-3'] });
  await workspace.signIn(page);
  await page.goto('/app/reports/events/rp-event');
  const centre = page.locator('.donut-centre strong');
  await expect(centre).toBeVisible();
  const ring = await page.locator('.donut-box').boundingBox();
  if (!ring) throw new Error('no donut on the page');
  // On the ring, just left of the centre figure, as a manager points at a slice.
  await page.mouse.move(ring.x + 30, ring.y + ring.height / 2);
  const tip = page.locator('.donut .recharts-tooltip-wrapper');
  await expect(tip).toContainText(/\d/);
  // The tooltip glides to its place (recharts animates it): judged once it has arrived, so a
  // tooltip left over the figure still fails.
  const overlaps = async () => {
    const [a, b] = [await tip.boundingBox(), await centre.boundingBox()];
    if (!a || !b) throw new Error('tooltip or figure has no box');
    return (
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
    );
  };
  await expect.poll(overlaps, { timeout: 5_000 }).toBe(false);
});

test("the map's list view shows no stray mark beside each checkbox", async ({
  page,
  workspace,
}) => {
  await workspace.seedChart('lv-chart', 'sampleChart', ['lv-event']);
  await workspace.signIn(page);
  await openEvent(page, 'lv-event');
  await page.getByRole('button', { name: 'List', exact: true }).click();
  const check = page.locator('td.seat-map-list-check').first();
  await expect(check.getByRole('checkbox')).toBeVisible();
  // The "." was the cell's ellipsis: its checkbox did not fit, so the cell cut it short.
  const cut = await check.evaluate((cell) => cell.scrollWidth > cell.clientWidth);
  expect(cut).toBe(false);
});
