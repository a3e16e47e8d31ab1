// Deletes status-change history entries past their retention (LIMITS.statusChangeRetentionDays,
// docs/history.md), so the history holds about one retention's worth of changes.
import { LIMITS } from '../../../contract/limits';
import { writeLog } from '../../log';
import type { Deps } from '../context';
import { startPeriodicSweep } from './periodic-sweep';

const BATCH = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Entries a day past retention are nothing beside a year; once an hour is enough. */
export const HISTORY_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** One pass: deletes up to `limit` entries older than the retention; returns how many. */
export function sweepOldStatusChanges(deps: Deps, limit = BATCH): Promise<number> {
  const before = new Date(deps.now().getTime() - LIMITS.statusChangeRetentionDays * DAY_MS);
  return deps.store.transaction((tx) => tx.deleteStatusChangesBefore(before.toISOString(), limit));
}

/** Sweeps every hour; returns the function that stops it. */
export function startHistorySweep(
  deps: Deps,
  log: (line: Record<string, unknown>) => void = writeLog,
): () => void {
  return startPeriodicSweep({
    intervalMs: HISTORY_SWEEP_INTERVAL_MS,
    batch: BATCH,
    pass: () => sweepOldStatusChanges(deps),
    name: 'status-change history sweep',
    log,
  });
}
