// Deletes Idempotency-Key records past their retention (IDEMPOTENCY_KEY_HOURS, docs/retries.md).
// Correctness never waits for it (an expired record is treated as absent); it keeps the table to
// about one retention's worth of writes.
import { writeLog } from '../../log';
import type { Deps } from '../context';

const BATCH = 1000;
/** Expired records may linger this long; a minute is nothing beside a retention of hours. */
export const IDEMPOTENCY_SWEEP_INTERVAL_MS = 60_000;

/** One pass: deletes up to `limit` expired records in one transaction; returns how many. */
export function sweepExpiredIdempotencyKeys(deps: Deps, limit = BATCH): Promise<number> {
  const now = deps.now().toISOString();
  return deps.store.transaction((tx) => tx.deleteExpiredIdempotencyRecords(now, limit));
}

/** Sweeps every minute; returns the function that stops it. */
export function startIdempotencySweep(
  deps: Deps,
  log: (line: Record<string, unknown>) => void = writeLog,
): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      while ((await sweepExpiredIdempotencyKeys(deps)) === BATCH) {
        // a full batch: more expired records may be waiting
      }
    } catch (error) {
      log({
        time: new Date().toISOString(),
        level: 'error',
        message: 'Idempotency-Key sweep failed',
        error: String(error),
      });
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, IDEMPOTENCY_SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
