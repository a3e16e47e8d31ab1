// Events and their history for the PostgreSQL adapter, on one pooled client inside one
// transaction (accounts, charts and hold tokens are in postgres-queries.ts; object states in
// postgres-object-states.ts, with the season read-through of postgres-season-read.ts; the locks,
// revisions and feed rows in postgres-event-changes.ts).
//
// Locking (docs/decisions/004-postgres-locking.md): write transactions run at READ COMMITTED and
// take the row lock of every event they touch — by key (getEventsForUpdate, getEvent) or through
// its object states (get/put) — before reading its states. The lock is held until commit, so all
// read-modify-writes of one event's states run one after the other across instances, as they do
// under the SQLite adapter's store-wide mutex, and each statement after the lock sees what the
// previous holder committed. Read transactions (REPEATABLE READ READ ONLY) never lock.

import { eventObjectChanges, storedEventObjects } from '../change-log';
import { cursorGone, eventListSql } from '../event-list-sql';
import { historyPeopleSql, toHistoryPerson } from '../history-people-sql';
import { pageFromRows } from '../paging';
import type {
  CatchUpFrom,
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
import { PostgresCatchUpAheadQueries } from './postgres-catch-up-ahead';
import { CHART_OF_EVENT_COLUMNS } from './postgres-chart-queries';

export type { TxMode } from './postgres-queries';

const EVENT_COLUMNS = `e.id, e.workspace_id, e.key, e.chart_id, e.name, e.date,
  e.table_booking_config, e.for_sale_config, e.channels, e.categories, e.object_categories,
  e.created_on, e.updated_on, e.states_revision, e.season, e.is_in_the_past, e.for_sale_edits,
  c.key AS chart_key`;
const EVENT_SELECT = `SELECT ${EVENT_COLUMNS} FROM events e JOIN charts c ON c.id = e.chart_id`;
/** An event read that brings its chart's row along (getChartById then sends nothing). */
const EVENT_WITH_CHART = `SELECT ${EVENT_COLUMNS}, ${CHART_OF_EVENT_COLUMNS}
  FROM events e JOIN charts c ON c.id = e.chart_id`;
// The chart row is locked too, in the mode that blocks no chart write but a key change or a
// delete: a statement that waited for the event's lock then reads the chart's newest version,
// not the one of its snapshot (a draft published meanwhile is seen, as by a statement of its own).
const LOCK_WITH_CHART = ' FOR UPDATE OF e FOR KEY SHARE OF c';

export class PostgresTx extends PostgresCatchUpAheadQueries implements Tx {
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

  async insertEvent(row: NewEvent): Promise<EventRow> {
    this.forgetUnitsAbove();
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
      const row = await this.one(`${EVENT_WITH_CHART} WHERE e.workspace_id = $1 AND e.key = $2`, [
        workspaceId,
        key,
      ]);
      if (row) this.keepChartOfEvent(row);
      return row && toEvent(row);
    }
    const remembered = this.rememberedByKey(workspaceId, key);
    if (remembered) return remembered;
    const row = await this.one(
      `${EVENT_WITH_CHART} WHERE e.workspace_id = $1 AND e.key = $2${LOCK_WITH_CHART}`,
      [workspaceId, key],
    );
    if (row) this.keepChartOfEvent(row);
    return row && this.remember(toEvent(row));
  }

  async getEventsForUpdate(
    workspaceId: number,
    keys: string[],
    catchUpFrom: readonly CatchUpFrom[] = [],
  ) {
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
      const locking = this.all(
        this.writing
          ? `WITH asked AS (
              SELECT id, coalesce(season_id, id) AS sid, season IS NOT NULL AS seasonal FROM events
                WHERE workspace_id = $1 AND key = ANY($2::text[])),
            wanted AS (
              SELECT id FROM asked
              UNION SELECT sid FROM asked WHERE seasonal
              UNION SELECT m.id FROM events m JOIN asked a ON a.seasonal AND m.season_id = a.sid)
            ${EVENT_WITH_CHART} WHERE e.id IN (SELECT id FROM wanted) ORDER BY e.id${LOCK_WITH_CHART}`
          : `${EVENT_WITH_CHART} WHERE e.workspace_id = $1 AND e.key = ANY($2::text[]) ORDER BY e.id`,
        [workspaceId, missing],
      );
      if (this.writing && catchUpFrom.length > 0) {
        this.ahead.send((sql, params) => this.all(sql, params), catchUpFrom);
      }
      const rows = await locking;
      this.ahead.lockedBy(new Set(rows.map((row) => Number(row.id))));
      const asked = new Set(missing);
      for (const row of rows) {
        this.keepChartOfEvent(row);
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
    this.forgetUnitsAbove();
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
    this.ahead.forget(id);
    await this.lockEvent(id);
    this.forgetUnitsAbove();
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
