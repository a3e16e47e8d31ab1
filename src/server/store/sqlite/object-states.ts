// The object-state statements of the SQLite adapter: the booking path's reads and writes. Rows
// travel in multi-row statements of up to CHUNK rows: better-sqlite3 costs about a microsecond
// per statement call, as much as SQLite's own work for a row.
import type Database from 'better-sqlite3';
import type { ObjectState } from '../../../domain/model';
import { type EventChangeRow, type FeedObject, PendingChanges, pruneBelow } from '../change-log';
import { type StoredState, withExtraData } from '../extra-data-blobs';
import {
  composeEventsThrough,
  composeThrough,
  eventsWriting,
  type FamilyRow,
  labelsWithUnitsAbove,
  planEventsWrites,
  revisionsWritten,
  type UnitsAbove,
  unitIds,
} from '../season-read-through';
import type { StatesOfEvent } from '../tx/object-states';
import type { StateWritePlan } from '../write-transaction';
import { SqliteUnitsAbove } from './sqlite-season-read';
import { READ_OF_EVENTS, sharedLabels } from './states-of-events';

/** Rows per statement; statements for each count up to it are prepared once and kept. */
const CHUNK = 32;

type Prepare = (sql: string) => Database.Statement;

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

const placeholders = (rows: number, row: string) => Array(rows).fill(row).join(', ');

/** The multi-row statements, by the SQL for n rows. */
const SQL = {
  upsert: (n: number) =>
    `INSERT INTO object_states (event_id, label, state) VALUES ${placeholders(n, '(?, ?, ?)')} ON CONFLICT (event_id, label) DO UPDATE SET state = excluded.state`,
  addHolds: (n: number) =>
    `INSERT OR IGNORE INTO state_holds (event_id, label, token) VALUES ${placeholders(n, '(?, ?, ?)')}`,
  addBlobs: (n: number) =>
    `INSERT OR IGNORE INTO extra_data (digest, data) VALUES ${placeholders(n, '(?, ?)')}`,
  read: (n: number) =>
    `SELECT label, state FROM object_states WHERE event_id = ? AND label IN (${placeholders(n, '?')})`,
  readBlobs: (n: number) =>
    `SELECT digest, data FROM extra_data WHERE digest IN (${placeholders(n, '?')})`,
  addChanges: (n: number) =>
    `INSERT INTO event_changes (event_id, revision, objects) VALUES ${placeholders(n, '(?, ?, ?)')}`,
};

/**
 * `?`: a JSON array of event ids; their states revisions raised, in one statement for all the
 * events a transaction writes (a season booking: 1,001 statements, one per event, before).
 */
const BUMP = `UPDATE events SET states_revision = states_revision + 1
  WHERE id IN (SELECT value FROM json_each(?)) RETURNING id, states_revision`;

const BUMP_ONE =
  'UPDATE events SET states_revision = states_revision + 1 WHERE id = ? RETURNING id, states_revision';

/** `?`: a JSON array of [event id, label]; the rows of those pairs go (a primary-key search each). */
const CLEAR_HOLDS = `DELETE FROM state_holds
  WHERE (event_id, label) IN (SELECT value ->> 0, value ->> 1 FROM json_each(?))`;
const REMOVE = `DELETE FROM object_states
  WHERE (event_id, label) IN (SELECT value ->> 0, value ->> 1 FROM json_each(?))`;

/**
 * The feed's rows every event of a transaction no longer keeps, in one statement: `?` is a JSON
 * array of [event id, highest revision dropped]. A season booking raises 1,001 events, and one
 * DELETE each was 1,001 statements on the event loop (each a seek in event_changes_of_event).
 */
const PRUNE_CHANGES = `DELETE FROM event_changes WHERE id IN (
  SELECT c.id FROM json_each(?) AS p JOIN event_changes AS c
    ON c.event_id = p.value ->> 0 AND c.revision <= p.value ->> 1)`;

export class SqliteObjectStates {
  /**
   * The states_revision of each event this transaction already bumped, after the bump: once per
   * commit is enough.
   */
  private readonly bumped = new Map<number, number>();
  /** Prepared statements by kind and row count: building and hashing the SQL cost a call's worth. */
  private readonly prepared = new Map<keyof typeof SQL, Database.Statement[]>();

  constructor(private readonly prepare: Prepare) {
    this.above = new SqliteUnitsAbove(prepare);
  }

  private statement(kind: keyof typeof SQL, rows: number): Database.Statement {
    let byCount = this.prepared.get(kind);
    if (!byCount) {
      byCount = [];
      this.prepared.set(kind, byCount);
    }
    byCount[rows] ??= this.prepare(SQL[kind](rows));
    return byCount[rows];
  }

  /** Extra data read in this transaction, by digest (extra-data-blobs.ts). */
  private readonly extraData = new Map<string, Record<string, unknown>>();

  /**
   * Extra data this transaction already wrote, by digest: a season booking's states carry the same
   * data in every event, and binding 32 KB per seat again for each of 1,000 events cost more than
   * writing the states.
   */
  private readonly blobsWritten = new Set<string>();

