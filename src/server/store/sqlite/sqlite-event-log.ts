// Statements of the SQLite adapter for the event log and audit (docs/event-log.md).
import {
  EVENT_LOG_COLUMNS,
  eventLogListSql,
  eventLogValues,
  toEventLogRow,
} from '../event-log-sql';
import { pageFromRows } from '../paging';
import type { EventLogQuery, NewEventLogEntry } from '../port';
import { SqliteChartQueries } from './sqlite-chart-queries';

export class SqliteEventLogQueries extends SqliteChartQueries {
  async appendEventLog(rows: NewEventLogEntry[]) {
    const sql = `INSERT INTO event_log (${EVENT_LOG_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;
    for (const row of rows) this.run(sql, ...eventLogValues(row, 'sqlite'));
  }

  async listEventLog(query: EventLogQuery) {
    const { sql, params } = eventLogListSql('sqlite', query);
    return pageFromRows(query, this.all(sql, ...params).map(toEventLogRow));
  }

  async deleteEventLogBefore(before: string, limit: number) {
    const result = this.run(
      'DELETE FROM event_log WHERE id IN (SELECT id FROM event_log WHERE at < ? LIMIT ?)',
      before,
      limit,
    );
    return result.changes;
  }
}
