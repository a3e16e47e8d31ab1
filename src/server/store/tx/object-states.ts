// The port's object states (sparse: a missing row is a free, for-sale, bare object), and the live
// feed's record of their changes (store/change-log.ts, docs/live-feed.md).
import type { ObjectState } from '../../../domain/model';
import type { EventChangeRow } from '../change-log';

/** One event's writes of putObjectStatesOfEvents: `states` and `previous` as for putObjectStates. */
export interface StatesOfEvent {
  eventId: number;
  states: Map<string, ObjectState | undefined>;
  previous?: ReadonlyMap<string, ObjectState>;
}

export interface ObjectStatesTx {
  getObjectStates(eventId: number, labels: string[]): Promise<Map<string, ObjectState>>;
  getAllObjectStates(eventId: number): Promise<Map<string, ObjectState>>;
  /**
   * getObjectStates for several events at once (a season's family): PostgreSQL reads them in one
   * round trip instead of one per event. Every event asked for has an entry, empty or not.
   */
  getObjectStatesOfEvents(
    labelsByEvent: ReadonlyMap<number, readonly string[]>,
  ): Promise<Map<number, Map<string, ObjectState>>>;
  /**
   * `undefined` deletes the row (the object went back to bare). `previous`, when the caller has
   * it, holds the stored states of these labels as read earlier in the same transaction (absent:
   * no row); an adapter may use it to skip cleaning up what was never there. Resolves to the
   * event's states revision after the write (what getEvent would now read), or undefined when
   * `states` is empty and nothing was written. A transaction's first write to an event raises
   * the revision by exactly one, and its later writes to the event leave it there.
   */
  putObjectStates(
    eventId: number,
    states: Map<string, ObjectState | undefined>,
    previous?: ReadonlyMap<string, ObjectState>,
  ): Promise<number | undefined>;
  /**
   * putObjectStates for several events at once, each event at most once: its answers in the
   * order given. A season booking writes every event of the family, and raising 1,001 revisions
   * one statement each was the largest part of its transaction; the stores raise them all, and
   * write every event's rows, in a few statements. Each event's feed row and revision are its
   * own, as if written one by one in this order.
   */
  putObjectStatesOfEvents(writes: readonly StatesOfEvent[]): Promise<Array<number | undefined>>;
  /** Labels held with this token, per event id. */
  findStatesByHoldToken(token: string): Promise<Array<{ eventId: number; label: string }>>;

  /** The event's recorded changes after revision `since`, in revision order, at most `limit`. */
  listEventChanges(eventId: number, since: number, limit: number): Promise<EventChangeRow[]>;
}
