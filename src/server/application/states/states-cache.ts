// The object states of whole events, kept in memory between reports, with what reports derive
// from them. An event row carries a states revision that every committed write of its states
// bumps, so a cached entry is used only while it matches the row just read — correct across
// instances too. Reading and parsing 35,000 state rows costs far more than a report itself, and
// a summary's one pass over 100,000 objects costs more than reading its answer off a histogram.
import type { ObjectState } from '../../../domain/model';
import type { EventRow, Tx } from '../../store/port';
import { OwnWrites } from './own-writes';
import {
  carriedForward,
  type DerivedStep,
  type Entry,
  type HeldStates,
  heldCarriedForward,
  heldStates,
  remember,
  sameParts,
  statesOf,
  stepDerived,
  type Writes,
} from './states-cache-entry';
import { catchUp } from './states-catch-up';

/**
 * Pending writes an entry may pile up before it is dropped instead: past that, reading every
 * state again costs less than the memory the chain holds.
 */
const MAX_PENDING = 200_000;

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

/**
 * Estimated heap per stored state kept (the map's slot, the label, the state object) and per
 * event (the entry and the report values derived with it: histograms, held states).
 */
export const BYTES_PER_STATE = 256;
export const BYTES_PER_EVENT = 16 * 1024;

/**
 * What the cache may hold by default: 256 MiB, about a million states. Bounded by bytes, not by
 * a number of events: a company whose holds view reads 2,000 small events went past a bound of
 * 16 and read every event's states again on every visit, while one stadium weighs thousands.
 */
export const DEFAULT_STATES_CACHE_BYTES = 256 * 1024 * 1024;

export class StatesCache {
  private readonly entries = new Map<number, Entry>();
  private hits = 0;
  private misses = 0;
  private caughtUps = 0;
  /** States read from the store by catch-ups, and taken from this process's own writes instead. */
  private caughtUpRead = 0;
  private caughtUpKept = 0;
  /** Catch-ups made ahead of a group's transaction (`follow`), not while it holds the lock. */
  private followed = 0;
  private readonly own = new OwnWrites();
  /** Per event: the estimated bytes of its entry, and of all of them. */
  private readonly sizes = new Map<number, number>();
  private total = 0;

  constructor(
    private readonly maxBytes = DEFAULT_STATES_CACHE_BYTES,
    private readonly maxPending = MAX_PENDING,
  ) {}

  /** The estimated bytes of the entries kept now (never above the budget). */
  get bytes(): number {
    return this.total;
  }

  /** Keeps `entry` as the event's, the most recently used, and lets the oldest go past the budget. */
  private put(eventId: number, entry: Entry, bytes: number): void {
    this.remove(eventId);
    if (bytes > this.maxBytes) {
      this.own.forget(eventId);
      return;
    }
    this.entries.set(eventId, entry);
    this.sizes.set(eventId, bytes);
    this.total += bytes;
    this.own.reached(eventId, entry.revision);
    for (const oldest of this.entries.keys()) {
      if (this.total <= this.maxBytes) break;
      this.remove(oldest);
      this.own.forget(oldest);
    }
  }

  private remove(eventId: number): void {
    this.entries.delete(eventId);
    this.total -= this.sizes.get(eventId) ?? 0;
    this.sizes.delete(eventId);
  }

  private async entry(tx: Tx, event: EventRow): Promise<Entry> {
    let hit = this.entries.get(event.id);
    // Ids are never reused (AUTOINCREMENT, identity) and a deleted event's entry is forgotten;
    // an entry of another workspace is still never served, whatever brought it here (a database
    // restored under a running instance, a bug): its states are another tenant's.
    if (hit && hit.workspaceId !== event.workspaceId) {
      this.remove(event.id);
      hit = undefined;
    }
    if (hit && hit.revision === event.statesRevision) {
      this.hits++;
      this.put(event.id, hit, this.sizes.get(event.id) ?? BYTES_PER_EVENT);
      return hit;
    }
    // A reader whose snapshot is a few commits older than the cache (PostgreSQL: the bookings
    // went on committing while it read the event) finds its revision along the chain.
    for (
      let at = hit?.base?.entry;
      at && at.revision >= event.statesRevision;
      at = at.base?.entry
    ) {
      if (at.revision === event.statesRevision) {
        this.hits++;
        return at;
      }
    }
    if (hit && hit.revision < event.statesRevision) {
      const caught = await this.caughtUp(tx, event, hit);
      if (caught) return caught;
    }
    this.misses++;
    const states = await tx.getAllObjectStates(event.id);
    const entry: Entry = {
      workspaceId: event.workspaceId,
      revision: event.statesRevision,
      states,
      pending: 0,
      derived: new Map(),
    };
    // A reader on an older snapshot (PostgreSQL) must not replace the newer entry the bookings
    // move forward: it gets its states, the cache keeps the newer ones.
    if (hit && hit.revision > event.statesRevision) return entry;
    this.put(event.id, entry, BYTES_PER_EVENT + states.size * BYTES_PER_STATE);
    return entry;
  }

