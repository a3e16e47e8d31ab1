// `npm run bench:app`: the back office's report pages in Chromium against the production build,
// served by the real service (in this process, in-memory SQLite) on a generated 100,000-seat
// event (ten sections, 30% booked, 5% held, three channels: bench/reports-data.ts). Prints:
//   navigation → drawn summary chart, drill-down click → first table rows, sorting 100,000 rows,
//   table rows in the DOM while scrolling, and the gzip size of the initial JavaScript (the entry
//   chunk and its static imports), checking that chart and table code stay out of it.
//   BENCH_SEATS (100000)  BENCH_RUNS (5)  BENCH_SKIP_BUILD=1 reuses .tmp/bench-app-build
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { chromium, type Page } from '@playwright/test';
import { flattenDrawing } from '../src/domain/drawing';
import { createApp } from '../src/server/http/app';
import { staticAppRoutes } from '../src/server/http/static-app';
import { startTestService } from '../src/server/testing';
import { BENCH_HOLD_TOKEN, reportsBenchDrawing, reportsBenchEvent } from './reports-data';

const SEATS = Number(process.env.BENCH_SEATS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const root = resolve(import.meta.dirname, '..');
const buildDir = join(root, '.tmp', 'bench-app-build');

function build() {
  if (process.env.BENCH_SKIP_BUILD === '1' && existsSync(join(buildDir, 'index.html'))) return;
  console.log('building the app (vite build)…');
  execFileSync(
    'npx',
    ['vite', 'build', '--outDir', buildDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
}

/** The entry chunk and every chunk it imports statically: what the first page load must fetch. */
function initialJs(): { files: string[]; gzip: number; sources: string[] } {
  const html = readFileSync(join(buildDir, 'index.html'), 'utf8');
  const entry = /<script type="module"[^>]*src="\/app\/([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error('no module script in the built index.html');
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(join(buildDir, file), 'utf8');
    // Static imports only: `import{…}from"./x.js"` and `import"./x.js"`, never `import("./x.js")`.
    for (const match of code.matchAll(/(?:from|import)\s*"(\.\/[^"]+\.js)"/g)) {
      visit(join(dirname(file), match[1]));
    }
  };
  visit(entry);
  const files = [...seen];
  const gzip = files.reduce((sum, f) => sum + gzipSync(readFileSync(join(buildDir, f))).length, 0);
  const sources = files.flatMap((f) => {
    const map = join(buildDir, `${f}.map`);
    return existsSync(map) ? (JSON.parse(readFileSync(map, 'utf8')).sources as string[]) : [];
  });
  return { files, gzip, sources };
}

async function startService() {
  const svc = await startTestService({ bodyLimitBytes: 200 * 1024 * 1024 });
  const app = createApp(svc.deps, { publicRoutes: staticAppRoutes(buildDir), log: () => {} });
  const baseUrl = await new Promise<string>((done) => {
    const server = serve(
      { fetch: app.fetch, port: 0, hostname: '127.0.0.1' },
      (info: AddressInfo) => done(`http://127.0.0.1:${info.port}`),
    );
    stopServer = () => new Promise((closed) => server.close(() => closed()));
  });
  const headers = {
    authorization: `Basic ${btoa(`${svc.secretKey}:`)}`,
    'content-type': 'application/json',
  };
  const drawing = reportsBenchDrawing(SEATS);
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  };
  await post('/system/public/charts/bench', drawing);
  await post('/events', { chartKey: 'bench', eventKey: 'bench' });
  // Bookings written through the store: 30,000 bookings over HTTP would only slow the set-up.
  const { states, channels } = reportsBenchEvent(flattenDrawing(drawing));
  const workspaceId = svc.company.workspace.id;
  await svc.deps.store.transaction(async (tx) => {
    const event = await tx.getEvent(workspaceId, 'bench');
    if (!event) throw new Error('the bench event is missing');
    const now = svc.deps.now();
    await tx.insertHoldToken({
      token: BENCH_HOLD_TOKEN,
      workspaceId,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + 2 * 3600_000).toISOString(),
    });
    await tx.putObjectStates(event.id, states);
    await tx.updateEvent({ ...event, channels });
  });
  return { svc, baseUrl };
}
let stopServer: () => Promise<void> = async () => {};

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const fmt = (ms: number) => `${ms.toFixed(0).padStart(6)} ms`;
function line(name: string, samples: number[], target: string) {
  console.log(
    `${name.padEnd(44)} median ${fmt(median(samples))}  first ${fmt(samples[0])}  max ${fmt(Math.max(...samples))}  (${target})`,
  );
}

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

async function main() {
  build();
  const js = initialJs();
  const { svc, baseUrl } = await startService();
  const runsAsRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...(runsAsRoot ? ['--no-sandbox'] : []), '--disable-gpu', '--no-first-run'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl}/app/sign-in`);
    await page.getByLabel('Secret key').fill(svc.secretKey);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { name: 'Events', level: 1 }).waitFor();

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
  } finally {
    await browser.close();
    await stopServer();
    await svc.close();
  }
}

await main();
