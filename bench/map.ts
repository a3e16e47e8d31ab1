// `npm run bench:map`: the seat map in Chromium against the production build, served by the real
// service (in this process, in-memory SQLite) on a generated 100,000-seat event in ten sections,
// 30% booked, 5% held (bench/reports-data.ts). Prints, with a floor measured in the same run:
//   navigation → first drawn map, and → map coloured by the event's statuses, on a first visit
//   (a fresh browser profile) and again (the layout kept in the browser, the drawing revalidated)
//   (floor: navigation → the events list drawn); frame times while zooming and panning, median and p95 from
//   requestAnimationFrame (floor: an idle page's frames); selecting 10,000 seats with a
//   rectangle; hit-test time (floor: a Map lookup of the same labels); DOM nodes of the page;
//   the map chunk's and the initial JavaScript's gzip sizes; the statuses' bytes on the wire, the
//   snapshot against the detailed reports a map without it reads (bench/map-wire-bytes.ts).
//   BENCH_SEATS (100000)  BENCH_RUNS (5)  BENCH_SKIP_BUILD=1 reuses .tmp/bench-app-build
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { fitTransform, toScreen } from '../src/app/seat-map/render/viewport';
import { layoutSeatMap } from '../src/domain/seat-map/layout';
import { indexSeatMap } from '../src/domain/seat-map/spatial-index';
import type { Bounds } from '../src/domain/seat-map/types';
import { labelOrderDigest, snapshotLabels } from '../src/domain/status-snapshot/label-digest';
import {
  build,
  buildDir,
  freshSignedInPage,
  initialJs,
  line,
  median,
  percentile,
  RUNS,
  SEATS,
  signedInPage,
  startService,
  stopService,
} from './browser-kit';
import {
  CANVAS,
  colouredFirst,
  type Requests,
  requestsLine,
  timeDrawingAlone,
  timeEventsList,
  timeFirstMap,
} from './map-first-load';
import { statusBytes } from './map-wire-bytes';
import { reportsBenchDrawing } from './reports-data';

const VIEWPORT = { width: 1366, height: 900 };

