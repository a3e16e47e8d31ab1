// `npm run bench:compare`: in one run, the booking and the reports benches on SQLite, on
// PostgreSQL with one service instance and with two, then one side-by-side markdown table.
// Without DATABASE_URL=postgres://… it re-runs itself under scripts/with-postgres.sh: a
// throwaway cluster on loopback with PostgreSQL's durable defaults (fsync on), removed at the end.
// Each bench runs in its own process and cleans up its servers and its scratch schema.
//   DATABASE_URL (postgres://…: use that server)  BENCH_COMPARE_QUICK=1 (short runs)
//   BENCH_COMPARE_BUDGET_S (600: the whole run stops there)  and the benches' own options
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { redact } from '../src/server/store/open-store';
import { comparisonTable, type Variant } from './compare-table';

const root = resolve(import.meta.dirname, '..');
const isPostgres = (url: string | undefined) => !!url && /^postgres(ql)?:\/\//.test(url);

/** Runs `command` to its end, passing Ctrl-C and SIGTERM on; resolves with its exit code. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv, timeoutMs = 0) {
  const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  let timedOut = false;
  const timer =
    timeoutMs > 0
      ? setTimeout(() => {
          timedOut = true;
          console.error(`bench:compare: time budget spent; stopping ${args.at(-1) ?? command}`);
          child.kill('SIGTERM');
        }, timeoutMs)
      : undefined;
  return new Promise<{ code: number; timedOut: boolean }>((done) => {
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      done({ code: code ?? (signal === 'SIGINT' ? 130 : 143), timedOut });
    });
  });
}

/** No PostgreSQL given: the same command again, next to a throwaway durable cluster. */
async function underThrowawayCluster(): Promise<never> {
  console.log('bench:compare: starting a throwaway PostgreSQL cluster (fsync on) on loopback');
  // Signals reach the script, which passes them on and removes the cluster.
  process.on('SIGINT', () => {});
  process.on('SIGTERM', () => {});
  const { code } = await run(
    'bash',
    [
      join(root, 'scripts/with-postgres.sh'),
      process.execPath,
      '--import',
      'tsx',
      import.meta.filename,
    ],
    { ...process.env, WITH_POSTGRES_DURABLE: '1', BENCH_COMPARE_CLUSTER: '1' },
  );
  process.exit(code);
}

/** The server's version and durability settings, for the table's caption. */
async function describePostgres(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const show = async (name: string) =>
      (await client.query(`SHOW ${name}`)).rows[0][name] as string;
    return `PostgreSQL ${await show('server_version')} (fsync ${await show('fsync')}, synchronous_commit ${await show('synchronous_commit')})`;
  } catch (error) {
    throw new Error(`DATABASE_URL ${redact(url)}: ${(error as Error).message}`);
  } finally {
    await client.end();
  }
}

async function main() {
  const budgetS = Number(process.env.BENCH_COMPARE_BUDGET_S ?? 600);
  if (!(budgetS > 0)) throw new Error('BENCH_COMPARE_BUDGET_S: a number of seconds above 0');
  const given = process.env.DATABASE_URL;
  if (!isPostgres(given) && process.env.BENCH_COMPARE_CLUSTER !== '1') {
    await underThrowawayCluster();
  }
  const postgresUrl = isPostgres(given) ? (given as string) : process.env.TEST_DATABASE_URL;
  if (!isPostgres(postgresUrl)) throw new Error('bench:compare: no PostgreSQL URL to measure on');
  const server = await describePostgres(postgresUrl as string);

  const quick = process.env.BENCH_COMPARE_QUICK === '1';
  const defaults = quick
    ? { BENCH_DURATION_MS: '2000', BENCH_TRIALS: '1', BENCH_RUNS: '10', BENCH_BIG_RUNS: '3' }
    : {};
  const deadline = Date.now() + budgetS * 1000;
  const settings: NodeJS.ProcessEnv = { ...defaults, ...process.env };
  const variants: (Variant & { env: NodeJS.ProcessEnv })[] = [
    { title: 'SQLite', env: { DATABASE_URL: '', INSTANCES: '1' } },
    { title: 'PostgreSQL, 1 instance', env: { DATABASE_URL: postgresUrl, INSTANCES: '1' } },
    { title: 'PostgreSQL, 2 instances', env: { DATABASE_URL: postgresUrl, INSTANCES: '2' } },
  ];
  const loadAtStart = loadavg()[0];
  const dir = mkdtempSync(join(tmpdir(), 'seatdesk-compare-'));
  const failures: string[] = [];
  let interrupted = false;
  try {
    for (const bench of ['booking', 'reports'] as const) {
      for (const [index, variant] of variants.entries()) {
        const left = deadline - Date.now();
        const name = `${bench}, ${variant.title}`;
        if (interrupted) break;
        if (left <= 0) {
          failures.push(`${name}: not run, time budget spent`);
          continue;
        }
        console.log(`\n== ${name}`);
        const file = join(dir, `${bench}-${index}.json`);
        const env: NodeJS.ProcessEnv = {
          ...settings,
          ...variant.env,
          BENCH_RESULT_FILE: file,
          BENCH_SKIP_ENGINE: '1',
        };
        delete env.BENCH_COMPARE_CLUSTER;
        const script = join(root, `bench/${bench}.ts`);
        const { code, timedOut } = await run(
          process.execPath,
          ['--import', 'tsx', script],
          env,
          left,
        );
        if (code !== 0) {
          failures.push(
            `${name}: ${timedOut ? 'stopped, time budget spent' : `exited with ${code}`}`,
          );
          // Interrupted: no point starting the next bench.
          if (code === 130 || code === 143) interrupted = true;
          continue;
        }
        variant[bench] = JSON.parse(readFileSync(file, 'utf8'));
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  const durations = quick
    ? 'quick runs (BENCH_COMPARE_QUICK=1)'
    : `booking ${Number(settings.BENCH_DURATION_MS ?? 8000) / 1000} s per server kind, reports ${settings.BENCH_RUNS ?? 40} summaries and ${settings.BENCH_BIG_RUNS ?? 8} detailed/CSV per kind`;
  console.log(`\n## SQLite and PostgreSQL side by side\n`);
  console.log(
    `Node ${process.version}, ${server}, ${cpus().length} cores, load average ${loadAtStart.toFixed(1)} at start and ${loadavg()[0].toFixed(1)} at the end; ${settings.BENCH_SEATS ?? 100_000} seats, ${settings.BENCH_CLIENTS ?? 64} booking clients; ${durations}. Loopback; each column a separate run; CPU per request from the processes' own counters (PostgreSQL: the whole cluster, 10 ms resolution).\n`,
  );
  console.log(comparisonTable(variants));
  if (failures.length > 0) {
    console.log(`\nmissing (—): ${failures.join('; ')}`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
