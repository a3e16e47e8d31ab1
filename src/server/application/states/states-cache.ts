// The object states of whole events, kept in memory between reports, with what reports derive
// from them. An event row carries a states revision that every committed write of its states
// bumps, so a cached entry is used only while it matches the row just read — correct across
// instances too. Reading and parsing 35,000 state rows costs far more than a report itself, and
// a summary's one pass over 100,000 objects costs more than reading its answer off a histogram.
import type { ObjectState } from '../../../domain/model';
import type { CatchUpFrom, EventRow, Tx } from '../../store/port';
import {
  BYTES_PER_EVENT,
  BYTES_PER_STATE,
  DEFAULT_STATES_CACHE_BYTES,
  KeptEntries,
  MAX_PENDING,
} from './kept-entries';
import {
  carriedForward,
  type DerivedStep,
  type Entry,
  flatAdvanced,
  type HeldStates,
  heldCarriedForward,
  heldStates,
  olderAlongChain,
  remember,
  type StatesAdvance,
  sameParts,
  statesOf,
  stepDerived,
} from './states-cache-entry';
import { catchUp, type StatesCacheCounts } from './states-catch-up';

export type { StatesAdvance } from './states-cache-entry';
export type { StatesCacheCounts } from './states-catch-up';
export { BYTES_PER_EVENT, BYTES_PER_STATE, DEFAULT_STATES_CACHE_BYTES };

/** Keys remembered for catchUpFrom, at most (some 100 bytes each). */
const MAX_KEYS_KEPT = 10_000;

export class StatesCache {
  private readonly entries: KeptEntries;
  private readonly tally: StatesCacheCounts = {
    hits: 0,
    misses: 0,
    caughtUps: 0,
    caughtUpRead: 0,
    caughtUpKept: 0,
    followed: 0,
    heard: 0,
    walked: 0,
  };

  constructor(
    maxBytes = DEFAULT_STATES_CACHE_BYTES,
    private readonly maxPending = MAX_PENDING,
  ) {
    this.entries = new KeptEntries(maxBytes);
  }

  /** The estimated bytes of the entries kept now (never above the budget). */
  get bytes(): number {
    return this.entries.bytes;
  }

  /**
   * Event ids by workspace and key, of events read through this cache: what `catchUpFrom` answers
   * with before the event's row is read. Cleared when it passes the bound (a hint, not a rule).
   */
  private readonly idsByKey = new Map<string, number>();

  private async entry(tx: Tx, event: EventRow): Promise<Entry> {
    if (this.idsByKey.size >= MAX_KEYS_KEPT) this.idsByKey.clear();
    this.idsByKey.set(`${event.workspaceId}\n${event.key}`, event.id);
    let hit = this.entries.get(event.id);
    // Ids are never reused (AUTOINCREMENT, identity) and a deleted event's entry is forgotten;
    // an entry of another workspace is still never served, whatever brought it here (a database
    // restored under a running instance, a bug): its states are another tenant's.
    if (hit && hit.workspaceId !== event.workspaceId) {
      this.entries.remove(event.id);
      hit = undefined;
    }
    if (hit && hit.revision === event.statesRevision) {
      this.tally.hits++;
      this.entries.put(event.id, hit, this.entries.sizeOf(event.id));
      return hit;
    }
    const older = hit && olderAlongChain(hit, event.statesRevision);
    if (older) {
      this.tally.hits++;
      return older;
    }
    if (hit && hit.revision < event.statesRevision) {
      const caught = await this.caughtUp(tx, event.id, hit, event.statesRevision);
      if (caught) return caught;
    }
    this.tally.misses++;
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
    this.entries.put(event.id, entry, BYTES_PER_EVENT + states.size * BYTES_PER_STATE);
    return entry;
  }

  /**
   * `hit` moved forward to the event's revision over commits this process did not make, from the
   * changes record (states-catch-up.ts); undefined on a gap, and the caller reads every state.
   */
  private async caughtUp(
    tx: Tx,
    eventId: number,
    hit: Entry,
    upTo: number | 'head',
  ): Promise<Entry | undefined> {
    const caught = await catchUp(tx, eventId, hit, upTo, this.entries.own.of(eventId));
    if (!caught) return undefined;
    const to = caught.to;
    this.tally.hits++;
    this.tally.caughtUps++;
    this.tally.caughtUpRead += caught.read;
    this.tally.caughtUpKept += caught.kept;
    this.tally.walked += caught.walked;
    const change = { eventId, from: hit.revision, ...caught };
    // Another reader may have moved the entry while this one read: its entry serves as well.
    const head = this.entries.get(eventId);
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

  /** How lookups went (StatesCacheCounts): the metrics. */
  get counts(): StatesCacheCounts {
    return { ...this.tally };
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
      this.entries.own.keep(change.eventId, change.to, change.writes);
    }
    if (!entry || entry.revision !== change.from || change.to <= change.from) return undefined;
    const pending = entry.pending + change.writes.size;
    if (pending > this.maxPending) {
      this.entries.forget(change.eventId);
      return undefined;
    }
    const next: Entry = {
      workspaceId: entry.workspaceId,
      revision: change.to,
      base: { entry, writes: change.writes, before: change.before },
      pending,
      derived: new Map(),
      flat: flatAdvanced(entry, change.writes),
    };
    stepDerived(entry, next, change.writes, change.before);
    // The chain keeps the writes alive: counted until the entry is dropped or read afresh.
    const bytes = this.entries.sizeOf(change.eventId);
    this.entries.put(change.eventId, next, bytes + change.writes.size * BYTES_PER_STATE);
    return next;
  }

  /** Values derived with `part` (a chart the chart cache let go) are dropped (KeptEntries). */
  releasePart = (part: unknown): void => this.entries.releasePart(part);

  /** A deleted event's entry goes at once: its states must not outlive it. */
  forget(eventId: number): void {
    this.entries.forget(eventId);
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
    if (await this.caughtUp(tx, event.id, hit, event.statesRevision)) this.tally.followed++;
  }

  /**
   * The kept revisions of these events (by key, before their rows are read), for the store to
   * read the changes since along with the lock (port.ts, CatchUpFrom). The id is checked by the
   * store against the rows it locks: a key given to another event since costs nothing wrong.
   */
  catchUpFrom(workspaceId: number, keys: readonly string[]): CatchUpFrom[] {
    return keys.flatMap((key) => {
      const eventId = this.idsByKey.get(`${workspaceId}\n${key}`);
      const entry = eventId === undefined ? undefined : this.entries.get(eventId);
      return eventId !== undefined && entry?.workspaceId === workspaceId
        ? [{ eventId, since: entry.revision }]
        : [];
    });
  }

  /** The revision of the event's kept entry; undefined when none is kept. */
  keptRevision(eventId: number): number | undefined {
    return this.entries.get(eventId)?.revision;
  }

  /**
   * Moves the event's kept entry forward over what the changes record holds in `tx`'s snapshot
   * (a read on a snapshot of its own: heard-commits.ts), without reading the event row. Answers
   * whether it moved.
   */
  async followHeard(tx: Tx, eventId: number): Promise<boolean> {
    const hit = this.entries.get(eventId);
    if (!hit || !(await this.caughtUp(tx, eventId, hit, 'head'))) return false;
    this.tally.heard++;
    return true;
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
