// The object states of the PostgreSQL adapter: the booking path's reads and writes. An event of a
// season stores only its own part of each object and reads what its season and partial seasons
// took through their rows, composed before any reader sees a state (store/season-read-through.ts,
// docs/seasons.md "How an event's states are stored"), as on SQLite.
//
// Reading a unit's rows takes no lock on it: every transaction that writes a season's or partial
// season's rows locks the whole family first (getEventsForUpdate, getSeasonFamilyForUpdate), so
// holding one of its events' locks is enough to see them settled; and locking the season after
// the event would break the id order that keeps two transactions from waiting on each other.
import type { ObjectState } from '../../../domain/model';
import { referencedDigests, type StoredState, withExtraData } from '../extra-data-blobs';
import {
  composeEventsThrough,
  composeThrough,
  eventsWriting,
  labelsWithUnitsAbove,
  planEventsWrites,
  revisionsWritten,
  type UnitsAbove,
  unitIds,
} from '../season-read-through';
import type { StatesOfEvent } from '../tx/object-states';
import { PostgresEventChangeQueries } from './postgres-event-changes';
import { UnitsAboveLookup } from './postgres-season-read';
import { WRITE_STATES, WriteRows } from './postgres-state-writes';

/** Rows of (event, label) pairs: one primary-key lookup each, whatever the planner believes. */
const READ_PAIRS =
  // With `label = ANY(…)` or a plain join, and no statistics yet (a new event's on-sale), it
  // scanned all of the event's states for every group. LIMIT 1 keeps the lateral lookup from
  // being flattened.
  `SELECT w.event_id, s.label, s.state FROM unnest($1::bigint[], $2::text[]) AS w(event_id, label),
    LATERAL (SELECT label, state FROM object_states
      WHERE event_id = w.event_id AND label = w.label LIMIT 1) s`;

/**
 * Every row of these events: per event, two aggregates over one scan (same row order) and two
 * JSON.parse calls, a third of the time of 35,000 rows through the driver each parsed on its own.
 */
const READ_ALL = `SELECT event_id, json_agg(label)::text AS labels,
    '[' || string_agg(state, ',') || ']' AS states
  FROM object_states WHERE event_id = ANY($1::bigint[]) GROUP BY event_id`;

export abstract class PostgresObjectStateQueries extends PostgresEventChangeQueries {
  private readonly unitsAbove = new UnitsAboveLookup();

  /** Called whenever an event row is written (postgres-tx.ts): a season's members may change. */
  protected forgetUnitsAbove(): void {
    this.unitsAbove.forget();
  }

  private aboveOf(eventIds: Iterable<number>): Promise<Map<number, UnitsAbove>> {
    return this.unitsAbove.of(
      eventIds,
      (id) => this.lockedRows.get(id),
      (sql, params) => this.all(sql, params),
    );
  }

  async getObjectStates(eventId: number, labels: string[]) {
    await this.lockEvent(eventId);
    if (labels.length === 0) return new Map<string, ObjectState>();
    return (await this.readThrough(new Map([[eventId, labels]]))).get(eventId) ?? new Map();
  }

  async getObjectStatesOfEvents(labelsByEvent: ReadonlyMap<number, readonly string[]>) {
    // A season booking at the bound read 1,001 events one round trip each: what another
    // company's booking waited for, since the next group starts only once this one is judged.
    await this.lockEvents([...labelsByEvent.keys()]);
    return this.readThrough(labelsByEvent);
  }

  /** The events' states as they see them: their rows, and their units' above of the same labels. */
  private async readThrough(labelsByEvent: ReadonlyMap<number, readonly string[]>) {
    const aboveOf = await this.aboveOf(labelsByEvent.keys());
    if (aboveOf.size === 0) return this.readStored(labelsByEvent);
    const wanted = labelsWithUnitsAbove(labelsByEvent, aboveOf);
    const stored = await this.readStored(
      new Map([...wanted].map(([id, labels]) => [id, [...labels]])),
    );
    return composeEventsThrough(labelsByEvent, aboveOf, stored);
  }

  /** The stored rows of these labels in each of these events, in one statement. */
  private async readStored(labelsByEvent: ReadonlyMap<number, readonly string[]>) {
    const eventIds: number[] = [];
    const labels: string[] = [];
    const byEvent = new Map<number, Map<string, StoredState>>();
    for (const [eventId, eventLabels] of labelsByEvent) {
      byEvent.set(eventId, new Map());
      for (const label of new Set(eventLabels)) {
        eventIds.push(eventId);
        labels.push(label);
      }
    }
    const rows =
      labels.length === 0
        ? []
        : await this.all<{ event_id: string; label: string; state: string }>(READ_PAIRS, [
            eventIds,
            labels,
          ]);
    for (const row of rows)
      byEvent.get(Number(row.event_id))?.set(row.label, JSON.parse(row.state));
    return this.withExtraDataOf(byEvent);
  }