  /**
   * `hit` moved forward to the event's revision over commits this process did not make, from the
   * changes record (states-catch-up.ts); undefined on a gap, and the caller reads every state.
   */
  private async caughtUp(tx: Tx, event: EventRow, hit: Entry): Promise<Entry | undefined> {
    const to = event.statesRevision;
    const caught = await catchUp(tx, event.id, hit, to, this.own.of(event.id));
    if (!caught) return undefined;
    this.hits++;
    this.caughtUps++;
    this.caughtUpRead += caught.read;
    this.caughtUpKept += caught.kept;
    const change = { eventId: event.id, from: hit.revision, to, ...caught };
    // Another reader may have moved the entry while this one read: its entry serves as well.
    const head = this.entries.get(event.id);
    if (head?.revision === to) return head;
    const next = head === hit ? this.advance(change) : undefined;
    return (
      next ?? {
        workspaceId: hit.workspaceId,
        revision: to,
        base: { entry: hit, writes: caught.writes, before: caught.before },
        pending: hit.pending + caught.writes.size,
        derived: new Map(),
      }
    );
  }

  /**
   * Lookups answered from an entry, ones that read the event's states (the metrics), and the
   * answered ones that first moved the entry over other instances' commits (`caughtUps`).
   */
  get counts(): {
    hits: number;
    misses: number;
    caughtUps: number;
    caughtUpRead: number;
    caughtUpKept: number;
    followed: number;
  } {
    const { hits, misses, caughtUps, caughtUpRead, caughtUpKept, followed } = this;
    return { hits, misses, caughtUps, caughtUpRead, caughtUpKept, followed };
  }

  /**
   * A committed write of this process, moving the event's states from revision `from` to `to`:
   * an entry at `from` is succeeded by one at `to`, whose states are built when first read
   * (readers of the old entry keep theirs). An entry behind `from` (another instance committed
   * since) is left to the revision check, and the writes are kept for its catch-up (own-writes.ts).
   */
  advance(change: StatesAdvance): Entry | undefined {
    const entry = this.entries.get(change.eventId);
    if (entry && entry.revision < change.from && change.to > change.from) {
      this.own.keep(change.eventId, change.to, change.writes);
    }
    if (!entry || entry.revision !== change.from || change.to <= change.from) return undefined;
    const pending = entry.pending + change.writes.size;
    if (pending > this.maxPending) {
      this.remove(change.eventId);
      this.own.forget(change.eventId);
      return undefined;
    }
    const next: Entry = {
      workspaceId: entry.workspaceId,
      revision: change.to,
      base: { entry, writes: change.writes, before: change.before },
      pending,
      derived: new Map(),
    };
    stepDerived(entry, next, change.writes, change.before);
    // The chain keeps the writes alive: counted until the entry is dropped or read afresh.
    const bytes = this.sizes.get(change.eventId) ?? BYTES_PER_EVENT;
    this.put(change.eventId, next, bytes + change.writes.size * BYTES_PER_STATE);
    return next;
  }

  /**
   * Values derived with `part` (a chart the chart cache let go) are dropped from every entry
   * and its chain, so that they do not keep the chart alive past the chart cache's memory budget.
   */
  releasePart = (part: unknown): void => {
    for (const head of this.entries.values()) {
      for (let at: Entry | undefined = head; at; at = at.base?.entry) {
        for (const [name, kept] of at.derived) {
          if (kept.parts.includes(part)) at.derived.delete(name);
        }
      }
    }
  };

  /** A deleted event's entry goes at once: its states must not outlive it. */
  forget(eventId: number): void {
    this.remove(eventId);
    this.own.forget(eventId);
  }

  /**
   * Moves the event's kept entry forward to the row's revision in `tx`'s snapshot, when one is
   * kept and the changes record can tell how; reads nothing else. A best-available request does
   * this in the chart read it makes before joining the group commit, so that the group's own
   * catch-up, made while it holds the event's row lock, covers only the commits since.
   */
  async follow(tx: Tx, event: EventRow): Promise<void> {
    const hit = this.entries.get(event.id);
    if (!hit || hit.workspaceId !== event.workspaceId || hit.revision >= event.statesRevision) {
      return;
    }
    if (await this.caughtUp(tx, event, hit)) this.followed++;
  }

  /**
   * The event's states as a function that builds them on first call: a reader that may not need
   * them (a summary carried forward) does not pay for the map.
   */
  async lazy(tx: Tx, event: EventRow): Promise<() => ReadonlyMap<string, ObjectState>> {
    const entry = await this.entry(tx, event);
    return () => statesOf(entry);
  }

  /** The stored states that hold with some token (expired or not). */
  async held(tx: Tx, event: EventRow): Promise<HeldStates> {
    const entry = await this.entry(tx, event);
    entry.held ??= heldCarriedForward(entry) ?? heldStates(statesOf(entry));
    return entry.held;
  }

  /**
   * A value computed from the event's states and `parts`, kept until the states change or any
   * part differs (compared with ===). `name` tells apart what is derived (e.g. "histogram").
   * With `step`, a value kept with an entry this one advanced from is carried forward over the
   * writes since, when it can (`step` answers undefined when it cannot, and the value is computed
   * afresh): a dashboard read during an on-sale then costs the writes since its last read, not
   * the whole event.
   */
  async derive<T>(
    tx: Tx,
    event: EventRow,
    name: string,
    parts: readonly unknown[],
    compute: () => T,
    step?: DerivedStep<T>,
  ): Promise<T> {
    const entry = await this.entry(tx, event);
    const known = entry.derived.get(name);
    if (known && sameParts(known.parts, parts)) return known.value as T;
    const carried = step && carriedForward(entry, name, parts, step);
    const value = remember(entry, name, parts, carried ?? compute(), step);
    // The chain of writes behind this entry is kept for `statesOf`; past a quarter of the limit,
    // building the states now keeps it from growing until the entry has to be dropped.
    if (entry.pending > this.maxPending / 4) statesOf(entry);
    return value;
  }
}
