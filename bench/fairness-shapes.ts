// Two more trials of `npm run bench:fairness` (issue 27 B7, B9): company B's users as in the
// reports trial, beside
//   - season: company A's heaviest season bookings within the limits: a season of
//     LIMITS.eventsPerSeason events on its chart (BENCH_SEATS seats), and in each of its lane's clients a
//     booking of as many seats as LIMITS.statesPerRequest allows (9 × 1,001 states), 32 KB of
//     extra data per seat, then their release, over and over;
//   - compression: 64 clients without a key asking brotli for /openapi.json and the largest files
//     of the back office's build (BENCH_APP_DIR, default dist/app; `npm run build` first), and for
//     the source map of the largest script (a 404 in a production build), over and over.
// Each heavy side runs in a process of its own (started as a bench server, `season` or
// `compression` mode), so that its own work does not slow the event loop that times company B.
import { setMaxListeners } from 'node:events';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { LIMITS } from '../src/contract/limits';
import { flattenDrawing } from '../src/domain/drawing';
import { APP_DIR } from './bench-service';
import { LANE, pause, send } from './fairness-heavy';
import { startServer, stopServers } from './instances';
import { reportsBenchDrawing } from './reports-data';

const SEASON_KEY = 'fanout-season';
const KEYLESS_CLIENTS = 64;

interface ShapeResult {
  /** Latencies of A's requests that were answered 2xx. */
  answered: number[];
  /** Answers by status. */
  statuses: Record<string, number>;
  megabytes: number;
  seconds: number;
  note: string;
}

export interface ShapeHooks {
  baseUrl: string;
  authA: string;
  trials: number;
  durationMs: number;
  scratch: string;
  other: (until: () => boolean) => Promise<number[]>;
  forMs: (ms: number) => () => boolean;
  line: (name: string, latencies: number[]) => { p50: number; p99: number };
}

const SHAPES = [
  { mode: 'season', beside: "A's season bookings" },
  { mode: 'compression', beside: '64 keyless brotli clients' },
] as const;

/** The trials of every shape BENCH_SHAPES names (all by default), after the reports trial. */
export async function runShapeTrials(hooks: ShapeHooks): Promise<void> {
  const only = process.env.BENCH_SHAPES?.split(',');
  const load = () => `load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores`;
  for (const shape of SHAPES.filter(({ mode }) => !only || only.includes(mode))) {
    console.log(`\nshape ${shape.mode} (issue 27), ${load()}`);
    const alone: number[] = [];
    const beside: number[] = [];
    for (let trial = 1; trial <= hooks.trials; trial++) {
      const result = join(hooks.scratch, `${shape.mode}-${trial}.json`);
      const heavy = await startServer('fairness-shapes.ts', shape.mode, {
        FAIRNESS_BASE_URL: hooks.baseUrl,
        FAIRNESS_AUTHORIZATION: hooks.authA,
        FAIRNESS_HEAVY_RESULT: result,
      });
      // The floor of the same minute: B alone, A set up and waiting for its signal to start.
      const floor = await hooks.other(hooks.forMs(hooks.durationMs));
      hooks.line(`trial ${trial}: B alone (floor)`, floor);
      alone.push(...floor);
      heavy.child.kill('SIGUSR2');
      const b = await hooks.other(hooks.forMs(hooks.durationMs));
      await stopServers([heavy]);
      hooks.line(`trial ${trial}: B beside ${shape.beside}`, b);
      beside.push(...b);
      const a = JSON.parse(readFileSync(result, 'utf8')) as ShapeResult;
      hooks.line(`trial ${trial}: A's answered requests`, a.answered);
      console.log(
        `  A: ${JSON.stringify(a.statuses)}, ${(a.megabytes / a.seconds).toFixed(1)} MB/s read; ${a.note}`,
      );
      console.log(`  A's unexpected statuses: ${unexpected(a.statuses)}`);
    }
    console.log(`shape ${shape.mode}, all trials (${load()} at the end)`);
    hooks.line('B alone (floor)', alone);
    const { p99 } = hooks.line(`B beside ${shape.beside}`, beside);
    console.log(`target: B's p99 beside A ≤ 250 ms: ${p99 <= 250 ? 'met' : 'NOT met'}`);
  }
}

