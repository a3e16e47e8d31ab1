// Where the time of one season booking at the bound goes (issue 27 B7), part by part: the store
// methods of the booking transaction (load, states, history, the feed's rows), COMMIT, the WAL
// fsync, and what is left (HTTP, the judge, the answer). Each part is timed by wrapping the
// store's own methods for the run (a bench, not a test: nothing is replaced, only timed), and the
// statements sent are counted. The season booking of bench/season-bench.ts (SEASON_EVENTS,
// SEASON_SEATS, SEASON_ROUNDS).
// `npx tsx bench/season-profile.ts` (SQLite file); DATABASE_URL=postgres://… for PostgreSQL.
// SEASON_BARE_HISTORY=1 drops the history's indexes first, to tell their share (never in use).
// SEASON_CPU_PROFILE=file.cpuprofile writes a V8 CPU profile of the rounds after the first (not
// the set-up), for Chrome DevTools or `npx tsx bench/cpu-profile-top.ts file.cpuprofile`.
import { mkdtempSync, rmSync } from 'node:fs';
import { open, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { PostgresTx } from '../src/server/store/postgres/postgres-tx';
import { SqliteTx } from '../src/server/store/sqlite/sqlite-tx';
import { openSeasonBench, seasonRounds } from './season-bench';

const postgres = process.env.DATABASE_URL?.startsWith('postgres');

const spent = new Map<string, number>();
let statements = 0;
const add = (part: string, ms: number) => spent.set(part, (spent.get(part) ?? 0) + ms);

/** Calls under way per part: a timed method calling another of the same part is counted once. */
const running = new Map<string, number>();

/**
 * Times every call of `name` on `proto` (sync or async) under `part`. `untilSettled` false: until
 * the call returns, for SQLite's methods, whose work is all done before their promise is returned;
 * timed until it settled, the history's part took in the states' writes sent right after it
 * (group-transaction.ts awaits both together) and showed 17–45 ms for 9 entries.
 */
function timed(proto: object, name: string, part: string, untilSettled = true) {
  const target = proto as Record<string, (...args: unknown[]) => unknown>;
  const original = target[name];
  target[name] = function (this: unknown, ...args: unknown[]) {
    const outer = (running.get(part) ?? 0) === 0;
    running.set(part, (running.get(part) ?? 0) + 1);
    const started = performance.now();
    const done = () => {
      running.set(part, (running.get(part) ?? 1) - 1);
      if (outer) add(part, performance.now() - started);
    };
    try {
      const result = original.apply(this, args);
      if (result instanceof Promise && untilSettled) return result.finally(done);
      done();
      return result;
    } catch (error) {
      done();
      throw error;
    }
  };
}

const Tx = postgres ? PostgresTx.prototype : SqliteTx.prototype;
for (const [name, part] of [
  ['getEventsForUpdate', 'load: events (locked)'],
  ['getSeasonFamilyForUpdate', 'load: season family (locked)'],
  ['getObjectStates', 'load: states'],
  ['getObjectStatesOfEvents', 'load: states'],
  ['putObjectStates', 'states (+ extra data)'],
  ['putObjectStatesOfEvents', 'states (+ extra data)'],
  ['appendStatusChanges', 'history'],
  ['flushChanges', 'feed rows'],
] as const) {
  timed(Tx, name, part, Boolean(postgres));
}
// Statements sent, and COMMIT's own time.
if (postgres) {
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    statements++;
    const started = performance.now();
    const result = query.apply(this, args);
    if (args[0] === 'COMMIT' && result instanceof Promise) {
      return result.finally(() => add('COMMIT', performance.now() - started));
    }
    return result;
  } as typeof pg.Client.prototype.query;
} else {
  const probe = new Database(':memory:');
  const Statement = Object.getPrototypeOf(probe.prepare('SELECT 1'));
  probe.close();
  for (const name of ['run', 'get', 'all']) {
    const original = Statement[name];
    Statement[name] = function (this: unknown, ...args: unknown[]) {
      statements++;
      return original.apply(this, args);
    };
  }
  const exec = Database.prototype.exec;
  Database.prototype.exec = function (this: Database.Database, sql: string) {
    statements++;
    const started = performance.now();
    const result = exec.call(this, sql);
    if (sql === 'COMMIT') add('COMMIT', performance.now() - started);
    return result;
  };
  // The WAL fsync (store/sqlite/wal-sync.ts), on the thread pool: the loop is free meanwhile.
  const probeFile = join(tmpdir(), `seatdesk-fh-${process.pid}`);
  const handle = await open(probeFile, 'w');
  const FileHandle = Object.getPrototypeOf(handle);
  await handle.close();
  rmSync(probeFile, { force: true });
  timed(FileHandle, 'sync', 'WAL fsync (off the loop)');
}

