// Versioned schema of the SQLite store. Each entry runs once, in order, inside one transaction;
// PRAGMA user_version records how far a database has come. Never edit a shipped entry: add one,
// at the end of migrations-from-8.ts. The list is in two files only to keep each one readable.
import { SQLITE_MIGRATIONS_1_TO_7 } from './migrations-1-to-7';
import { SQLITE_MIGRATIONS_FROM_8 } from './migrations-from-8';

export const SQLITE_MIGRATIONS: readonly string[] = [
  ...SQLITE_MIGRATIONS_1_TO_7,
  ...SQLITE_MIGRATIONS_FROM_8,
];
