// The hold-expiry sweep: releases in storage what expired tokens held (seats and GA places).
// Correctness never waits for it (every read treats a dead hold as free); it keeps stored states
// honest for exports, for other tools reading the database, and keeps `state_holds` small.
import type { ObjectState } from '../../../domain/model';
import { normalizeExpiredHolds } from '../../../domain/status/hold-expiry';
import { sameState } from '../../../domain/status/state';
import { writeLog } from '../../log';
import type { Tx } from '../../store/port';
import type { Deps } from '../context';
import { expiredHolds, expiryEntries } from '../history/status-entries';
import { type StateWriter, writingStates } from '../states/state-writer';
import { startPeriodicSweep } from './periodic-sweep';

const BATCH = 100;

/** One pass: sweeps up to `limit` expired tokens in one transaction; returns how many. */
export async function sweepExpiredHolds(deps: Deps, limit = BATCH): Promise<number> {
  return writingStates(deps, (tx, writer) => sweepOnce(deps, tx, writer, limit));
}

async function sweepOnce(deps: Deps, tx: Tx, writer: StateWriter, limit: number) {
  const expired = await tx.listExpiredHoldTokens(deps.now().toISOString(), limit);
  const dead = new Set(expired.map((row) => row.token));
  const isLive = (token: string) => !dead.has(token);
  const labelsByEvent = new Map<number, Set<string>>();
  for (const { token } of expired) {
    for (const { eventId, label } of await tx.findStatesByHoldToken(token)) {
      const labels = labelsByEvent.get(eventId) ?? new Set<string>();
      labelsByEvent.set(eventId, labels.add(label));
    }
  }
  for (const [eventId, labels] of labelsByEvent) {
    const states = await tx.getObjectStates(eventId, [...labels]);
    const writes = new Map<string, ObjectState | undefined>();
    const released: Parameters<typeof expiryEntries>[1][number][] = [];
    for (const [label, state] of states) {
      const swept = normalizeExpiredHolds(state, isLive);
      if (sameState(state, swept)) continue;
      writes.set(label, swept);
      for (const hold of expiredHolds(state, dead.has.bind(dead))) {
        released.push({ label, ...hold, after: swept });
      }
    }
    await writer.put(eventId, writes, { labels, states });
    await tx.appendStatusChanges(expiryEntries(eventId, released, deps.now().toISOString()));
  }
  for (const token of dead) await tx.markHoldTokenSwept(token);
  return expired.length;
}

/** Sweeps every `config.holdSweepIntervalMs`; returns the function that stops it. */
export function startHoldSweep(
  deps: Deps,
  log: (line: Record<string, unknown>) => void = writeLog,
): () => void {
  deps.metrics?.holdSweepStarted();
  return startPeriodicSweep({
    intervalMs: deps.config.holdSweepIntervalMs,
    batch: BATCH,
    pass: () => sweepExpiredHolds(deps),
    name: 'hold sweep',
    passed: (count) => deps.metrics?.holdSweepPassed(count),
    failed: () => deps.metrics?.holdSweepFailed(),
    log,
  });
}
