// The entries of the states cache (states-cache.ts): an event's states at one revision, either
// known or as a chain of committed writes from an entry whose states are known, with the values
// derived from them and the ways to carry those values forward along the chain.
import type { ObjectState } from '../../../domain/model';
import { holdsWithToken } from '../../../domain/reports/histogram-step';
import { holdTokensOf } from '../../../domain/status/hold-expiry';
import { logLine } from '../../log';

/** The hold tokens an event's states refer to, and the labels holding with them. */
export interface HeldStates {
  tokens: ReadonlySet<string>;
  labels: readonly string[];
}

/** Moves a derived value over one or more committed groups; undefined when it cannot. */
export type DerivedStep<T> = (value: T, writes: Writes, before: Writes) => T | undefined;

export interface Derived {
  parts: readonly unknown[];
  value: unknown;
  /** Given: the value moves forward with each committed group (see `stepDerived`). */
  step?: DerivedStep<unknown>;
}

export type Writes = ReadonlyMap<string, ObjectState | undefined>;

/** What a committed transaction did to one event's states (a group commit, a StateWriter). */
export interface StatesAdvance {
  eventId: number;
  /** The event's states revision before the writes, and after them. */
  from: number;
  to: number;
  writes: Writes;
  /** The states the written labels had at `from` (absent or undefined: none). */
  before: Writes;
}

/** One committed group: the entry it advanced from, its writes and the states they replaced. */
export interface Step {
  entry: Entry;
  writes: Writes;
  before: Writes;
}

export interface Entry {
  /** The event's workspace: an entry is never served to an event of another. */
  workspaceId: number;
  revision: number;
  /** Every stored state; undefined until a reader needs it after an advance (see `statesOf`). */
  states?: ReadonlyMap<string, ObjectState>;
  /** Until then: the step from the entry this one advanced from. */
  base?: Step;
  /** Writes along `base` down to an entry whose states are known. */
  pending: number;
  held?: HeldStates;
  derived: Map<string, Derived>;
  /** The newest entry of a chain only: its writes flattened (see `Flat`). */
  flat?: Flat;
}

/**
 * Every label written along a chain, with its last write, over the states known at its foot: a
 * label's state at the chain's head in one lookup. Moved from entry to entry as the chain
 * advances. A catch-up over another instance's commit looks up the state each written label had
 * (states-catch-up.ts); walking the chain for each of them cost a step per committed group since
 * the states were last built, some 8 % of a best-available request's CPU on two instances, and
 * more the bigger the event (issue 30, docs/benchmarks.md).
 */
export interface Flat {
  writes: Map<string, ObjectState | undefined>;
  known: ReadonlyMap<string, ObjectState>;
}

/**
 * The flattened writes of `next`, which advances from `from` over `writes`: taken from `from`
 * (which no longer has them: they now say `next`'s states), or begun at `from`'s known states.
 * Undefined when `from` has neither (an entry a reader built aside: its chain is walked).
 */
export function flatAdvanced(from: Entry, writes: Writes): Flat | undefined {
  const flat = from.flat ?? (from.states ? { writes: new Map(), known: from.states } : undefined);
  from.flat = undefined;
  if (!flat) return undefined;
  for (const [label, state] of writes) flat.writes.set(label, state);
  return flat;
}

/**
 * The entry's states, built on first need from its nearest known ancestor and the writes since.
 * An advance per committed group costs nothing this way; copying a 100,000-state map for each
 * one (60 ms and more) stalled bookings whenever a report had read the event.
 */
export function statesOf(entry: Entry): ReadonlyMap<string, ObjectState> {
  if (entry.states) return entry.states;
  if (entry.flat) return settled(entry, applied(entry.flat.known, [entry.flat.writes]));
  const chain: Writes[] = [];
  let known: Entry = entry;
  while (!known.states && known.base) {
    chain.push(known.base.writes);
    known = known.base.entry;
  }
  return settled(entry, applied(known.states, chain.reverse()));
}

/** `states` with the chain's writes applied in order, in a map of its own. */
function applied(
  states: ReadonlyMap<string, ObjectState> | undefined,
  chain: readonly Writes[],
): Map<string, ObjectState> {
  const next = new Map(states);
  for (const writes of chain) {
    for (const [label, state] of writes) {
      if (state) next.set(label, state);
      else next.delete(label);
    }
  }
  return next;
}

/** Known now: the ancestors and their writes can go. */
function settled(entry: Entry, states: Map<string, ObjectState>): Map<string, ObjectState> {
  entry.states = states;
  entry.base = undefined;
  entry.flat = undefined;
  entry.pending = 0;
  return states;
}

