// Deletes status-change history entries past their retention (LIMITS.statusChangeRetentionDays,
// docs/history.md), so the history holds about one retention's worth of changes.
import { LIMITS } from '../../../contract/limits';
import type { Deps } from '../context';
import { type RetentionSweep, startRetentionSweep, sweepPastRetention } from './retention-sweep';

/** Entries a day past retention are nothing beside a year; once an hour is enough. */
export const HISTORY_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

const HISTORY: RetentionSweep = {
  name: 'status-change history sweep',
  intervalMs: HISTORY_SWEEP_INTERVAL_MS,
  retentionDays: LIMITS.statusChangeRetentionDays,
  remove: (tx, before, limit) => tx.deleteStatusChangesBefore(before, limit),
};

/** One pass: deletes up to `limit` entries older than the retention; returns how many. */
export function sweepOldStatusChanges(deps: Deps, limit?: number): Promise<number> {
  return sweepPastRetention(deps, HISTORY, limit);
}

/** Sweeps every hour; returns the function that stops it. */
export function startHistorySweep(
  deps: Deps,
  log?: (line: Record<string, unknown>) => void,
): () => void {
  return startRetentionSweep(deps, HISTORY, log);
}
