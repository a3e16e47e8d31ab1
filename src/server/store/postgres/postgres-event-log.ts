// Statements of the PostgreSQL adapter for the event log and audit (docs/event-log.md).
import {
  EVENT_LOG_COLUMNS,
  eventLogListSql,
  eventLogValues,
  toEventLogRow,
} from '../event-log-sql';
import { pageFromRows } from '../paging';
import type { EventLogQuery, NewEventLogEntry } from '../port';
import { PostgresChartQueries } from './postgres-chart-queries';

export class PostgresEventLogQueries extends PostgresChartQueries {
  async appendEventLog(rows: NewEventLogEntry[]) {
    const sql = `INSERT INTO event_log (${EVENT_LOG_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`;
    for (const row of rows) await this.all(sql, eventLogValues(row, 'postgres'));
  }

  async listEventLog(query: EventLogQuery) {
    const { sql, params } = eventLogListSql('postgres', query);
    return pageFromRows(query, (await this.all(sql, params)).map(toEventLogRow));
  }

  async deleteEventLogBefore(before: string, limit: number) {
    const rows = await this.all(
      'DELETE FROM event_log WHERE id IN (SELECT id FROM event_log WHERE at < $1 LIMIT $2) RETURNING id',
      [before, limit],
    );
    return rows.length;
  }
}