  /** The feed's changes of this transaction, written just before COMMIT (change-log.ts). */
  private readonly changes = new PendingChanges();

  /** Called by the store before each transaction begins. */
  beginTransaction(): void {
    this.changes.clear();
    this.bumped.clear();
    this.above.forget();
    this.extraData.clear();
    this.blobsWritten.clear();
  }

  /** The units above the events this transaction read or wrote (sqlite-season-read.ts). */
  private readonly above: SqliteUnitsAbove;

  forgetUnitsAbove(): void {
    this.above.forget();
  }

  /** A season's family read whole in this transaction: its units above need not be read again. */
  knowFamily(family: readonly FamilyRow[]): void {
    this.above.know(family);
  }

  private unitsAbove(eventIds: Iterable<number>): Map<number, UnitsAbove> {
    return this.above.of(eventIds);
  }

  get(eventId: number, labels: string[]): Map<string, ObjectState> {
    if (this.unitsAbove([eventId]).size > 0) {
      return this.getOfEvents(new Map([[eventId, labels]])).get(eventId) ?? new Map();
    }
    const states = new Map<string, StoredState>();
    for (const part of chunks([...new Set(labels)])) {
      const rows = this.statement('read', part.length).all(eventId, ...part) as Array<{
        label: string;
        state: string;
      }>;
      for (const row of rows) states.set(row.label, JSON.parse(row.state));
    }
    return withExtraData(states, this.extraData, (digests) => this.blobs(digests));
  }

  /**
   * The states of these labels in each of these events, in one statement: a season booking at the
   * bound read 1,001 events one statement each before it was judged.
   */
  getOfEvents(
    labelsByEvent: ReadonlyMap<number, readonly string[]>,
  ): Map<number, Map<string, ObjectState>> {
    const aboveOf = this.unitsAbove(labelsByEvent.keys());
    if (aboveOf.size === 0) return this.readStored(labelsByEvent);
    const wanted = labelsWithUnitsAbove(labelsByEvent, aboveOf);
    const stored = this.readStored(new Map([...wanted].map(([id, labels]) => [id, [...labels]])));
    return composeEventsThrough(labelsByEvent, aboveOf, stored);
  }

  /** The stored rows of these labels in each of these events, in one statement. */
  private readStored(
    labelsByEvent: ReadonlyMap<number, readonly string[]>,
  ): Map<number, Map<string, ObjectState>> {
    const byEvent = new Map<number, Map<string, StoredState>>();
    const { shared, pairs } = sharedLabels(labelsByEvent);
    for (const eventId of labelsByEvent.keys()) byEvent.set(eventId, new Map());
    const rows = (
      shared.eventIds.length === 0 && pairs.length === 0
        ? []
        : this.prepare(READ_OF_EVENTS).all(
            JSON.stringify(shared.eventIds),
            JSON.stringify(shared.labels),
            JSON.stringify(pairs),
          )
    ) as Array<{ event_id: number; label: string; state: string }>;
    for (const row of rows) byEvent.get(row.event_id)?.set(row.label, JSON.parse(row.state));
    const states = new Map<number, Map<string, ObjectState>>();
    for (const [eventId, stored] of byEvent) {
      states.set(
        eventId,
        withExtraData(stored, this.extraData, (digests) => this.blobs(digests)),
      );
    }
    return states;
  }

  /** The stored extra data of these digests (extra-data-blobs.ts). */
  private blobs(digests: string[]): Map<string, string> {
    const found = new Map<string, string>();
    for (const part of chunks(digests)) {
      const rows = this.statement('readBlobs', part.length).all(...part) as Array<{
        digest: string;
        data: string;
      }>;
      for (const row of rows) found.set(row.digest, row.data);
    }
    return found;
  }

  getAll(eventId: number): Map<string, ObjectState> {
    const above = this.unitsAbove([eventId]).get(eventId);
    if (!above) return this.readAll(eventId);
    const units = new Map(unitIds(above).map((unit) => [unit, this.readAll(unit)]));
    return composeThrough(this.readAll(eventId), above, (unit) => units.get(unit));
  }

  private readAll(eventId: number): Map<string, ObjectState> {
    // Two aggregates over one scan (same row order) and two JSON.parse calls: half the time of
    // fetching 35,000 rows one by one and parsing each state on its own.
    const row = this.prepare(
      "SELECT json_group_array(label) AS labels, '[' || coalesce(group_concat(state, ','), '') || ']' AS states FROM object_states WHERE event_id = ?",
    ).get(eventId) as { labels: string; states: string };
    const labels = JSON.parse(row.labels) as string[];
    const values = JSON.parse(row.states) as StoredState[];
    const states = new Map<string, StoredState>();
    for (let i = 0; i < labels.length; i++) states.set(labels[i], values[i]);
    return withExtraData(states, this.extraData, (digests) => this.blobs(digests));
  }

  put(
    eventId: number,
    states: Map<string, ObjectState | undefined>,
    previous?: ReadonlyMap<string, ObjectState>,
  ): number | undefined {
    return this.putOfEvents([{ eventId, states, previous }])[0];
  }