  async getAllObjectStates(eventId: number) {
    await this.lockEvent(eventId);
    const above = (await this.aboveOf([eventId])).get(eventId);
    const units = above ? unitIds(above) : [];
    const byEvent = new Map<number, Map<string, StoredState>>(
      [eventId, ...units].map((id) => [id, new Map()]),
    );
    const rows = await this.all<{ event_id: string; labels: string; states: string }>(READ_ALL, [
      [eventId, ...units],
    ]);
    for (const row of rows) {
      const labels = JSON.parse(row.labels) as string[];
      const values = JSON.parse(row.states) as StoredState[];
      const states = byEvent.get(Number(row.event_id)) as Map<string, StoredState>;
      for (let i = 0; i < labels.length; i++) states.set(labels[i], values[i]);
    }
    const stored = await this.withExtraDataOf(byEvent);
    const own = stored.get(eventId) as Map<string, ObjectState>;
    return above ? composeThrough(own, above, (unit) => stored.get(unit)) : own;
  }

  /** Extra data read in this transaction, by digest (extra-data-blobs.ts). */
  private readonly extraData = new Map<string, Record<string, unknown>>();

  /**
   * The states with their extra data put back: one round trip, for every event, for what this
   * transaction lacks (a season's extra data is the same in each of its events).
   */
  private async withExtraDataOf(byEvent: Map<number, Map<string, StoredState>>) {
    const named = [...byEvent.values()].flatMap((states) => referencedDigests(states.values()));
    const missing = [...new Set(named)].filter((digest) => !this.extraData.has(digest));
    const rows =
      missing.length === 0
        ? []
        : await this.all<{ digest: string; data: string }>(
            'SELECT digest, data FROM extra_data WHERE digest = ANY($1::text[])',
            [missing],
          );
    const found = new Map(rows.map((row) => [row.digest, row.data]));
    const answer = new Map<number, Map<string, ObjectState>>();
    for (const [eventId, states] of byEvent) {
      answer.set(
        eventId,
        withExtraData(states, this.extraData, () => found),
      );
    }
    return answer;
  }

  /** Extra data this transaction already sent, by digest. */
  private readonly blobsWritten = new Set<string>();

  async putObjectStates(
    eventId: number,
    states: Map<string, ObjectState | undefined>,
    previous?: ReadonlyMap<string, ObjectState>,
  ) {
    return (await this.putObjectStatesOfEvents([{ eventId, states, previous }]))[0];
  }

  /**
   * One statement whatever the number of events and labels (WRITE_STATES): a season booking sent
   * one per event of its family, 1,001 at the bound. An event of a season writes only its own
   * part (planSeasonEventWrites): a season booking leaves its rows alone, and raises its revision
   * and hold index only.
   */
  async putObjectStatesOfEvents(writes: readonly StatesOfEvent[]) {
    const writing = eventsWriting(writes);
    const ids = writing.map(({ eventId }) => eventId);
    if (ids.length > 0) {
      await this.lockEvents(ids);
      const aboveOf = await this.aboveOf(ids);
      const rows = new WriteRows();
      for (const { eventId, plan } of planEventsWrites(writing, (id) => aboveOf.has(id))) {
        rows.add(eventId, plan);
      }
      // A season booking's extra data is the same in every event: sent once per transaction.
      const newBlobs = [...rows.blobs].filter(([digest]) => !this.blobsWritten.has(digest));
      for (const [digest] of newBlobs) this.blobsWritten.add(digest);
      const bump = ids.filter((id) => !this.bumped.has(id));
      const bumped = await this.all<{ id: string; states_revision: string }>(WRITE_STATES, [
        ...rows.parameters(),
        bump,
        newBlobs.map(([digest]) => digest),
        newBlobs.map(([, data]) => data),
      ]);
      for (const row of bumped) this.raised(Number(row.id), Number(row.states_revision));
      const missing = bump.find((id) => !this.bumped.has(id));
      if (missing !== undefined) throw new Error(`No event with id ${missing}`);
      for (const { eventId, states } of writing) {
        this.changes.addStates(eventId, this.bumped.get(eventId) as number, states);
      }
    }
    return revisionsWritten(writes, this.bumped);
  }

  async findStatesByHoldToken(token: string) {
    const rows = await this.all('SELECT event_id, label FROM state_holds WHERE token = $1', [
      token,
    ]);
    return rows.map((row) => ({ eventId: Number(row.event_id), label: String(row.label) }));
  }
}
