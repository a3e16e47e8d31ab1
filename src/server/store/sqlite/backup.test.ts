// SQLite backup → restore round trip with the real service process and the real commands:
// a backup taken while clients book keeps every booking acknowledged before it started; a restore
// next to a leftover -wal (service killed) neither corrupts the database nor replays that WAL;
// restore refuses while the service runs; and the service refuses to start on a damaged file.
import { execFile } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, rmSync, statSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { generateDrawing } from '../../../domain/drawing';
import {
  type ServiceProcess,
  startServiceProcess,
  workspaceHeaders,
} from '../../reliability/service-process-test-kit';

const root = resolve(import.meta.dirname, '../../../..');
const SEATS = 400;
const labels = Array.from(
  { length: SEATS },
  (_, i) => `${'ABCDEFGHIJ'[Math.floor(i / 40)]}-${(i % 40) + 1}`,
);

let dir: string;
const started: ServiceProcess[] = [];
afterEach(async () => {
  for (const service of started.splice(0)) {
    if (service.child.exitCode === null && service.child.signalCode === null)
      service.child.kill('SIGKILL');
    await service.exited;
  }
  rmSync(dir, { recursive: true, force: true });
});

async function start(file: string) {
  const service = await startServiceProcess(file);
  started.push(service);
  return service;
}

/** Runs `npm run backup|restore -- <file>` (through tsx directly) on the database `db`. */
function cli(command: 'backup' | 'restore', file: string, db: string) {
  return promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'src/server/store/sqlite/backup-cli.ts', command, file],
    { cwd: root, env: { ...process.env, DATABASE_URL: `sqlite:${db}` } },
  ).then(
    ({ stdout }) => ({ code: 0, output: stdout }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      output: error.stdout + error.stderr,
    }),
  );
}

async function seed(service: ServiceProcess) {
  const headers = await workspaceHeaders(service.baseUrl);
  const post = (path: string, body: unknown) =>
    fetch(`${service.baseUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  expect((await post('/system/public/charts/c', generateDrawing({ seats: SEATS }))).status).toBe(
    204,
  );
  expect((await post('/events', { chartKey: 'c', eventKey: 'e' })).status).toBe(200);
  return { headers, post };
}

async function bookedLabels(service: ServiceProcess, headers: Record<string, string>) {
  const query = labels.map((label) => `label=${label}`).join('&');
  const infos = await (
    await fetch(`${service.baseUrl}/events/e/objects?${query}`, { headers })
  ).json();
  return new Set(labels.filter((label) => infos[label].status === 'booked'));
}

describe('SQLite backup and restore', () => {
  test('backup under load, service killed, restore next to its leftover -wal: exactly the backup', async () => {
    dir = mkdtempSync(join(tmpdir(), 'seatdesk-backup-'));
    const db = join(dir, 'seatdesk.db');
    const service = await start(db);
    const { headers, post } = await seed(service);

    let next = 0;
    let stop = false;
    const acknowledged: Array<{ label: string; at: number }> = [];
    const clients = Array.from({ length: 4 }, async () => {
      while (!stop && next < 300) {
        const label = labels[next++];
        const answer = await post('/events/e/actions/book', { objects: [label] });
        if (answer.status === 204) acknowledged.push({ label, at: performance.now() });
      }
    });
    await vi.waitFor(() => expect(acknowledged.length).toBeGreaterThanOrEqual(50), {
      timeout: 30_000,
      interval: 5,
    });
    const backupStarted = performance.now();
    const backup = await cli('backup', join(dir, 'snapshot.db'), db);
    expect(backup, backup.output).toMatchObject({ code: 0 });
    const backupEnded = performance.now();
    stop = true;
    await Promise.all(clients);
    // Bookings after the backup, then a crash: they sit in the -wal left behind.
    for (const label of labels.slice(350, 360)) {
      expect((await post('/events/e/actions/book', { objects: [label] })).status).toBe(204);
    }
    service.child.kill('SIGKILL');
    await service.exited;
    expect(statSync(`${db}-wal`).size).toBeGreaterThan(0);

    const restore = await cli('restore', join(dir, 'snapshot.db'), db);
    expect(restore, restore.output).toMatchObject({ code: 0 });
    expect(existsSync(`${db}-wal`)).toBe(false);

    const again = await start(db);
    expect((await fetch(`${again.baseUrl}/health/ready`)).status).toBe(200);
    const booked = await bookedLabels(again, headers);
    for (const { label, at } of acknowledged) {
      if (at < backupStarted) expect(booked.has(label), label).toBe(true);
      if (at > backupEnded) expect(booked.has(label), label).toBe(false);
    }
    for (const label of labels.slice(350, 360)) expect(booked.has(label), label).toBe(false);
  }, 120_000);

  test('restore refuses while the service has the database open, and changes nothing', async () => {
    dir = mkdtempSync(join(tmpdir(), 'seatdesk-backup-'));
    const db = join(dir, 'seatdesk.db');
    const service = await start(db);
    const { headers, post } = await seed(service);
    expect((await cli('backup', join(dir, 'snapshot.db'), db)).code).toBe(0);
    expect((await post('/events/e/actions/book', { objects: ['A-1'] })).status).toBe(204);

    const restore = await cli('restore', join(dir, 'snapshot.db'), db);
    expect(restore.code).not.toBe(0);
    expect(restore.output).toMatch(/in use .*stop the service first/);
    expect(await bookedLabels(service, headers)).toEqual(new Set(['A-1']));
  }, 60_000);

  test('a damaged database file is refused at start with a clear message', async () => {
    dir = mkdtempSync(join(tmpdir(), 'seatdesk-backup-'));
    const db = join(dir, 'seatdesk.db');
    const service = await start(db);
    await seed(service);
    service.child.kill('SIGTERM');
    await service.exited;
    // Garbage over the middle of the file (past the header page), as a bad disk would leave it.
    const size = statSync(db).size;
    const fd = openSync(db, 'r+');
    writeSync(fd, Buffer.alloc(8192, 0xa5), 0, 8192, Math.floor(size / 2 / 4096) * 4096);
    closeSync(fd);

    await expect(startServiceProcess(db, {}, 30_000)).rejects.toThrow(
      /exited \(1\)[\s\S]*damaged[\s\S]*npm run restore/,
    );
  }, 60_000);
});
