// Chooses the storage adapter from DATABASE_URL. Adding PostgreSQL means adding a branch here.
import type { Store } from './port';
import { openSqliteStore } from './sqlite/sqlite-store';

export async function openStore(databaseUrl: string): Promise<Store> {
  if (databaseUrl.startsWith('sqlite:')) {
    const path = databaseUrl.slice('sqlite:'.length);
    if (!path)
      throw new Error(
        'DATABASE_URL sqlite: needs a path, e.g. sqlite:./data/seatdesk.db or sqlite::memory:',
      );
    return openSqliteStore({ path });
  }
  throw new Error(
    `DATABASE_URL ${redact(databaseUrl)} is not supported by this build: use sqlite:<path> (PostgreSQL support is planned).`,
  );
}

/** Hides a password in a connection URL before it goes into a message. */
export function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}
