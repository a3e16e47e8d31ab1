// `npm run bench:fairness`: one company's heavy reports must not stall another company. The
// service (own process, loopback) holds company A's generated 100,000-seat event (the
// bench:reports one) and company B's small event. Company A runs its regular lane's worth of
// detailed reports (`byStatus`, whole answers read) one after the other in each of its
// REGULAR_LANE_LIMIT clients, plus one client more that the lane should refuse (429) while they
// stream; meanwhile company B's two users book a seat, read the summary, release it, read the
// summary again, with a short pause between requests, as people at a box office do. Printed:
// B's p50 / p99 / slowest, alone (the floor) and beside A, alternated BENCH_TRIALS times; and the
// same users against a bare Hono echo (every request `POST /echo`), the floor of HTTP itself.
// Then the trials of bench/fairness-misses.ts (chart cycling, best-available party sizes).
//   DATABASE_URL (default: a temp SQLite file)  BENCH_SEATS (100000)  BENCH_TRIALS (2)
//   BENCH_DURATION_MS (6000 per phase)  BENCH_PAUSE_MS (10, between a user's requests)
//   BENCH_PARTS (reports,big-bodies,misses,shapes: the trials to run)
// Then the big-bodies trial (fairness-big-bodies.ts).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { flattenDrawing } from '../src/domain/drawing';
import { bigBodiesTrial } from './fairness-big-bodies';
import { type Heavy, LANE, pause, send } from './fairness-heavy';
import { missTrials } from './fairness-misses';
import { runShapeTrials } from './fairness-shapes';
import {
  onCleanup,
  prepareDatabase,
  readBenchTarget,
  runBench,
  type ServerProcess,
  startServer,
  stopServers,
} from './instances';
import { percentile } from './load';
import { otherCompanyDrawing } from './reports-data';

const SEATS = Number(process.env.BENCH_SEATS ?? 100_000);
const OTHER_SEATS = 200;
const TRIALS = Number(process.env.BENCH_TRIALS ?? 2);
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 6000);
const PAUSE_MS = Number(process.env.BENCH_PAUSE_MS ?? 10);
/** BENCH_PARTS=reports,big-bodies,misses,shapes (default: all of them), to run some alone. */
const PARTS = new Set(
  process.env.BENCH_PARTS?.split(',') ?? ['reports', 'big-bodies', 'misses', 'shapes'],
);
const USERS = 2;

/** Company B's users: book, summary, release, summary, … until `until`; latencies in ms. */
async function otherCompany(
  base: string,
  authorization: string,
  event: string,
  seats: string[],
  until: () => boolean,
  echo = false,
): Promise<number[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: USERS });
  const latencies: number[] = [];
  const user = async (id: number) => {
    const seat = JSON.stringify({ objects: [seats[id]] });
    const steps: Array<[string, string, string?]> = [
      ['POST', `/events/${event}/actions/book`, seat],
      ['GET', `/reports/events/${event}/byStatus/summary`],
      ['POST', `/events/${event}/actions/release`, seat],
      ['GET', `/reports/events/${event}/byStatus/summary`],
    ];
    // Whole rounds only, so that every phase starts with the seats free.
    for (let i = 0; i % steps.length !== 0 || !until(); i++) {
      const [method, path, body] = echo ? ['POST', '/echo', seat] : steps[i % steps.length];
      const started = performance.now();
      const answer = await send(agent, base, method, path, authorization, body);
      latencies.push(performance.now() - started);
      if (answer.status >= 300) throw new Error(`company B ${method} ${path}: ${answer.status}`);
      await pause(PAUSE_MS);
    }
  };
  await Promise.all(Array.from({ length: USERS }, (_, id) => user(id)));
  agent.destroy();
  return latencies;
}

function line(name: string, latencies: number[]): { p50: number; p99: number } {
  const sorted = [...latencies].sort((a, b) => a - b);
  const [p50, p99, max] = [50, 99, 100].map((p) => percentile(sorted, p));
  const ms = (value: number) => value.toFixed(1).padStart(8);
  console.log(
    `${name.padEnd(34)} p50 ${ms(p50)} ms  p99 ${ms(p99)} ms  max ${ms(max)} ms  (${sorted.length} requests)`,
  );
  return { p50, p99 };
}

const forMs = (ms: number) => {
  const end = performance.now() + ms;
  return () => performance.now() >= end;
};

