// The live feed's changes record (docs/live-feed.md), written by both stores in the same
// transaction as the writes it describes: every committed change of what an object is (its state,
// its channel, its category in the event) raises the event's states revision once per
// transaction and leaves one row (event, revision, objects) beside it. Kept here, at the store's
// commit, so no use case can write a change the feed misses.

import { LIMITS } from '../../contract/limits';
import type { Channel, ObjectState } from '../../domain/model';
import { channelOf } from '../../domain/status/channels';

/** What the feed says of one object after a change; a field absent is not part of this change. */
export interface FeedObject {
  status?: string;
  holdToken?: string;
  orderId?: string;
  ticketType?: string;
  forSale?: boolean;
  places?: unknown;
  /** The channel the object is kept for, or null: none. */
  channel?: string | null;
  /** The event's own category of the object, or null: back to the chart's (read the snapshot). */
  category?: string | null;
}

export interface EventChangeRow {
  eventId: number;
  revision: number;
  /** JSON of `Record<label, FeedObject>`. */
  objects: string;
}

/** The object's state as the feed carries it (extra data stays out: it can weigh 32 KB a seat). */
export function feedState(state: ObjectState | undefined): FeedObject {
  const object: FeedObject = { status: state?.status ?? 'free' };
  if (state?.holdToken) object.holdToken = state.holdToken;
  if (state?.orderId) object.orderId = state.orderId;
  if (state?.ticketType) object.ticketType = state.ticketType;
  object.forSale = !state?.notForSale;
  if (state?.places) object.places = state.places;
  return object;
}

/** The objects whose channel or event category an event update changes, with the new ones. */
export function eventObjectChanges(
  before: { channels: readonly Channel[]; objectCategories: unknown },
  after: { channels: readonly Channel[]; objectCategories: unknown },
): Map<string, FeedObject> {
  const changed = new Map<string, FeedObject>();
  const was = channelOf(before.channels);
  const now = channelOf(after.channels);
  for (const label of new Set([...was.keys(), ...now.keys()])) {
    if (was.get(label) !== now.get(label)) changed.set(label, { channel: now.get(label) ?? null });
  }
  const oldCategories = (before.objectCategories ?? {}) as Record<string, string | number>;
  const newCategories = (after.objectCategories ?? {}) as Record<string, string | number>;
  for (const label of new Set([...Object.keys(oldCategories), ...Object.keys(newCategories)])) {
    const from = oldCategories[label];
    const to = newCategories[label];
    if (String(from) === String(to)) continue;
    const entry = changed.get(label) ?? {};
    entry.category = to === undefined ? null : String(to);
    changed.set(label, entry);
  }
  return changed;
}

const column = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);

/** The channels and event categories of an events row as a store read them (text or JSON). */
export function storedEventObjects(row: Record<string, unknown>) {
  return {
    channels: (column(row.channels) ?? []) as Channel[],
    objectCategories: column(row.object_categories),
  };
}

/** The key of a bare object's feed object in PendingChanges (no state object stands for it). */
const FREE: ObjectState = Object.freeze({}) as ObjectState;

/**
 * One transaction's changes, per event: the revision it raised the event to and each object.
 * A season booking writes one state object to every event of the season that sees it (the judge
 * shares the view of events with no own part: domain/seasons/propagate.ts): its feed object and
 * that object's JSON are made once per transaction, not once per event (9,009 of each at the
 * bound). Kept for the transaction only, so a state object is never taken for another's content.
 */
export class PendingChanges {
  private readonly byEvent = new Map<
    number,
    { revision: number; objects: Map<string, FeedObject> }
  >();
  private readonly feedOfState = new Map<ObjectState, FeedObject>();
  private readonly jsonOf = new Map<FeedObject, string>();

  clear(): void {
    this.byEvent.clear();
    this.feedOfState.clear();
    this.jsonOf.clear();
  }

  /** A write at `revision` (the transaction's one bump of the event); later writes win per field. */
  add(eventId: number, revision: number, objects: Iterable<[string, FeedObject]>): void {
    let pending = this.byEvent.get(eventId);
    if (!pending) {
      pending = { revision, objects: new Map() };
      this.byEvent.set(eventId, pending);
    }
    for (const [label, object] of objects) {
      const before = pending.objects.get(label);
      // Kept as given (never changed in place): the same object's JSON is made once (rows()).
      pending.objects.set(label, before ? { ...before, ...object } : object);
    }
  }

  addStates(eventId: number, revision: number, states: Map<string, ObjectState | undefined>) {
    const objects: Array<[string, FeedObject]> = [];
    for (const [label, state] of states) {
      // An object back to bare has no state object to share by: its feed object is shared by
      // `FREE` (a season's release freed 9,009 and made each its own object and JSON).
      const key = state ?? FREE;
      let object = this.feedOfState.get(key);
      if (!object) {
        object = feedState(state);
        this.feedOfState.set(key, object);
      }
      objects.push([label, object]);
    }
    this.add(eventId, revision, objects);
  }

  /** An event deleted in this transaction leaves no change to write. */
  forget(eventId: number): void {
    this.byEvent.delete(eventId);
  }

  /**
   * `JSON.stringify(Object.fromEntries(objects))` in meaning (a reader parses it into the same
   * object), with each feed object's JSON made once however many events carry it.
   */
  private objectsJson(objects: ReadonlyMap<string, FeedObject>): string {
    const parts: string[] = [];
    for (const [label, object] of objects) {
      let json = this.jsonOf.get(object);
      if (json === undefined) {
        json = JSON.stringify(object);
        this.jsonOf.set(object, json);
      }
      parts.push(`${JSON.stringify(label)}:${json}`);
    }
    return `{${parts.join(',')}}`;
  }

  /**
   * The rows to write before COMMIT. The events of a season change carry the same labels with the
   * same feed objects one after the other: an event whose objects are those of the event before
   * (same labels, same objects, same order) takes that event's text, not a new one of its own
   * (1,001 texts built and concatenated at the bound, for one distinct text).
   */
  rows(): EventChangeRow[] {
    let last: { objects: ReadonlyMap<string, FeedObject>; json: string } | undefined;
    return [...this.byEvent].map(([eventId, { revision, objects }]) => {
      if (!last || !sameObjects(last.objects, objects)) {
        last = { objects, json: this.objectsJson(objects) };
      }
      return { eventId, revision, objects: last.json };
    });
  }
}

/** The same labels in the same order, each with the very same feed object. */
function sameObjects(
  a: ReadonlyMap<string, FeedObject>,
  b: ReadonlyMap<string, FeedObject>,
): boolean {
  if (a.size !== b.size) return false;
  const other = b.entries();
  for (const [label, object] of a) {
    const next = other.next().value as [string, FeedObject];
    if (next[0] !== label || next[1] !== object) return false;
  }
  return true;
}

/** Rows at or below this revision are deleted when `revision` is written (how far back is kept). */
export function pruneBelow(revision: number): number {
  return revision - LIMITS.feedChangesKept;
}

/** Committed changes, told after the commit: the event and the revision it reached. */
export type ChangesListener = (
  changes: ReadonlyArray<{ eventId: number; revision: number }>,
) => void;

/** The store's listeners of committed changes (the feed hub); a failing one does not stop the rest. */
export class ChangeListeners {
  private readonly listeners = new Set<ChangesListener>();

  add(listener: ChangesListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(changes: ReadonlyArray<{ eventId: number; revision: number }>): void {
    if (changes.length === 0) return;
    for (const listener of this.listeners) {
      try {
        listener(changes);
      } catch {
        // A listener only wakes readers; they read the changes table again on their next wake.
      }
    }
  }
}
