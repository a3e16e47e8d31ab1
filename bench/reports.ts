// `npm run bench:reports`: the report routes of the real service (own process, loopback) on a
// generated 100,000-seat event: 30% booked, 5% held, three channels, ten sections. Sequential
// requests, whole answers read; p50/p99 of an event summary, a deep summary, a detailed report
// and the CSV. The floor: JSON.stringify over the detailed report's own objects, in this process.
// Also the engine alone (no HTTP, no store) and the service's peak RSS. With INSTANCES=n
// (PostgreSQL only) n service processes share the database and the requests go to them in turn.
//   DATABASE_URL (default: a temp SQLite file)  INSTANCES (1)  BENCH_SEATS (100000)
//   BENCH_RUNS (40 summaries)  BENCH_BIG_RUNS (8 detailed/CSV)  BENCH_DB=memory
//   BENCH_SKIP_ENGINE=1 (no engine-only figures)  BENCH_RESULT_FILE (JSON figures)
// Then the season trial (bench/reports-season.ts; BENCH_SKIP_SEASON=1 skips it) in the same
// service: season bookings against single-event bookings, and summaries while season tickets sell.
import { Agent } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { flattenDrawing } from '../src/domain/drawing';
import {
  type EventReportInput,
  eventDeepSummary,
  eventDetailedJson,
  eventSummary,
} from '../src/domain/reports';
import type { ReportsResult, Timing } from './compare-table';
import {
  prepareDatabase,
  readBenchTarget,
  runBench,
  serversCpuMs,
  startInstances,
  stopServers,
  writeResult,
} from './instances';
import { getBody, post } from './post';
import { postgresCpuClock, rssMb } from './proc-stats';
import { reportsBenchDrawing, reportsBenchEvent } from './reports-data';
import { seasonTrial } from './reports-season';

const SEATS = Number(process.env.BENCH_SEATS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const BIG_RUNS = Number(process.env.BENCH_BIG_RUNS ?? 8);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function print(name: string, timing: Timing, note = '') {
  const ms = (value: number) => value.toFixed(1).padStart(7);
  const db = timing.dbCpu === undefined ? '' : `  PostgreSQL cpu ${ms(timing.dbCpu)} ms`;
  console.log(
    `${name.padEnd(34)} p50 ${ms(timing.p50)} ms  p99 ${ms(timing.p99)} ms  cpu ${ms(timing.cpu)} ms${db}  ${note}`,
  );
}

/** CPU time used so far, in ms. */
type CpuClock = () => number | Promise<number>;
const ownCpu: CpuClock = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

/**
 * Times `fn(i)` for i = 0 … runs-1 after `warmups` calls (one per instance, so each one's caches
 * are warm).
 */
async function time(
  runs: number,
  fn: (i: number) => unknown,
  cpuClock: CpuClock = ownCpu,
  warmups = 1,
  dbClock?: () => number,
): Promise<Timing> {
  for (let i = 0; i < warmups; i++) await fn(i);
  const samples: number[] = [];
  const cpuBefore = await cpuClock();
  const dbBefore = dbClock?.();
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn(i);
    samples.push(performance.now() - started);
  }
  const cpu = ((await cpuClock()) - cpuBefore) / runs;
  const dbCpu = dbClock && dbBefore !== undefined ? (dbClock() - dbBefore) / runs : undefined;
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p99: percentile(samples, 99), cpu, dbCpu };
}

const mb = (value: number | undefined) => (value === undefined ? 'n/a' : `${value} MB`);

