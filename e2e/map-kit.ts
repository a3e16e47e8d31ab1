// Where a seat of a fixture chart is on the screen, and what colour the map drew there. The map
// is a canvas (no DOM node per seat), so specs find seats as a user's eye does: by position, from
// the same layout the app computes, in the fitted view the map opens with.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { fitTransform, toScreen } from '../src/app/seat-map/render/viewport';
import { layoutSeatMap } from '../src/domain/seat-map/layout';
import type { SeatMapLayout } from '../src/domain/seat-map/types';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'charts');
export const MAP_CANVAS = 'canvas.seat-map-canvas';

export function fixtureLayout(fixture = 'sampleChart'): SeatMapLayout {
  return layoutSeatMap(JSON.parse(readFileSync(join(FIXTURES, `${fixture}.json`), 'utf8')));
}

/** The page point (CSS pixels) of an object's centre in the map's fitted view (its first floor). */
export async function pointOf(page: Page, layout: SeatMapLayout, label: string) {
  const object = layout.byLabel.get(label);
  if (!object) throw new Error(`no object ${label} in the layout`);
  const box = await page.locator(MAP_CANVAS).boundingBox();
  if (!box) throw new Error('the map canvas is not on screen');
  const bounds = layout.floors[object.floor]?.bounds ?? layout.floors[0].bounds;
  const p = toScreen(fitTransform(bounds, { width: box.width, height: box.height }), object);
  return { x: box.x + p.x, y: box.y + p.y };
}

/**
 * A page point inside the seat's circle but clear of its number, which the map draws at the
 * centre once seats are large enough to read: for the seat's colour.
 */
export async function seatFillPoint(page: Page, layout: SeatMapLayout, label: string) {
  const centre = await pointOf(page, layout, label);
  const object = layout.byLabel.get(label);
  const box = await page.locator(MAP_CANVAS).boundingBox();
  if (!object || !box) return centre;
  const bounds = layout.floors[object.floor]?.bounds ?? layout.floors[0].bounds;
  const k = fitTransform(bounds, { width: box.width, height: box.height }).k;
  return { x: centre.x - 0.65 * (layout.seatRadius ?? 8) * k, y: centre.y };
}

/** The colour drawn at a page point, as `#rrggbb`. */
export async function colourAt(page: Page, point: { x: number; y: number }): Promise<string> {
  return page.locator(MAP_CANVAS).evaluate((canvas: HTMLCanvasElement, at) => {
    const rect = canvas.getBoundingClientRect();
    const scale = canvas.width / rect.width;
    const ctx = canvas.getContext('2d');
    const [r, g, b] = ctx?.getImageData(
      Math.round((at.x - rect.left) * scale),
      Math.round((at.y - rect.top) * scale),
      1,
      1,
    ).data ?? [0, 0, 0];
    return `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
  }, point);
}
