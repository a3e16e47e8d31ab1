// What a write of object states asks of a store, worked out once for both adapters.
import type { ObjectState } from '../../domain/model';
import { holdTokensOf } from '../../domain/status/hold-expiry';
import { storedJson } from './extra-data-blobs';

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
 * `previous`: the stored states of these labels as read in the same transaction, when the caller
 * has them (absent: no row). Without it, every label may have rows to clean.
 */
export function planStateWrites(
  states: Map<string, ObjectState | undefined>,
  previous?: ReadonlyMap<string, ObjectState>,
): StateWritePlan {
  const plan: StateWritePlan = { cleared: [], removed: [], kept: [], holds: [], blobs: new Map() };
  for (const [label, state] of states) {
    const before = previous ? previous.get(label) : null;
    if (before !== undefined && (before === null || holdTokensOf(before).length > 0)) {
      plan.cleared.push(label);
    }
    if (!state) {
      if (before !== undefined) plan.removed.push(label);
      continue;
    }
    plan.kept.push({ label, json: storedJson(state, plan.blobs) });
    for (const token of holdTokensOf(state)) plan.holds.push({ label, token });
  }
  return plan;
}
