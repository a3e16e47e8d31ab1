// The rule the event log's and the history's sweeps share: entries older than their retention
// (in days, counted back from the service's clock) are deleted in batches, every `intervalMs`,
// by the periodic sweep's loop (periodic-sweep.ts).
import { writeLog } from '../../log';
import type { Tx } from '../../store/port';
import type { Deps } from '../context';
import { startPeriodicSweep } from './periodic-sweep';

const BATCH = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionSweep {
  /** Named in the log line of a failed pass. */
  name: string;
  intervalMs: number;
  retentionDays: number;
  /** Deletes up to `limit` entries made before `before` (ISO); resolves to how many. */
  remove(tx: Tx, before: string, limit: number): Promise<number>;
}

/** One pass: deletes up to `limit` entries older than the retention; returns how many. */
export function sweepPastRetention(
  deps: Deps,
  sweep: RetentionSweep,
  limit = BATCH,
): Promise<number> {
  const before = new Date(deps.now().getTime() - sweep.retentionDays * DAY_MS).toISOString();
  return deps.store.transaction((tx) => sweep.remove(tx, before, limit));
}

/** Sweeps every `sweep.intervalMs`; returns the function that stops it. */
export function startRetentionSweep(
  deps: Deps,
  sweep: RetentionSweep,
  log: (line: Record<string, unknown>) => void = writeLog,
): () => void {
  return startPeriodicSweep({
    intervalMs: sweep.intervalMs,
    batch: BATCH,
    pass: () => sweepPastRetention(deps, sweep),
    name: sweep.name,
    log,
  });
}
