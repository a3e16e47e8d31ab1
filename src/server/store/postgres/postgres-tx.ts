// Events and object states for the PostgreSQL adapter, on one pooled client inside one
// transaction (accounts, charts and hold tokens are in postgres-queries.ts).
//
// Locking (docs/decisions/004-postgres-locking.md): write transactions run at READ COMMITTED and
// take the row lock of every event they touch — by key (getEventsForUpdate, getEvent) or through
// its object states (get/put) — before reading its states. The lock is held until commit, so all
// read-modify-writes of one event's states run one after the other across instances, as they do
// under the SQLite adapter's store-wide mutex, and each statement after the lock sees what the
// previous holder committed. Read transactions (REPEATABLE READ READ ONLY) never lock.
import type { ObjectState } from '../../../domain/model';
import {
  type EventChangeRow,
  eventObjectChanges,
  type FeedObject,
  PendingChanges,
  pruneBelow,
  storedEventObjects,
} from '../change-log';
import { cursorGone, eventListSql } from '../event-list-sql';
import { referencedDigests, type StoredState, withExtraData } from '../extra-data-blobs';
import { historyPeopleSql, toHistoryPerson } from '../history-people-sql';
import { pageFromRows } from '../paging';
import type {
  EventListQuery,
  EventRow,
  NewEvent,
  NewStatusChange,
  Page,
  SeasonOverrideMark,
  StatusChangeQuery,
  Tx,
} from '../port';
import { eventValues, toEvent } from '../rows';
import {
  endOverrideSql,
  endSpanSql,
  NEWEST_ENTRY_SQL,
  openSpanSql,
  openSpansSql,
  spanChanges,
  spansOfEventSql,
  startOverrideSql,
  toSpan,
} from '../season-history-sql';
import {
  STATUS_CHANGE_COLUMNS,
  statusChangeCursorGone,
  statusChangeLabelsSql,
  statusChangeListSql,
  statusChangeValues,
  toLabelsSince,
  toStatusChange,
} from '../status-change-sql';
import { planStateWrites } from '../write-transaction';
import { PostgresEventLogQueries } from './postgres-event-log';

export type { TxMode } from './postgres-queries';

/** NOTIFY payloads stay under PostgreSQL's 8000 bytes: a season's change touches 1,000 events. */
function notifyPayloads(rows: EventChangeRow[]): string[] {
  const payloads: string[] = [];
  for (let i = 0; i < rows.length; i += 200) {
    payloads.push(
      rows
        .slice(i, i + 200)
        .map((row) => `${row.eventId}:${row.revision}`)
        .join(','),
    );
  }
  return payloads;
}

const EVENT_COLUMNS = `e.id, e.workspace_id, e.key, e.chart_id, e.name, e.date,
  e.table_booking_config, e.for_sale_config, e.channels, e.categories, e.object_categories,
  e.created_on, e.updated_on, e.states_revision, e.season, e.is_in_the_past, e.for_sale_edits,
  c.key AS chart_key`;
const EVENT_SELECT = `SELECT ${EVENT_COLUMNS} FROM events e JOIN charts c ON c.id = e.chart_id`;

export class PostgresTx extends PostgresEventLogQueries implements Tx {
  /** Events whose row lock this transaction holds. */
  private readonly locked = new Set<number>();
  /**
   * Rows of locked events as this transaction last read or wrote them. Nobody else can change a
   * locked row before we commit, so a group commit asking for the same event request after
   * request gets it without a round trip. Handed out as copies: callers may mutate theirs.
   */
  private readonly lockedRows = new Map<number, EventRow>();

  private remember(event: EventRow): EventRow {
    this.locked.add(event.id);
    this.lockedRows.set(event.id, event);
    return structuredClone(event);
  }

  private rememberedByKey(workspaceId: number, key: string): EventRow | undefined {
    for (const row of this.lockedRows.values()) {
      if (row.workspaceId === workspaceId && row.key === key) return structuredClone(row);
    }
    return undefined;
  }

  /** Takes an event's row lock once per transaction (writes only). */
  private async lockEvent(eventId: number): Promise<void> {
    if (!this.writing || this.locked.has(eventId)) return;
    await this.all('SELECT id FROM events WHERE id = $1 FOR UPDATE', [eventId]);
    this.locked.add(eventId);
  }

