// `npm run bench:booking`: the booking service under 64 concurrent clients booking distinct seats,
// 10 per request, against a generated 100,000-seat chart; then a bare Hono JSON echo under the
// same load generator, as the floor. Loopback only, bounded in time. Each server runs in its own
// process, so the load generator does not steal its event loop. With INSTANCES=n (PostgreSQL
// only) n service processes share the database, and n echo processes make the floor; the
// clients are spread over them round-robin.
//   DATABASE_URL (default: a temp SQLite file)  INSTANCES (1)  BENCH_DURATION_MS (8000)
//   BENCH_CLIENTS (64)  BENCH_SEATS (100000)  BENCH_DB=memory  BENCH_RESULT_FILE (JSON figures)
//   BENCH_TRIALS (3)  BENCH_PROFILE=1 writes CPU profiles of the servers to bench/profiles/
//   BENCH_IDEMPOTENCY_KEYS=1 sends every booking with an Idempotency-Key of its own
// The warm-up (3 s) books other events of the same chart over the connections the measurement
// then uses, so the measured event starts empty and a warm service books it. Its seats run out
// after 10,000 requests (about 2 s), so one window is short and noisy: the booking side runs
// BENCH_TRIALS times, each on a fresh database, service and events, and the figures pool all
// trials (requests over seconds, every latency).
// Best available (BENCH_BEST_AVAILABLE=0 skips it): after each booking trial, one trial of 64
// clients asking for the 4 best seats until a fresh event is sold out (best-available.ts), so the
// two kinds alternate under the same load; its figures pool those trials, and the ratio is
// best-available requests/s ÷ booking requests/s of this run.
// Then one more trial with a dashboard open: the event's summary read every BENCH_DASHBOARD_MS
// (250; 0 skips it) while the clients book, as an event manager watches an on-sale.
// Staff (BENCH_STAFF=0 skips it): after each booking trial, the same trial booking as a signed-in
// clerk (session cookie, role check, history naming the clerk) instead of the secret key, so the
// two paths alternate; their CPU per booking is compared (issue 31: within 15 %). The clerk's
// sign-ins at set-up (the password hash) are timed and printed.
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { flattenDrawing } from '../src/domain/drawing';
import { type BestResult, bestAvailableFigures, bestAvailableTrial } from './best-available';
import { benchDrawing } from './booking-server';
import type { BookingFigures, BookingResult, DashboardFigures } from './compare-table';
import {
  prepareDatabase,
  readBenchTarget,
  runBench,
  type ServerProcess,
  startInstances,
  startServer,
  stopServers,
  writeResult,
} from './instances';
import { drive, percentile, pooled, type Result, summary, watch } from './load';
import { postgresCpuClock } from './proc-stats';
import { RawConnections } from './raw-connections';

const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 8_000);
const WARMUP_MS = Math.min(3_000, DURATION_MS);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 64);
const SEATS = Number(process.env.BENCH_SEATS ?? 100_000);
const PER_REQUEST = 10;
const TRIALS = Number(process.env.BENCH_TRIALS ?? 3);
const DASHBOARD_MS = Number(process.env.BENCH_DASHBOARD_MS ?? 250);
const BEST_AVAILABLE = process.env.BENCH_BEST_AVAILABLE !== '0';
const STAFF = process.env.BENCH_STAFF !== '0';

/** Who books: the workspace's secret key, or a clerk signed in with a session cookie. */
type Booker = 'key' | 'staff';

/** The seat labels of the bench chart, as the load generator books them. */
const labels = flattenDrawing(benchDrawing(SEATS))
  .objects.filter((o) => o.objectType === 'seat')
  .map((o) => o.label);

const KEYED = process.env.BENCH_IDEMPOTENCY_KEYS === '1';

/** Every seat of an event once: request bodies of PER_REQUEST distinct seats. */
function* seatBodies(): Generator<string | { body: string; headers: Record<string, string> }> {
  for (let i = 0; i + PER_REQUEST <= labels.length; i += PER_REQUEST) {
    const body = JSON.stringify({
      objects: labels.slice(i, i + PER_REQUEST),
      orderId: `bench-${i}`,
    });
    yield KEYED ? { body, headers: { 'idempotency-key': randomUUID() } } : body;
  }
}

