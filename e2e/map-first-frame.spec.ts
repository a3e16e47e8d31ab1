// The map's first frame is drawn before its hit-testing index exists: the layout worker sends the
// index's trees after the layout, and the index is built at its first use (spatial-index.ts). A
// seat hovered, clicked or reached by keyboard right after that first frame answers as ever.
import { fitTransform } from '../src/app/seat-map/render/viewport';
import { indexSeatMap } from '../src/domain/seat-map/spatial-index';
import { expect, test } from './fixtures';
import { fixtureLayout, MAP_CANVAS, pointOf } from './map-kit';

const layout = fixtureLayout('sampleChart');
const a5 = layout.byLabel.get('A-5');
const rightOfA5 = a5 && indexSeatMap(layout).neighbour(a5, 'right')?.label;

test('right after the first frame of a first visit, a seat answers to the pointer and the keys', async ({
  page,
  workspace,
}) => {
  await workspace.seedChart('first-frame-chart', 'sampleChart', ['first-frame']);
  await workspace.signIn(page);
  await page.goto('/app/events/first-frame');
  const canvas = page.locator(`${MAP_CANVAS}[data-first-drawn-at]`);
  await expect(canvas).toBeVisible();
  // The first frame is the fitted map, not a frame drawn before the fit (a corner of the chart
  // at scale 1, a full draw wasted on the first visit's path): its view is the one the map
  // rests at, and it is the fit of the chart to the canvas.
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the map canvas is not on screen');
  const fit = fitTransform(layout.floors[0].bounds, { width: box.width, height: box.height });
  const firstView = await canvas.getAttribute('data-first-view');
  expect(firstView).toBe(await canvas.getAttribute('data-view'));
  const [k, x, y] = (firstView ?? '').split(',').map(Number);
  expect(k).toBeCloseTo(fit.k, 3);
  expect(x).toBeCloseTo(fit.x, 0);
  expect(y).toBeCloseTo(fit.y, 0);
  // Seats are selectable once their statuses are in (the first frame is coloured when they came
  // in time, as here): nothing else is waited for.
  await expect(page.locator('.seat-map-legend').getByText('Free')).toBeVisible();
  const seat = await pointOf(page, layout, 'A-5');
  await page.mouse.move(seat.x, seat.y);
  await expect(page.locator('.seat-map-card-title')).toContainText('A-5');
  await page.mouse.click(seat.x, seat.y);
  await expect(page.locator('.seat-map-selection-text')).toHaveText(/^1 selected/);

  const announcer = page.getByTestId('seat-map-announcer');
  await canvas.focus();
  await canvas.press('ArrowRight');
  expect(rightOfA5).toMatch(/^A-/);
  await expect(announcer).toHaveText(new RegExp(`^${rightOfA5},`));
  await canvas.press('Enter');
  await expect(page.locator('.seat-map-selection-text')).toHaveText(/^2 selected/);
});
