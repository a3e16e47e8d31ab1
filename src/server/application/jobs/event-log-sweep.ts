// Deletes event-log entries past their retention (LIMITS.eventLogRetentionDays,
// docs/event-log.md), so the log holds about one retention's worth of changes.
import { LIMITS } from '../../../contract/limits';
import type { Deps } from '../context';
import { type RetentionSweep, startRetentionSweep, sweepPastRetention } from './retention-sweep';

/** Entries an hour past retention are nothing beside 90 days; once an hour is enough. */
export const EVENT_LOG_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

const EVENT_LOG: RetentionSweep = {
  name: 'event log sweep',
  intervalMs: EVENT_LOG_SWEEP_INTERVAL_MS,
  retentionDays: LIMITS.eventLogRetentionDays,
  remove: (tx, before, limit) => tx.deleteEventLogBefore(before, limit),
};

/** One pass: deletes up to `limit` entries older than the retention; returns how many. */
export function sweepOldEventLog(deps: Deps, limit?: number): Promise<number> {
  return sweepPastRetention(deps, EVENT_LOG, limit);
}

/** Sweeps every hour; returns the function that stops it. */
export function startEventLogSweep(
  deps: Deps,
  log?: (line: Record<string, unknown>) => void,
): () => void {
  return startRetentionSweep(deps, EVENT_LOG, log);
}
