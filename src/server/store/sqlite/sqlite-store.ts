// The SQLite adapter of the storage port (better-sqlite3, WAL).
// better-sqlite3 is synchronous; the port is async. One connection serves everything, and a
// promise-chain mutex makes each transaction run alone, so a transaction's awaits can never
// interleave with another's statements. SQLite has one writer anyway.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type Database from 'better-sqlite3';
import { notifyCommitted } from '../committed';
import type { Store, TransactionOptions, Tx } from '../port';
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
  let queue: Promise<unknown> = Promise.resolve();
  // Transactions running or waiting for the connection (the metrics' "in use" and "waiting").
  let queued = 0;
  const done = () => {
    queued--;
  };

  function exclusive<T>(run: () => Promise<T>): Promise<T> {
    queued++;
    const result = queue.then(run, run);
    queue = result.then(done, done);
    return result;
  }

  return {
    kind: 'sqlite',
    async transaction<T>(fn: (tx: Tx) => Promise<T>, options?: TransactionOptions<T>): Promise<T> {
      const value = await exclusive(async () => {
        tx.beginTransaction();
        db.exec('BEGIN IMMEDIATE');
        let result: T;
        try {
          result = await fn(tx);
          db.exec('COMMIT');
        } catch (error) {
          if (db.inTransaction) db.exec('ROLLBACK');
          throw error;
        }
        // Still inside the mutex: no reader sees these writes before `committed` has run.
        notifyCommitted(options, result);
        return result;
      });
      // The next transaction may already run; this one's caller hears of it once it is on disk.
      await wal?.durable();
      return value;
    },
    read<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
      return exclusive(() => fn(tx));
    },
    gauges: () => ({
      kind: 'sqlite',
      inUse: Math.min(queued, 1),
      waiting: Math.max(queued - 1, 0),
      ...(options.path !== ':memory:' && { sqliteFile: options.path }),
    }),
    close(): Promise<void> {
      return exclusive(async () => {
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