/** Derived values kept per event and revision: one per report kind is plenty. */
const MAX_DERIVED = 8;

export function remember<T>(
  entry: Entry,
  name: string,
  parts: readonly unknown[],
  value: T,
  step?: DerivedStep<T>,
): T {
  entry.derived.delete(name);
  entry.derived.set(name, { parts, value, step: step as DerivedStep<unknown> | undefined });
  if (entry.derived.size > MAX_DERIVED) {
    entry.derived.delete(entry.derived.keys().next().value as string);
  }
  return value;
}

/**
 * The nearest ancestor's value of `name` (same parts) moved forward over the writes since, if it
 * can be. `step` must depend on the states before and after the writes only, not on the order.
 */
export function carriedForward<T>(
  entry: Entry,
  name: string,
  parts: readonly unknown[],
  step: DerivedStep<T>,
): T | undefined {
  const steps: Step[] = [];
  for (let at = entry; at.base; at = at.base.entry) {
    steps.push(at.base);
    const kept = at.base.entry.derived.get(name);
    if (!kept || !sameParts(kept.parts, parts)) continue;
    // One step over the net change: what each written label had before the first of these
    // groups, and what the last one left it. A step depends only on the states before and
    // after, and one call rebuilds the value once, not once per group (a dashboard reading every
    // 250 ms during an on-sale steps over some fifty groups).
    const writes = new Map<string, ObjectState | undefined>();
    const before = new Map<string, ObjectState | undefined>();
    for (let k = steps.length - 1; k >= 0; k--) {
      for (const [label, state] of steps[k].writes) {
        if (!before.has(label)) before.set(label, steps[k].before.get(label));
        writes.set(label, state);
      }
    }
    return step(kept.value as T, writes, before);
  }
  return undefined;
}

/**
 * Moves the values `from` keeps with a step over one committed group into `to`, which advanced
 * from it. A dashboard watching an on-sale then finds its histogram current when it reads,
 * instead of moving it over every booking since its last read in one go: that held the event
 * loop 8–10 ms per read, and every booking in flight waited. The last KEPT_BEHIND entries keep
 * theirs too, for readers on a slightly older snapshot (PostgreSQL); further back they are let
 * go: a chain of entries must not keep one histogram per group alive. A value whose step cannot be
 * taken over this group (a hold with a token) stays with `from`: the next reader may still carry
 * it over the net change of the groups since (`carriedForward`), in which a hold booked over
 * leaves no trace, and computes it afresh otherwise.
 */
export function stepDerived(from: Entry, to: Entry, writes: Writes, before: Writes): void {
  for (const [name, kept] of from.derived) {
    if (!kept.step) continue;
    let value: unknown;
    try {
      value = kept.step(kept.value, writes, before);
    } catch (error) {
      logLine('error', `states cache: stepping ${name} failed; left behind`, { error: `${error}` });
    }
    if (value === undefined) continue;
    to.derived.set(name, { ...kept, value });
    let behind: Entry | undefined = from;
    for (let n = 0; behind && n < KEPT_BEHIND; n++) behind = behind.base?.entry;
    behind?.derived.delete(name);
  }
}

/** Entries behind the newest that keep their stepped values (see `stepDerived`). */
const KEPT_BEHIND = 4;

/** An ancestor's held states, when no write since touched a hold (before or after). */
export function heldCarriedForward(entry: Entry): HeldStates | undefined {
  for (let at = entry; at.base; at = at.base.entry) {
    if (touchesHolds(at.base.writes) || touchesHolds(at.base.before)) return undefined;
    if (at.base.entry.held) return at.base.entry.held;
  }
  return undefined;
}

function touchesHolds(states: Writes): boolean {
  for (const state of states.values()) if (holdsWithToken(state)) return true;
  return false;
}

export function sameParts(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((part, i) => part === b[i]);
}

export function heldStates(states: ReadonlyMap<string, ObjectState>): HeldStates {
  const tokens = new Set<string>();
  const labels: string[] = [];
  for (const [label, state] of states) {
    if (!holdsWithToken(state)) continue;
    labels.push(label);
    for (const token of holdTokensOf(state)) tokens.add(token);
  }
  return { tokens, labels };
}

/**
 * An entry older than `hit` along its chain, at `revision`: a reader whose snapshot is a few
 * commits older than the cache (PostgreSQL: the bookings went on committing while it read the
 * event) finds its revision there.
 */
export function olderAlongChain(hit: Entry, revision: number): Entry | undefined {
  for (let at = hit.base?.entry; at && at.revision >= revision; at = at.base?.entry) {
    if (at.revision === revision) return at;
  }
  return undefined;
}
