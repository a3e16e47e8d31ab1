// WAL checkpoints off the event loop. SQLite's automatic checkpoint runs inside the COMMIT that
// crosses 1,000 WAL pages: it copies pages into the database file and fsyncs it while the one
// thread that serves every request waits. Here the service's connection never checkpoints; a
// worker thread with its own connection to the same file runs PASSIVE checkpoints (they never
// block the writer) whenever the WAL has grown past a threshold, and a last one at close.
import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

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

export function startCheckpointer(
  path: string,
  onError: (message: string) => void = (message) =>
    process.stderr.write(`seatdesk: WAL checkpoint failed: ${message}\n`),
): Checkpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { path, driver } });
  worker.unref();
  let busy: Promise<void> | undefined;
  const checkpoint = (mode: 'PASSIVE' | 'TRUNCATE') => {
    busy ??= new Promise<void>((done) => {
      worker.once('message', ({ error }: { error?: string }) => {
        if (error) onError(error);
        busy = undefined;
        done();
      });
      worker.postMessage(mode);
    });
    return busy;
  };
  const timer = setInterval(() => {
    if (busy) return;
    let size = 0;
    try {
      size = statSync(`${path}-wal`).size;
    } catch {
      return; // no WAL file yet
    }
    if (size >= THRESHOLD_BYTES) void checkpoint('PASSIVE');
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
