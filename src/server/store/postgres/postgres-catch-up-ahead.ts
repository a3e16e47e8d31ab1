// A catch-up sent behind the statement that takes an event's row lock, without waiting for its
// answer (the connection pipelines): the changes record above the revision the caller's states
// cache keeps, and the stored states it names. Run after the lock is granted, it reads what a
// statement sent later would read (nobody else writes the event's states or changes while the
// lock is held), so the catch-up under the lock (states-catch-up.ts: listEventChanges, then
// getObjectStates) is answered from it with no round trip of its own: on two instances taking
// turns on one hot event, every group following the other instance's paid two (issue 30).
import { LIMITS } from '../../../contract/limits';
import type { ObjectState } from '../../../domain/model';
import type { EventChangeRow } from '../change-log';
import { referencedDigests, type StoredState } from '../extra-data-blobs';
import type { CatchUpFrom } from '../port';
import { PostgresObjectStateQueries } from './postgres-object-states';
import type { Row } from './postgres-queries';

/** The changes above each asked revision (a page at most), then the states their objects name. */
const CATCH_UP_AHEAD = `WITH asked AS (
    SELECT * FROM unnest($1::bigint[], $2::bigint[]) AS a(event_id, since)),
  changed AS (
    SELECT c.event_id, c.revision, c.objects FROM asked a CROSS JOIN LATERAL (
      SELECT event_id, revision, objects FROM event_changes
        WHERE event_id = a.event_id AND revision > a.since ORDER BY revision LIMIT $3) c),
  named AS (
    SELECT DISTINCT c.event_id, o.key AS label FROM changed c
      CROSS JOIN LATERAL json_each(c.objects::json) o WHERE (o.value -> 'status') IS NOT NULL)
SELECT event_id, revision, objects, NULL::text AS label, NULL::text AS state FROM changed
UNION ALL
SELECT n.event_id, NULL, NULL, n.label, s.state FROM named n LEFT JOIN LATERAL (
  SELECT state FROM object_states WHERE event_id = n.event_id AND label = n.label LIMIT 1) s ON true`;

interface Ahead {
  since: number;
  changes: EventChangeRow[];
  /** Every label a change names with a state; absent from the map: no stored row. */
  named: Set<string>;
  /** The stored rows' text, parsed per answer: callers may change what they get. */
  stored: Map<string, string>;
}

type Query = (sql: string, params: unknown[]) => Promise<Row[]>;

/** One transaction's catch-ups read ahead, by event id. */
export class CatchUpAhead {
  private read: Promise<Map<number, Ahead>> | undefined;
  /** Events whose read must not be used: not locked by the statement ahead, or written since. */
  private readonly unusable = new Set<number>();
  private locked: ReadonlySet<number> = new Set();

  /** Sends the read; call right after sending the locking statement, before awaiting it. */
  send(query: Query, asked: readonly CatchUpFrom[]): void {
    const page = LIMITS.feedChangesPerPage;
    const read = query(CATCH_UP_AHEAD, [
      asked.map((a) => a.eventId),
      asked.map((a) => a.since),
      page,
    ]).then((rows) => aheadOf(rows, asked));
    // A failed lock fails this one too ("aborted"); the lock's error is the one reported.
    read.catch(() => undefined);
    this.read = read;
  }

  /** The events the locking statement locked: the read is good for those only. */
  lockedBy(ids: ReadonlySet<number>): void {
    this.locked = ids;
  }

  /** This transaction writes the event's states: what was read ahead is not current any more. */
  forget(eventId: number): void {
    this.unusable.add(eventId);
  }

  private async of(eventId: number): Promise<Ahead | undefined> {
    if (!this.read || this.unusable.has(eventId) || !this.locked.has(eventId)) return undefined;
    return (await this.read).get(eventId);
  }

  /**
   * listEventChanges' answer, when read ahead from this revision or an earlier one (the cache's
   * entry may have moved on while the lock was awaited: another instance's commit heard of).
   */
  async changes(eventId: number, since: number, limit: number) {
    const ahead = await this.of(eventId);
    if (!ahead || since < ahead.since) return undefined;
    const above = ahead.changes.filter((row) => row.revision > since);
    // A full page read ahead may stop short of rows a longer answer would hold.
    const complete = ahead.changes.length < LIMITS.feedChangesPerPage;
    return complete || above.length >= limit ? above.slice(0, limit) : undefined;
  }

  /**
   * The stored states of `labels`, when every one was named by the changes read ahead and none
   * keeps its extra data apart (those are read by the caller's own statement).
   */
  async states(eventId: number, labels: readonly string[]) {
    const ahead = await this.of(eventId);
    if (!ahead || !labels.every((label) => ahead.named.has(label))) return undefined;
    const states = new Map<string, ObjectState>();
    for (const label of labels) {
      const text = ahead.stored.get(label);
      if (text !== undefined) states.set(label, JSON.parse(text) as StoredState);
    }
    return referencedDigests(states.values()).length === 0 ? states : undefined;
  }
}

function aheadOf(rows: Row[], asked: readonly CatchUpFrom[]): Map<number, Ahead> {
  const byEvent = new Map<number, Ahead>();
  for (const { eventId, since } of asked) {
    byEvent.set(eventId, { since, changes: [], named: new Set(), stored: new Map() });
  }
  for (const row of rows) {
    const ahead = byEvent.get(Number(row.event_id));
    if (!ahead) continue;
    if (row.label === null) {
      ahead.changes.push({
        eventId: Number(row.event_id),
        revision: Number(row.revision),
        objects: String(row.objects),
      });
    } else {
      ahead.named.add(String(row.label));
      if (row.state !== null) ahead.stored.set(String(row.label), String(row.state));
    }
  }
  for (const ahead of byEvent.values()) ahead.changes.sort((a, b) => a.revision - b.revision);
  return byEvent;
}

/**
 * The catch-up's reads answered from what was read ahead, when it can; the statements otherwise.
 * PostgresTx sends the read with its locking statement (getEventsForUpdate).
 */
export abstract class PostgresCatchUpAheadQueries extends PostgresObjectStateQueries {
  protected readonly ahead = new CatchUpAhead();

  override async listEventChanges(eventId: number, since: number, limit: number) {
    const read = await this.ahead.changes(eventId, since, limit);
    return read ?? super.listEventChanges(eventId, since, limit);
  }

  override async getObjectStates(eventId: number, labels: string[]) {
    // An event of a season reads through its units' rows (postgres-object-states.ts): not ahead.
    const row = this.lockedRows.get(eventId);
    const read = row && row.season?.role !== 'eventInSeason';
    return (
      (read && (await this.ahead.states(eventId, labels))) || super.getObjectStates(eventId, labels)
    );
  }

  override async putObjectStates(
    eventId: number,
    states: Map<string, ObjectState | undefined>,
    previous?: ReadonlyMap<string, ObjectState>,
  ) {
    this.ahead.forget(eventId);
    return super.putObjectStates(eventId, states, previous);
  }
}
