// WAL checkpoints off the event loop. SQLite's automatic checkpoint runs inside the COMMIT that
// crosses 1,000 WAL pages: it copies pages into the database file and fsyncs it while the one
// thread that serves every request waits. Here the service's connection never checkpoints; a
// worker thread with its own connection to the same file runs PASSIVE checkpoints (they never
// block the writer) and a last one at close.
// When: the WAL file is past a threshold and was written since the last checkpoint. A PASSIVE
// checkpoint does not shrink the file (the writer starts over at its beginning), so once it has
// reached the threshold, a busy service checkpoints every poll (100 ms, a few hundred pages each)
// and an idle one not at all; before the written check, an idle service checkpointed ten times a
// second for ever.
import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { logLine } from '../../log';

/** WAL size that triggers a checkpoint: about what SQLite's default (1,000 pages) amounts to. */
const THRESHOLD_BYTES = 4 * 1024 * 1024;
const POLL_MS = 100;

// Plain CommonJS run with `eval`: no build step, and the same better-sqlite3 as the service.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.path);
db.pragma('busy_timeout = 5000');
db.pragma('synchronous = FULL');
parentPort.on('message', (mode) => {
  let error;
  try {
    db.pragma('wal_checkpoint(' + mode + ')');
  } catch (e) {
    error = String(e && e.message || e);
  }
  parentPort.postMessage({ error });
});
`;

export interface Checkpointer {
  /** Stops polling, runs a last checkpoint and ends the worker. */
  close(): Promise<void>;
}

export interface CheckpointerOptions {
  onError?: (message: string) => void;
  /** Told of each checkpoint that ran (tests). */
  onCheckpoint?: () => void;
}

export function startCheckpointer(
  path: string,
  {
    onError = (message) => logLine('error', 'WAL checkpoint failed', { error: message }),
    onCheckpoint,
  }: CheckpointerOptions = {},
): Checkpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { path, driver } });
  worker.unref();
  let busy: Promise<void> | undefined;
  const checkpoint = (mode: 'PASSIVE' | 'TRUNCATE') => {
    busy ??= new Promise<void>((done) => {
      worker.once('message', ({ error }: { error?: string }) => {
        if (error) onError(error);
        onCheckpoint?.();
        busy = undefined;
        done();
      });
      worker.postMessage(mode);
    });
    return busy;
  };
  /**
   * The WAL's modification time when the last checkpoint started. A write in the same clock tick
   * as that look waits for the next write (or the close) to be checkpointed: it is in the WAL,
   * durable, meanwhile.
   */
  let checkpointedAt = -1;
  const timer = setInterval(() => {
    if (busy) return;
    const wal = statSync(`${path}-wal`, { throwIfNoEntry: false });
    if (!wal || wal.size < THRESHOLD_BYTES || wal.mtimeMs === checkpointedAt) return;
    checkpointedAt = wal.mtimeMs;
    void checkpoint('PASSIVE');
  }, POLL_MS);
  timer.unref();
  return {
    async close() {
      clearInterval(timer);
      await busy;
      await checkpoint('TRUNCATE');
      await worker.terminate();
    },
  };
}
