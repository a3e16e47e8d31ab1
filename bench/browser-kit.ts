// What the browser benches share (bench:app, bench:map): the production build of the back office,
// the real service in this process (in-memory SQLite) serving it with a generated 100,000-seat
// event (ten sections, 30% booked, 5% held, three channels: reports-data.ts), and a signed-in
// Chromium page. BENCH_SKIP_BUILD=1 reuses .tmp/bench-app-build.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { type Browser, chromium, type Page } from '@playwright/test';
import { flattenDrawing } from '../src/domain/drawing';
import { createApp } from '../src/server/http/app';
import { staticAppRoutes } from '../src/server/http/static-app';
import { startTestService } from '../src/server/service-test-kit';
import { BENCH_HOLD_TOKEN, reportsBenchDrawing, reportsBenchEvent } from './reports-data';

export const SEATS = Number(process.env.BENCH_SEATS ?? 100_000);
export const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const WAIT_MS = 180_000;
const root = resolve(import.meta.dirname, '..');
// BENCH_BUILD_DIR and BENCH_MINIFY=0: an unminified build elsewhere, for bench/map-profile.ts.
export const buildDir = process.env.BENCH_BUILD_DIR
  ? resolve(process.env.BENCH_BUILD_DIR)
  : join(root, '.tmp', 'bench-app-build');
const minify = process.env.BENCH_MINIFY === '0' ? ['--minify', 'false'] : [];

export function build() {
  if (process.env.BENCH_SKIP_BUILD === '1' && existsSync(join(buildDir, 'index.html'))) return;
  console.log('building the app (vite build)…');
  execFileSync(
    'npx',
    // With source maps (bench:map finds the seat map's chunk by them); the production build has none.
    [
      'vite',
      'build',
      '--outDir',
      buildDir,
      '--emptyOutDir',
      '--sourcemap',
      '--logLevel',
      'warn',
      ...minify,
    ],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
}

/** The entry chunk and every chunk it imports statically: what the first page load must fetch. */
export function initialJs(): { files: string[]; gzip: number; sources: string[] } {
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

export async function startService() {
  // A loaded machine takes more than the service's default 10 s to store the 13 MB drawing.
  const svc = await startTestService({
    bodyLimitBytes: 200 * 1024 * 1024,
    requestTimeoutMs: 120_000,
  });
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

/** Chromium (Debian's) with one page signed in to the service's test workspace. */
export async function signedInPage(
  baseUrl: string,
  secretKey: string,
  viewport = { width: 1280, height: 900 },
): Promise<{ browser: Browser; page: Page }> {
  const runsAsRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...(runsAsRoot ? ['--no-sandbox'] : []), '--disable-gpu', '--no-first-run'],
  });
  const page = await freshSignedInPage(browser, baseUrl, secretKey, viewport);
  return { browser, page };
}

/**
 * A page in a context of its own (empty HTTP cache, storage and IndexedDB: a first visit),
 * signed in and on the events list.
 */
export async function freshSignedInPage(
  browser: Browser,
  baseUrl: string,
  secretKey: string,
  viewport: { width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  // Playwright's 30 s is too short for a first map on a machine shared with other work.
  context.setDefaultTimeout(WAIT_MS);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/app/sign-in`);
  await page.getByLabel('Secret key').fill(secretKey);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('heading', { name: 'Events', level: 1 }).waitFor();
  return page;
}

export async function stopService(): Promise<void> {
  await stopServer();
}

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
export const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];
export const fmt = (ms: number) => `${ms.toFixed(0).padStart(6)} ms`;

export function line(name: string, samples: number[], target: string) {
  console.log(
    `${name.padEnd(44)} median ${fmt(median(samples))}  first ${fmt(samples[0])}  max ${fmt(Math.max(...samples))}  (${target})`,
  );
}
