// Events and object states for the SQLite adapter (accounts, charts and hold tokens are in
// sqlite-queries.ts). Every method answers synchronously inside a resolved promise.
import type { ObjectState } from '../../../domain/model';
import { eventObjectChanges, storedEventObjects } from '../change-log';
import { cursorGone, eventListSql } from '../event-list-sql';
import { historyPeopleSql, toHistoryPerson } from '../history-people-sql';
import { pageFromRows } from '../paging';
import type {
  EventListQuery,
  EventRow,
  NewEvent,
  NewStatusChange,
  Page,
  SeasonOverrideMark,
  StatesOfEvent,
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
import { SqliteObjectStates } from './object-states';
import { SqliteEventLogQueries } from './sqlite-event-log';

export class SqliteTx extends SqliteEventLogQueries implements Tx {
  async insertEvent(row: NewEvent): Promise<EventRow> {
    this.objectStates.forgetUnitsAbove();
    const result = this.run(
      `INSERT INTO events (workspace_id, key, chart_id, name, date, table_booking_config, for_sale_config,
        channels, categories, object_categories, season, season_id, is_in_the_past, for_sale_edits,
        created_on, updated_on)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      row.workspaceId,
      row.key,
      row.chartId,
      ...eventValues(row),
      row.createdOn,
      row.updatedOn,
    );
    return { ...row, id: Number(result.lastInsertRowid), statesRevision: 0 };
  }

  private static readonly EVENT_SELECT =
    'SELECT e.*, c.key AS chart_key FROM events e JOIN charts c ON c.id = e.chart_id';

  async getEvent(workspaceId: number, key: string) {
    const row = this.get(
      `${SqliteTx.EVENT_SELECT} WHERE e.workspace_id = ? AND e.key = ?`,
      workspaceId,
      key,
    );
    return row && toEvent(row);
  }

  async getEventsForUpdate(workspaceId: number, keys: string[]) {
    // The store-wide mutex already serializes transactions; no row lock is needed here.
    const events: EventRow[] = [];
    for (const key of new Set(keys)) {
      const event = await this.getEvent(workspaceId, key);
      if (event) events.push(event);
    }
    return events;
  }

  async listEvents(workspaceId: number, page: EventListQuery): Promise<Page<EventRow>> {
    if (page.sort === 'date') {
      const cursor = page.endBeforeId ?? page.startAfterId;
      const found =
        cursor === undefined ||
        this.get('SELECT 1 FROM events WHERE id = ? AND workspace_id = ?', cursor, workspaceId);
      if (!found) throw cursorGone(cursor as number);
    }
    const { sql, params } = eventListSql('sqlite', 'e.*, c.key AS chart_key', workspaceId, page);
    return pageFromRows(page, this.all(sql, ...params).map(toEvent));
  }

  async listEventsOfChart(chartId: number) {
    return this.all(`${SqliteTx.EVENT_SELECT} WHERE e.chart_id = ? ORDER BY e.id`, chartId).map(
      toEvent,
    );
  }

  async getSeasonFamilyForUpdate(workspaceId: number, seasonId: number) {
    // The store-wide mutex already serializes transactions; no row lock is needed here.
    const family = this.all(
      `${SqliteTx.EVENT_SELECT} WHERE e.workspace_id = ? AND (e.id = ? OR e.season_id = ?) ORDER BY e.id`,
      workspaceId,
      seasonId,
      seasonId,
    ).map(toEvent);
    this.objectStates.knowFamily(family);
    return family;
  }

  async countEventsOfChart(chartId: number) {
    return Number(this.get('SELECT count(*) AS n FROM events WHERE chart_id = ?', chartId)?.n ?? 0);
  }

  async updateEvent(row: EventRow) {
    this.objectStates.forgetUnitsAbove();
    const before = this.get('SELECT channels, object_categories FROM events WHERE id = ?', row.id);
    if (before) {
      this.objectStates.changeObjects(row.id, eventObjectChanges(storedEventObjects(before), row));
    }
    this.run(
      `UPDATE events SET name = ?, date = ?, table_booking_config = ?, for_sale_config = ?, channels = ?,
        categories = ?, object_categories = ?, season = ?, season_id = ?, is_in_the_past = ?,
        for_sale_edits = ?, updated_on = ?, key = ?
        WHERE id = ?`,
      ...eventValues(row),
      row.updatedOn,
      row.key,
      row.id,
    );
  }

  async moveEventToChart(eventId: number, chartId: number) {
    this.run('UPDATE events SET chart_id = ? WHERE id = ?', chartId, eventId);
  }

  async deleteEvent(id: number, options: { keepHistory?: boolean } = {}) {
    this.objectStates.forgetUnitsAbove();
    this.objectStates.forgetEvent(id);
    this.run('DELETE FROM state_holds WHERE event_id = ?', id);
    this.run('DELETE FROM object_states WHERE event_id = ?', id);
    if (!options.keepHistory) this.run('DELETE FROM status_changes WHERE event_id = ?', id);
    this.run('DELETE FROM season_history_spans WHERE event_id = ?', id);
    this.run('DELETE FROM season_history_overrides WHERE event_id = ?', id);
    this.run('DELETE FROM events WHERE id = ?', id);
  }

  private readonly objectStates = new SqliteObjectStates((sql) => this.stmt(sql));

  /** Called by the store before each transaction begins. */
  beginTransaction(): void {
    this.objectStates.beginTransaction();
  }

  /** Called by the store before each read (a read sees what transactions committed since). */
  beginRead(): void {
    this.objectStates.forgetUnitsAbove();
  }

  async getObjectStates(eventId: number, labels: string[]) {
    return this.objectStates.get(eventId, labels);
  }

  async getObjectStatesOfEvents(labelsByEvent: ReadonlyMap<number, readonly string[]>) {
    return this.objectStates.getOfEvents(labelsByEvent);
  }

  async getAllObjectStates(eventId: number) {
    return this.objectStates.getAll(eventId);
  }

  async putObjectStates(
    eventId: number,
    states: Map<string, ObjectState | undefined>,
    previous?: ReadonlyMap<string, ObjectState>,
  ) {
    return this.objectStates.put(eventId, states, previous);
  }

  async putObjectStatesOfEvents(writes: readonly StatesOfEvent[]) {
    return this.objectStates.putOfEvents(writes);
  }

  async findStatesByHoldToken(token: string) {
    return this.objectStates.findByHoldToken(token);
  }

  async appendStatusChanges(rows: NewStatusChange[]) {
    // One row a statement: multi-row VALUES took more CPU for these (docs/benchmarks.md).
    const sql = `INSERT INTO status_changes (${STATUS_CHANGE_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;
    for (const row of rows) this.run(sql, ...statusChangeValues(row));
  }

  async listStatusChanges(query: StatusChangeQuery) {
    const cursor = query.endBeforeId ?? query.startAfterId;
    // A unit's entry is the event's too if its events read it (through_status).
    const units = (query.through ?? []).map((span) => span.unitId);
    const found =
      cursor === undefined ||
      this.get(
        `SELECT 1 FROM status_changes WHERE id = ? AND (event_id = ? OR (through_status IS NOT NULL AND event_id IN (${units.map(() => '?').join(', ') || 'NULL'})))`,
        cursor,
        query.eventId,
        ...units,
      );
    if (!found) throw statusChangeCursorGone(cursor as number);
    const { sql, params } = statusChangeListSql('sqlite', query);
    return pageFromRows(query, this.all(sql, ...params).map(toStatusChange));
  }

  async listHistoryPeople(eventId: number, scanned: number, listed: number) {
    const { sql, params } = historyPeopleSql('sqlite', eventId, scanned, listed);
    return this.all(sql, ...params).map(toHistoryPerson);
  }

  async statusChangeLabelsSince(eventId: number, afterId: number) {
    return toLabelsSince(
      this.all(statusChangeLabelsSql('sqlite', afterId), eventId, afterId),
      afterId,
    );
  }

  async seasonHistorySpans(eventId: number) {
    return this.all(spansOfEventSql('sqlite'), eventId).map(toSpan);
  }

  async syncSeasonHistorySpans(
    familyEventIds: number[],
    members: Array<{ eventId: number; unitId: number }>,
  ) {
    const open = this.all(openSpansSql('sqlite', familyEventIds.length), ...familyEventIds).map(
      (row) => ({ eventId: Number(row.event_id), unitId: Number(row.unit_id) }),
    );
    const { start, end } = spanChanges(open, members);
    if (start.length === 0 && end.length === 0) return;
    const newest = Number(this.get(NEWEST_ENTRY_SQL)?.newest ?? 0);
    for (const m of start) this.run(openSpanSql('sqlite'), m.eventId, m.unitId, newest);
    for (const m of end) this.run(endSpanSql('sqlite'), newest, m.eventId, m.unitId);
  }

  async markSeasonOverrides(marks: SeasonOverrideMark[]) {
    if (marks.length === 0) return;
    const newest = Number(this.get(NEWEST_ENTRY_SQL)?.newest ?? 0);
    for (const { eventId, label, overridden } of marks) {
      if (overridden) this.run(startOverrideSql('sqlite'), eventId, label, newest);
      else this.run(endOverrideSql('sqlite'), newest, eventId, label);
    }
  }

  async deleteStatusChangesBefore(before: string, limit: number) {
    return this.run(
      'DELETE FROM status_changes WHERE id IN (SELECT id FROM status_changes WHERE date < ? LIMIT ?)',
      before,
      limit,
    ).changes;
  }

  /** Writes the feed's changes of the transaction; called by the store just before COMMIT. */
  flushChanges() {
    return this.objectStates.flushChanges();
  }

  async listEventChanges(eventId: number, since: number, limit: number) {
    return this.objectStates.listChanges(eventId, since, limit);
  }
}
