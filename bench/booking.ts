// `npm run bench:booking`: the booking service under 64 concurrent clients booking distinct seats,
// 10 per request, against a generated 100,000-seat chart; then a bare Hono JSON echo under the
// same load generator, as the floor. Loopback only, bounded in time. Each server runs in its own
// process, so the load generator does not steal its event loop. With INSTANCES=n (PostgreSQL
// only) n service processes share the database, and n echo processes make the floor; the
// clients are spread over them round-robin.
//   DATABASE_URL (default: a temp SQLite file)  INSTANCES (1)  BENCH_DURATION_MS (8000)
//   BENCH_CLIENTS (64)  BENCH_SEATS (100000)  BENCH_DB=memory  BENCH_RESULT_FILE (JSON figures)
//   BENCH_PROFILE=1 writes CPU profiles of the servers to bench/profiles/
import { Agent } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { flattenDrawing } from '../src/server/domain/drawing';
import { benchDrawing } from './booking-server';
import type { BookingFigures, BookingResult } from './compare-table';
import {
  prepareDatabase,
  readBenchTarget,
  runBench,
  type ServerProcess,
  serversCpuMs,
  startInstances,
  startServer,
  stopServers,
  writeResult,
} from './instances';
import { post } from './post';
import { postgresCpuClock } from './proc-stats';

const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 8_000);
const WARMUP_MS = Math.min(1_500, DURATION_MS);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 64);
const SEATS = Number(process.env.BENCH_SEATS ?? 100_000);
const PER_REQUEST = 10;

interface Result {
  requests: number;
  failures: number;
  seconds: number;
  latencies: number[];
  /** Server CPU milliseconds spent per request, all instances together. */
  cpuPerRequest: number;
  /** The PostgreSQL cluster's CPU milliseconds per request, when it can be read from here. */
  dbCpuPerRequest?: number;
}

/**
 * `clients` loops, each sending one request after the other to its server (client i to server
 * i mod n), until time or work runs out.
 */