  /**
   * Every event's writes in a few statements whatever the number of events: the revisions raised
   * in one, then each kind of row for all the events together (rows name their event), in the
   * order one event's writes need (stale holds and rows go before the new ones come).
   */
  putOfEvents(writes: readonly StatesOfEvent[]): Array<number | undefined> {
    const writing = eventsWriting(writes);
    const ids = writing.map(({ eventId }) => eventId);
    this.bump(ids);
    const aboveOf = this.unitsAbove(ids);
    for (const { eventId, states } of writing) {
      this.changes.addStates(eventId, this.bumped.get(eventId) as number, states);
    }
    const plan = planEventsWrites(writing, (eventId) => aboveOf.has(eventId));
    const newBlobs = new Map<string, string>();
    for (const { plan: one } of plan) {
      for (const [digest, data] of one.blobs) {
        if (!this.blobsWritten.has(digest)) newBlobs.set(digest, data);
      }
    }
    for (const part of chunks([...newBlobs])) {
      this.statement('addBlobs', part.length).run(part.flat());
    }
    for (const digest of newBlobs.keys()) this.blobsWritten.add(digest);
    const pairs = (labelsOf: (one: StateWritePlan) => string[]) =>
      plan.flatMap(({ eventId, plan: one }) => labelsOf(one).map((label) => [eventId, label]));
    const cleared = pairs((one) => one.cleared);
    if (cleared.length > 0) this.prepare(CLEAR_HOLDS).run(JSON.stringify(cleared));
    const removed = pairs((one) => one.removed);
    if (removed.length > 0) this.prepare(REMOVE).run(JSON.stringify(removed));
    const kept = plan.flatMap(({ eventId, plan: one }) =>
      one.kept.map(({ label, json }) => [eventId, label, json]),
    );
    for (const part of chunks(kept)) this.statement('upsert', part.length).run(part.flat());
    const holds = plan.flatMap(({ eventId, plan: one }) =>
      one.holds.map(({ label, token }) => [eventId, label, token]),
    );
    for (const part of chunks(holds)) this.statement('addHolds', part.length).run(part.flat());
    return revisionsWritten(writes, this.bumped);
  }

  /** Raises the events' states revisions, once per transaction each, in one statement. */
  private bump(eventIds: number[]): void {
    const ids = eventIds.filter((id) => !this.bumped.has(id));
    if (ids.length === 0) return;
    // One event (a plain booking): by its id, without building and reading a JSON list.
    const rows = (
      ids.length === 1
        ? this.prepare(BUMP_ONE).all(ids[0])
        : this.prepare(BUMP).all(JSON.stringify(ids))
    ) as Array<{
      id: number;
      states_revision: number;
    }>;
    for (const row of rows) this.bumped.set(Number(row.id), Number(row.states_revision));
    const missing = ids.find((id) => !this.bumped.has(id));
    if (missing !== undefined) throw new Error(`No event with id ${missing}`);
  }

  /** A change of what objects are that is not their state (channel, event category). */
  changeObjects(eventId: number, objects: Map<string, FeedObject>): void {
    if (objects.size === 0) return;
    this.bump([eventId]);
    this.changes.add(eventId, this.bumped.get(eventId) as number, objects);
  }

  forgetEvent(eventId: number): void {
    this.changes.forget(eventId);
    this.bumped.delete(eventId);
    this.prepare('DELETE FROM event_changes WHERE event_id = ?').run(eventId);
  }

  /** Writes the transaction's changes (called just before COMMIT); answers what was written. */
  flushChanges(): EventChangeRow[] {
    const rows = this.changes.rows();
    for (const part of chunks(rows)) {
      this.statement('addChanges', part.length).run(
        part.flatMap((row) => [row.eventId, row.revision, row.objects]),
      );
    }
    // Revisions start at 1: an event not yet past feedChangesKept has nothing to drop.
    const dropped = rows
      .map((row) => [row.eventId, pruneBelow(row.revision)])
      .filter(([, below]) => below > 0);
    if (dropped.length > 0) this.prepare(PRUNE_CHANGES).run(JSON.stringify(dropped));
    this.changes.clear();
    return rows;
  }

  listChanges(eventId: number, since: number, limit: number): EventChangeRow[] {
    const rows = this.prepare(
      'SELECT revision, objects FROM event_changes WHERE event_id = ? AND revision > ? ORDER BY revision LIMIT ?',
    ).all(eventId, since, limit) as Array<{ revision: number; objects: string }>;
    return rows.map((row) => ({ eventId, revision: Number(row.revision), objects: row.objects }));
  }

  findByHoldToken(token: string): Array<{ eventId: number; label: string }> {
    const rows = this.prepare('SELECT event_id, label FROM state_holds WHERE token = ?').all(
      token,
    ) as Array<{ event_id: number; label: string }>;
    return rows.map((row) => ({ eventId: Number(row.event_id), label: String(row.label) }));
  }
}
