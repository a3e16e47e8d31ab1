// The PostgreSQL adapter of the storage port (node-postgres pool). Several service instances can
// share one database: write transactions lock the events they touch (postgres-tx.ts) and are
// retried on deadlock, serialization failure or a unique-key race, so each request still behaves
// as if it ran alone. See docs/decisions/004-postgres-locking.md.
import pg from 'pg';
import { LIMITS } from '../../../contract/limits';
import { writeLog } from '../../log';
import { BusyWatch } from '../busy-watch';
import { ChangeListeners, type EventChangeRow } from '../change-log';
import type { Store, Tx } from '../port';
import { codeOf, isUnavailable, StoreUnavailableError } from '../unavailable';
import { type CommitGate, gateOf, OutcomeUnknownError } from '../work-deadline';
import { notifyCommitted } from '../write-transaction';
import { migrate } from './migrate';
import { type NotifyChannels, notifyChannels } from './notify-channels';
import { OwnCommits } from './own-commits';
import { listenForChanges } from './postgres-feed';
import { readStaffSessionsNow } from './postgres-staff';
import { PostgresTx, type TxMode } from './postgres-tx';
import { probeLocks } from './probe-locks';
import { CoalescedSessionReads } from './session-reads';

export interface PostgresOptions {
  /** Connections this instance keeps open at most (default 10). */
  poolSize?: number;
  /** How long connecting may take before start-up fails (default 10 s). */
  connectTimeoutMs?: number;
  /** The schema versions to apply; tests pass other lists. */
  migrations?: readonly string[];
  /**
   * Longest a statement may run, enforced by the server (statement_timeout) and, should the
   * server not answer at all (frozen), by the client 1 s later (default 10 s).
   */
  statementTimeoutMs?: number;
  /** Longest a request waits for a pooled connection once started (default 5 s). */
  acquireTimeoutMs?: number;
  /**
   * Longest a statement waits for a lock (lock_timeout, default 2 s). Transactions here hold
   * their locks for milliseconds: a longer wait means a stalled holder, answered 503 at once.
   */
  lockTimeoutMs?: number;
  /**
   * Longest a session may sit idle inside a transaction (idle_in_transaction_session_timeout,
   * default 5 s): an instance frozen mid-transaction releases its locks after this.
   */
  idleInTransactionTimeoutMs?: number;
  /** Where connection errors of idle pooled clients go (default: the service's JSON log on stdout). */
  log?: (line: Record<string, unknown>) => void;
}

/** A transaction is run again on these, up to MAX_ATTEMPTS times in all. */
const RETRYABLE = new Set([
  '40P01', // deadlock_detected: two transactions locked events in opposite orders
  '40001', // serialization_failure
  '23505', // unique_violation: a concurrent insert of the same key won; the rerun sees it
]);
const MAX_ATTEMPTS = 5;
export const DEFAULT_LOCK_TIMEOUT_MS = 2_000;
export const DEFAULT_IDLE_IN_TRANSACTION_TIMEOUT_MS = 5_000;
/** A transaction cut off before COMMIT (a terminated session) is run once more on a new one. */
const LOST_ATTEMPTS = 2;
/** Timeouts enforced by a server that still answers: the connection is fine, the request is not. */
const SERVER_TIMEOUTS = new Set(['57014', '55P03']);

/**
 * Opens the pool, checks the connection and migrates the schema. Throws one clear error (naming
 * the host, never the password) when the URL is malformed, the server cannot be reached or
 * refuses us, or the schema is newer than this code.
 */
