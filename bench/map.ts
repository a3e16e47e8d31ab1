import { cpus, loadavg } from 'node:os';
import { fitTransform, toScreen } from '../src/app/seat-map/render/viewport';
import { layoutSeatMap } from '../src/domain/seat-map/layout';
import { labelOrderDigest, snapshotLabels } from '../src/domain/status-snapshot/label-digest';
import {
  build,
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
import {
  framesWhileMoving,
  hitTestTimes,
  mapChunkGzip,
  RECORD_FRAMES,
  timeRectangle,
} from './map-interaction';
import { statusBytes } from './map-wire-bytes';
import { reportsBenchDrawing } from './reports-data';

const VIEWPORT = { width: 1366, height: 900 };

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