type Target = ReturnType<typeof readBenchTarget>;

/** One trial on a database of its own, removed afterwards. */
async function bookingTrial(
  target: Target,
  dashboardMs?: number,
  booker: Booker = 'key',
): Promise<TrialResult & { description: string }> {
  const database = await prepareDatabase(target);
  try {
    const result = await measureTrial(database.url, target, dashboardMs, booker);
    return { ...result, description: database.description };
  } finally {
    await database.release();
  }
}

/** A fresh service (or n) on `databaseUrl`, warmed up, then measured. */
type TrialResult = Result & { dashboard?: number[]; signInMs?: number[] };

/** The headers `booker` sends: the key's Basic authorization, or the clerk's cookie. */
function bookerHeaders(ready: ServerProcess['ready'], booker: Booker): Record<string, string> {
  const json = { 'content-type': 'application/json' };
  if (booker === 'key') {
    return { ...json, authorization: `Basic ${btoa(`${ready.secretKey}:`)}` };
  }
  if (!ready.staffCookie) throw new Error('the bench service signed no clerk in');
  // As the back office's page sends it: same origin, so the cross-site check lets it write.
  return { ...json, cookie: ready.staffCookie, 'sec-fetch-site': 'same-origin' };
}

async function measureTrial(
  databaseUrl: string,
  { instances, store }: Target,
  dashboardMs: number | undefined,
  booker: Booker,
): Promise<TrialResult> {
  const postgres = store === 'postgres';
  const work = seatBodies();
  const dbCpu = postgres ? await postgresCpuClock(databaseUrl) : undefined;
  if (postgres && !dbCpu) {
    console.log('(PostgreSQL is not on this machine, or not visible: its CPU is not measured)');
  }
  const services = await startInstances('booking-server.ts', instances, databaseUrl);
  try {
    const { event, signInMs } = services[0].ready;
    const headers = bookerHeaders(services[0].ready, booker);
    const path = `/events/${event}/actions/book`;
    const next = () => work.next().value ?? undefined;
    const connections = new RawConnections();
    // The dashboard opens before the warm-up: its first, cold read is not what is measured.
    const dashboard =
      dashboardMs === undefined
        ? undefined
        : watch(
            services[0].ready.baseUrl,
            `/reports/events/${event}/byStatus/summary`,
            headers,
            dashboardMs,
          );
    await warmUp(services, headers, connections);
    const measuredFrom = performance.now();
    const result = await drive(
      services,
      path,
      headers,
      next,
      DURATION_MS,
      CLIENTS,
      dbCpu,
      connections,
    ).finally(() => {
      connections.destroy();
      return dashboard?.stop();
    });
    if (result.failures > 0) throw new Error(`${result.failures} booking requests failed`);
    if (result.requests === 0) {
      throw new Error('no booking was measured: raise BENCH_DURATION_MS');
    }
    return { ...result, dashboard: await dashboard?.stop(measuredFrom), signInMs };
  } finally {
    await stopServers(services);
  }
}

/**
 * WARMUP_MS of the same bookings on the warm-up events, over the connections the measurement
 * then uses: the measured event starts empty, booked by a service whose booking path V8 has
 * already optimized (a cold process books at a third of the speed for its first few thousand).
 */
async function warmUp(
  services: ServerProcess[],
  headers: Record<string, string>,
  connections: RawConnections,
) {
  const until = performance.now() + WARMUP_MS;
  for (const event of services[0].ready.warmUpEvents ?? []) {
    const left = until - performance.now();
    if (left <= 0) return;
    const work = seatBodies();
    const next = () => work.next().value ?? undefined;
    await drive(
      services,
      `/events/${event}/actions/book`,
      headers,
      next,
      left,
      CLIENTS,
      undefined,
      connections,
    );
  }
}

