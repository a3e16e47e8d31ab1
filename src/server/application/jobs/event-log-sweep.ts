// Deletes event-log entries past their retention (LIMITS.eventLogRetentionDays,
// docs/event-log.md), so the log holds about one retention's worth of changes.
import { LIMITS } from '../../../contract/limits';
import { writeLog } from '../../log';
import type { Deps } from '../context';
import { startPeriodicSweep } from './periodic-sweep';

const BATCH = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Entries an hour past retention are nothing beside 90 days; once an hour is enough. */
export const EVENT_LOG_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** One pass: deletes up to `limit` entries older than the retention; returns how many. */
export function sweepOldEventLog(deps: Deps, limit = BATCH): Promise<number> {
  const before = new Date(deps.now().getTime() - LIMITS.eventLogRetentionDays * DAY_MS);
  return deps.store.transaction((tx) => tx.deleteEventLogBefore(before.toISOString(), limit));
}

/** Sweeps every hour; returns the function that stops it. */
export function startEventLogSweep(
  deps: Deps,
  log: (line: Record<string, unknown>) => void = writeLog,
): () => void {
  return startPeriodicSweep({
    intervalMs: EVENT_LOG_SWEEP_INTERVAL_MS,
    batch: BATCH,
    pass: () => sweepOldEventLog(deps),
    name: 'event log sweep',
    log,
  });
}