async function main() {
  const target = readBenchTarget();
  const database = await prepareDatabase(target);
  const n = target.instances;
  console.log(
    `reports bench: ${SEATS} seats, 10 sections, 30% booked, 5% held, 3 channels; ${database.description}; ${n} service instance${n > 1 ? 's' : ''}`,
  );
  const load = () => `load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores`;
  const loadAtStart = loadavg()[0];
  console.log(`${load()} at start`);
  const dbClock = target.store === 'postgres' ? await postgresCpuClock(database.url) : undefined;
  const services = await startInstances('reports-server.ts', n, database.url);
  const urls = services.map((s) => new URL(s.ready.baseUrl));
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const authorization = `Basic ${btoa(`${services[0].ready.secretKey}:`)}`;
  /** GET on instance i mod n, answer read in full. */
  const get = (path: string, i = 0) => getBody(agent, urls[i % n], path, { authorization });
  /** POST a JSON body on instance i mod n; any 2xx will do. */
  const postJson = async (path: string, body: unknown, i = 0) => {
    const status = await post(agent, urls[i % n], path, { authorization }, JSON.stringify(body));
    if (status >= 300) throw new Error(`${path}: ${status}`);
  };
  const base = `/reports/events/${services[0].ready.event}`;
  const pids = services.map((s) => s.ready.pid);
  const afterSetup = pids.map((pid) => ({ now: rssMb(pid, 'VmRSS'), peak: rssMb(pid, 'VmHWM') }));
  try {
    const service = () => serversCpuMs(services);
    const timed = (runs: number, path: string) =>
      time(runs, (i) => get(path, i), service, n, dbClock);
    /** p50/p99 of the summary alone, each right after `change(i)`; cpu covers both requests. */
    const summariesAfterChanges = async (change: (i: number) => Promise<void>) => {
      const samples: number[] = [];
      const cpuBefore = await service();
      for (let i = 0; i < RUNS; i++) {
        await change(i);
        const started = performance.now();
        await get(`${base}/byStatus/summary`, i);
        samples.push(performance.now() - started);
      }
      const cpu = ((await service()) - cpuBefore) / RUNS;
      samples.sort((a, b) => a - b);
      return { p50: percentile(samples, 50), p99: percentile(samples, 99), cpu };
    };
    const summary = await timed(RUNS, `${base}/byStatus/summary`);
    const deep = await timed(RUNS, `${base}/bySection/summary/deep`);
    // The same summary right after a status change (untimed): the states and the histogram kept
    // for the event are stale, so this is what the first reader after each booking pays.
    const seat = freeSeat();
    const actions = `/events/${services[0].ready.event}/actions`;
    const changed = await summariesAfterChanges((i) =>
      postJson(
        `${actions}/${i % 2 === 0 ? 'book' : 'release'}`,
        { objects: [seat], ignoreChannels: true },
        i,
      ),
    );
    const detailedBody = await get(`${base}/byStatus`);
    const detailed = await timed(BIG_RUNS, `${base}/byStatus`);
    const csvBody = await get(`${base}.csv`);
    const csv = await timed(BIG_RUNS, `${base}.csv`);
    const objects = JSON.parse(detailedBody.toString('utf8'));
    const floor = await time(BIG_RUNS, () => JSON.stringify(objects));
    const peaks = pids.map((pid) => rssMb(pid, 'VmHWM'));
    console.log(`${load()} after the HTTP runs`);

    console.log(
      `\nHTTP (service process${n > 1 ? `es, ${n} in turn` : ''}, loopback, answer read in full; cpu = service CPU per request)`,
    );
    print('event summary byStatus', summary, '(target p50 ≤ 30 ms)');
    print('event summary, states just changed', changed, '(after each booking; cpu: both)');
    print('deep summary bySection', deep);
    print('detailed report byStatus', detailed, `(${(detailedBody.length / 1e6).toFixed(1)} MB)`);
    print('CSV', csv, `(${(csvBody.length / 1e6).toFixed(1)} MB)`);
    print('floor: JSON.stringify same objects', floor);
    const ratio = (a: number, b: number) => a / b;
    console.log(
      `detailed / floor: ${ratio(detailed.p50, floor.p50).toFixed(2)} by p50, ${ratio(detailed.cpu, floor.cpu).toFixed(2)} by CPU time (target ≤ 2.5)`,
    );
    pids.forEach((_, i) => {
      const who = n > 1 ? `service ${i + 1} of ${n}` : 'service';
      const setUp = i === 0 ? ' (set it up: chart upload and states)' : '';
      console.log(
        `${who} RSS: ${mb(afterSetup[i].now)} after start${setUp}, peak ${mb(afterSetup[i].peak)} then; peak over the run ${mb(peaks[i])} (target ≤ 600 MB)`,
      );
    });
    const figures: ReportsResult = {
      store: target.store,
      instances: n,
      database: database.description,
      summary,
      summaryAfterChange: changed,
      deep,
      detailed,
      csv,
      floor,
      detailedOverFloor: {
        p50: ratio(detailed.p50, floor.p50),
        cpu: ratio(detailed.cpu, floor.cpu),
      },
      peakRssMb: peaks,
      loadAverage: Math.max(loadAtStart, loadavg()[0]),
      cores: cpus().length,
    };
    writeResult(figures);
    if (process.env.BENCH_SKIP_SEASON !== '1') {
      await seasonTrial({
        urls,
        authorization,
        serviceCpu: service,
        seats: SEATS,
      });
    }
  } finally {
    agent.destroy();
    await stopServers(services);
  }
  if (process.env.BENCH_SKIP_ENGINE !== '1') await engineOnly();
}

/** A seat the generated event leaves free, for the booking that precedes each cold summary. */
function freeSeat(): string {
  const chart = flattenDrawing(reportsBenchDrawing(SEATS));
  const { states } = reportsBenchEvent(chart);
  const seat = chart.objects.find((obj) => obj.objectType === 'seat' && !states.has(obj.label));
  if (!seat) throw new Error('the generated event has no free seat');
  return seat.label;
}

/** The engine alone on the same event: what the service spends outside the store and HTTP. */
async function engineOnly() {
  const chart = flattenDrawing(reportsBenchDrawing(SEATS));
  const event = reportsBenchEvent(chart);
  const input: EventReportInput = {
    chart,
    states: event.states,
    channels: event.channels,
    tableBookingConfig: { mode: 'INHERIT' },
    tablesCountAsOne: false,
  };
  console.log('\nengine only (this process, no store, no HTTP)');
  print('event summary byStatus', await time(RUNS, () => eventSummary(input, 'byStatus')));
  print('deep summary bySection', await time(RUNS, () => eventDeepSummary(input, 'bySection')));
  print(
    'detailed byStatus as JSON text',
    await time(BIG_RUNS, () => {
      let length = 0;
      for (const chunk of eventDetailedJson(input, 'byStatus')) length += chunk.length;
      return length;
    }),
  );
}

await runBench(main);
