// The worker checkpoints a WAL that its writer never checkpoints itself. The checkpointer's poll
// runs on fake intervals, so "no checkpoint while idle" is ten polls seen to ask the worker for
// nothing, not a wait that hopes long enough.
import { once } from 'node:events';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { afterAll, afterEach, expect, it, vi } from 'vitest';
import { startCheckpointer } from './checkpointer';

const dir = mkdtempSync(join(tmpdir(), 'seatdesk-checkpoint-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The checkpointer's poll period (checkpointer.ts). */
const POLL_MS = 100;
const size = (path: string) => statSync(path, { throwIfNoEntry: false })?.size ?? 0;

it('copies the WAL into the database file past 4 MiB, only when written since, and truncates it at close', async () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  // Each checkpoint starts with a message to the worker, sent within the poll that decides it.
  const asked = vi.spyOn(Worker.prototype, 'postMessage');
  const poll = () => vi.advanceTimersByTime(POLL_MS);
  const done = new EventTarget();
  const checkpointed = () => once(done, 'checkpoint', { signal: AbortSignal.timeout(10_000) });

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
    onCheckpoint: () => {
      checkpoints++;
      done.dispatchEvent(new Event('checkpoint'));
    },
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
  for (let round = 0; round < 10 && size(path) < 4 * 1024 * 1024; round++) {
    const finished = checkpointed();
    poll();
    await finished;
  }
  // Only the worker can have moved the pages: this connection never checkpoints.
  expect(before).toBeLessThan(64 * 1024);
  expect(size(path)).toBeGreaterThan(4 * 1024 * 1024);
  // Nothing written since: the WAL is still past 4 MiB, but there is nothing to checkpoint.
  const idle = checkpoints;
  const askedWhenIdle = asked.mock.calls.length;
  for (let round = 0; round < 10; round++) poll();
  expect(asked).toHaveBeenCalledTimes(askedWhenIdle);
  expect(checkpoints).toBe(idle);
  // A write wakes it up again. The poll tells writes apart by the WAL's modification time, whose
  // clock is coarse: a write in the same tick as the last look waits for a later poll.
  const finished = checkpointed();
  db.transaction(() => insert.run(payload))();
  const deadline = Date.now() + 10_000;
  while (asked.mock.calls.length === askedWhenIdle && Date.now() < deadline) {
    poll();
    if (asked.mock.calls.length === askedWhenIdle) await sleep(5);
  }
  await finished;
  expect(checkpoints).toBe(idle + 1);
  await checkpointer.close();
  expect(size(`${path}-wal`)).toBe(0);
  expect(db.prepare('SELECT count(*) AS n FROM t').get()).toEqual({ n: 6001 });
  db.close();
});