/** A's answers other than 2xx and 429 (its lane full: expected, backed off), or "none". */
function unexpected(statuses: Record<string, number>): string {
  const odd = Object.entries(statuses).filter(([status]) => !/^2\d\d$|^429$/.test(status));
  return odd.length === 0
    ? 'none'
    : odd.map(([status, count]) => `${count} × ${status}`).join(', ');
}

/** Company A's season: made once (its 1,000 events), kept for every trial. */
async function ensureSeason(base: string, authorization: string): Promise<void> {
  const agent = new Agent({ keepAlive: false });
  const found = await send(agent, base, 'GET', `/events/${SEASON_KEY}`, authorization);
  if (found.status === 200) return;
  const body = JSON.stringify({
    chartKey: 'bench',
    key: SEASON_KEY,
    numberOfEvents: LIMITS.eventsPerSeason,
  });
  const made = await send(agent, base, 'POST', '/seasons', authorization, body);
  if (made.status !== 200) throw new Error(`creating the season: ${made.status}`);
}

async function seasonLoad(base: string, authorization: string, stop: AbortSignal) {
  const fits = Math.floor(LIMITS.statesPerRequest / (LIMITS.eventsPerSeason + 1));
  const seats = flattenDrawing(reportsBenchDrawing(Number(process.env.BENCH_SEATS ?? 100_000)))
    .objects.filter((obj) => obj.objectType === 'seat')
    .map((obj) => obj.label);
  const from = Math.floor(seats.length / 2);
  const agent = new Agent({ keepAlive: true, maxSockets: LANE });
  const result: ShapeResult = {
    answered: [],
    statuses: {},
    megabytes: 0,
    seconds: 0,
    note: `each request ${fits} seats × ${LIMITS.eventsPerSeason + 1} events, 32 KB of extra data per seat, in ${LANE} clients`,
  };
  const began = performance.now();
  const client = async (id: number) => {
    const mine = seats.slice(from + id * fits, from + (id + 1) * fits);
    const objects = mine.map((label) => ({
      objectId: label,
      extraData: { note: `${label}:`.padEnd(32_000, 'x') },
    }));
    const book = JSON.stringify({ objects, orderId: `season-${id}` });
    const release = JSON.stringify({ objects: mine });
    // The season outlives a trial, and a trial stopped between a client's book and its release
    // left its seats booked: the next trial's first booking of them was refused (400, "already
    // booked"). A release is valid whatever their status, so each round starts with one.
    const reset = await send(
      agent,
      base,
      'POST',
      `/events/${SEASON_KEY}/actions/release`,
      authorization,
      release,
      stop,
    );
    if (!stop.aborted) result.statuses[reset.status] = (result.statuses[reset.status] ?? 0) + 1;
    while (!stop.aborted) {
      for (const [action, body] of [
        ['book', book],
        ['release', release],
      ]) {
        const started = performance.now();
        const path = `/events/${SEASON_KEY}/actions/${action}`;
        const answer = await send(agent, base, 'POST', path, authorization, body, stop);
        if (stop.aborted) break;
        result.statuses[answer.status] = (result.statuses[answer.status] ?? 0) + 1;
        if (answer.status >= 200 && answer.status < 300)
          result.answered.push(performance.now() - started);
        else await pause(50); // refused (429) or failed: back off as the SDKs do
      }
    }
  };
  await Promise.all(Array.from({ length: LANE }, (_, id) => client(id)));
  result.seconds = (performance.now() - began) / 1000;
  return result;
}