/** The extra trial with a dashboard reading the summary; its booking and summary figures. */
async function dashboardTrial(target: Target): Promise<DashboardFigures> {
  const result = await bookingTrial(target, DASHBOARD_MS);
  const booking = summary('+ dashboard', result);
  const reads = [...(result.dashboard ?? [])].sort((a, b) => a - b);
  const summaryP50 = percentile(reads, 50);
  const summaryMax = reads.at(-1) ?? 0;
  console.log(
    `  (the dashboard's summary, read every ${DASHBOARD_MS} ms during it: p50 ${summaryP50.toFixed(1)} ms, slowest ${summaryMax.toFixed(1)} ms, ${reads.length} reads)`,
  );
  return { booking, summaryP50, summaryMax, reads: reads.length, everyMs: DASHBOARD_MS };
}

async function main() {
  const target = readBenchTarget();
  const n = target.instances;
  if (!Number.isInteger(TRIALS) || TRIALS < 1) throw new Error('BENCH_TRIALS: a whole number ≥ 1');
  const loadAtStart = loadavg()[0];
  const trials: Result[] = [];
  const staffTrials: TrialResult[] = [];
  const bests: BestResult[] = [];
  let description = '';
  for (let trial = 1; trial <= TRIALS; trial++) {
    const result = await bookingTrial(target);
    description = result.description;
    if (trial === 1) {
      console.log(
        `booking bench: ${labels.length} seats, ${CLIENTS} clients, ${PER_REQUEST} seats per request; ${description}; ${n} service instance${n > 1 ? 's' : ''}; ${TRIALS} trial${TRIALS > 1 ? 's' : ''}`,
      );
    }
    trials.push(result);
    if (TRIALS > 1) summary(`  trial ${trial}`, result);
    if (STAFF) {
      const staff = await bookingTrial(target, undefined, 'staff');
      staffTrials.push(staff);
      if (TRIALS > 1) summary(`  staff ${trial}`, staff);
    }
    if (BEST_AVAILABLE) {
      const best = await bestAvailableTrial(target, CLIENTS);
      bests.push(best);
      if (TRIALS > 1) summary(`  best ${trial}`, best);
    }
  }
  const booking = summary('booking', pooled(trials));
  if (STAFF) printStaffFigures(booking, staffTrials);
  const best = BEST_AVAILABLE
    ? bestAvailableFigures(trials, bests, booking, labels.length)
    : undefined;
  const watched = DASHBOARD_MS > 0 ? await dashboardTrial(target) : undefined;

  const echoes = await Promise.all(
    Array.from({ length: n }, () => startServer('booking-server.ts', 'echo', {})),
  );
  let floor: BookingFigures;
  try {
    const body = JSON.stringify({ objects: labels.slice(0, PER_REQUEST), orderId: 'bench-0' });
    const headers = { 'content-type': 'application/json' };
    // As for the bookings: warmed up over the connections the measurement then uses.
    const connections = new RawConnections();
    const echo = (ms: number) =>
      drive(echoes, '/echo', headers, () => body, ms, CLIENTS, undefined, connections);
    await echo(WARMUP_MS);
    floor = summary('echo', await echo(DURATION_MS).finally(() => connections.destroy()));
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
    database: description,
    booking,
    echo: floor,
    ratio,
    cpuRatio,
    cpuRatioWithDb: withDb,
    withDashboard: watched,
    bestAvailable: best,
    loadAverage: load,
    cores: cpus().length,
  };
  writeResult(figures);
}

/** The clerk's bookings beside the key's, and what a sign-in costs. */
function printStaffFigures(booking: BookingFigures, staffTrials: TrialResult[]): void {
  const staff = summary('staff', pooled(staffTrials));
  const signIns = staffTrials.flatMap((trial) => trial.signInMs ?? []).sort((a, b) => a - b);
  console.log(
    `staff    CPU per booking ${(staff.cpu / booking.cpu).toFixed(2)} × the key's (target ≤ 1.15); a sign-in (the password hash) p50 ${percentile(signIns, 50).toFixed(0)} ms over ${signIns.length}`,
  );
}

await runBench(main);
