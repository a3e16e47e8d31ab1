// What both adapters do alike in a writing transaction, worked out once: what a write of object
// states asks of the store, and telling the transaction's `committed` hook once it committed.
import type { ObjectState } from '../../domain/model';
import { holdTokensOf } from '../../domain/status/hold-expiry';
import { logLine } from '../log';
import { storedJson } from './extra-data-blobs';
import type { TransactionOptions } from './port';

export interface StateWritePlan {
  /** Labels whose hold-index rows may be stale (they held with some token before). */
  cleared: string[];
  /** Labels whose state row goes (back to bare). */
  removed: string[];
  /** Labels with their new state as JSON (extra data by reference, extra-data-blobs.ts). */
  kept: Array<{ label: string; json: string }>;
  /** Extra data the kept states refer to: digest → JSON, to store if not stored yet. */
  blobs: Map<string, string>;
  /** Hold-index rows of the new states. */
  holds: Array<{ label: string; token: string }>;
}

/**
 * The hold-index part of a write: labels whose hold rows may be stale, and the new states' rows.
 * `previous` as for planStateWrites; `tokensOf` may remember each state's tokens. Apart from the rows, because an event of a season plans its
 * hold index on its views but its rows on its own parts (season-read-through.ts): planning the
 * rows of 9,009 views a season booking never writes stringified every one of them.
 */
export function planHoldIndex(
  states: Map<string, ObjectState | undefined>,
  previous?: ReadonlyMap<string, ObjectState>,
  tokensOf: (state: ObjectState) => string[] = holdTokensOf,
): Pick<StateWritePlan, 'cleared' | 'holds'> {
  const cleared: string[] = [];
  const holds: StateWritePlan['holds'] = [];
  for (const [label, state] of states) {
    const before = previous ? previous.get(label) : null;
    if (before !== undefined && (before === null || tokensOf(before).length > 0)) {
      cleared.push(label);
    }
    if (state) for (const token of tokensOf(state)) holds.push({ label, token });
  }
  return { cleared, holds };
}

/**
 * `previous`: the stored states of these labels as read in the same transaction, when the caller
 * has them (absent: no row). Without it, every label may have rows to clean.
 */
export function planStateWrites(
  states: Map<string, ObjectState | undefined>,
  previous?: ReadonlyMap<string, ObjectState>,
): StateWritePlan {
  const plan: StateWritePlan = {
    ...planHoldIndex(states, previous),
    removed: [],
    kept: [],
    blobs: new Map(),
  };
  for (const [label, state] of states) {
    if (state) plan.kept.push({ label, json: storedJson(state, plan.blobs) });
    else if (previous?.get(label) !== undefined || !previous) plan.removed.push(label);
  }
  return plan;
}

/**
 * Tells `options.committed` of a committed transaction. Its failure is reported, not thrown: the
 * writes have landed, and a caller told otherwise would retry them (group commit runs each request
 * alone after a failed group). The hook only moves in-memory mirrors forward, and those check the
 * states revision before they are trusted.
 */
export function notifyCommitted<T>(options: TransactionOptions<T> | undefined, value: T): void {
  try {
    options?.committed?.(value);
  } catch (error) {
    logLine('error', "a committed transaction's hook failed; its writes stand", {
      error: String(error),
      stack: (error as Error)?.stack,
    });
  }
}