/** The largest files of the build, and the source map of the largest script. */
function staticPaths(): string[] {
  const assets = join(APP_DIR, 'assets');
  if (!existsSync(assets)) return [];
  const files = readdirSync(assets)
    .map((name) => ({ name, bytes: statSync(join(assets, name)).size }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 4)
    .map(({ name }) => `/app/assets/${name}`);
  const script = files.find((path) => path.endsWith('.js'));
  return script ? [...files, `${script}.map`] : files;
}

async function compressionLoad(base: string, stop: AbortSignal) {
  const paths = ['/openapi.json', ...staticPaths()];
  const agent = new Agent({ keepAlive: true, maxSockets: KEYLESS_CLIENTS });
  const result: ShapeResult = {
    answered: [],
    statuses: {},
    megabytes: 0,
    seconds: 0,
    note: `${KEYLESS_CLIENTS} clients, accept-encoding br, over ${paths.join(' ')}`,
  };
  const read = (bytes: number) => {
    result.megabytes += bytes / 1e6;
  };
  const began = performance.now();
  const client = async (id: number) => {
    for (let i = id; !stop.aborted; i++) {
      const path = paths[i % paths.length];
      const started = performance.now();
      const answer = await sendBrotli(agent, base, path, stop, read);
      if (stop.aborted) break;
      result.statuses[answer] = (result.statuses[answer] ?? 0) + 1;
      if (answer >= 200 && answer < 300) result.answered.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: KEYLESS_CLIENTS }, (_, id) => client(id)));
  result.seconds = (performance.now() - began) / 1000;
  return result;
}

/** A GET without a key asking brotli; the status, the answer read in full. */
async function sendBrotli(
  agent: Agent,
  base: string,
  path: string,
  signal: AbortSignal,
  onData: (bytes: number) => void,
): Promise<number> {
  const url = new URL(base);
  return new Promise((done) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path,
        agent,
        signal,
        headers: { 'accept-encoding': 'br' },
      },
      (res) => {
        res.on('data', (chunk: Buffer) => onData(chunk.length));
        res.on('end', () => done(res.statusCode ?? 0));
        res.on('error', () => done(0));
      },
    );
    req.on('error', () => done(0));
    req.end();
  });
}

const mode = process.argv[2];
if (mode === 'season' || mode === 'compression') {
  const { FAIRNESS_BASE_URL, FAIRNESS_AUTHORIZATION, FAIRNESS_HEAVY_RESULT } = process.env;
  if (!FAIRNESS_BASE_URL || !FAIRNESS_AUTHORIZATION || !FAIRNESS_HEAVY_RESULT) {
    throw new Error('fairness-shapes: start it through npm run bench:fairness');
  }
  if (mode === 'season') await ensureSeason(FAIRNESS_BASE_URL, FAIRNESS_AUTHORIZATION);
  const stop = new AbortController();
  setMaxListeners(KEYLESS_CLIENTS + LANE + 2, stop.signal);
  // Ready once set up; the load starts on SIGUSR2, once the driver has measured B's floor.
  const waiting = setInterval(() => {}, 60_000); // a signal handler alone keeps no process alive
  const started = new Promise<void>((go) =>
    process.once('SIGUSR2', () => {
      clearInterval(waiting);
      go();
    }),
  );
  console.log(JSON.stringify({ baseUrl: FAIRNESS_BASE_URL, pid: process.pid }));
  const running = started
    .then(() =>
      mode === 'season'
        ? seasonLoad(FAIRNESS_BASE_URL, FAIRNESS_AUTHORIZATION, stop.signal)
        : compressionLoad(FAIRNESS_BASE_URL, stop.signal),
    )
    .catch((error: Error): ShapeResult => {
      console.error(`fairness-shapes ${mode}: ${error.stack}`);
      return {
        answered: [],
        statuses: {},
        megabytes: 0,
        seconds: 1,
        note: `failed: ${error.message}`,
      };
    });
  process.once('SIGTERM', async () => {
    stop.abort();
    writeFileSync(FAIRNESS_HEAVY_RESULT, JSON.stringify(await running));
    process.exit(0);
  });
}
