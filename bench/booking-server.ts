// The process under load for `npm run bench:booking`: either the real service (SQLite file,
// WAL + synchronous=FULL as in production, a generated chart) or a bare Hono JSON echo, the floor
// every HTTP service on this machine stands on. Prints one JSON line when ready. `GET /__cpu`
// answers the process's CPU time, so the load generator can measure CPU per request, which a
// shared, busy machine does not distort the way it distorts requests per second.
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { generateDrawing } from '../src/server/domain/drawing';
import { startTestService } from '../src/server/testing';

/** The chart both processes build: the load generator derives the seat labels from it. */
export function benchDrawing(seats: number) {
  return generateDrawing({ seats, sections: 10 });
}

/** Serves `fetch` on a loopback port, with the CPU probe beside it. */
function listen(fetch: (request: Request) => Response | Promise<Response>): Promise<string> {
  const listener = getRequestListener(fetch);
  const server = createServer((req, res) => {
    if (req.url !== '/__cpu') return listener(req, res);
    const { user, system } = process.cpuUsage();
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ cpuMicros: user + system }));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    });
  });
}

async function startEcho(): Promise<void> {
  const app = new Hono();
  app.post('/echo', async (c) => c.json(await c.req.json()));
  console.log(JSON.stringify({ baseUrl: await listen(app.fetch) }));
}

async function startService(seats: number): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'seatdesk-bench-'));
  const databaseUrl =
    process.env.BENCH_DB === 'memory' ? 'sqlite::memory:' : `sqlite:${join(dir, 'bench.db')}`;
  // A 100,000-seat drawing is larger than the default body limit.
  const svc = await startTestService({ databaseUrl, bodyLimitBytes: 200 * 1024 * 1024 });
  const headers = {
    authorization: `Basic ${btoa(`${svc.secretKey}:`)}`,
    'content-type': 'application/json',
  };
  const call = async (path: string, body: unknown) => {
    const response = await svc.app.request(path, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  };
  await call('/system/public/charts/bench', benchDrawing(seats));
  await call('/events', { chartKey: 'bench', eventKey: 'bench' });
  const baseUrl = await listen(svc.app.fetch);
  console.log(JSON.stringify({ baseUrl, secretKey: svc.secretKey, event: 'bench', databaseUrl }));
}

const mode = process.argv[2];
if (mode === 'echo') await startEcho();
else if (mode === 'service') await startService(Number(process.env.BENCH_SEATS ?? 100_000));

// A clean exit on SIGTERM, so `--cpu-prof` (BENCH_PROFILE=1) can write its profile.
process.on('SIGTERM', () => process.exit(0));
