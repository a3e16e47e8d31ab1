// `npm run bench:app`: the back office's report pages in Chromium against the production build,
// served by the real service (in this process, in-memory SQLite) on a generated 100,000-seat
// event (ten sections, 30% booked, 5% held, three channels: bench/reports-data.ts). Prints:
//   navigation → drawn summary chart, drill-down click → first table rows, sorting 100,000 rows,
//   table rows in the DOM while scrolling, and the gzip size of the initial JavaScript (the entry
//   chunk and its static imports), checking that chart and table code stay out of it; and the
//   first load's files plain and gzip: bytes on the wire and time on loopback.

//   BENCH_SEATS (100000)  BENCH_RUNS (5)  BENCH_SKIP_BUILD=1 reuses .tmp/bench-app-build
import { Agent } from 'node:http';
import { cpus, loadavg } from 'node:os';
import type { Page } from '@playwright/test';
import {
  build,
  initialJs,
  line,
  median,
  RUNS,
  SEATS,
  signedInPage,
  startService,
  stopService,
} from './browser-kit';
import { getBody } from './post';

const CHART_BARS = '.summary-bars .recharts-bar-rectangle';
const FIRST_ROW = 'table.vt-table tbody tr[aria-rowindex="2"]';

async function timeChart(page: Page, url: string): Promise<number> {
  const started = Date.now();
  await page.goto(url);
  await page.locator(CHART_BARS).first().waitFor();
  return Date.now() - started;
}

async function timeDrill(page: Page, summaryUrl: string, group: string): Promise<number> {
  await page.goto(summaryUrl);
  await page.locator(CHART_BARS).first().waitFor();
  const link = page
    .getByRole('table', { name: /places by/ })
    .getByRole('link', { name: group, exact: true });
  const started = Date.now();
  await link.click();
  await page.locator(FIRST_ROW).waitFor();
  return Date.now() - started;
}

// In-page code goes in as text: tsx would wrap named functions in a helper the page lacks.
const SORT_IN_PAGE = `async (name) => {
  const buttons = [...document.querySelectorAll('table.vt-table .vt-sort')];
  const button = buttons.find((b) => b.textContent.replace(/[▲▼]/g, '').trim() === name);
  if (!button) throw new Error('no column ' + name);
  const header = button.closest('th');
  const before = header.getAttribute('aria-sort');
  const started = performance.now();
  button.click();
  await new Promise((done) => {
    const check = () => (header.getAttribute('aria-sort') !== before ? done() : requestAnimationFrame(check));
    check();
  });
  // The frame that shows the new order.
  await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
  return performance.now() - started;
}`;

/** Click a header and wait, in the page, for the re-sorted rows to be painted. */
async function timeSort(page: Page, column: string): Promise<number> {
  return page.evaluate(`(${SORT_IN_PAGE})(${JSON.stringify(column)})`);
}

const SCROLL_IN_PAGE = `async (steps) => {
  const box = document.querySelector('.vt-scroll');
  let max = 0;
  for (let i = 0; i <= steps; i++) {
    box.scrollTop = (box.scrollHeight * i) / steps;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    max = Math.max(max, box.querySelectorAll('tbody tr').length);
  }
  return max;
}`;

async function domRowsWhileScrolling(page: Page): Promise<{ max: number; steps: number }> {
  const steps = 60;
  const max = await page.evaluate<number>(`(${SCROLL_IN_PAGE})(${steps})`);
  return { max, steps };
}

/**
 * The first load's files (index.html and the initial JavaScript), fetched at once as a browser
 * does, plain and gzip in turn: bytes on the wire and the time until the last byte, on loopback.
 */