async function drive(
  servers: ServerProcess[],
  path: string,
  headers: Record<string, string>,
  nextBody: () => string | undefined,
  durationMs: number,
  dbCpu?: () => number,
): Promise<Result> {
  const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
  const latencies: number[] = [];
  let failures = 0;
  const cpuBefore = await serversCpuMs(servers);
  const dbBefore = dbCpu?.();
  const started = performance.now();
  const end = started + durationMs;
  const send = (url: URL, body: string) => post(agent, url, path, headers, body);
  const client = async (id: number) => {
    const url = new URL(servers[id % servers.length].ready.baseUrl);
    for (let body = nextBody(); body !== undefined && performance.now() < end; body = nextBody()) {
      const t0 = performance.now();
      const status = await send(url, body);
      latencies.push(performance.now() - t0);
      if (status >= 300) failures++;
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, (_, id) => client(id)));
  const seconds = (performance.now() - started) / 1000;
  const count = Math.max(1, latencies.length);
  const cpuPerRequest = ((await serversCpuMs(servers)) - cpuBefore) / count;
  const dbCpuPerRequest =
    dbCpu && dbBefore !== undefined ? (dbCpu() - dbBefore) / count : undefined;
  agent.destroy();
  return {
    requests: latencies.length,
    failures,
    seconds,
    latencies,
    cpuPerRequest,
    dbCpuPerRequest,
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function summary(name: string, result: Result): BookingFigures {
  const sorted = [...result.latencies].sort((a, b) => a - b);
  const rps = result.requests / result.seconds;
  const p50 = percentile(sorted, 50);
  const p99 = percentile(sorted, 99);
  const db =
    result.dbCpuPerRequest === undefined
      ? ''
      : `  PostgreSQL CPU ${result.dbCpuPerRequest.toFixed(3)} ms/req`;
  console.log(
    `${name.padEnd(8)} ${rps.toFixed(0).padStart(7)} req/s  p50 ${p50.toFixed(2)} ms  p99 ${p99.toFixed(2)} ms  server CPU ${result.cpuPerRequest.toFixed(3)} ms/req${db}  (${result.requests} requests, ${result.failures} failed, ${result.seconds.toFixed(1)} s)`,
  );
  return {
    rps,
    p50,
    p99,
    cpu: result.cpuPerRequest,
    dbCpu: result.dbCpuPerRequest,
    requests: result.requests,
  };
}

async function main() {
  const target = readBenchTarget();
  const labels = flattenDrawing(benchDrawing(SEATS))
    .objects.filter((o) => o.objectType === 'seat')
    .map((o) => o.label);
  const bodies = function* () {
    for (let i = 0; i + PER_REQUEST <= labels.length; i += PER_REQUEST) {
      yield JSON.stringify({ objects: labels.slice(i, i + PER_REQUEST), orderId: `bench-${i}` });
    }
  };
  const database = await prepareDatabase(target);
  const n = target.instances;
  console.log(
    `booking bench: ${labels.length} seats, ${CLIENTS} clients, ${PER_REQUEST} seats per request; ${database.description}; ${n} service instance${n > 1 ? 's' : ''}`,
  );
  const loadAtStart = loadavg()[0];
  const dbCpu = target.store === 'postgres' ? await postgresCpuClock(database.url) : undefined;
  if (target.store === 'postgres' && !dbCpu) {
    console.log('(PostgreSQL is not on this machine, or not visible: its CPU is not measured)');
  }

  const services = await startInstances('booking-server.ts', n, database.url);
  let booking: BookingFigures;
  try {
    const { secretKey, event } = services[0].ready;
    const headers = {
      authorization: `Basic ${btoa(`${secretKey}:`)}`,
      'content-type': 'application/json',
    };
    const path = `/events/${event}/actions/book`;
    const work = bodies();
    const next = () => work.next().value ?? undefined;
    await drive(services, path, headers, next, WARMUP_MS);
    const result = await drive(services, path, headers, next, DURATION_MS, dbCpu);
    if (result.failures > 0) throw new Error(`${result.failures} booking requests failed`);
    if (result.requests === 0) {
      throw new Error(
        `the warm-up booked all ${labels.length} seats: nothing left to measure; raise BENCH_SEATS`,
      );
    }
    booking = summary('booking', result);
  } finally {
    await stopServers(services);
  }

  const echoes = await Promise.all(
    Array.from({ length: n }, () => startServer('booking-server.ts', 'echo', {})),
  );
  let floor: BookingFigures;
  try {
    const body = JSON.stringify({ objects: labels.slice(0, PER_REQUEST), orderId: 'bench-0' });
    const headers = { 'content-type': 'application/json' };
    await drive(echoes, '/echo', headers, () => body, WARMUP_MS);
    floor = summary('echo', await drive(echoes, '/echo', headers, () => body, DURATION_MS));
  } finally {
    await stopServers(echoes);
  }
  const ratio = booking.rps / floor.rps;
  const cpuRatio = floor.cpu / booking.cpu;
  const withDb =
    booking.dbCpu === undefined ? undefined : floor.cpu / (booking.cpu + booking.dbCpu);
  const withDbText = withDb === undefined ? '' : `, ${withDb.toFixed(2)} counting PostgreSQL's CPU`;
  console.log(
    `ratio    ${ratio.toFixed(2)} by req/s, ${cpuRatio.toFixed(2)} by server CPU per request${withDbText} (target ≥ 0.35); booking p99 ${booking.p99.toFixed(2)} ms (target < 20 ms)`,
  );
  const load = Math.max(loadAtStart, loadavg()[0]);
  if (load > 1.5) {
    console.log(
      `note: load average ${load.toFixed(1)} on ${cpus().length} cores while measuring: other work distorts req/s and latency; CPU per request much less`,
    );
  }
  const figures: BookingResult = {
    store: target.store,
    instances: n,
    database: database.description,
    booking,
    echo: floor,
    ratio,
    cpuRatio,
    cpuRatioWithDb: withDb,
    loadAverage: load,
    cores: cpus().length,
  };
  writeResult(figures);
}

await runBench(main);
