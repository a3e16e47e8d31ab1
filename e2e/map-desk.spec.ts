// The batch desk's seat map in a real browser against the real service: seats clicked, a block
// dragged and seats reached with the keyboard become the row's objects, and the hold that follows
// holds exactly those seats (read back through the API). Seats are found on the canvas from the
// chart's own layout and the map's fitted view (viewport.ts), as the widget computes them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { parseObjectInput } from '../src/app/lib/object-input';
import { fitTransform, toScreen } from '../src/app/seat-map/render/viewport';
import { StatusApi } from '../src/client/status';
import { layoutSeatMap } from '../src/domain/seat-map/layout';
import type { Bounds } from '../src/domain/seat-map/types';
import { expect, test, type Workspace } from './fixtures';

const HELD = 'reservedByToken';
const layout = layoutSeatMap(
  JSON.parse(
    readFileSync(join(import.meta.dirname, '..', 'fixtures', 'charts', 'sampleChart.json'), 'utf8'),
  ),
);
const ALL_LABELS = layout.objects.map((object) => object.label);

const row = (page: Page, n: number) => page.getByRole('group', { name: `Row ${n}` });
const seatMap = (page: Page) => page.getByRole('application', { name: /^Seat map of / });
const objectsOf = async (page: Page, n: number) =>
  parseObjectInput(await row(page, n).getByLabel('Objects', { exact: true }).inputValue()).labels;

/** The desk open on a fresh event of the sample chart, its map drawn and fitted to its box. */
async function openDesk(page: Page, workspace: Workspace, eventKey: string) {
  await workspace.seedChart('map-hall', 'sampleChart', [eventKey]);
  await workspace.signIn(page);
  await page.goto(`/app/batch?event=${eventKey}`);
  const canvas = seatMap(page);
  await expect(canvas).toHaveAttribute('data-frames', /\d+/);
  await expect(page.getByRole('list', { name: 'Legend' })).toBeVisible();
  // The view as "Fit" leaves it, whatever resizing happened while the page settled.
  await page.getByRole('button', { name: 'Fit' }).click();
  return canvas;
}

/** Where a chart point is on the canvas (relative to its box), in the fitted view. */
async function pointOf(canvas: Locator, chart: { x: number; y: number }) {
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the seat map has no box');
  const fitted = fitTransform(layout.floors[0].bounds, { width: box.width, height: box.height });
  return toScreen(fitted, chart);
}

async function seatPoint(canvas: Locator, label: string) {
  const object = layout.byLabel.get(label);
  if (!object) throw new Error(`no ${label} on the sample chart`);
  return pointOf(canvas, object);
}

/**
 * Clicks a seat of the map. The pointer leaves the map first, so the hover card of the seat
 * clicked before (which opens beside it) is gone and does not take the click.
 */
async function clickSeat(
  page: Page,
  canvas: Locator,
  label: string,
  modifiers?: ('Shift' | 'Control')[],
) {
  await page.mouse.move(0, 0);
  await expect(page.locator('.seat-map-card')).toHaveCount(0);
  await canvas.click({ position: await seatPoint(canvas, label), modifiers });
}

/** A new hold token from the desk's tokens panel, set on row 1 with the Hold action. */
async function holdRowWithNewToken(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'New hold token' }).click();
  const token =
    (await page
      .getByRole('list', { name: 'Hold tokens of this desk' })
      .locator('code')
      .first()
      .textContent()) ?? '';
  expect(token).not.toBe('');
  await row(page, 1).getByLabel('Action').selectOption('hold');
  await row(page, 1).getByLabel('Hold token').fill(token);
  return token;
}

async function previewAndSubmit(page: Page) {
  await page.getByRole('button', { name: /^Preview/ }).click();
  await expect(page.getByText('The service will accept this batch')).toBeVisible();
  await page.getByRole('button', { name: 'Submit batch (1)' }).click();
  await expect(page.getByRole('region', { name: 'Batch result' })).toBeVisible();
}

async function heldLabels(workspace: Workspace, eventKey: string): Promise<string[]> {
  const infos = await new StatusApi(workspace.api.transport).objectInfos(eventKey, ALL_LABELS);
  return Object.values(infos)
    .filter((info) => info.status === HELD || (info.numHeld ?? 0) > 0)
    .map((info) => info.label)
    .sort();
}

test('four seats clicked on the map are held from the batch desk, and only those', async ({
  page,
  workspace,
}) => {
  const canvas = await openDesk(page, workspace, 'map-click');
  const token = await holdRowWithNewToken(page);
  await clickSeat(page, canvas, 'D-3');
  for (const label of ['C-3', 'B-3', 'A-3']) await clickSeat(page, canvas, label, ['Shift']);
  await expect.poll(() => objectsOf(page, 1)).toEqual(['D-3', 'C-3', 'B-3', 'A-3']);
  await expect(page.locator('.seat-map-selection-text')).toHaveText(/^4 selected/);

  // The text is the other way in: a seat unselected on the map leaves the text, and back.
  await clickSeat(page, canvas, 'B-3', ['Control']);
  await expect.poll(() => objectsOf(page, 1)).toEqual(['D-3', 'C-3', 'A-3']);
  await row(page, 1).getByLabel('Objects', { exact: true }).fill('A-3, B-3, C-3, D-3');
  await expect(page.locator('.seat-map-selection-text')).toHaveText(/^4 selected/);

  await previewAndSubmit(page);
  expect(await heldLabels(workspace, 'map-click')).toEqual(['A-3', 'B-3', 'C-3', 'D-3']);
  const infos = await new StatusApi(workspace.api.transport).objectInfos('map-click', ['A-3']);
  expect(infos['A-3'].holdToken).toBe(token);
});