async function main() {
  const target = readBenchTarget();
  if (target.instances > 1) throw new Error('bench:fairness runs one service instance');
  const database = await prepareDatabase(target);
  const load = () => `load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores`;
  console.log(
    `fairness bench: company A ${SEATS}-seat event (${LANE} detailed reports in its regular lane, + 1 over it); company B ${USERS} users on a ${OTHER_SEATS}-seat event (book, summary, release, summary; ${PAUSE_MS} ms pauses); ${database.description}; ${DURATION_MS / 1000} s per phase, ${TRIALS} trials`,
  );
  console.log(`${load()} at start`);
  const env = { BENCH_SERVER_DATABASE_URL: database.url, BENCH_OTHER_SEATS: String(OTHER_SEATS) };
  const servers: ServerProcess[] = [];
  const scratch = mkdtempSync(join(tmpdir(), 'seatdesk-fairness-'));
  onCleanup(() => rmSync(scratch, { recursive: true, force: true }));
  try {
    const service = await startServer('reports-server.ts', 'setup', env);
    servers.push(service);
    const echo = await startServer('booking-server.ts', 'echo', {});
    servers.push(echo);
    const { baseUrl, secretKey, otherSecretKey, otherEvent } = service.ready;
    if (!secretKey || !otherSecretKey || !otherEvent) throw new Error('reports-server: no keys');
    const authA = `Basic ${btoa(`${secretKey}:`)}`;
    const authB = `Basic ${btoa(`${otherSecretKey}:`)}`;
    const seats = flattenDrawing(otherCompanyDrawing(OTHER_SEATS))
      .objects.filter((obj) => obj.objectType === 'seat')
      .map((obj) => obj.label);
    const reportPath = `/reports/events/${service.ready.event}/byStatus`;
    const other = (until: () => boolean, echoing = false) =>
      otherCompany(
        echoing ? echo.ready.baseUrl : baseUrl,
        authB,
        otherEvent,
        seats,
        until,
        echoing,
      );
    // Warm-up: one report, and B's requests for a second.
    await send(new Agent({ keepAlive: false }), baseUrl, 'GET', reportPath, authA);
    await other(forMs(1000));
    await other(forMs(1000), true);

    const alone: number[] = [];
    const beside: number[] = [];
    const heavy: Heavy[] = [];
    for (let trial = 1; PARTS.has('reports') && trial <= TRIALS; trial++) {
      const floor = await other(forMs(DURATION_MS));
      line(`trial ${trial}: B alone (floor)`, floor);
      alone.push(...floor);
      const result = join(scratch, `heavy-${trial}.json`);
      const a = await startServer('fairness-heavy.ts', 'heavy', {
        FAIRNESS_BASE_URL: baseUrl,
        FAIRNESS_AUTHORIZATION: authA,
        FAIRNESS_PATH: reportPath,
        FAIRNESS_HEAVY_RESULT: result,
      });
      const b = await other(forMs(DURATION_MS));
      await stopServers([a]);
      const h = JSON.parse(readFileSync(result, 'utf8')) as Heavy;
      line(`trial ${trial}: B beside A's reports`, b);
      beside.push(...b);
      heavy.push(h);
    }
    const event = service.ready.event ?? '';
    const trial = { baseUrl, authA, event, other, line, forMs, durationMs: DURATION_MS };
    if (PARTS.has('big-bodies')) await bigBodiesTrial({ ...trial, resultDir: scratch });
    // Company A's shapes that miss the caches (chart cycling, best-available sizes): their own trials.
    if (PARTS.has('misses'))
      await missTrials({ baseUrl, authA, other, line, durationMs: DURATION_MS });
    const echoed = await other(forMs(DURATION_MS / 2), true);
    console.log(`${load()} at the end`);

    if (PARTS.has('reports')) reportsSummary(alone, beside, echoed, heavy);
    const hooks = { baseUrl, authA, trials: TRIALS, durationMs: DURATION_MS, scratch, forMs, line };
    if (PARTS.has('shapes')) await runShapeTrials({ ...hooks, other: (until) => other(until) });
  } finally {
    await stopServers(servers);
  }
}

/** The reports trial's figures, pooled over its trials. */
function reportsSummary(alone: number[], beside: number[], echoed: number[], heavy: Heavy[]): void {
  console.log('\ncompany B, all trials');
  line('B alone (floor)', alone);
  const { p99 } = line("B beside A's reports", beside);
  line('same users, bare Hono echo', echoed);
  console.log(`target: B's p99 beside A ≤ 250 ms: ${p99 <= 250 ? 'met' : 'NOT met'}`);
  const reports = heavy.flatMap((h) => h.reports);
  const read = heavy.reduce((sum, h) => sum + h.megabytesRead, 0);
  const seconds = heavy.reduce((sum, h) => sum + h.seconds, 0);
  console.log(
    `\ncompany A: read ${(read / seconds).toFixed(1)} MB/s of detailed reports over its ${LANE} connections; ${reports.length} reports read in full (those in progress at the end of a phase are dropped)`,
  );
  if (reports.length > 0) line('A detailed report, whole answer', reports);
  const refused = heavy.reduce((sum, h) => sum + h.extra.refused, 0);
  const answered = heavy.reduce((sum, h) => sum + h.extra.answered, 0);
  const laneRefused = heavy.reduce((sum, h) => sum + h.laneRefused, 0);
  console.log(
    `A's request over its lane of ${LANE}: ${refused} refused (429), ${answered} answered; the lane's own clients refused ${laneRefused} times (the extra one had their place)`,
  );
}

await runBench(main);
