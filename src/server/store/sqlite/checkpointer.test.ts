// The worker checkpoints a WAL that its writer never checkpoints itself.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';
import { startCheckpointer } from './checkpointer';

const dir = mkdtempSync(join(tmpdir(), 'seatdesk-checkpoint-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const sleep = (ms: number) => new Promise((next) => setTimeout(next, ms));
const size = (path: string) => statSync(path, { throwIfNoEntry: false })?.size ?? 0;

it('copies the WAL into the database file past 4 MiB, only when written since, and truncates it at close', async () => {
  const path = join(dir, 'wal.db');
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('wal_autocheckpoint = 0');
  db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, payload TEXT NOT NULL)');
  let checkpoints = 0;
  const checkpointer = startCheckpointer(path, {
    onError: (message) => {
      throw new Error(message);
    },
    onCheckpoint: () => checkpoints++,
  });
  const insert = db.prepare('INSERT INTO t (payload) VALUES (?)');
  const payload = 'x'.repeat(1000);
  for (let batch = 0; batch < 12; batch++) {
    db.transaction(() => {
      for (let i = 0; i < 500; i++) insert.run(payload);
    })();
  }
  expect(size(`${path}-wal`)).toBeGreaterThan(4 * 1024 * 1024);
  const before = size(path);
  const deadline = Date.now() + 10_000;
  while (size(path) < 4 * 1024 * 1024 && Date.now() < deadline) {
    await sleep(50);
  }
  // Only the worker can have moved the pages: this connection never checkpoints.
  expect(before).toBeLessThan(64 * 1024);
  expect(size(path)).toBeGreaterThan(4 * 1024 * 1024);
  // Nothing written since: the WAL is still past 4 MiB, but there is nothing to checkpoint.
  await sleep(150);
  const idle = checkpoints;
  await sleep(500);
  expect(checkpoints).toBe(idle);
  // A write wakes it up again.
  db.transaction(() => insert.run(payload))();
  while (checkpoints === idle && Date.now() < deadline) await sleep(50);
  expect(checkpoints).toBe(idle + 1);
  await checkpointer.close();
  expect(size(`${path}-wal`)).toBe(0);
  expect(db.prepare('SELECT count(*) AS n FROM t').get()).toEqual({ n: 6001 });
  db.close();
});