test('a rectangle dragged over a block selects exactly the objects inside it', async ({
  page,
  workspace,
}) => {
  const canvas = await openDesk(page, workspace, 'map-block');
  // Between the seats: from between A and B, columns 2 and 3, to between C and D, columns 5 and 6.
  const rect: Bounds = { minX: 182, minY: 112, maxX: 242, maxY: 160 };
  const inside = layout.objects
    .filter((o) => o.x >= rect.minX && o.x <= rect.maxX && o.y >= rect.minY && o.y <= rect.maxY)
    .map((o) => o.label)
    .sort();
  expect(inside).toEqual(['B-3', 'B-4', 'B-5', 'C-3', 'C-4', 'C-5']);

  const box = await canvas.boundingBox();
  if (!box) throw new Error('the seat map has no box');
  const from = await pointOf(canvas, { x: rect.minX, y: rect.minY });
  const to = await pointOf(canvas, { x: rect.maxX, y: rect.maxY });
  await page.keyboard.down('Shift');
  await page.mouse.move(box.x + from.x, box.y + from.y);
  await page.mouse.down();
  await page.mouse.move(box.x + to.x, box.y + to.y, { steps: 8 });
  await page.mouse.up();
  await page.keyboard.up('Shift');

  await expect.poll(async () => (await objectsOf(page, 1)).sort()).toEqual(inside);
  await expect(row(page, 1).getByLabel('Objects', { exact: true })).toHaveValue(
    'B-3..B-5, C-3..C-5',
  );
  await expect(page.locator('.seat-map-selection-text')).toHaveText(/^6 selected/);
});

test('keyboard only: arrows to a seat, three neighbours toggled with Enter and Space, held', async ({
  page,
  workspace,
}) => {
  const canvas = await openDesk(page, workspace, 'map-keys');
  await holdRowWithNewToken(page);
  const announcer = page.getByTestId('seat-map-announcer');
  const focusedLabel = async () => ((await announcer.textContent()) ?? '').split(',')[0].trim();

  await canvas.focus();
  // The keyboard starts at the object nearest the top left corner (the standing area, GA1); to the
  // right of it lies a row of seats.
  await canvas.press('ArrowRight');
  await expect(announcer).toHaveText(/^GA1,/);
  await canvas.press('ArrowRight');
  await expect(announcer).toHaveText(/^[A-D]-1,/);
  const picked = [await focusedLabel()];
  await canvas.press('Enter');
  await expect(announcer).toHaveText(`${picked[0]} selected. 1 selected`);
  for (const key of ['Space', 'Enter']) {
    await canvas.press('ArrowRight');
    await expect(announcer).not.toHaveText(/selected/);
    picked.push(await focusedLabel());
    await canvas.press(key === 'Space' ? ' ' : key);
    await expect(announcer).toHaveText(`${picked.at(-1)} selected. ${picked.length} selected`);
  }
  const rowLetter = picked[0].split('-')[0];
  expect(picked).toEqual([1, 2, 3].map((n) => `${rowLetter}-${n}`));
  await expect.poll(() => objectsOf(page, 1)).toEqual(picked);

  // The rest of the way by keyboard too.
  await page.getByRole('button', { name: /^Preview/ }).press('Enter');
  await expect(page.getByText('The service will accept this batch')).toBeVisible();
  await page.getByRole('button', { name: 'Submit batch (1)' }).press('Enter');
  await expect(page.getByRole('region', { name: 'Batch result' })).toBeVisible();
  expect(await heldLabels(workspace, 'map-keys')).toEqual([...picked].sort());
});

test('a double-click on a seat of the desk map opens it in the object lookup; the rows wait', async ({
  page,
  workspace,
}) => {
  const canvas = await openDesk(page, workspace, 'map-open');
  await new StatusApi(workspace.api.transport).book('map-open', {
    objects: ['B-6'],
    orderId: 'phone-42',
  });
  await row(page, 1).getByLabel('Objects', { exact: true }).fill('A-1, A-2');
  await page.mouse.move(0, 0);
  await canvas.dblclick({ position: await seatPoint(canvas, 'B-6') });
  await expect(page).toHaveURL(/\/app\/batch\/lookup\?event=map-open&label=B-6$/);
  const card = page.getByRole('article', { name: /B-6/ });
  await expect(card).toContainText('phone-42');
  await page.getByRole('link', { name: 'Compose a batch' }).click();
  await expect(row(page, 1).getByLabel('Objects', { exact: true })).toHaveValue('A-1, A-2');
});
