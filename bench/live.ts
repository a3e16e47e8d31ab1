// `npm run bench:live`: do watchers slow booking? BENCH_CLIENTS (64) closed-loop clients book one
// seat each as fast as answered on a generated 100,000-seat event, with and without N watchers
// following the event's stream, N in BENCH_WATCHERS (0,50), alternated over BENCH_ROUNDS. Three
// processes: the service, the clients (this one), the watchers (live-watchers.ts), so neither
// the clients nor the streams' parsing shares the service's event loop, and the watchers' parsing
// does not slow the clients. Each phase books a fresh event of the same chart (equal conditions).
// Per phase: bookings/s, their latency, the service's CPU per booking, changes delivered, the
// delay from each booking to each watcher's receipt, and the service's resident memory. Then the
// ratio of bookings/s with watchers to without, delivery p99, memory per watcher and CPU per
// delivered change (the service's CPU above the phases without watchers). The floor: the same
// clients posting the same bodies to a bare Hono JSON echo (bench:booking's), once per round.
//   DATABASE_URL (default: a temp SQLite file)  BENCH_SEATS (100000)  BENCH_CLIENTS (64)
//   BENCH_DURATION_MS (3000 a phase)  BENCH_WATCHERS (0,50)  BENCH_ROUNDS (2)
// A warm-up (BENCH_WARMUP_MS, 3000: half with watchers) books events that are not measured.
import { cpus, loadavg } from 'node:os';
import { flattenDrawing } from '../src/domain/drawing';
import { benchDrawing } from './booking-server';
import { prepareDatabase, readBenchTarget, runBench, serverCpuMs, startServer } from './instances';
import { bookClosedLoop } from './live-clients';
import { type LivePhase, printLive } from './live-figures';
import { percentile } from './load';
import { rssMb } from './proc-stats';
import { RawConnections } from './raw-connections';

const SEATS = Number(process.env.BENCH_SEATS ?? 100_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 64);
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 3_000);
const WARMUP_MS = Number(process.env.BENCH_WARMUP_MS ?? 3_000);
const WATCHERS = (process.env.BENCH_WATCHERS ?? '0,50').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
/** How long receipts still on their way are waited for after a phase's last answer. */
const DRAIN_MS = 2_000;

const labels = flattenDrawing(benchDrawing(SEATS))
  .objects.filter((o) => o.objectType === 'seat')
  .map((o) => o.label);

await runBench(async () => {
  const database = await prepareDatabase(readBenchTarget());
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
  console.log(
    `bench:live  ${database.description}, ${labels.length} seats, ${CLIENTS} closed-loop clients booking 1 seat a request, watchers ${WATCHERS.join(' / ')}, ${DURATION_MS} ms a phase, ${ROUNDS} rounds; ${cpus().length} cores, load average ${load()}`,
  );
  const service = await startServer('booking-server.ts', 'setup', {
    BENCH_SERVER_DATABASE_URL: database.url,
    BENCH_SEATS: String(SEATS),
  });
  const watchers = await startServer('live-watchers.ts', 'watchers', {});
  const echo = await startServer('booking-server.ts', 'echo', {});
  const base = service.ready.baseUrl;
  const auth = { authorization: `Basic ${btoa(`${service.ready.secretKey}:`)}` };
  const json = { ...auth, 'content-type': 'application/json' };
  const connections = new RawConnections();
  let events = 0;

  const call = async (url: string, body: unknown) => {
    const answer = await fetch(url, { method: 'POST', headers: json, body: JSON.stringify(body) });
    if (!answer.ok) throw new Error(`${url}: ${answer.status} ${await answer.text()}`);
    return answer.json();
  };

  async function phase(round: number, count: number, durationMs: number): Promise<LivePhase> {
    const event = `live-${++events}`;
    await call(`${base}/events`, { chartKey: 'bench', eventKey: event });
    const watcherUrl = watchers.ready.baseUrl;
    if (count > 0) {
      const url = `${base}/seatdesk/events/${event}/changes/stream`;
      await call(`${watcherUrl}/open`, { url, headers: auth, count });
    }
    const cpuBefore = await serverCpuMs(base);
    const watcherCpuBefore = await serverCpuMs(watcherUrl);
    const run = await bookClosedLoop({
      baseUrl: base,
      path: `/events/${event}/actions/book`,
      headers: json,
      seats: labels[Symbol.iterator](),
      durationMs,
      clients: CLIENTS,
      connections,
    });
    for (let waited = 0; count > 0 && waited < DRAIN_MS; waited += 20) {
      const progress = await fetch(`${watcherUrl}/progress?seats=${run.booked.length}`);
      if ((await progress.json()).delivered) break;
      await new Promise((resume) => setTimeout(resume, 20));
    }
    const serviceCpuMs = (await serverCpuMs(base)) - cpuBefore;
    const watcherCpuMs = (await serverCpuMs(watcherUrl)) - watcherCpuBefore;
    const rss = rssMb(service.ready.pid, 'VmRSS');
    const delivered =
      count > 0
        ? await call(`${watcherUrl}/close`, { bookings: run.booked })
        : { fromSent: [], fromAnswer: [], receipts: 0, changes: 0, reads: 0, resets: 0 };
    return {
      round,
      watchers: count,
      booked: run.booked.length,
      failed: run.failed,
      seconds: run.seconds,
      latencies: run.latencies,
      exhausted: run.exhausted,
      serviceCpuMs,
      watcherCpuMs,
      rss,
      ...delivered,
      missing: run.booked.length * count - delivered.receipts,
    };
  }

  // Warm-up: V8 optimizes the booking path and the feed's, on events not measured.
  const busiest = Math.max(...WATCHERS);
  await phase(0, busiest, WARMUP_MS / 2);
  await phase(0, 0, WARMUP_MS / 2);
  const floor = async (durationMs: number) => {
    const run = await bookClosedLoop({
      baseUrl: echo.ready.baseUrl,
      path: '/echo',
      headers: json,
      seats: labels[Symbol.iterator](),
      durationMs,
      clients: CLIENTS,
      connections: echoConnections,
    });
    return run.booked.length / run.seconds;
  };
  const echoConnections = new RawConnections();
  await floor(WARMUP_MS / 2);
  const floors: number[] = [];
  const phases: LivePhase[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    floors.push(await floor(DURATION_MS));
    console.log(`  round ${round}, floor (bare echo): ${floors.at(-1)?.toFixed(0)} requests/s`);
    for (const count of WATCHERS) {
      const done = await phase(round, count, DURATION_MS);
      phases.push(done);
      const sorted = [...done.latencies].sort((a, b) => a - b);
      console.log(
        `  round ${round}, ${count} watchers: ${(done.booked / done.seconds).toFixed(0)} bookings/s, p99 ${percentile(sorted, 99).toFixed(1)} ms`,
      );
    }
  }
  connections.destroy();
  echoConnections.destroy();
  printLive(phases);
  const floorRps = floors.reduce((sum, rps) => sum + rps, 0) / floors.length;
  const bookedRps = (count: number) => {
    const of = phases.filter((p) => p.watchers === count);
    return of.reduce((sum, p) => sum + p.booked, 0) / of.reduce((sum, p) => sum + p.seconds, 0);
  };
  console.log(
    `floor: a bare echo answers ${floorRps.toFixed(0)} requests/s to the same clients (${floors.map((f) => f.toFixed(0)).join(', ')} by round); bookings ÷ floor: ${WATCHERS.map((w) => `${(bookedRps(w) / floorRps).toFixed(2)} with ${w} watchers`).join(', ')}`,
  );
  console.log(`load average after: ${load()}`);
});
