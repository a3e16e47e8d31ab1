// The SQLite adapter of the storage port (better-sqlite3, WAL).
// better-sqlite3 is synchronous; the port is async. One connection serves everything, and a
// promise-chain mutex makes each transaction run alone, so a transaction's awaits can never
// interleave with another's statements. SQLite has one writer anyway.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type Database from 'better-sqlite3';
import { BusyWatch } from '../busy-watch';
import { ChangeListeners, type EventChangeRow } from '../change-log';
import type { Store, TransactionOptions, Tx } from '../port';
import { type CommitGate, gateOf } from '../work-deadline';
import { notifyCommitted } from '../write-transaction';
import { startCheckpointer } from './checkpointer';
import { SQLITE_MIGRATIONS } from './migrations';
import { openDatabaseFile } from './open-file';
import { SqliteTx } from './sqlite-tx';
import { walSync } from './wal-sync';

export interface SqliteOptions {
  /** `:memory:` or a file path. */
  path: string;
  /**
   * WAL with synchronous=FULL: a committed transaction survives a process kill and a power cut.
   * NORMAL would survive a process kill only; see docs/decisions/002-sqlite-durability.md.
   */
  synchronous?: 'FULL' | 'NORMAL';
}

export function openSqliteStore(options: SqliteOptions): Store {
  if (options.path !== ':memory:') mkdirSync(dirname(options.path), { recursive: true });
  const db = openDatabaseFile(options.path);
  // FULL durability is kept, but its fsync is taken off the serving thread (wal-sync.ts): the
  // connection commits with NORMAL and each transaction waits for a WAL fsync before resolving.
  const syncEachCommit = options.path !== ':memory:' && (options.synchronous ?? 'FULL') === 'FULL';
  db.pragma(`synchronous = ${syncEachCommit ? 'NORMAL' : (options.synchronous ?? 'FULL')}`);
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // 64 MiB of page cache instead of 2: a stadium event's states and its drawing stay in memory.
  db.pragma('cache_size = -65536');
  try {
    migrate(db);
  } catch (error) {
    // A refused database must not stay open (and locked) behind the error.
    db.close();
    throw error;
  }
  // A file's WAL is checkpointed by a worker thread, not inside the commits of this connection.
  const checkpointer = options.path === ':memory:' ? undefined : startCheckpointer(options.path);
  if (checkpointer) db.pragma('wal_autocheckpoint = 0');
  const wal = syncEachCommit ? walSync(`${options.path}-wal`) : undefined;
  const tx = new SqliteTx(db);
  const feed = new ChangeListeners();
  let queue: Promise<unknown> = Promise.resolve();
  const watch = new BusyWatch();
  // Transactions running or waiting for the connection (the metrics' "in use" and "waiting").
  let queued = 0;
  const done = () => {
    queued--;
  };

  /** Runs alone; work whose deadline passed while it waited its turn is dropped when taken. */
  function exclusive<T>(gate: CommitGate | undefined, run: () => Promise<T>): Promise<T> {
    const taken = async () => {
      gate?.check();
      tx.gate = gate;
      try {
        return await run();
      } finally {
        tx.gate = undefined;
      }
    };
    queued++;
    const result = watch.around(() => queue.then(taken, taken));
    queue = result.then(done, done);
    return result;
  }

  return {
    kind: 'sqlite',
    async transaction<T>(fn: (tx: Tx) => Promise<T>, options?: TransactionOptions<T>): Promise<T> {
      const gate = gateOf(options?.gate);
      let written: EventChangeRow[] = [];
      const value = await exclusive(gate, async () => {
        tx.beginTransaction();
        db.exec('BEGIN IMMEDIATE');
        let result: T;
        let claimed = false;
        try {
          result = await fn(tx);
          written = tx.flushChanges();
          gate?.claim();
          claimed = true;
          db.exec('COMMIT');
        } catch (error) {
          if (db.inTransaction) db.exec('ROLLBACK');
          if (claimed) gate?.settle(false);
          throw error;
        }
        gate?.settle(true);
        // Still inside the mutex: no reader sees these writes before `committed` has run.
        notifyCommitted(options, result);
        return result;
      });
      // The next transaction may already run; this one's caller hears of it once it is on disk.
      await wal?.durable();
      feed.emit(written);
      return value;
    },
    read<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
      return exclusive(gateOf(undefined), () => {
        tx.beginRead();
        return fn(tx);
      });
    },
    watchChanges: (listener) => feed.add(listener),
    gauges: () => ({
      kind: 'sqlite',
      inUse: Math.min(queued, 1),
      waiting: Math.max(queued - 1, 0),
      ...(options.path !== ':memory:' && { sqliteFile: options.path }),
    }),
    // Another process holding the write lock is not probed: it would block this thread for up to
    // busy_timeout (docs/deployment.md, SQLite).
    async probe(): Promise<void> {
      await exclusive(undefined, () => tx.getSetting('health-probe'));
    },
    busyForMs: () => watch.busyForMs(),
    close(): Promise<void> {
      return exclusive(undefined, async () => {
        if (!db.open) return;
        await wal?.close();
        await checkpointer?.close();
        db.close();
      });
    },
  };
}

function migrate(db: Database.Database): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  const known = SQLITE_MIGRATIONS.length;
  if (current > known) {
    throw new Error(
      `The database has schema version ${current}, newer than this Seatdesk knows (${known}). Upgrade Seatdesk or use another database.`,
    );
  }
  if (current === known) return;
  // A table rebuild (drop, then rename the copy) must run with foreign keys off, and they cannot
  // be switched inside a transaction: each step checks them itself before it commits.
  db.pragma('foreign_keys = OFF');
  try {
    for (let version = current; version < known; version++) {
      db.transaction(() => {
        db.exec(SQLITE_MIGRATIONS[version]);
        const broken = db.pragma('foreign_key_check') as unknown[];
        if (broken.length > 0) {
          throw new Error(
            `schema migration ${version + 1} would break ${broken.length} foreign key(s); nothing was changed`,
          );
        }
        db.pragma(`user_version = ${version + 1}`);
      })();
    }
  } finally {
    db.pragma('foreign_keys = ON');
  }
}
