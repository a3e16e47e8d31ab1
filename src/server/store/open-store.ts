// Chooses the storage adapter from DATABASE_URL: sqlite:<path> or postgres://…
import type { Store } from './port';
import { openPostgresStore } from './postgres/postgres-store';
import { openSqliteStore } from './sqlite/sqlite-store';

export interface OpenOptions {
  /** PostgreSQL statement_timeout (and its client-side twin); the service passes its deadline. */
  statementTimeoutMs?: number;
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

/** Hides a password in a connection URL before it goes into a message. */
export function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}