// In-page code goes in as text: tsx would wrap named functions in a helper the page lacks.
const RECORD_FRAMES = `(ms) => new Promise((done) => {
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
async function framesWhileMoving(page: Page, box: Bounds): Promise<number[]> {
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
async function timeRectangle(
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

function hitTestTimes() {
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

function mapChunkGzip(): number {
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

async function main() {
  build();
  const js = initialJs();
  const { svc, baseUrl } = await startService();
  const { browser, page } = await signedInPage(baseUrl, svc.secretKey, VIEWPORT);
  try {
    console.log(`map bench: ${SEATS} seats, 10 sections, 30% booked, 5% held; ${RUNS} runs each`);
    console.log(`load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores\n`);
    const eventUrl = `${baseUrl}/app/events/bench`;
    const firstVisit: number[] = [];
    const firstVisitColoured: number[] = [];
    const again: number[] = [];
    const againColoured: number[] = [];
    const list: number[] = [];
    const drawingAlone: number[] = [];
    let keptAgain = 0;
    const coldRequests: Requests[] = [];
    const warmRequests: Requests[] = [];
    // The page that comes back to the event: its first visit lays the venue out and keeps it.
    await timeFirstMap(page, eventUrl);
    for (let i = 0; i < RUNS; i++) {
      // Alternated with the floor, so both see the same machine.
      list.push(await timeEventsList(page, `${baseUrl}/app/events`));
      drawingAlone.push(
        await timeDrawingAlone(page, `${baseUrl}/charts/bench/version/published`, svc.secretKey),
      );
      // A first visit: a browser profile of its own, with nothing cached or kept.
      const fresh = await freshSignedInPage(browser, baseUrl, svc.secretKey, VIEWPORT);
      const cold = await timeFirstMap(fresh, eventUrl);
      if (cold.kept) throw new Error('a fresh browser profile found a kept layout');
      await fresh.context().close();
      coldRequests.push(cold.requests);
      firstVisit.push(cold.first);
      firstVisitColoured.push(cold.coloured);
      const warm = await timeFirstMap(page, eventUrl);
      if (warm.kept) keptAgain++;
      warmRequests.push(warm.requests);
      again.push(warm.first);
      againColoured.push(warm.coloured);
    }
    line('floor: navigation → events list drawn', list, 'floor');
    line('floor: fetch + JSON.parse of the drawing', drawingAlone, 'floor, in the page, no cache');
    line('first visit: navigation → first drawn map', firstVisit, 'target ≤ 1000 ms');
    line(
      'first visit: → map coloured by status',
      firstVisitColoured,
      colouredFirst(firstVisit, firstVisitColoured),
    );
    line('again: navigation → first drawn map', again, `layout kept in ${keptAgain}/${RUNS}`);
    line('again: → map coloured by status', againColoured, colouredFirst(again, againColoured));
    requestsLine('first visit: requests', coldRequests);
    requestsLine('again: requests', warmRequests);
    const digest = labelOrderDigest(
      snapshotLabels(layoutSeatMap(reportsBenchDrawing(SEATS)).objects),
    );
    const wire = await statusBytes(baseUrl, 'bench', svc.secretKey, digest);
    console.log(
      `${'statuses on the wire: snapshot'.padEnd(44)} ${(wire.snapshot.bytes / 1024).toFixed(1)} KB (${wire.snapshot.encoding}); detailed reports ${(wire.reports / 1024).toFixed(1)} KB (summary + ${wire.reasons.join(', ')}): ${(wire.reports / wire.snapshot.bytes).toFixed(1)}× fewer (target ≥ 20×)`,
    );
    console.log(
      `${'  the labelled snapshot (another drawing)'.padEnd(44)} ${(wire.labelled / 1024).toFixed(1)} KB: ${(wire.reports / wire.labelled).toFixed(1)}× fewer than the reports`,
    );
    console.log(
      `${'  and the detailed report of every object'.padEnd(44)} ${(wire.whole / 1024).toFixed(1)} KB (byStatus): ${(wire.whole / wire.snapshot.bytes).toFixed(1)}× the snapshot`,
    );

    const canvas = page.locator(CANVAS);
    const box = await canvas.boundingBox();
    if (!box) throw new Error('the map canvas has no box');
    const area = { minX: box.x, minY: box.y, maxX: box.x + box.width, maxY: box.y + box.height };
    const idle = await page.evaluate<number[]>(`(${RECORD_FRAMES})(2000)`);
    const moving = await framesWhileMoving(page, area);
    const frameLine = (name: string, d: number[], target: string) =>
      console.log(
        `${name.padEnd(44)} median ${median(d).toFixed(1).padStart(5)} ms  p95 ${percentile(d, 0.95).toFixed(1).padStart(5)} ms  max ${Math.max(
          ...d,
        )
          .toFixed(0)
          .padStart(4)} ms  (${d.length} frames; ${target})`,
      );
    frameLine('floor: frames of the idle page', idle, 'floor');
    frameLine('frames while zooming and panning', moving, 'target p95 ≤ 20 ms');

    // One section of 10,000 seats: where it lies on screen after "Fit".
    const { hitMicros, floorMicros, found, layout } = hitTestTimes();
    await page.getByRole('button', { name: 'Fit' }).click();
    await page.evaluate(() => new Promise((done) => setTimeout(done, 300)));
    const fitted = fitTransform(layout.floors[0].bounds, { width: box.width, height: box.height });
    const section = layout.objects.filter((o) => o.section === layout.sections[0]?.label);
    const xs = section.map((o) => o.x);
    const ys = section.map((o) => o.y);
    const pad = 4 / fitted.k;
    const rectangles: number[] = [];
    let selected = '';
    for (let i = 0; i < Math.min(RUNS, 3); i++) {
      if (i > 0) await page.getByRole('button', { name: 'Clear selection' }).first().click();
      await page.locator('.seat-map-selection-text', { hasText: 'Nothing selected' }).waitFor();
      // Clicking scrolls the page: the map's place on screen is read again each time.
      await page.evaluate(() => window.scrollTo(0, 0));
      const at = await canvas.boundingBox();
      if (!at) throw new Error('the map canvas has no box');
      const corner = (x: number, y: number) => {
        const p = toScreen(fitted, { x, y });
        return { x: at.x + p.x, y: at.y + p.y };
      };
      const r = await timeRectangle(
        page,
        corner(Math.min(...xs) - pad, Math.min(...ys) - pad),
        corner(Math.max(...xs) + pad, Math.max(...ys) + pad),
      );
      if (!r.text.startsWith(section.length.toLocaleString('en'))) {
        throw new Error(`the rectangle selected ${r.text}, not the ${section.length} seats`);
      }
      rectangles.push(r.elapsed);
      selected = r.text;
    }
    line(`rectangle → selection shown (${section.length} seats)`, rectangles, 'target ≤ 100 ms');
    console.log(`  the selection bar said: ${selected.trim()}`);
    console.log(
      `${'hit-test (objectAt)'.padEnd(44)} ${hitMicros.toFixed(2)} µs per point  (floor: a Map lookup ${floorMicros.toFixed(2)} µs; ${found} hits)`,
    );
    const nodes = await page.evaluate(() => document.getElementsByTagName('*').length);
    console.log(`${'DOM nodes of the event page'.padEnd(44)} ${nodes} (target < 1,500)`);
    console.log(
      `${'map chunk (gzip)'.padEnd(44)} ${(mapChunkGzip() / 1024).toFixed(1)} KB, loaded only with a map`,
    );
    const leaked = js.sources.filter((s) =>
      /seat-map\/components\/seat-map|d3-zoom|flatbush/.test(s),
    );
    console.log(
      `${'initial JavaScript (gzip)'.padEnd(44)} ${(js.gzip / 1024).toFixed(1)} KB (target ≤ 250 KB); map modules in it: ${leaked.length}`,
    );
  } finally {
    await browser.close();
    await stopService();
    await svc.close();
  }
}

await main();
