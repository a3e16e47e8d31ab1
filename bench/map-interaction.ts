// bench:map's interaction measures (bench/map.ts): frame times while zooming and panning, a
// rectangle's selection, hit-testing against its floor, and the map chunk's size.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { layoutSeatMap } from '../src/domain/seat-map/layout';
import { indexSeatMap } from '../src/domain/seat-map/spatial-index';
import type { Bounds } from '../src/domain/seat-map/types';
import { buildDir, SEATS } from './browser-kit';
import { reportsBenchDrawing } from './reports-data';

// In-page code goes in as text: tsx would wrap named functions in a helper the page lacks.
export const RECORD_FRAMES = `(ms) => new Promise((done) => {
  const deltas = [];
  let last = performance.now();
  const end = last + ms;
  const tick = (now) => {
    deltas.push(now - last);
    last = now;
    if (now < end) requestAnimationFrame(tick); else done(deltas);
  };
  requestAnimationFrame(tick);
})`;

/** Frame times while the mouse wheel zooms in and out and a drag pans, as a user would. */
export async function framesWhileMoving(page: Page, box: Bounds): Promise<number[]> {
  const cx = (box.minX + box.maxX) / 2;
  const cy = (box.minY + box.maxY) / 2;
  const recording = page.evaluate<number[]>(`(${RECORD_FRAMES})(4000)`);
  await page.mouse.move(cx, cy);
  for (let i = 0; i < 12; i++) await page.mouse.wheel(0, -120);
  await page.mouse.down();
  for (let i = 0; i < 40; i++) await page.mouse.move(cx - i * 6, cy - i * 3);
  await page.mouse.up();
  for (let i = 0; i < 12; i++) await page.mouse.wheel(0, 120);
  return recording;
}

/** Rectangle drag (Shift) over one section; time from the release to the selection bar's count. */
export async function timeRectangle(
  page: Page,
  from: { x: number; y: number },
  to: { x: number; y: number },
) {
  await page.evaluate(() => {
    const w = window as unknown as { released?: number };
    window.addEventListener('pointerup', () => (w.released = performance.now()), {
      capture: true,
      once: true,
    });
  });
  await page.keyboard.down('Shift');
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 4 });
  await page.mouse.up();
  await page.keyboard.up('Shift');
  const text = page.locator('.seat-map-selection-text');
  await text.getByText(/selected/).waitFor();
  const elapsed = await page.evaluate(() => {
    const w = window as unknown as { released?: number };
    return performance.now() - (w.released ?? performance.now());
  });
  return { elapsed, text: (await text.textContent()) ?? '' };
}

export function hitTestTimes() {
  const layout = layoutSeatMap(reportsBenchDrawing(SEATS));
  const index = indexSeatMap(layout);
  const seats = layout.objects.filter((o) => o.kind === 'seat');
  const points = seats.map((o, i) => ({ x: o.x + (i % 3) - 1, y: o.y + (i % 2) }));
  const started = performance.now();
  let found = 0;
  for (const p of points) if (index.objectAt(0, p)) found++;
  const hit = (performance.now() - started) / points.length;
  const labels = new Map(seats.map((o) => [o.label, o]));
  const floorStarted = performance.now();
  for (const o of seats) if (labels.get(o.label)) found++;
  const floor = (performance.now() - floorStarted) / seats.length;
  return { hitMicros: hit * 1000, floorMicros: floor * 1000, found, layout };
}

export function mapChunkGzip(): number {
  const assets = join(buildDir, 'assets');
  let total = 0;
  for (const file of readdirSync(assets).filter((f) => f.endsWith('.js'))) {
    // The bundler's own runtime helpers come without a source map; they are not the map's code.
    if (!existsSync(join(assets, `${file}.map`))) continue;
    const map = JSON.parse(readFileSync(join(assets, `${file}.map`), 'utf8')) as {
      sources: string[];
    };
    if (map.sources.some((s) => s.includes('seat-map/components/seat-map.tsx'))) {
      total += gzipSync(readFileSync(join(assets, file))).length;
    }
  }
  return total;
}
