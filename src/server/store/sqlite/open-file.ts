// Opening the SQLite file, and refusing it with a message that names what is wrong. "Restore a
// backup" is said only of a file that is truly damaged: told to a file that is merely read-only,
// a directory or on a full disk, it would replace a sound, newer database with an older one.
import { accessSync, constants, statSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { integrityProblems } from './backup';

const RESTORE =
  'Restore it from a backup: npm run restore -- <backup file> (see docs/deployment.md).';
const NOT_DAMAGED =
  "This says nothing against the file's content: fix the cause and start again; do not restore a backup over it.";

/**
 * Opens `path` in WAL mode. A path with no file is created (the first start on a machine); an
 * existing file must be a sound Seatdesk database: a damaged one would answer wrongly while
 * /health says ok, and an empty one (a bad hand copy) would be seeded as a new demo company.
 * quick_check reads every page (about 1 s per GB, see docs/deployment.md).
 */
export function openDatabaseFile(path: string): Database.Database {
  if (path === ':memory:') return withWal(new Database(path));
  const existing = statSync(path, { throwIfNoEntry: false });
  if (existing) refuseUnusable(path, existing.isDirectory(), existing.isFile());
  let db: Database.Database | undefined;
  try {
    db = new Database(path);
    if (existing) refuseNonSeatdesk(db, path);
    withWal(db);
    const problems = integrityProblems(db);
    if (problems.length > 0) throw damaged(path, problems);
    return db;
  } catch (error) {
    db?.close();
    throw error instanceof OpenRefusal ? error : explain(path, error);
  }
}

class OpenRefusal extends Error {}

function withWal(db: Database.Database): Database.Database {
  db.pragma('journal_mode = WAL');
  return db;
}

function damaged(path: string, problems: string[]): OpenRefusal {
  return new OpenRefusal(
    `The SQLite database ${path} is damaged (${problems.slice(0, 3).join('; ')}); not starting. ${RESTORE}`,
  );
}

/** What the file system says before SQLite is asked: a directory, or no permission. */
function refuseUnusable(path: string, isDirectory: boolean, isFile: boolean): void {
  if (isDirectory) {
    throw new OpenRefusal(
      `The SQLite database path ${path} is a directory, not a file; not starting. Point DATABASE_URL at a file, e.g. sqlite:${path.replace(/\/+$/, '')}/seatdesk.db.`,
    );
  }
  if (!isFile) {
    throw new OpenRefusal(
      `The SQLite database path ${path} is not a regular file; not starting. Point DATABASE_URL at a file.`,
    );
  }
  for (const [what, where, mode] of [
    ['file', path, constants.R_OK | constants.W_OK],
    ['directory', dirname(path), constants.W_OK],
  ] as const) {
    try {
      accessSync(where, mode);
    } catch {
      const also = what === 'directory' ? ' (SQLite writes its -wal and -shm files beside it)' : '';
      throw new OpenRefusal(
        `The SQLite database ${path} cannot be used: its ${what} ${where} is read-only for this process${also}; not starting. Give the service's user write permission on it. ${NOT_DAMAGED}`,
      );
    }
  }
}

/** An existing file with no schema version is not a Seatdesk database, whatever it holds. */
function refuseNonSeatdesk(db: Database.Database, path: string): void {
  if ((db.pragma('user_version', { simple: true }) as number) > 0) return;
  const tables = (
    db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'").get() as {
      n: number;
    }
  ).n;
  const what =
    tables === 0
      ? 'is empty (no tables: an incomplete copy?)'
      : `holds ${tables} table(s) but no Seatdesk schema version: it is not a Seatdesk database`;
  throw new OpenRefusal(
    `The SQLite database ${path} ${what}; not starting, and nothing was written to it. If it should hold your data, restore it: npm run restore -- <backup file>. For a new database, move it away (with any -wal and -shm beside it) and start again: a path with no file is created.`,
  );
}

/** SQLite's error codes that are not about the file's content, in words. */
const CAUSES: Array<[RegExp, string]> = [
  [
    /^SQLITE_READONLY/,
    'it is read-only for this process (the file, its directory or the file system)',
  ],
  [/^SQLITE_FULL/, 'the disk is full'],
  [/^SQLITE_(BUSY|LOCKED)/, 'another process holds a lock on it'],
  [/^SQLITE_IOERR/, 'the disk or file system reported an I/O error'],
];

/** SQLite's refusal in words, "damaged" only when SQLite says the file is not a database. */
function explain(path: string, error: unknown): Error {
  const code = String((error as { code?: string }).code ?? '');
  const message = (error as Error).message;
  if (/^SQLITE_(NOTADB|CORRUPT)/.test(code)) return damaged(path, [message]);
  const cause = CAUSES.find(([pattern]) => pattern.test(code))?.[1] ?? 'SQLite could not open it';
  return new Error(
    `The SQLite database ${path} cannot be used: ${cause} (${code || 'error'}: ${message}); not starting. ${NOT_DAMAGED}`,
  );
}