export async function openPostgresStore(
  url: string,
  options: PostgresOptions = {},
): Promise<Store> {
  const target = describeTarget(url);
  const connectTimeoutMs = options.connectTimeoutMs ?? 10_000;
  const statementTimeoutMs = options.statementTimeoutMs ?? 10_000;
  const pool = new pg.Pool({
    connectionString: withSessionOptions(url),
    max: options.poolSize ?? 10,
    // A statement is sent without waiting for the answer to the one before it on the connection:
    // a transaction's independent statements (the states and the history, the changes record and
    // COMMIT) share a round trip while it holds an event's row lock.
    pipeline: true,
    // A request waits for a connection only briefly (start-up connects on its own, below).
    connectionTimeoutMillis: options.acquireTimeoutMs ?? 5_000,
    application_name: 'seatdesk',
    // A locked table or a stuck plan must not hold a request (and its lane slot) for ever.
    statement_timeout: statementTimeoutMs,
    // A server that does not answer at all (frozen, cut off without a reset) is given up on
    // client-side; the connection is then discarded, never reused.
    query_timeout: statementTimeoutMs + 1_000,
    // A lock held by a stalled transaction (another instance frozen mid-transaction, a table
    // locked by hand) is waited for briefly: transactions here hold locks for milliseconds.
    lock_timeout: options.lockTimeoutMs ?? DEFAULT_LOCK_TIMEOUT_MS,
    // An instance frozen or cut off mid-transaction must not hold event locks for long: the
    // server ends such a session.
    idle_in_transaction_session_timeout:
      options.idleInTransactionTimeoutMs ?? DEFAULT_IDLE_IN_TRANSACTION_TIMEOUT_MS,
  });
  // Well within the request's deadline (the statement timeout is the request timeout): a request
  // arriving during a stuck read waits for it and then for the next, and both must fail with a
  // 503 of their own before the deadline does.
  const sessionReadMs = Math.min(LIMITS.staffSessionReadMs, Math.ceil(statementTimeoutMs / 4));
  const sessionReads = new CoalescedSessionReads((idHashes) =>
    readStaffSessionsNow(pool, idHashes, sessionReadMs),
  );
  const log = options.log ?? writeLog;
  // Without a listener, a pooled idle connection dropped by the server would crash the process.
  pool.on('error', (error) =>
    log({
      time: new Date().toISOString(),
      level: 'error',
      message: 'PostgreSQL connection lost',
      error: error.message,
    }),
  );
  // A checked-out client has no listener of the pool's: a session terminated or a server
  // restarting while a request holds it would otherwise crash the process with an unhandled
  // 'error'. The query in flight fails with the same error, and the request reports it.
  pool.on('connect', (client) => client.on('error', () => undefined));

  // Start-up runs on a connection of its own, without the request timeouts: a migration may take
  // long, or wait for another instance's (under an advisory lock).
  const client = new pg.Client({
    connectionString: withSessionOptions(url),
    connectionTimeoutMillis: connectTimeoutMs,
    application_name: 'seatdesk',
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    await pool.end().catch(() => undefined);
    throw new Error(
      `cannot connect to PostgreSQL at ${target.where}: ${connectFailure(error, target, connectTimeoutMs)}`,
    );
  }
  let channels: NotifyChannels;
  try {
    await migrate(client, options.migrations);
    channels = await channelsOf(client);
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new Error(
      `cannot prepare the PostgreSQL database at ${target.where}: ${messageOf(error)}`,
    );
  } finally {
    await client.end().catch(() => undefined);
  }

  async function run<T>(
    mode: TxMode,
    fn: (tx: Tx) => Promise<T>,
    gate: CommitGate | undefined,
  ): Promise<T> {
    const begin = mode === 'write' ? 'BEGIN' : 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY';
    for (let attempt = 1; ; attempt++) {
      // Work whose deadline passed while it waited (for a connection, or before a rerun) is
      // dropped here; PostgresTx checks again before each statement, and COMMIT claims it.
      gate?.check();
      const client = await pool.connect().catch((error) => {
        throw unavailable(error, 'no connection to PostgreSQL');
      });
      let broken: Error | undefined;
      let committing = false;
      let written: EventChangeRow[] = [];
      let tx: PostgresTx | undefined;
      try {
        await client.query(begin);
        tx = new PostgresTx(client, mode, gate);
        const value = await fn(tx);
        // The changes record (with its NOTIFY) and COMMIT go out together: under the event's row
        // lock, waiting for the first's answer before sending COMMIT was a round trip of its own
        // (docs/benchmarks.md, issue 30). Should the record fail, PostgreSQL answers the COMMIT
        // behind it with a rollback.
        let flushed: Promise<unknown> = Promise.resolve();
        if (mode === 'write') {
          const flush = tx.flushChanges(channels.changes);
          written = flush.rows;
          flushed = flush.sent;
          flushed.catch(() => undefined); // taken below, with COMMIT's answer
          gate?.claim();
        }
        own.mark(written);
        committing = true;
        const [record, commit] = await Promise.allSettled([flushed, client.query('COMMIT')]);
        if (record.status === 'rejected') throw record.reason;
        if (commit.status === 'rejected') throw commit.reason;
        if (commit.value.command === 'ROLLBACK')
          throw new Error('PostgreSQL rolled back at COMMIT');
        if (mode === 'write') gate?.settle(true);
        feed.emit(written);
        return value;
      } catch (thrown) {
        // Behind a failed statement, the ones pipelined after it fail as "aborted": the first
        // failure says why (a deadlock is retried).
        const error = codeOf(thrown) === '25P02' ? (tx?.firstFailure ?? thrown) : thrown;
        if (committing) own.unmark(written);
        if (isUnavailable(error) && !SERVER_TIMEOUTS.has(codeOf(error))) {
          // The connection is lost or stuck: no ROLLBACK on it (it would wait out another
          // timeout); discarding it makes the server roll back. Cut off before COMMIT, nothing
          // was applied and the transaction may run again; during COMMIT nobody knows.
          broken = error as Error;
          if (committing && mode === 'write') {
            throw new OutcomeUnknownError(
              `PostgreSQL connection lost while committing (${messageOf(error)})`,
            );
          }
          if (attempt < LOST_ATTEMPTS && !/timeout/i.test(broken.message)) continue;
          throw unavailable(error, 'PostgreSQL connection lost');
        }
        // The server answered: whatever failed, COMMIT included, was rolled back.
        if (committing && mode === 'write') gate?.settle(false);
        await client.query('ROLLBACK').catch((rollbackError: Error) => {
          broken = rollbackError;
        });
        if (isUnavailable(error)) throw unavailable(error, 'PostgreSQL did not answer in time');
        if (attempt >= MAX_ATTEMPTS || !RETRYABLE.has(codeOf(error))) throw error;
      } finally {
        // A client whose rollback failed is in an unknown state: the pool discards it.
        client.release(broken);
      }
      await sleep(Math.random() * 20 * attempt);
    }
  }

  const watch = new BusyWatch();
  const feed = new ChangeListeners();
  const own = new OwnCommits();
  // Other instances' commits; this one's are told once, by run() when COMMIT answers.
  const keyListeners = new Set<() => void>();
  const livenessListeners = new Set<(live: boolean) => void>();
  const listening = listenForChanges(
    url,
    channels,
    {
      changes: (changes) => feed.emit(own.foreign(changes)),
      keysChanged: () => {
        for (const listener of keyListeners) listener();
      },
      liveness: (live) => {
        for (const listener of livenessListeners) listener(live);
      },
    },
    (level, message, fields) => log({ time: new Date().toISOString(), level, message, ...fields }),
  );
  let closed: Promise<void> | undefined;
  return {
    kind: 'postgres',
    transaction: (fn, options) =>
      watch.around(async () => {
        const value = await run('write', fn, gateOf(options?.gate));
        notifyCommitted(options, value);
        return value;
      }),
    read: (fn) => watch.around(() => run('read', fn, gateOf(undefined))),
    watchChanges: (listener) => feed.add(listener),
    feedLive: () => listening.listening,
    watchFeedLiveness(listener) {
      livenessListeners.add(listener);
      return () => livenessListeners.delete(listener);
    },
    announceKeysChanged: async () => {
      await pool.query('SELECT pg_notify($1, $2)', [channels.keys, '']);
    },
    watchKeysChanged(listener) {
      keyListeners.add(listener);
      return () => keyListeners.delete(listener);
    },
    readStaffSessionNow: (idHash) =>
      watch.around(() =>
        sessionReads.read(idHash).catch((error) => {
          throw unavailable(error, 'no answer from PostgreSQL');
        }),
      ),
    probe: (timeoutMs) => watch.around(() => probeLocks(pool, timeoutMs)),
    busyForMs: () => watch.busyForMs(),
    gauges: () => ({
      kind: 'postgres',
      inUse: pool.totalCount - pool.idleCount,
      waiting: pool.waitingCount,
    }),
    close() {
      closed ??= Promise.all([listening.close(), pool.end()]).then(() => undefined);
      return closed;
    },
  };
}

interface Target {
  host: string;
  port: string;
  where: string;
}

/** Host, port and database of a connection URL, for messages; throws on a malformed URL. */
export function describeTarget(url: string): Target {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(
      'not a valid PostgreSQL URL: expected postgres://user:password@host:5432/database',
    );
  }
  if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:') {
    throw new Error('not a PostgreSQL URL: it must start with postgres:// or postgresql://');
  }
  const host =
    decodeURIComponent(parsed.hostname) || parsed.searchParams.get('host') || 'localhost';
  const port = parsed.port || parsed.searchParams.get('port') || '5432';
  const database = decodeURIComponent(parsed.pathname.slice(1)) || '(default database)';
  return { host, port, where: `${host}:${port}/${database}` };
}