  async insertEvent(row: NewEvent): Promise<EventRow> {
    const id = await this.insertReturningId(
      `INSERT INTO events (workspace_id, key, chart_id, name, date, table_booking_config, for_sale_config,
        channels, categories, object_categories, season, season_id, is_in_the_past, for_sale_edits,
        created_on, updated_on)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
      [row.workspaceId, row.key, row.chartId, ...eventValues(row), row.createdOn, row.updatedOn],
    );
    // A new row is invisible to others until commit; owning it is as good as holding its lock.
    return this.remember({ ...row, id, statesRevision: 0 });
  }

  async getEvent(workspaceId: number, key: string) {
    // In a write transaction the event is read locked: whatever the caller writes back (channels,
    // for-sale config, states) cannot overwrite a change another instance made meanwhile.
    if (!this.writing) {
      const row = await this.one(`${EVENT_SELECT} WHERE e.workspace_id = $1 AND e.key = $2`, [
        workspaceId,
        key,
      ]);
      return row && toEvent(row);
    }
    const remembered = this.rememberedByKey(workspaceId, key);
    if (remembered) return remembered;
    const row = await this.one(
      `${EVENT_SELECT} WHERE e.workspace_id = $1 AND e.key = $2 FOR UPDATE OF e`,
      [workspaceId, key],
    );
    return row && this.remember(toEvent(row));
  }

  async getEventsForUpdate(workspaceId: number, keys: string[]) {
    const unique = [...new Set(keys)];
    const byKey = new Map<string, EventRow>();
    if (this.writing) {
      for (const key of unique) {
        const remembered = this.rememberedByKey(workspaceId, key);
        if (remembered) byKey.set(key, remembered);
      }
    }
    const missing = unique.filter((key) => !byKey.has(key));
    if (missing.length > 0) {
      // One statement, rows locked in id order: two transactions locking overlapping sets of
      // events in one call each can never wait on each other in a cycle. An event of a season
      // brings its whole season along (a status change there writes in all of it), in the same
      // statement, so a season booking and an event booking lock in the same order.
      const lock = this.writing ? ' FOR UPDATE OF e' : '';
      const rows = await this.all(
        this.writing
          ? `WITH asked AS (
              SELECT id, coalesce(season_id, id) AS sid, season IS NOT NULL AS seasonal FROM events
                WHERE workspace_id = $1 AND key = ANY($2::text[])),
            wanted AS (
              SELECT id FROM asked
              UNION SELECT sid FROM asked WHERE seasonal
              UNION SELECT m.id FROM events m JOIN asked a ON a.seasonal AND m.season_id = a.sid)
            ${EVENT_SELECT} WHERE e.id IN (SELECT id FROM wanted) ORDER BY e.id${lock}`
          : `${EVENT_SELECT} WHERE e.workspace_id = $1 AND e.key = ANY($2::text[]) ORDER BY e.id`,
        [workspaceId, missing],
      );
      const asked = new Set(missing);
      for (const row of rows) {
        const event = toEvent(row);
        const kept = this.writing ? this.remember(event) : event;
        if (asked.has(event.key)) byKey.set(event.key, kept);
      }
    }
    return unique.flatMap((key) => byKey.get(key) ?? []);
  }

  async listEvents(workspaceId: number, page: EventListQuery): Promise<Page<EventRow>> {
    if (page.sort === 'date') {
      const cursor = page.endBeforeId ?? page.startAfterId;
      const found =
        cursor === undefined ||
        (
          await this.all('SELECT 1 FROM events WHERE id = $1 AND workspace_id = $2', [
            cursor,
            workspaceId,
          ])
        ).length > 0;
      if (!found) throw cursorGone(cursor as number);
    }
    const { sql, params } = eventListSql('postgres', EVENT_COLUMNS, workspaceId, page);
    return pageFromRows(page, (await this.all(sql, params)).map(toEvent));
  }

  async listEventsOfChart(chartId: number) {
    return (await this.all(`${EVENT_SELECT} WHERE e.chart_id = $1 ORDER BY e.id`, [chartId])).map(
      toEvent,
    );
  }

  async getSeasonFamilyForUpdate(workspaceId: number, seasonId: number) {
    // One statement, rows locked in id order, as getEventsForUpdate: a season booking and an
    // event booking of the same season lock the same rows in the same order.
    const lock = this.writing ? ' FOR UPDATE OF e' : '';
    const rows = await this.all(
      `${EVENT_SELECT} WHERE e.workspace_id = $1 AND (e.id = $2 OR e.season_id = $2) ORDER BY e.id${lock}`,
      [workspaceId, seasonId],
    );
    return rows.map((row) => {
      const event = toEvent(row);
      if (!this.writing) return event;
      // A row this transaction already changed is newer in memory than in its snapshot.
      return this.lockedRows.has(event.id)
        ? structuredClone(this.lockedRows.get(event.id) as EventRow)
        : this.remember(event);
    });
  }

  async countEventsOfChart(chartId: number) {
    return Number(
      (await this.one('SELECT count(*) AS n FROM events WHERE chart_id = $1', [chartId]))?.n ?? 0,
    );
  }

  async updateEvent(row: EventRow) {
    await this.lockEvent(row.id);
    const before =
      this.lockedRows.get(row.id) ??
      (await this.one('SELECT channels, object_categories FROM events WHERE id = $1', [row.id]));
    if (before) {
      const was = 'chartKey' in before ? (before as EventRow) : storedEventObjects(before);
      await this.changeObjects(row.id, eventObjectChanges(was, row));
    }
    await this.all(
      `UPDATE events SET name = $1, date = $2, table_booking_config = $3, for_sale_config = $4,
        channels = $5, categories = $6, object_categories = $7, season = $8, season_id = $9,
        is_in_the_past = $10, for_sale_edits = $11, updated_on = $12, key = $14 WHERE id = $13`,
      [...eventValues(row), row.updatedOn, row.id, row.key],
    );
    const remembered = this.lockedRows.get(row.id);
    if (remembered) {
      // Only the columns the UPDATE wrote change; the rest stays as stored.
      const { key, workspaceId, chartId, chartKey, createdOn, statesRevision } = remembered;
      const stored = { ...row, key, workspaceId, chartId, chartKey, createdOn, statesRevision };
      this.lockedRows.set(row.id, structuredClone(stored));
    }
  }

  async moveEventToChart(eventId: number, chartId: number) {
    await this.lockEvent(eventId);
    await this.all('UPDATE events SET chart_id = $1 WHERE id = $2', [chartId, eventId]);
    // The event's remembered row names the old chart: read it afresh next time.
    this.lockedRows.delete(eventId);
  }

  async deleteEvent(id: number, options: { keepHistory?: boolean } = {}) {
    await this.lockEvent(id);
    this.changes.forget(id);
    this.bumped.delete(id);
    await this.all('DELETE FROM event_changes WHERE event_id = $1', [id]);
    await this.all('DELETE FROM state_holds WHERE event_id = $1', [id]);
    await this.all('DELETE FROM object_states WHERE event_id = $1', [id]);
    if (!options.keepHistory)
      await this.all('DELETE FROM status_changes WHERE event_id = $1', [id]);
    await this.all('DELETE FROM season_history_spans WHERE event_id = $1', [id]);
    await this.all('DELETE FROM season_history_overrides WHERE event_id = $1', [id]);
    await this.all('DELETE FROM events WHERE id = $1', [id]);
    this.lockedRows.delete(id);
  }

  async getObjectStates(eventId: number, labels: string[]) {
    await this.lockEvent(eventId);
    const states = new Map<string, StoredState>();
    if (labels.length === 0) return states;
    const rows = await this.all<{ label: string; state: string }>(
      // One primary-key lookup per label, whatever the planner believes: with `label = ANY(…)` or
      // a plain join, and no statistics yet (a new event's on-sale), it scanned all of the
      // event's states for every group. LIMIT 1 keeps the lateral lookup from being flattened.
      `SELECT s.label, s.state FROM unnest($2::text[]) AS wanted(label),
        LATERAL (SELECT label, state FROM object_states
          WHERE event_id = $1 AND label = wanted.label LIMIT 1) s`,
      [eventId, [...new Set(labels)]],
    );
    for (const row of rows) states.set(row.label, JSON.parse(row.state));
    return this.withExtraData(states);
  }

  async getObjectStatesOfEvents(labelsByEvent: ReadonlyMap<number, readonly string[]>) {
    // A season booking at the bound read 1,001 events one round trip each: what another
    // company's booking waited for, since the next group starts only once this one is judged.
    const unlocked = [...labelsByEvent.keys()].filter((id) => !this.locked.has(id));
    if (this.writing && unlocked.length > 0) {
      await this.all('SELECT id FROM events WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE', [
        unlocked,
      ]);
      for (const id of unlocked) this.locked.add(id);
    }
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
        : await this.all<{ event_id: string; label: string; state: string }>(
            // One primary-key lookup per (event, label), as getObjectStates does.
            `SELECT w.event_id, s.label, s.state FROM unnest($1::bigint[], $2::text[]) AS w(event_id, label),
              LATERAL (SELECT label, state FROM object_states
                WHERE event_id = w.event_id AND label = w.label LIMIT 1) s`,
            [eventIds, labels],
          );
    for (const row of rows)
      byEvent.get(Number(row.event_id))?.set(row.label, JSON.parse(row.state));
    // The extra data they name, in one round trip for all the events (the same in each of them).
    const onePerDigest = new Map<string, StoredState>();
    for (const states of byEvent.values()) {
      for (const state of states.values()) {
        if (state.extraDataRef) onePerDigest.set(state.extraDataRef, { ...state });
      }
    }
    await this.withExtraData(onePerDigest);
    const answer = new Map<number, Map<string, ObjectState>>();
    for (const [eventId, states] of byEvent) {
      answer.set(
        eventId,
        withExtraData(states, this.extraData, () => new Map()),
      );
    }
    return answer;
  }

  /** Extra data read in this transaction, by digest (extra-data-blobs.ts). */
  private readonly extraData = new Map<string, Record<string, unknown>>();

  /** The states with their extra data put back: one round trip for what this transaction lacks. */
  private async withExtraData(states: Map<string, StoredState>) {
    const missing = referencedDigests(states.values()).filter((d) => !this.extraData.has(d));
    const rows =
      missing.length === 0
        ? []
        : await this.all<{ digest: string; data: string }>(
            'SELECT digest, data FROM extra_data WHERE digest = ANY($1::text[])',
            [missing],
          );
    const found = new Map(rows.map((row) => [row.digest, row.data]));
    return withExtraData(states, this.extraData, () => found);
  }

  async getAllObjectStates(eventId: number) {
    await this.lockEvent(eventId);
    // Two aggregates over one scan (same row order), two JSON.parse calls: a third of the time of
    // 35,000 rows through the driver, each state parsed on its own.
    const [row] = await this.all<{ labels: string | null; states: string | null }>(
      `SELECT json_agg(label)::text AS labels, '[' || string_agg(state, ',') || ']' AS states
        FROM object_states WHERE event_id = $1`,
      [eventId],
    );
    const labels = JSON.parse(row?.labels ?? '[]') as string[];
    const values = JSON.parse(row?.states ?? '[]') as StoredState[];
    const states = new Map<string, StoredState>();
    for (let i = 0; i < labels.length; i++) states.set(labels[i], values[i]);
    return this.withExtraData(states);
  }

  /**
   * The states_revision of each event this transaction bumped, after the bump: once per commit is
   * enough.
   */
  private readonly bumped = new Map<number, number>();
  /** Extra data this transaction already sent, by digest. */
  private readonly blobsWritten = new Set<string>();

  /**
   * One statement whatever the number of labels: arrays travel as parameters, and each row set
   * it touches is disjoint from the others (removed vs kept states, stale vs current holds), so
   * the parts of the statement cannot trip over each other. The bump's new revision comes back
   * in the same round trip.
   */
  async putObjectStates(
    eventId: number,
    states: Map<string, ObjectState | undefined>,
    previous?: ReadonlyMap<string, ObjectState>,
  ) {
    if (states.size === 0) return undefined;
    await this.lockEvent(eventId);
    const { cleared, removed, kept, holds, blobs } = planStateWrites(states, previous);
    // A season booking's extra data is the same in every event: sent once per transaction.
    const newBlobs = [...blobs].filter(([digest]) => !this.blobsWritten.has(digest));
    for (const [digest] of newBlobs) this.blobsWritten.add(digest);
    const bump = !this.bumped.has(eventId);
    const [bumped] = await this.all(
      `WITH current_holds AS (
          SELECT label, token FROM unnest($5::text[], $6::text[]) AS h(label, token)),
        stale_holds AS (
          DELETE FROM state_holds s WHERE s.event_id = $1 AND s.label = ANY($2::text[])
            AND NOT EXISTS (SELECT 1 FROM current_holds c WHERE c.label = s.label AND c.token = s.token)),
        removed AS (DELETE FROM object_states WHERE event_id = $1 AND label = ANY($7::text[])),
        bumped AS (
          UPDATE events SET states_revision = states_revision + 1 WHERE id = $1 AND $8::boolean
            RETURNING states_revision),
        kept AS (
          INSERT INTO object_states (event_id, label, state)
            SELECT $1, label, state FROM unnest($3::text[], $4::text[]) AS k(label, state)
            ON CONFLICT (event_id, label) DO UPDATE SET state = excluded.state),
        added_holds AS (
          INSERT INTO state_holds (event_id, label, token)
            SELECT DISTINCT $1::bigint, label, token FROM current_holds ON CONFLICT DO NOTHING),
        added_blobs AS (
          INSERT INTO extra_data (digest, data)
            SELECT * FROM unnest($9::text[], $10::text[]) ON CONFLICT DO NOTHING)
      SELECT states_revision FROM bumped`,
      [
        eventId,
        cleared,
        kept.map((k) => k.label),
        kept.map((k) => k.json),
        holds.map((h) => h.label),
        holds.map((h) => h.token),
        removed,
        bump,
        newBlobs.map(([digest]) => digest),
        newBlobs.map(([, data]) => data),
      ],
    );
    if (!bump) {
      const revision = this.bumped.get(eventId) as number;
      this.changes.addStates(eventId, revision, states);
      return revision;
    }
    if (!bumped) throw new Error(`No event with id ${eventId}`);
    const revision = Number(bumped.states_revision);
    this.bumped.set(eventId, revision);
    const remembered = this.lockedRows.get(eventId);
    if (remembered) remembered.statesRevision = revision;
    this.changes.addStates(eventId, revision, states);
    return revision;
  }

  /** The feed's changes of this transaction, written just before COMMIT (change-log.ts). */
  private readonly changes = new PendingChanges();

  /** A change of what objects are that is not their state (channel, event category). */
  private async changeObjects(eventId: number, objects: Map<string, FeedObject>) {
    if (objects.size === 0) return;
    let revision = this.bumped.get(eventId);
    if (revision === undefined) {
      const row = await this.one(
        'UPDATE events SET states_revision = states_revision + 1 WHERE id = $1 RETURNING states_revision',
        [eventId],
      );
      if (!row) throw new Error(`No event with id ${eventId}`);
      revision = Number(row.states_revision);
      this.bumped.set(eventId, revision);
      const remembered = this.lockedRows.get(eventId);
      if (remembered) remembered.statesRevision = revision;
    }
    this.changes.add(eventId, revision, objects);
  }

  /**
   * Writes the transaction's changes and wakes the other instances' feeds (NOTIFY is delivered
   * at COMMIT, and not at all on a rollback); called by the store just before COMMIT.
   */
  async flushChanges(channel: string): Promise<EventChangeRow[]> {
    const rows = this.changes.rows();
    if (rows.length === 0) return rows;
    await this.all(
      `WITH added AS (
          INSERT INTO event_changes (event_id, revision, objects)
            SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::text[])),
        pruned AS (
          DELETE FROM event_changes c USING unnest($1::bigint[], $4::bigint[]) AS p(event_id, below)
            WHERE c.event_id = p.event_id AND c.revision <= p.below)
      SELECT pg_notify($5, payload) FROM unnest($6::text[]) AS n(payload)`,
      [
        rows.map((row) => row.eventId),
        rows.map((row) => row.revision),
        rows.map((row) => row.objects),
        rows.map((row) => pruneBelow(row.revision)),
        channel,
        notifyPayloads(rows),
      ],
    );
    this.changes.clear();
    return rows;
  }

  async listEventChanges(eventId: number, since: number, limit: number) {
    const rows = await this.all(
      'SELECT revision, objects FROM event_changes WHERE event_id = $1 AND revision > $2 ORDER BY revision LIMIT $3',
      [eventId, since, limit],
    );
    return rows.map((row) => ({
      eventId,
      revision: Number(row.revision),
      objects: String(row.objects),
    }));
  }

  async findStatesByHoldToken(token: string) {
    const rows = await this.all('SELECT event_id, label FROM state_holds WHERE token = $1', [
      token,
    ]);
    return rows.map((row) => ({ eventId: Number(row.event_id), label: String(row.label) }));
  }

  async appendStatusChanges(rows: NewStatusChange[]) {
    if (rows.length === 0) return;
    // One fixed statement for any number of entries: a column of values per array.
    const columns = rows.map(statusChangeValues);
    const arrays = STATUS_CHANGE_TYPES.map((_, i) => columns.map((values) => values[i]));
    const unnest = STATUS_CHANGE_TYPES.map((type, i) => `$${i + 1}::${type}[]`).join(', ');
    await this.all(
      `INSERT INTO status_changes (${STATUS_CHANGE_COLUMNS}) SELECT * FROM unnest(${unnest})`,
      arrays,
    );
  }

  async listStatusChanges(query: StatusChangeQuery) {
    const cursor = query.endBeforeId ?? query.startAfterId;
    // A unit's entry is the event's too if its events read it (through_status).
    const found =
      cursor === undefined ||
      (await this.one(
        'SELECT 1 FROM status_changes WHERE id = $1 AND (event_id = $2 OR (through_status IS NOT NULL AND event_id = ANY($3::bigint[])))',
        [cursor, query.eventId, (query.through ?? []).map((span) => span.unitId)],
      ));
    if (!found) throw statusChangeCursorGone(cursor as number);
    const { sql, params } = statusChangeListSql('postgres', query);
    return pageFromRows(query, (await this.all(sql, params)).map(toStatusChange));
  }

  async listHistoryPeople(eventId: number, scanned: number, listed: number) {
    const { sql, params } = historyPeopleSql('postgres', eventId, scanned, listed);
    return (await this.all(sql, params)).map(toHistoryPerson);
  }

  async statusChangeLabelsSince(eventId: number, afterId: number) {
    const rows = await this.all(statusChangeLabelsSql('postgres', afterId), [eventId, afterId]);
    return toLabelsSince(rows, afterId);
  }

  async seasonHistorySpans(eventId: number) {
    return (await this.all(spansOfEventSql('postgres'), [eventId])).map(toSpan);
  }

  async syncSeasonHistorySpans(
    familyEventIds: number[],
    members: Array<{ eventId: number; unitId: number }>,
  ) {
    const rows = await this.all(openSpansSql('postgres', familyEventIds.length), [familyEventIds]);
    const open = rows.map((row) => ({
      eventId: Number(row.event_id),
      unitId: Number(row.unit_id),
    }));
    const { start, end } = spanChanges(open, members);
    if (start.length === 0 && end.length === 0) return;
    const newest = Number((await this.one(NEWEST_ENTRY_SQL, []))?.newest ?? 0);
    for (const m of start) await this.all(openSpanSql('postgres'), [m.eventId, m.unitId, newest]);
    for (const m of end) await this.all(endSpanSql('postgres'), [newest, m.eventId, m.unitId]);
  }

  async markSeasonOverrides(marks: SeasonOverrideMark[]) {
    if (marks.length === 0) return;
    const newest = Number((await this.one(NEWEST_ENTRY_SQL, []))?.newest ?? 0);
    for (const { eventId, label, overridden } of marks) {
      if (overridden) await this.all(startOverrideSql('postgres'), [eventId, label, newest]);
      else await this.all(endOverrideSql('postgres'), [newest, eventId, label]);
    }
  }

  async deleteStatusChangesBefore(before: string, limit: number) {
    const rows = await this.all(
      'DELETE FROM status_changes WHERE id IN (SELECT id FROM status_changes WHERE date < $1 LIMIT $2) RETURNING id',
      [before, limit],
    );
    return rows.length;
  }
}

/** The SQL types of STATUS_CHANGE_COLUMNS, in order. */
const STATUS_CHANGE_TYPES = [
  'bigint',
  'text',
  'text',
  'integer',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
];
