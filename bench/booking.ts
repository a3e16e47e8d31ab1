// `npm run bench:booking`: the booking service under 64 concurrent clients booking distinct seats,
// 10 per request, against a generated 100,000-seat chart; then a bare Hono JSON echo under the
// same load generator, as the floor. Loopback only, bounded in time. Each server runs in its own
// process, so the load generator does not steal its event loop.
//   BENCH_DURATION_MS (default 8000)  BENCH_CLIENTS (64)  BENCH_SEATS (100000)  BENCH_DB=memory
//   BENCH_PROFILE=1 writes CPU profiles of the servers to bench/profiles/
import { type ChildProcess, spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { flattenDrawing } from '../src/server/domain/drawing';
import { benchDrawing } from './booking-server';

const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 8_000);
const WARMUP_MS = 1_500;
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 64);
const SEATS = Number(process.env.BENCH_SEATS ?? 100_000);
const PER_REQUEST = 10;

interface Ready {
  baseUrl: string;
  secretKey?: string;
  event?: string;
}

/** CPU time the server process has used so far, in milliseconds. */
async function serverCpuMs(baseUrl: string): Promise<number> {
  const answer = (await (await fetch(`${baseUrl}/__cpu`)).json()) as { cpuMicros: number };
  return answer.cpuMicros / 1000;
}

function startServer(mode: 'service' | 'echo'): Promise<{ child: ChildProcess; ready: Ready }> {
  const script = resolve(import.meta.dirname, 'booking-server.ts');
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir=bench/profiles'] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', script, mode], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, BENCH_SEATS: String(SEATS) },
  });
  return new Promise((resolveReady, reject) => {
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    lines.once('line', (line) => resolveReady({ child, ready: JSON.parse(line) as Ready }));
    child.once('exit', (code) => reject(new Error(`${mode} server exited with ${code}`)));
  });
}

interface Result {
  requests: number;
  failures: number;
  seconds: number;
  latencies: number[];
  /** Server CPU milliseconds spent per request. */
  cpuPerRequest: number;
}

/** `clients` loops, each sending one request after the other, until time or work runs out. */
async function drive(
  baseUrl: string,
  path: string,
  headers: Record<string, string>,
  nextBody: () => string | undefined,
  durationMs: number,
): Promise<Result> {
  const url = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
  const latencies: number[] = [];
  let failures = 0;
  const cpuBefore = await serverCpuMs(baseUrl);
  const started = performance.now();
  const end = started + durationMs;
  const send = (body: string) =>
    new Promise<number>((done, fail) => {
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path,
          method: 'POST',
          agent,
          headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          res.resume();
          res.on('end', () => done(res.statusCode ?? 0));
        },
      );
      req.on('error', fail);
      req.end(body);
    });
  const client = async () => {
    for (let body = nextBody(); body !== undefined && performance.now() < end; body = nextBody()) {
      const t0 = performance.now();
      const status = await send(body);
      latencies.push(performance.now() - t0);
      if (status >= 300) failures++;
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  const seconds = (performance.now() - started) / 1000;
  const cpuPerRequest = ((await serverCpuMs(baseUrl)) - cpuBefore) / Math.max(1, latencies.length);
  agent.destroy();
  return { requests: latencies.length, failures, seconds, latencies, cpuPerRequest };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function summary(name: string, result: Result) {
  const sorted = [...result.latencies].sort((a, b) => a - b);
  const rps = result.requests / result.seconds;
  const p50 = percentile(sorted, 50);
  const p99 = percentile(sorted, 99);
  console.log(
    `${name.padEnd(8)} ${rps.toFixed(0).padStart(7)} req/s  p50 ${p50.toFixed(2)} ms  p99 ${p99.toFixed(2)} ms  server CPU ${result.cpuPerRequest.toFixed(3)} ms/req  (${result.requests} requests, ${result.failures} failed, ${result.seconds.toFixed(1)} s)`,
  );
  return { rps, p50, p99, cpu: result.cpuPerRequest };
}

async function main() {
  const labels = flattenDrawing(benchDrawing(SEATS))
    .objects.filter((o) => o.objectType === 'seat')
    .map((o) => o.label);
  const bodies = function* () {
    for (let i = 0; i + PER_REQUEST <= labels.length; i += PER_REQUEST) {
      yield JSON.stringify({ objects: labels.slice(i, i + PER_REQUEST), orderId: `bench-${i}` });
    }
  };
  console.log(
    `booking bench: ${labels.length} seats, ${CLIENTS} clients, ${PER_REQUEST} seats per request`,
  );

  const service = await startServer('service');
  let booking: ReturnType<typeof summary>;
  try {
    const { baseUrl, secretKey, event } = service.ready;
    const headers = {
      authorization: `Basic ${btoa(`${secretKey}:`)}`,
      'content-type': 'application/json',
    };
    const path = `/events/${event}/actions/book`;
    const work = bodies();
    const next = () => work.next().value ?? undefined;
    await drive(baseUrl, path, headers, next, WARMUP_MS);
    const result = await drive(baseUrl, path, headers, next, DURATION_MS);
    if (result.failures > 0) throw new Error(`${result.failures} booking requests failed`);
    booking = summary('booking', result);
  } finally {
    service.child.kill('SIGTERM');
  }

  const echo = await startServer('echo');
  let floor: ReturnType<typeof summary>;
  try {
    const body = JSON.stringify({ objects: labels.slice(0, PER_REQUEST), orderId: 'bench-0' });
    const headers = { 'content-type': 'application/json' };
    await drive(echo.ready.baseUrl, '/echo', headers, () => body, WARMUP_MS);
    floor = summary(
      'echo',
      await drive(echo.ready.baseUrl, '/echo', headers, () => body, DURATION_MS),
    );
  } finally {
    echo.child.kill('SIGTERM');
  }
  const ratio = booking.rps / floor.rps;
  const cpuRatio = floor.cpu / booking.cpu;
  console.log(
    `ratio    ${ratio.toFixed(2)} by req/s, ${cpuRatio.toFixed(2)} by server CPU per request (target ≥ 0.35); booking p99 ${booking.p99.toFixed(2)} ms (target < 20 ms)`,
  );
  const load = loadavg()[0];
  if (load > 1.5) {
    console.log(
      `note: load average ${load.toFixed(1)} on ${cpus().length} cores while measuring: other work distorts req/s and latency; CPU per request much less`,
    );
  }
}

await main();
