// The designer's decorations as the event map draws them: sampleChart's stage with its corners
// rounded by 8, a text turned by its angle, and a shape marked foreground drawn over a seat.
// Screenshots (light and dark, 1366 px) land in the test's output folder
// (testInfo.outputPath, mapdecor-*.png) to be looked at.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { BITMAP_FROM } from '../src/app/seat-map/render/map-painter';
import { fitTransform, toScreen } from '../src/app/seat-map/render/viewport';
import { generateDrawing } from '../src/domain/drawing/generate';
import { layoutSeatMap } from '../src/domain/seat-map/layout';
import type { MapShape, SeatMapLayout } from '../src/domain/seat-map/types';
import { expect, test } from './fixtures';
import { colourAt, MAP_CANVAS, pointOf, seatFillPoint } from './map-kit';

const FREE = '#2f9e44';
const STAGE = '#d0d1d2';
const COVER = '#7048e8';
const BOOTH = { x: 400, y: 40 };

/**
 * sampleChart, plus a small foreground square over seat A-5, a text turned by -90° and a booth
 * turned by 30° with corners rounded by 12.
 */
function decoratedChart(): { drawing: Record<string, unknown>; layout: SeatMapLayout } {
  const file = join(import.meta.dirname, '..', 'fixtures', 'charts', 'sampleChart.json');
  const drawing = JSON.parse(readFileSync(file, 'utf8'));
  const seat = layoutSeatMap(drawing).byLabel.get('A-5');
  if (!seat) throw new Error('sampleChart has no seat A-5');
  const sub = drawing.subChart;
  sub.shapes.push({
    objectType: 'shape',
    type: 'rectangle',
    center: { x: seat.x, y: seat.y },
    width: 18,
    height: 18,
    rotationAngle: 0,
    cornerRadius: 0,
    fillColor: COVER,
    strokeWidth: 0,
    foreground: true,
  });
  sub.texts = [
    {
      text: 'EXIT',
      center: { x: 40, y: 40 },
      fontSize: 14,
      rotationAngle: -90,
      textColor: '#c92a2a',
    },
  ];
  sub.booths = [
    {
      objectType: 'booth',
      label: 'B1',
      categoryKey: 9,
      center: BOOTH,
      width: 50,
      height: 30,
      rotationAngle: 30,
      cornerRadius: 12,
    },
  ];
  return { drawing, layout: layoutSeatMap(drawing) };
}

/** The page point of a chart point, in the map's fitted view. */
async function chartPoint(page: Page, layout: SeatMapLayout, x: number, y: number) {
  const box = await page.locator(MAP_CANVAS).boundingBox();
  if (!box) throw new Error('the map canvas is not on screen');
  const p = toScreen(fitTransform(layout.floors[0].bounds, box), { x, y });
  return { x: box.x + p.x, y: box.y + p.y };
}

test('the stage has round corners, a foreground shape covers its seat, a text is turned', async ({
  page,
  workspace,
}, info) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const { drawing, layout } = decoratedChart();
  await workspace.api.charts.upload('decorated', drawing);
  await workspace.api.events.create({ chartKey: 'decorated', eventKey: 'decorated-event' });
  await workspace.signIn(page);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/app/events/decorated-event');
    await expect(page.locator('.seat-map-legend').getByText('Free')).toBeVisible();
    await expect(page.locator(`${MAP_CANVAS}[data-drawn-at]`)).toBeVisible();
    if (scheme === 'light') {
      // A click in the booth's cut-off corner adds nothing to the selection; one on it does. (The
      // click on A-2 after it proves the corner's click was handled, as clicks go in order.)
      const turn = (30 * Math.PI) / 180;
      const [u, v] = [-25 + 2, -15 + 2];
      const corner = await chartPoint(
        page,
        layout,
        BOOTH.x + u * Math.cos(turn) - v * Math.sin(turn),
        BOOTH.y + u * Math.sin(turn) + v * Math.cos(turn),
      );
      const selection = page.locator('.seat-map-selection-text');
      const click = async (at: { x: number; y: number }, shift = true) => {
        if (shift) await page.keyboard.down('Shift');
        await page.mouse.click(at.x, at.y);
        if (shift) await page.keyboard.up('Shift');
      };
      await click(await pointOf(page, layout, 'A-1'), false);
      await expect(selection).toHaveText(/^1 selected/);
      await click(corner);
      await click(await pointOf(page, layout, 'A-2'));
      await expect(selection).toHaveText(/^2 selected/);
      await click(await pointOf(page, layout, 'B1'));
      await expect(selection).toHaveText(/^3 selected/);
    }
    await page.screenshot({ path: info.outputPath(`mapdecor-${scheme}.png`) });
    const map = await page.locator(MAP_CANVAS).boundingBox();
    if (map)
      await page.screenshot({ path: info.outputPath(`mapdecor-${scheme}-map.png`), clip: map });
    if (scheme === 'dark') continue;

    // The seat under the foreground square shows the square; its neighbour is still free.
    expect(await colourAt(page, await seatFillPoint(page, layout, 'A-5'))).toBe(COVER);
    expect(await colourAt(page, await seatFillPoint(page, layout, 'A-6'))).toBe(FREE);
    // The stage: filled just inside its left side, empty just inside its cut-off corner.
    const stage = layout.decorations.find((d) => d.text === 'Stage')?.shape as MapShape;
    if (stage.type !== 'rect') throw new Error('the stage is not a rectangle');
    const left = stage.cx - stage.width / 2;
    const top = stage.cy - stage.height / 2;
    expect(await colourAt(page, await chartPoint(page, layout, left + 2, stage.cy + 10))).toBe(
      STAGE,
    );
    expect(await colourAt(page, await chartPoint(page, layout, left + 1, top + 1))).not.toBe(STAGE);
  }
});

test('a big venue (the floor bitmap) draws a foreground shape over its seats too', async ({
  page,
  workspace,
}, info) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  // 12,800 seats in four sections: past BITMAP_FROM, the fitted view copies a floor bitmap.
  const drawing = generateDrawing({ seats: 12_800, sections: 4 });
  const sub = drawing.subChart as { shapes: unknown[] };
  const cover = { x: 420, y: 1160 };
  sub.shapes.push({
    objectType: 'shape',
    type: 'rectangle',
    center: cover,
    width: 400,
    height: 400,
    cornerRadius: 40,
    fillColor: COVER,
    foreground: true,
  });
  const layout = layoutSeatMap(drawing);
  expect(layout.objects.length).toBeGreaterThanOrEqual(BITMAP_FROM);
  await workspace.api.charts.upload('big', drawing);
  await workspace.api.events.create({ chartKey: 'big', eventKey: 'big-event' });
  await workspace.signIn(page);
  await page.goto('/app/events/big-event');
  await expect(page.locator('.seat-map-legend').getByText('Free')).toBeVisible();
  await expect(page.locator(`${MAP_CANVAS}[data-drawn-at]`)).toBeVisible();
  await page.screenshot({ path: info.outputPath('mapdecor-big-light.png') });
  // Below the section's name, which is drawn over everything.
  const inside = await chartPoint(page, layout, cover.x - 100, cover.y + 120);
  expect(await colourAt(page, inside)).toBe(COVER);
});