async function appLoadByEncoding(baseUrl: string, files: readonly string[]) {
  const origin = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true });
  const paths = ['/app/', ...files.map((f) => `/app/${f}`)];
  const wireGet = async (path: string, encoding: string) =>
    (await getBody(agent, origin, path, { 'accept-encoding': encoding })).length;
  for (const encoding of ['identity', 'gzip', 'identity', 'gzip']) {
    await Promise.all(paths.map((p) => wireGet(p, encoding))); // warm-up
  }
  const figures = {
    identity: { bytes: 0, ms: [] as number[] },
    gzip: { bytes: 0, ms: [] as number[] },
  };
  for (let i = 0; i < RUNS; i++) {
    for (const encoding of ['identity', 'gzip'] as const) {
      const started = performance.now();
      const sizes = await Promise.all(paths.map((p) => wireGet(p, encoding)));
      figures[encoding].ms.push(performance.now() - started);
      figures[encoding].bytes = sizes.reduce((sum, n) => sum + n, 0);
    }
  }
  agent.destroy();
  for (const encoding of ['identity', 'gzip'] as const) {
    const { bytes, ms } = figures[encoding];
    console.log(
      `${`first load's files, ${encoding}`.padEnd(44)} ${(bytes / 1024).toFixed(1).padStart(7)} KB on the wire  median ${median(ms).toFixed(1)} ms  max ${Math.max(...ms).toFixed(1)} ms  (${paths.length} files, loopback)`,
    );
  }
}

async function main() {
  build();
  const js = initialJs();
  const { svc, baseUrl } = await startService();
  const { browser, page } = await signedInPage(baseUrl, svc.secretKey);
  try {
    const summaryUrl = `${baseUrl}/app/reports/events/bench`;
    console.log(`app bench: ${SEATS} seats, 10 sections, 30% booked, 5% held; ${RUNS} runs each`);
    console.log(`load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores\n`);

    const chart: number[] = [];
    for (let i = 0; i < RUNS; i++) chart.push(await timeChart(page, summaryUrl));
    line('navigation → drawn byStatus chart', chart, 'target ≤ 1500 ms');

    const drill: number[] = [];
    for (let i = 0; i < RUNS; i++) drill.push(await timeDrill(page, summaryUrl, 'Booked'));
    const booked = await page.locator('.rt-count').textContent();
    // Where the time goes: the report request as the browser saw it (server + transfer).
    const network = await page.evaluate<number[]>(
      `performance.getEntriesByType('resource').filter((e) => e.name.includes('/byStatus/booked')).map((e) => e.responseEnd - e.startTime)`,
    );
    if (process.env.BENCH_VERBOSE)
      console.log('booked report request (ms):', network.map(Math.round));
    line(`drill-down → first rows (booked, ${booked})`, drill, 'target ≤ 1000 ms');

    const all: number[] = [];
    const byType = `${summaryUrl}?type=byObjectType`;
    for (let i = 0; i < Math.min(RUNS, 3); i++) all.push(await timeDrill(page, byType, 'Seat'));
    const seats = await page.locator('.rt-count').textContent();
    line(`drill-down → first rows (seat, ${seats})`, all, 'same target, 3.3× the rows');

    const sorts: number[] = [];
    for (const column of ['Label', 'Label', 'Status', 'Section', 'Order id', 'Label']) {
      sorts.push(await timeSort(page, column));
    }
    line(`sort ${seats} (label, status, section…)`, sorts, 'target ≤ 200 ms');

    const scrolled = await domRowsWhileScrolling(page);
    console.log(
      `${'table rows in the DOM while scrolling'.padEnd(44)} max ${scrolled.max} over ${scrolled.steps} positions (target < 150)`,
    );

    const leaked = js.sources.filter((s) => /recharts|react-virtual|features\/reports/.test(s));
    console.log(
      `${'initial JavaScript (gzip)'.padEnd(44)} ${(js.gzip / 1024).toFixed(1)} KB in ${js.files.length} file(s) (target ≤ 250 KB); chart/table/reports modules in it: ${leaked.length}`,
    );
    if (leaked.length > 0) console.log(`  leaked into the entry: ${leaked.slice(0, 5).join(', ')}`);
    await appLoadByEncoding(baseUrl, js.files);
  } finally {
    await browser.close();
    await stopService();
    await svc.close();
  }
}

await main();
