// bench:map's first loads (bench/map.ts): navigation → the first drawn map and → the first frame
// coloured by status, with when the drawing's and the statuses' requests ran; and its floors.
import type { Page } from '@playwright/test';
import { median } from './browser-kit';

export const CANVAS = 'canvas.seat-map-canvas';

interface Timing {
  start: number;
  end: number;
  bytes: number;
}

// In-page code goes in as text: tsx would wrap named functions in a helper the page lacks.
const REQUESTS = `(() => {
  const entry = (part) => {
    const e = performance.getEntriesByType('resource').find((r) => r.name.includes(part));
    return e && { start: e.startTime, end: e.responseEnd, bytes: e.transferSize };
  };
  return { drawing: entry('/version/published'), statuses: entry('/statuses') };
})()`;

/** Navigation → first frame with the map, and → the frame after the statuses arrived. */
export async function timeFirstMap(page: Page, url: string) {
  await page.goto(url);
  await page.locator(`${CANVAS}[data-first-drawn-at]`).waitFor();
  await page.locator('.seat-map-legend').getByText('Booked').waitFor();
  // The frame drawn after the legend (and the paint it belongs to) changed.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  const canvas = page.locator(CANVAS);
  const kept = await page.evaluate(() =>
    performance
      .getEntriesByName('seat-map:laid-out')
      .some((mark) => (mark as PerformanceMark).detail?.kept === true),
  );
  // The first frame drawn with the statuses (a build without that mark: the last frame).
  const coloured =
    (await canvas.getAttribute('data-coloured-at')) ?? (await canvas.getAttribute('data-drawn-at'));
  // When the drawing's and the statuses' requests started and ended, and the statuses' bytes
  // on the wire (a revalidation answered 304 carries headers only).
  const requests = await page.evaluate<{ drawing?: Timing; statuses?: Timing }>(REQUESTS);
  return {
    first: Number(await canvas.getAttribute('data-first-drawn-at')),
    coloured: Number(coloured),
    kept,
    requests,
  };
}

export type Requests = Awaited<ReturnType<typeof timeFirstMap>>['requests'];

/** Median start and end of the drawing's and the statuses' requests, and the statuses' bytes. */
export function requestsLine(name: string, loads: Requests[]) {
  const at = (pick: (r: Requests) => number | undefined) => {
    const values = loads.map(pick).filter((v): v is number => v !== undefined);
    return values.length ? Math.round(median(values)) : '–';
  };
  console.log(
    `${name.padEnd(44)} drawing ${at((r) => r.drawing?.start)}–${at((r) => r.drawing?.end)} ms, statuses ${at((r) => r.statuses?.start)}–${at((r) => r.statuses?.end)} ms (median; statuses ${at((r) => r.statuses?.bytes)} bytes on the wire)`,
  );
}

/** How many loads had their first frame coloured, and the median gap drawn → coloured. */
export function colouredFirst(first: number[], coloured: number[]): string {
  const gaps = first.map((at, i) => coloured[i] - at);
  const inFirst = gaps.filter((gap) => gap === 0).length;
  return `first frame coloured in ${inFirst}/${gaps.length}; gap drawn → coloured median ${median(gaps)} ms`;
}

export async function timeEventsList(page: Page, url: string): Promise<number> {
  await page.goto(url);
  await page.getByRole('heading', { name: 'Events', level: 1 }).waitFor();
  await page.locator('table tbody tr').first().waitFor();
  return page.evaluate(() => Math.round(performance.now()));
}

/**
 * The part of the first map no renderer can avoid: the drawing fetched (compressed, as the app
 * gets it) and parsed, in the same page, with the page's own fetch.
 */
export async function timeDrawingAlone(
  page: Page,
  url: string,
  secretKey: string,
): Promise<number> {
  return page.evaluate(
    async ({ url, auth }) => {
      const started = performance.now();
      // The whole drawing every time, as a first visit gets it (not the HTTP cache's copy).
      const response = await fetch(url, { headers: { authorization: auth }, cache: 'no-store' });
      JSON.parse(await response.text());
      return performance.now() - started;
    },
    { url, auth: `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}` },
  );
}
