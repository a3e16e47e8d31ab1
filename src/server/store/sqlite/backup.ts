// Backup and restore of a SQLite database. A WAL database is two files (`.db` + `-wal`, plus the
// `-shm` index) and a copy of either alone loses or corrupts committed data, so:
// - backup uses SQLite's online backup API: one consistent snapshot of the committed database,
//   taken while the service keeps serving, written as ONE self-contained file;
// - restore refuses while anyone has the database open, checks the backup's integrity on a
//   private copy, moves the current `.db`, `-wal` and `-shm` aside together (so a leftover WAL
//   can never be replayed onto the restored file) and renames the copy into place.
import {
  closeSync,
  copyFileSync,
  existsSync,
  fsyncSync,
  openSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

const SIDE_FILES = ['', '-wal', '-shm'] as const;

/** Problems PRAGMA quick_check (or integrity_check) reports; empty when the file is sound. */
export function integrityProblems(db: Database.Database, thorough = false): string[] {
  const rows = db.pragma(thorough ? 'integrity_check(20)' : 'quick_check(20)') as Array<
    Record<string, string>
  >;
  const lines = rows.map((row) => Object.values(row)[0]);
  return lines.length === 1 && lines[0] === 'ok' ? [] : lines;
}

/** Writes a consistent copy of `source` to `destination` (which must not exist yet). */
export async function backupSqlite(
  source: string,
  destination: string,
): Promise<{ pages: number }> {
  if (!existsSync(source)) throw new Error(`no database at ${source}`);
  if (existsSync(destination)) throw new Error(`${destination} exists already; name a new file`);
  const partial = `${destination}.partial`;
  removeFamily(partial);
  const db = new Database(source, { readonly: true, fileMustExist: true });
  let pages = 0;
  try {
    // Copy every page in one step: one read transaction, hence one snapshot. In WAL mode it
    // does not block the service's writers; in steps, each write would restart the copy.
    await db.backup(partial, {
      progress: ({ totalPages }) => {
        pages = totalPages;
        return Number.MAX_SAFE_INTEGER;
      },
    });
  } finally {
    db.close();
  }
  const copy = new Database(partial, { fileMustExist: true });
  try {
    const problems = integrityProblems(copy, true);
    if (problems.length) throw new Error(`the backup fails its integrity check: ${problems[0]}`);
    // Everything in the copy's own file, nothing in a WAL beside it.
    copy.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    copy.close();
  }
  syncFile(partial);
  renameSync(partial, destination);
  syncFile(dirname(destination));
  return { pages };
}

/**
 * Replaces the database at `target` with `backup`. The files it replaces are kept as
 * `<target>.before-restore-<time>` (+ `-wal`, `-shm`). Returns that name, or undefined when
 * there was no database.
 */
export function restoreSqlite(
  backup: string,
  target: string,
  knownVersions: number,
): string | undefined {
  if (!existsSync(backup)) throw new Error(`no backup at ${backup}`);
  refuseWhileOpen(target);
  const incoming = `${target}.restoring`;
  removeFamily(incoming);
  // Only the backup's main file is read: a `-wal` lying next to it is not part of it.
  copyFileSync(backup, incoming);
  try {
    const db = new Database(incoming, { fileMustExist: true });
    try {
      const problems = integrityProblems(db, true);
      if (problems.length) throw new Error(`the backup fails its integrity check: ${problems[0]}`);
      const version = db.pragma('user_version', { simple: true }) as number;
      const events = db
        .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'events'")
        .get();
      if (version === 0 || !events) throw new Error(`${backup} is not a Seatdesk database`);
      if (version > knownVersions)
        throw new Error(
          `${backup} has schema version ${version}, newer than this Seatdesk knows (${knownVersions})`,
        );
      db.pragma('wal_checkpoint(TRUNCATE)');
    } finally {
      db.close();
    }
    if (existsSync(`${incoming}-wal`))
      throw new Error('the checked copy kept a WAL; not restoring');
    syncFile(incoming);
  } catch (error) {
    removeFamily(incoming);
    throw error;
  }
  refuseWhileOpen(target);
  let kept: string | undefined;
  if (SIDE_FILES.some((suffix) => existsSync(`${target}${suffix}`))) {
    kept = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    for (const suffix of SIDE_FILES) {
      if (existsSync(`${target}${suffix}`)) renameSync(`${target}${suffix}`, `${kept}${suffix}`);
    }
  }
  renameSync(incoming, target);
  syncFile(dirname(target));
  return kept;
}

/** Throws when a process (the service) has the database open: its lock keeps ours out. */
function refuseWhileOpen(target: string): void {
  if (!existsSync(target)) return;
  const db = new Database(target, { fileMustExist: true, timeout: 0 });
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('COMMIT');
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY')
      throw new Error(`${target} is in use (is Seatdesk running on it?); stop the service first`);
    throw error;
  } finally {
    db.close();
  }
}

function removeFamily(path: string): void {
  for (const suffix of SIDE_FILES) rmSync(`${path}${suffix}`, { force: true });
}

function syncFile(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
