// The audit's steps (issue 27, A5): a start refused on a sound database must not say "damaged,
// restore a backup" (a read-only file, a directory at the path), since following that advice
// replaces a newer database with an older one; an existing empty or table-less file (a bad hand
// copy) is refused instead of being seeded as a new demo company; a path with no file is created.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, test } from 'vitest';
import { startServiceProcess } from '../../reliability/service-process-test-kit';
import { openStore } from '../open-store';
import { openSqliteStore } from './sqlite-store';

const root = resolve(import.meta.dirname, '../../../..');
const dir = mkdtempSync(join(tmpdir(), 'seatdesk-open-'));
// Readable by the unprivileged user the read-only case runs as.
chmodSync(dir, 0o755);
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
const freshDir = () => {
  const path = join(dir, `case-${++n}`);
  mkdirSync(path, { mode: 0o755 });
  return path;
};

/** A sound Seatdesk database with one setting in it. */
async function soundDatabase(path: string) {
  const store = openSqliteStore({ path });
  await store.transaction((tx) => tx.putSetting('kept', 'yes'));
  await store.close();
}

const NOT_DAMAGED = /do not restore a backup over it/;

describe('a sound database that cannot be used is not called damaged', () => {
  test('a directory at the path: named as a directory, pointing at a file inside it', async () => {
    const path = join(freshDir(), 'seatdesk.db');
    mkdirSync(path);
    const refused = openStore(`sqlite:${path}`);
    await expect(refused).rejects.toThrow(
      `The SQLite database path ${path} is a directory, not a file; not starting. Point DATABASE_URL at a file, e.g. sqlite:${path}/seatdesk.db.`,
    );
    await expect(refused).rejects.not.toThrow(/damaged|restore/);
  });

  // Root ignores file modes, so the service runs as an unprivileged user then, as in production.
  const asRoot = process.getuid?.() === 0;
  test('a read-only file: the service stops saying so, and the file is unchanged', async () => {
    const path = join(freshDir(), 'seatdesk.db');
    await soundDatabase(path);
    chmodSync(path, 0o444);
    const before = readFileSync(path);
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: `sqlite:${path}`,
        SEED_DEMO: 'true',
        // tsx keeps its cache in the temporary directory, per user.
        ...(asRoot && { HOME: dir }),
      },
      ...(asRoot && { uid: 65534, gid: 65534 }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const guard = setTimeout(() => child.kill('SIGKILL'), 30_000);
    const [code] = await once(child, 'exit');
    clearTimeout(guard);
    expect(code, output).toBe(1);
    const fatal = JSON.parse(output.trim().split('\n').at(-1) ?? '{}');
    expect(fatal.level).toBe('fatal');
    expect(fatal.message).toMatch(/^The SQLite database .* cannot be used: .*read-only/);
    expect(fatal.message).toMatch(NOT_DAMAGED);
    expect(fatal.message).not.toMatch(/damaged|npm run restore/);
    expect(readFileSync(path).equals(before)).toBe(true);
  }, 60_000);

  test('garbage in the file is still called damaged, with the restore command', async () => {
    const path = join(freshDir(), 'seatdesk.db');
    writeFileSync(path, Buffer.alloc(8192, 0xa5));
    await expect(openStore(`sqlite:${path}`)).rejects.toThrow(
      /^The SQLite database .* is damaged \(file is not a database\); not starting\. Restore it from a backup: npm run restore -- <backup file>/,
    );
  });
});

describe('an existing file that is not a Seatdesk database is refused, not seeded', () => {
  test.each([
    ['empty', (_path: string) => {}],
    [
      'with tables of something else',
      (path: string) => {
        const other = new Database(path);
        other.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)');
        other.close();
      },
    ],
  ])('%s: refused, saying what to do, and left as it was', async (_name, fill) => {
    const path = join(freshDir(), 'seatdesk.db');
    writeFileSync(path, '');
    fill(path);
    const before = readFileSync(path);
    const refused = openStore(`sqlite:${path}`);
    await expect(refused).rejects.toThrow(
      /^The SQLite database .* (is empty|holds 1 table\(s\) but no Seatdesk schema version).*; not starting, and nothing was written to it\. If it should hold your data, restore it: npm run restore -- <backup file>\. For a new database, move it away/,
    );
    expect(readFileSync(path).equals(before)).toBe(true);
  });

  test('the service on an empty file exits with that message; /health/ready never says ok', async () => {
    const path = join(freshDir(), 'seatdesk.db');
    writeFileSync(path, '');
    await expect(startServiceProcess(path, { SEED_DEMO: 'true' }, 30_000)).rejects.toThrow(
      /exited \(1\) before listening[\s\S]*is empty \(no tables: an incomplete copy\?\); not starting/,
    );
    expect(readFileSync(path).length).toBe(0);
  }, 60_000);

  test('a path with no file is created and served, the demo seeded (the first npm start)', async () => {
    const path = join(freshDir(), 'data', 'seatdesk.db');
    const service = await startServiceProcess(path, { SEED_DEMO: 'true' }, 30_000);
    try {
      const ready = await fetch(`${service.baseUrl}/health/ready`);
      expect({ status: ready.status, body: await ready.json() }).toEqual({
        status: 200,
        body: { status: 'ok', store: 'sqlite' },
      });
      expect(service.output()).toContain('demoSecretKey');
    } finally {
      service.child.kill('SIGTERM');
      await service.exited;
    }
    // And the next start on it is an ordinary one.
    const again = await startServiceProcess(path, {}, 30_000);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe('0');
  }, 60_000);
});
