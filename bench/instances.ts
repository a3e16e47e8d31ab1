// The drivers' side of the bench servers: which database and how many service instances
// (DATABASE_URL, INSTANCES), a database of the bench's own (a temp SQLite file, or a scratch
// schema in the PostgreSQL database, dropped at the end), the server processes themselves, and
// stopping all of it however the run ends.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { redact } from '../src/server/store/open-store';
import { createScratchSchema } from '../src/server/store/postgres/scratch-schema-test-kit';

export interface BenchTarget {
  store: 'sqlite' | 'postgres';
  /** The URL given; undefined for the default, a temp SQLite file. */
  databaseUrl?: string;
  instances: number;
}

const MAX_INSTANCES = 16;

/** Reads DATABASE_URL, BENCH_DB=memory and INSTANCES; one clear error for anything off. */
export function readBenchTarget(env: NodeJS.ProcessEnv = process.env): BenchTarget {
  const databaseUrl =
    env.DATABASE_URL || (env.BENCH_DB === 'memory' ? 'sqlite::memory:' : undefined);
  const postgres = databaseUrl !== undefined && /^postgres(ql)?:\/\//.test(databaseUrl);
  if (databaseUrl !== undefined && !postgres && !databaseUrl.startsWith('sqlite:')) {
    throw new Error(
      `DATABASE_URL ${redact(databaseUrl)}: use sqlite:<path>, or postgres://user@host:port/database (unset: a temp SQLite file)`,
    );
  }
  const rawInstances = env.INSTANCES ?? '1';
  const instances = Number(rawInstances);
  if (!/^\d+$/.test(rawInstances) || instances < 1 || instances > MAX_INSTANCES) {
    throw new Error(`INSTANCES=${rawInstances}: a whole number from 1 to ${MAX_INSTANCES}`);
  }
  if (!postgres && instances > 1) {
    throw new Error(
      `INSTANCES=${instances} needs PostgreSQL: SQLite allows one service process per database. Set DATABASE_URL=postgres://… or run npm run bench:compare, which starts a throwaway PostgreSQL.`,
    );
  }
  return { store: postgres ? 'postgres' : 'sqlite', databaseUrl, instances };
}

export interface BenchDatabase {
  /** What the service processes open. */
  url: string;
  /** For the report: where the bench's data lives, password hidden. */
  description: string;
  /**
   * Removes it now, not at the end of the run: a trial's 100,000 rows and more left in the
   * PostgreSQL cluster slowed the trials after it (vacuum, checkpoints, a colder cache).
   */
  release(): Promise<void>;
}

/** `step` run at clean-up, or earlier through the function returned; once either way. */
function cleanupOnce(step: () => unknown): () => Promise<void> {
  let done = false;
  const once = async () => {
    if (done) return;
    done = true;
    await step();
  };
  onCleanup(once);
  return once;
}

/** A database for this run only; removed by `cleanUp()`. */
export async function prepareDatabase(target: BenchTarget): Promise<BenchDatabase> {
  if (target.store === 'postgres') {
    const given = target.databaseUrl as string;
    const schema = await createScratchSchema(given).catch((error: Error) => {
      throw new Error(`DATABASE_URL ${redact(given)}: ${error.message}`);
    });
    const where = new URL(given);
    return {
      url: schema.url,
      description: `PostgreSQL ${where.host}${where.pathname}, scratch schema ${schema.name}`,
      release: cleanupOnce(() => schema.drop()),
    };
  }
  if (target.databaseUrl) {
    return {
      url: target.databaseUrl,
      description: `SQLite ${target.databaseUrl}`,
      release: async () => {},
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'seatdesk-bench-'));
  return {
    url: `sqlite:${join(dir, 'bench.db')}`,
    description: 'SQLite temp file (WAL, synchronous=FULL)',
    release: cleanupOnce(() => rmSync(dir, { recursive: true, force: true })),
  };
}

export interface Ready {
  baseUrl: string;
  secretKey?: string;
  event?: string;
  /** Events of the same chart for the warm-up to book (bench:booking). */
  warmUpEvents?: string[];
  /** A clerk's session cookie (bench:booking's staff trial), and how long its sign-in took. */
  staffCookie?: string;
  signInMs?: number[];
  /** The second company of bench:fairness and its small event. */
  otherSecretKey?: string;
  otherEvent?: string;
  pid: number;
}