function connectFailure(error: unknown, target: Target, timeoutMs: number): string {
  const code = codeOf(error);
  if (code === 'ECONNREFUSED') {
    return `connection refused (is PostgreSQL running and listening on ${target.host}:${target.port}?)`;
  }
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `host ${target.host} not found`;
  if (code === 'ETIMEDOUT' || /timeout/i.test(messageOf(error))) {
    return `no answer within ${timeoutMs / 1000} s`;
  }
  return messageOf(error);
}

/** A driver error as a StoreUnavailableError, when it means the database cannot serve. */
function unavailable(error: unknown, what: string): unknown {
  if (!isUnavailable(error)) return error;
  return new StoreUnavailableError(`${what} (${messageOf(error)}); retry shortly`);
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Plan each statement with its parameters. A named statement otherwise settles on a generic plan
 * after five runs, chosen while an event's states were few: it scans all of the event's states
 * for every lookup, and keeps doing so while an on-sale fills the table (4.7 ms per booking at
 * 7,700 states). Added to the URL's own `options`, which node-postgres lets override the config.
 */
/** The channels of the schema the store's tables are in (search_path's first). */
async function channelsOf(client: pg.Client): Promise<NotifyChannels> {
  const { rows } = await client.query<{ schema: string | null }>(
    'SELECT current_schema() AS schema',
  );
  return notifyChannels(rows[0]?.schema ?? 'public');
}

export function withSessionOptions(url: string): string {
  const parsed = new URL(url);
  const own = parsed.searchParams.get('options');
  const planning = '-c plan_cache_mode=force_custom_plan';
  parsed.searchParams.set('options', own ? `${own} ${planning}` : planning);
  return parsed.toString();
}
