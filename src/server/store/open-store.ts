// Chooses the storage adapter from DATABASE_URL: sqlite:<path> or postgres://…
import type { Store } from './port';
import { openPostgresStore } from './postgres/postgres-store';
import { openSqliteStore } from './sqlite/sqlite-store';

export interface OpenOptions {
  /** PostgreSQL statement_timeout (and its client-side twin); the service passes its deadline. */
  statementTimeoutMs?: number;
  /** PostgreSQL lock_timeout (postgres-store.ts). */
  lockTimeoutMs?: number;
  /** PostgreSQL idle_in_transaction_session_timeout (postgres-store.ts). */
  idleInTransactionTimeoutMs?: number;
}

export async function openStore(databaseUrl: string, options: OpenOptions = {}): Promise<Store> {
  if (databaseUrl.startsWith('sqlite:')) {
    const path = databaseUrl.slice('sqlite:'.length);
    if (!path)
      throw new Error(
        'DATABASE_URL sqlite: needs a path, e.g. sqlite:./data/seatdesk.db or sqlite::memory:',
      );
    return openSqliteStore({ path });
  }
  if (/^postgres(ql)?:/.test(databaseUrl)) {
    try {
      return await openPostgresStore(databaseUrl, options);
    } catch (error) {
      throw new Error(`DATABASE_URL ${redact(databaseUrl)}: ${(error as Error).message}`);
    }
  }
  throw new Error(
    `DATABASE_URL ${redact(databaseUrl)} is not supported: use sqlite:<path> or postgres://user:password@host:5432/database.`,
  );
}

/**
 * Hides every password of a connection URL before it goes into a message: the user-info's (up to
 * the last `@`, so a raw `@` or `/` in the password hides too) and `password=` parameters.
 * Over-hiding a URL that is not what it seems is fine; showing a password is not.
 */
export function redact(url: string): string {
  return url
    .replace(/^([a-z][a-z0-9+.-]*:\/\/)([^:@/?#]*):.*@/i, '$1$2:***@')
    .replace(/([?&](?:ssl)?password=)[^&#]*/gi, '$1***');
}
