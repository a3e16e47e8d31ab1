// Deletes Idempotency-Key records past their retention (IDEMPOTENCY_KEY_HOURS, docs/retries.md).
// Correctness never waits for it (an expired record is treated as absent); it keeps the table to
// about one retention's worth of writes.
import { writeLog } from '../../log';
import type { Deps } from '../context';
import { startPeriodicSweep } from './periodic-sweep';

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
  return startPeriodicSweep({
    intervalMs: IDEMPOTENCY_SWEEP_INTERVAL_MS,
    batch: BATCH,
    pass: () => sweepExpiredIdempotencyKeys(deps),
    name: 'Idempotency-Key sweep',
    log,
  });
}