const dir = mkdtempSync(join(tmpdir(), 'seatdesk-season-profile-'));
const bench = await openSeasonBench(
  postgres ? (process.env.DATABASE_URL as string) : `sqlite:${join(dir, 's.db')}`,
);
if (process.env.SEASON_BARE_HISTORY === '1') {
  if (postgres) throw new Error('SEASON_BARE_HISTORY is for SQLite only');
  const db = new Database(join(dir, 's.db'));
  for (const index of ['of_event', 'of_object', 'by_status', 'by_date']) {
    db.exec(`DROP INDEX status_changes_${index}`);
  }
  db.close();
}

/**
 * The object_states rows the database holds, read beside the service (not counted as its
 * statements): a round's change is the rows it inserted (book) or deleted (release).
 */
async function stateRows(): Promise<number> {
  const counted = statements;
  try {
    if (!postgres) {
      const db = new Database(join(dir, 's.db'), { readonly: true });
      try {
        return Number(
          (db.prepare('SELECT count(*) AS n FROM object_states').get() as { n: number }).n,
        );
      } finally {
        db.close();
      }
    }
    const client = new pg.Client({ connectionString: bench.svc.databaseUrl });
    await client.connect();
    try {
      return Number((await client.query('SELECT count(*) AS n FROM object_states')).rows[0].n);
    } finally {
      await client.end();
    }
  } finally {
    statements = counted;
  }
}

const profileFile = process.env.SEASON_CPU_PROFILE;
const profiler = profileFile ? new Session() : undefined;

try {
  console.log(`${postgres ? 'PostgreSQL' : 'SQLite'}: ${bench.shape}`);
  for (const { round, action, run } of bench.steps(seasonRounds(5))) {
    if (profiler && round === 2 && action === 'book') {
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.setSamplingInterval', { interval: 100 });
      await profiler.post('Profiler.start');
    }
    const rowsBefore = await stateRows();
    spent.clear();
    statements = 0;
    const cpu = process.cpuUsage();
    bench.loop.restart();
    const started = performance.now();
    await run();
    const wallMs = performance.now() - started;
    const used = process.cpuUsage(cpu);
    const ranStatements = statements;
    const rowsChanged = Math.abs((await stateRows()) - rowsBefore);
    const parts = [...spent].map(([part, ms]) => `${part} ${ms.toFixed(0)}`);
    const timedMs = [...spent]
      .filter(([part]) => !part.startsWith('WAL'))
      .reduce((sum, [, ms]) => sum + ms, 0);
    console.log(
      `round ${round} ${action}: ${wallMs.toFixed(0)} ms, CPU ${((used.user + used.system) / 1000).toFixed(0)} ms, loop held ${bench.loop.longestMs.toFixed(0)} ms, ${ranStatements} statements, object_states rows ${action === 'book' ? 'added' : 'removed'} ${rowsChanged}\n  ${parts.join(', ')}, the rest (HTTP, judge, answer, waits) ${(wallMs - timedMs).toFixed(0)}`,
    );
  }
  if (profiler && profileFile) {
    const { profile } = await profiler.post('Profiler.stop');
    await writeFile(profileFile, JSON.stringify(profile));
    profiler.disconnect();
  }
} finally {
  await bench.close();
  rmSync(dir, { recursive: true, force: true });
}
