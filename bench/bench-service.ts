// The service as the bench server processes run it: the same pieces as src/server/main.ts (store
// chosen by DATABASE_URL, chart and states caches, the hold sweep), on a loopback port of its own,
// with a CPU probe beside the API. Several of these processes can share one PostgreSQL database:
// the first one sets up the company, chart and event; the others only open the store and serve.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { closeFeeds } from '../src/server/application/feed/feed-hubs';
import { startHoldSweep } from '../src/server/application/jobs/hold-sweep';
import { type Service, wireService } from '../src/server/application/wiring';
import { testConfig } from '../src/server/config';
import { stampAcceptance } from '../src/server/http/accepted';
import { createApp } from '../src/server/http/app';
import { type Drain, drainable } from '../src/server/http/shutdown';
import { staticAppRoutes } from '../src/server/http/static-app';
import { ServiceMetrics } from '../src/server/metrics';
import { openStore } from '../src/server/store/open-store';

/** The back office's build the bench services serve (BENCH_APP_DIR, default dist/app). */
export const APP_DIR = resolve(import.meta.dirname, '..', process.env.BENCH_APP_DIR ?? 'dist/app');

/** How long a stopping bench service waits for its requests in flight. */
const STOP_TIMEOUT_MS = 2_000;

/** The listening server's drain (listenWithCpuProbe), run on SIGTERM before the store closes. */
let drain: Drain | undefined;

export interface BenchService {
  deps: Service;
  app: ReturnType<typeof createApp>;
  /** POSTs JSON to the app in-process (set-up calls: no socket needed); throws unless 2xx. */
  post(path: string, body: unknown, secretKey: string): Promise<void>;
}

export async function openBenchService(databaseUrl: string): Promise<BenchService> {
  // A 100,000-seat drawing is larger than the default body limit.
  // BENCH_REQUEST_TIMEOUT_MS: a loaded machine may need more than 10 s to upload that drawing.
  const timeout = Number(process.env.BENCH_REQUEST_TIMEOUT_MS);
  const config = testConfig({
    databaseUrl,
    bodyLimitBytes: 200 * 1024 * 1024,
    ...(timeout > 0 ? { requestTimeoutMs: timeout } : {}),
  });
  const store = await openStore(databaseUrl);
  const deps = wireService({
    config,
    store,
    metrics: new ServiceMetrics({ processMetrics: true }),
  });
  // The back office's build too, when there is one (bench:fairness asks for its files).
  const app = createApp(deps, { publicRoutes: staticAppRoutes(APP_DIR) });
  const stopSweep = startHoldSweep(deps);
  // A clean exit on SIGTERM, in main.ts's order: no new requests, those in flight answered, and
  // only then the pool closed (PostgreSQL); closed first, the requests still coming in failed
  // with "Cannot use a pool after calling end". `--cpu-prof` (BENCH_PROFILE=1) gets to write its
  // profile.
  process.once('SIGTERM', () => {
    stopSweep();
    closeFeeds(deps);
    (drain?.() ?? Promise.resolve()).then(() => store.close()).finally(() => process.exit(0));
    setTimeout(() => process.exit(0), STOP_TIMEOUT_MS + 1_000).unref();
  });
  const post = async (path: string, body: unknown, secretKey: string) => {
    const response = await app.request(path, {
      method: 'POST',
      headers: {
        authorization: `Basic ${btoa(`${secretKey}:`)}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  };
  return { deps, app, post };
}

/** Serves `fetch` on a loopback port, with `GET /__cpu` (this process's CPU time) beside it. */
export function listenWithCpuProbe(
  fetch: (request: Request) => Response | Promise<Response>,
): Promise<string> {
  const listener = getRequestListener(fetch);
  const server = createServer((req, res) => {
    if (req.url !== '/__cpu') return listener(req, res);
    const { user, system } = process.cpuUsage();
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ cpuMicros: user + system }));
  });
  stampAcceptance(server);
  drain = drainable(server, STOP_TIMEOUT_MS);
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    });
  });
}

/** The one line the driver waits for: where this process listens, and what it set up. */
export function announceReady(ready: Record<string, unknown>): void {
  console.log(JSON.stringify({ ...ready, pid: process.pid }));
}

/** The database URL the driver chose for this process. */
export function benchDatabaseUrl(): string {
  const url = process.env.BENCH_SERVER_DATABASE_URL;
  if (!url) throw new Error('BENCH_SERVER_DATABASE_URL is not set: start this through the bench');
  return url;
}