export interface ServerProcess {
  child: ChildProcess;
  ready: Ready;
}

const running = new Set<ChildProcess>();

/** Starts `bench/<script> <mode>` and waits for its ready line. */
export function startServer(
  script: string,
  mode: string,
  env: NodeJS.ProcessEnv,
): Promise<ServerProcess> {
  const path = resolve(import.meta.dirname, script);
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir=bench/profiles'] : [];
  // Node or V8 flags to try on the servers alone (e.g. --trace-gc), not on the load generator.
  const flags = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...profile, ...flags, '--import', 'tsx', path, mode], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return new Promise((resolveReady, reject) => {
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    let ready = false;
    lines.on('line', (line) => {
      // The ready line is the server's JSON; anything else it prints (a flag's trace, before or
      // after it) goes to our stderr.
      if (!ready && line.startsWith('{')) {
        ready = true;
        resolveReady({ child, ready: JSON.parse(line) as Ready });
      } else process.stderr.write(`[${mode} ${child.pid}] ${line}\n`);
    });
    child.once('exit', (code) => reject(new Error(`${script} ${mode} exited with ${code}`)));
  });
}

/**
 * `count` service processes on one database: the first sets it up (migrations, company, chart,
 * event), then the others join it, started together.
 */
export async function startInstances(
  script: string,
  count: number,
  databaseUrl: string,
): Promise<ServerProcess[]> {
  const env = { BENCH_SERVER_DATABASE_URL: databaseUrl };
  const first = await startServer(script, 'setup', env);
  const others = await Promise.all(
    Array.from({ length: count - 1 }, () => startServer(script, 'join', env)),
  );
  return [first, ...others];
}

/** SIGTERM, then waits for the exit (SIGKILL after 5 s). */
export async function stopServers(servers: ServerProcess[]): Promise<void> {
  await Promise.all(servers.map(({ child }) => stopChild(child)));
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    child.kill('SIGTERM');
  });
}

/** CPU ms a bench server process has used so far, from its `GET /__cpu` probe. */
export async function serverCpuMs(baseUrl: string): Promise<number> {
  const answer = (await (await fetch(`${baseUrl}/__cpu`)).json()) as { cpuMicros: number };
  return answer.cpuMicros / 1000;
}

/** Total CPU ms of several bench servers so far. */
export async function serversCpuMs(servers: ServerProcess[]): Promise<number> {
  const each = await Promise.all(servers.map((s) => serverCpuMs(s.ready.baseUrl)));
  return each.reduce((sum, ms) => sum + ms, 0);
}

/** `compare.ts` reads a bench's figures from the JSON file named by BENCH_RESULT_FILE. */
export function writeResult(result: unknown): void {
  const file = process.env.BENCH_RESULT_FILE;
  if (file) writeFileSync(file, JSON.stringify(result, null, 2));
}

const cleanups: Array<() => unknown> = [];

/** Registers a step for `cleanUp()`; steps run last registered first. */
export function onCleanup(step: () => unknown): void {
  cleanups.push(step);
}

/** Stops every server still running, then runs the registered steps (drop schema, temp files). */
export async function cleanUp(): Promise<void> {
  await Promise.all([...running].map(stopChild));
  for (let step = cleanups.pop(); step; step = cleanups.pop()) {
    try {
      await step();
    } catch (error) {
      console.error(`bench clean-up: ${(error as Error).message}`);
    }
  }
}

/** Runs a bench's main: cleans up after it, on success, failure, Ctrl-C or SIGTERM alike. */
export async function runBench(main: () => Promise<void>): Promise<void> {
  let interrupted = false;
  const onSignal = (signal: NodeJS.Signals, code: number) =>
    process.once(signal, () => {
      interrupted = true;
      console.error(`${signal}: stopping the bench servers`);
      cleanUp().finally(() => process.exit(code));
    });
  onSignal('SIGINT', 130);
  onSignal('SIGTERM', 143);
  // Last resort if the process exits some other way: no server outlives the bench.
  process.once('exit', () => {
    for (const child of running) child.kill('SIGKILL');
  });
  try {
    await main();
  } catch (error) {
    // Once interrupted, the run fails because its servers are gone: nothing worth printing.
    if (!interrupted) console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await cleanUp();
  }
}
