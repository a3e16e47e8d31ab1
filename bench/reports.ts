// `npm run bench:reports`: the report routes of the real service (own process, loopback, SQLite
// file) on a generated 100,000-seat event: 30% booked, 5% held, three channels, ten sections.
// Sequential requests, whole answers read; p50/p99 of an event summary, a deep summary, a detailed
// report and the CSV. The floor: JSON.stringify over the detailed report's own objects, in this
// process. Also the engine alone (no HTTP, no store) and the service's peak RSS.
//   BENCH_SEATS (100000)  BENCH_RUNS (40 summaries)  BENCH_BIG_RUNS (8 detailed/CSV)  BENCH_DB=memory
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { flattenDrawing } from '../src/server/domain/drawing';
import {
  type EventReportInput,
  eventDeepSummary,
  eventDetailedJson,
  eventSummary,
} from '../src/server/domain/reports';
import { reportsBenchDrawing, reportsBenchEvent } from './reports-data';

const SEATS = Number(process.env.BENCH_SEATS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const BIG_RUNS = Number(process.env.BENCH_BIG_RUNS ?? 8);

interface Ready {
  baseUrl: string;
  secretKey: string;
  event: string;
  pid: number;
}

function startServer(): Promise<{ child: ChildProcess; ready: Ready }> {
  const script = resolve(import.meta.dirname, 'reports-server.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, BENCH_SEATS: String(SEATS) },
  });
  return new Promise((resolveReady, reject) => {
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    lines.once('line', (line) => resolveReady({ child, ready: JSON.parse(line) as Ready }));
    child.once('exit', (code) => reject(new Error(`reports server exited with ${code}`)));
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

interface Timing {
  p50: number;
  p99: number;
  /** Mean CPU time per call of the process doing the work: less at the mercy of a busy machine. */
  cpu: number;
}

function print(name: string, timing: Timing, note = '') {
  const ms = (value: number) => value.toFixed(1).padStart(7);
  console.log(
    `${name.padEnd(34)} p50 ${ms(timing.p50)} ms  p99 ${ms(timing.p99)} ms  cpu ${ms(timing.cpu)} ms  ${note}`,
  );
}

/** CPU time used so far (user + system, all threads), in ms. */
type CpuClock = () => number;
const ownCpu: CpuClock = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};
function processCpu(pid: number): CpuClock {
  // /proc/<pid>/stat fields 14 and 15: utime and stime in clock ticks (100 per second).
  return () => {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  };
}

/** Times `fn` `runs` times after one warm-up call. */
async function time(runs: number, fn: () => unknown, cpuClock: CpuClock = ownCpu): Promise<Timing> {
  await fn();
  const samples: number[] = [];
  const cpuBefore = cpuClock();
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    samples.push(performance.now() - started);
  }
  const cpu = (cpuClock() - cpuBefore) / runs;
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p99: percentile(samples, 99), cpu };
}

/** Resident set of a process (Linux), in MB: `VmRSS` now, or `VmHWM` its peak so far. */
function rssMb(pid: number, field: 'VmRSS' | 'VmHWM'): string {
  try {
    const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(
      readFileSync(`/proc/${pid}/status`, 'utf8'),
    );
    return match ? `${(Number(match[1]) / 1024).toFixed(0)} MB` : 'n/a';
  } catch {
    return 'n/a';
  }
}

async function main() {
  console.log(`reports bench: ${SEATS} seats, 10 sections, 30% booked, 5% held, 3 channels`);
  const load = () => `load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores`;
  console.log(`${load()} at start`);
  const { child, ready } = await startServer();
  const url = new URL(ready.baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const authorization = `Basic ${btoa(`${ready.secretKey}:`)}`;
  const get = (path: string) =>
    new Promise<Buffer>((done, fail) => {
      const req = request(
        { host: url.hostname, port: url.port, path, agent, headers: { authorization } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            res.statusCode === 200
              ? done(Buffer.concat(chunks))
              : fail(new Error(`${path}: ${res.statusCode}`)),
          );
        },
      );
      req.on('error', fail);
      req.end();
    });
  const base = `/reports/events/${ready.event}`;
  const afterSetup = { now: rssMb(ready.pid, 'VmRSS'), peak: rssMb(ready.pid, 'VmHWM') };
  try {
    const service = processCpu(ready.pid);
    const summary = await time(RUNS, () => get(`${base}/byStatus/summary`), service);
    const deep = await time(RUNS, () => get(`${base}/bySection/summary/deep`), service);
    const detailedBody = await get(`${base}/byStatus`);
    const detailed = await time(BIG_RUNS, () => get(`${base}/byStatus`), service);
    const csvBody = await get(`${base}.csv`);
    const csv = await time(BIG_RUNS, () => get(`${base}.csv`), service);
    const objects = JSON.parse(detailedBody.toString('utf8'));
    const floor = await time(BIG_RUNS, () => JSON.stringify(objects));
    const peak = rssMb(ready.pid, 'VmHWM');
    console.log(`${load()} after the HTTP runs`);

    console.log(
      '\nHTTP (service process, loopback, answer read in full; cpu = service CPU per request)',
    );
    print('event summary byStatus', summary, '(target p50 ≤ 30 ms)');
    print('deep summary bySection', deep);
    print('detailed report byStatus', detailed, `(${(detailedBody.length / 1e6).toFixed(1)} MB)`);
    print('CSV', csv, `(${(csvBody.length / 1e6).toFixed(1)} MB)`);
    print('floor: JSON.stringify same objects', floor);
    const ratio = (a: number, b: number) => (a / b).toFixed(2);
    console.log(
      `detailed / floor: ${ratio(detailed.p50, floor.p50)} by p50, ${ratio(detailed.cpu, floor.cpu)} by CPU time (target ≤ 2.5)`,
    );
    console.log(
      `service RSS: ${afterSetup.now} after set-up (peak ${afterSetup.peak} while uploading the chart); peak over the run ${peak} (target ≤ 600 MB)`,
    );

    // The engine alone on the same event: what the service spends outside the store and HTTP.
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
  } finally {
    agent.destroy();
    child.kill('SIGTERM');
  }
}

await main();
