// The object states of whole events, kept in memory between reports, with what reports derive
// from them. An event row carries a states revision that every committed write of its states
// bumps, so a cached entry is used only while it matches the row just read — correct across
// instances too. Reading and parsing 35,000 state rows costs far more than a report itself, and
// a summary's one pass over 100,000 objects costs more than reading its answer off a histogram.
import type { ObjectState } from '../domain/model';
import type { EventRow, Tx } from '../store/port';

/** The hold tokens an event's states refer to, and the labels holding with them. */
export interface HeldStates {
  tokens: ReadonlySet<string>;
  labels: readonly string[];
}

interface Derived {
  parts: readonly unknown[];
  value: unknown;
}

type Writes = ReadonlyMap<string, ObjectState | undefined>;

interface Entry {
  revision: number;
  /** Every stored state; undefined until a reader needs it after an advance (see `statesOf`). */
  states?: ReadonlyMap<string, ObjectState>;
  /** Until then: the entry this one advanced from, and the writes that made the difference. */
  base?: { entry: Entry; writes: Writes };
  /** Writes along `base` down to an entry whose states are known. */
  pending: number;
  held?: HeldStates;
  derived: Map<string, Derived>;
}

/** Derived values kept per event and revision: one per report kind is plenty. */
const MAX_DERIVED = 8;

/**
 * Pending writes an entry may pile up before it is dropped instead: past that, reading every
 * state again costs less than the memory the chain holds.
 */
const MAX_PENDING = 200_000;

/**
 * The entry's states, built on first need from its nearest known ancestor and the writes since.
 * An advance per committed group costs nothing this way; copying a 100,000-state map for each
 * one (60 ms and more) stalled bookings whenever a report had read the event.
 */
function statesOf(entry: Entry): ReadonlyMap<string, ObjectState> {
  if (entry.states) return entry.states;
  const chain: Writes[] = [];
  let known: Entry = entry;
  while (!known.states && known.base) {
    chain.push(known.base.writes);
    known = known.base.entry;
  }
  const states = new Map(known.states);
  for (let i = chain.length - 1; i >= 0; i--) {
    for (const [label, state] of chain[i]) {
      if (state) states.set(label, state);
      else states.delete(label);
    }
  }
  // Known now: the ancestors and their writes can go.
  entry.states = states;
  entry.base = undefined;
  entry.pending = 0;
  return states;
}

export class StatesCache {
  private readonly entries = new Map<number, Entry>();

  constructor(
    private readonly maxEvents = 16,
    private readonly maxPending = MAX_PENDING,
  ) {}

  private async entry(tx: Tx, event: EventRow): Promise<Entry> {
    const hit = this.entries.get(event.id);
    if (hit && hit.revision === event.statesRevision) {
      this.entries.delete(event.id);
      this.entries.set(event.id, hit);
      return hit;
    }
    const states = await tx.getAllObjectStates(event.id);
    const entry: Entry = { revision: event.statesRevision, states, pending: 0, derived: new Map() };
    this.entries.set(event.id, entry);
    while (this.entries.size > this.maxEvents) {
      this.entries.delete(this.entries.keys().next().value as number);
    }
    return entry;
  }

  /**
   * A committed write of this process, moving the event's states from revision `from` to `to`:
   * an entry at `from` is succeeded by one at `to`, whose states are built when first read
   * (readers of the old entry keep theirs). Any other entry is left to the revision check.
   */
  advance(change: { eventId: number; from: number; to: number; writes: Writes }): void {
    const entry = this.entries.get(change.eventId);
    if (!entry || entry.revision !== change.from || change.to <= change.from) return;
    const pending = entry.pending + change.writes.size;
    if (pending > this.maxPending) {
      this.entries.delete(change.eventId);
      return;
    }
    this.entries.set(change.eventId, {
      revision: change.to,
      base: { entry, writes: change.writes },
      pending,
      derived: new Map(),
    });
  }

  /** Every stored state of the event. The map is shared: callers must never mutate it. */
  async all(tx: Tx, event: EventRow): Promise<ReadonlyMap<string, ObjectState>> {
    return statesOf(await this.entry(tx, event));
  }

  /** The stored states that hold with some token (expired or not). */
  async held(tx: Tx, event: EventRow): Promise<HeldStates> {
    const entry = await this.entry(tx, event);
    entry.held ??= heldStates(statesOf(entry));
    return entry.held;
  }

  /**
   * A value computed from the event's states and `parts`, kept until the states change or any
   * part differs (compared with ===). `name` tells apart what is derived (e.g. "histogram").
   */
  async derive<T>(
    tx: Tx,
    event: EventRow,
    name: string,
    parts: readonly unknown[],
    compute: () => T,
  ): Promise<T> {
    const entry = await this.entry(tx, event);
    const known = entry.derived.get(name);
    if (known && sameParts(known.parts, parts)) return known.value as T;
    const value = compute();
    entry.derived.delete(name);
    entry.derived.set(name, { parts, value });
    if (entry.derived.size > MAX_DERIVED) {
      entry.derived.delete(entry.derived.keys().next().value as string);
    }
    return value;
  }
}

function sameParts(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((part, i) => part === b[i]);
}

function heldStates(states: ReadonlyMap<string, ObjectState>): HeldStates {
  const tokens = new Set<string>();
  const labels: string[] = [];
  for (const [label, state] of states) {
    const gaHolds = state.places?.holds;
    if (state.holdToken === undefined && gaHolds === undefined) continue;
    labels.push(label);
    if (state.holdToken !== undefined) tokens.add(state.holdToken);
    for (const token in gaHolds) tokens.add(token);
  }
  return { tokens, labels };
}
