// Statements of the SQLite adapter for charts and their drawings (published and draft); the
// accounts, settings and hold tokens are in sqlite-queries.ts, events and states in sqlite-tx.ts.
import type { ChartListQuery, ChartRow, DrawingVersion, Page } from '../port';
import { toChart } from '../rows';
import { pageOf } from './paging';
import { SqliteWorkspaceQueries } from './sqlite-workspaces';

export class SqliteChartQueries extends SqliteWorkspaceQueries {
  async insertChart(
    row: Omit<ChartRow, 'id' | 'revision' | 'hasDraft'>,
    drawing: unknown,
  ): Promise<ChartRow> {
    const result = this.run(
      'INSERT INTO charts (workspace_id, key, name, venue_type, archived, tags, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      row.workspaceId,
      row.key,
      row.name,
      row.venueType,
      row.archived ? 1 : 0,
      JSON.stringify(row.tags),
      row.createdAt,
    );
    const id = Number(result.lastInsertRowid);
    this.writeDrawing(id, 'published', drawing);
    return { ...row, id, revision: 1, hasDraft: false };
  }

  private static readonly CHART_COLUMNS =
    'id, workspace_id, key, name, venue_type, archived, tags, revision, has_draft, created_at';

  async getChart(workspaceId: number, key: string) {
    const row = this.get(
      `SELECT ${SqliteChartQueries.CHART_COLUMNS} FROM charts WHERE workspace_id = ? AND key = ?`,
      workspaceId,
      key,
    );
    return row && toChart(row);
  }

  async getChartById(id: number) {
    const row = this.get(`SELECT ${SqliteChartQueries.CHART_COLUMNS} FROM charts WHERE id = ?`, id);
    return row && toChart(row);
  }

  async updateChartMeta(row: ChartRow) {
    this.run(
      'UPDATE charts SET name = ?, venue_type = ?, archived = ?, tags = ? WHERE id = ?',
      row.name,
      row.venueType,
      row.archived ? 1 : 0,
      JSON.stringify(row.tags),
      row.id,
    );
  }

  async listCharts(
    workspaceId: number,
    archived: boolean,
    page: ChartListQuery,
  ): Promise<Page<ChartRow>> {
    const tag = page.tag ?? null;
    return pageOf(page, 'id', ['key', 'name'], (where, order, limit) =>
      this.all(
        `SELECT ${SqliteChartQueries.CHART_COLUMNS} FROM charts WHERE workspace_id = ? AND archived = ?
          AND (? IS NULL OR EXISTS (SELECT 1 FROM json_each(charts.tags) WHERE value = ?))
          ${where} ORDER BY id ${order} LIMIT ?`,
        workspaceId,
        archived ? 1 : 0,
        tag,
        tag,
        ...limit,
      ).map(toChart),
    );
  }

  async listChartTags(workspaceId: number): Promise<string[]> {
    return this.all(
      `SELECT t.value AS tag FROM charts c, json_each(c.tags) t WHERE c.workspace_id = ?
        GROUP BY t.value ORDER BY min(c.id), min(t.key)`,
      workspaceId,
    ).map((row) => String(row.tag));
  }

  async getDrawing(chartId: number, version: DrawingVersion) {
    const row = this.get(
      'SELECT drawing FROM chart_drawings WHERE chart_id = ? AND version = ?',
      chartId,
      version,
    );
    return row === undefined ? undefined : JSON.parse(row.drawing as string);
  }

  private writeDrawing(chartId: number, version: DrawingVersion, drawing: unknown) {
    this.run(
      'INSERT INTO chart_drawings (chart_id, version, drawing) VALUES (?, ?, ?) ON CONFLICT (chart_id, version) DO UPDATE SET drawing = excluded.drawing',
      chartId,
      version,
      JSON.stringify(drawing),
    );
  }

  async putDrawing(chartId: number, version: DrawingVersion, drawing: unknown) {
    this.writeDrawing(chartId, version, drawing);
    this.run(
      `UPDATE charts SET revision = revision + 1${version === 'draft' ? ', has_draft = 1' : ''} WHERE id = ?`,
      chartId,
    );
  }

  async publishDraft(chartId: number) {
    const published = this.run(
      'UPDATE charts SET has_draft = 0, revision = revision + 1 WHERE id = ? AND has_draft = 1',
      chartId,
    );
    if (published.changes === 0) return;
    this.run("DELETE FROM chart_drawings WHERE chart_id = ? AND version = 'published'", chartId);
    this.run(
      "UPDATE chart_drawings SET version = 'published' WHERE chart_id = ? AND version = 'draft'",
      chartId,
    );
  }

  async discardDraft(chartId: number) {
    this.run("DELETE FROM chart_drawings WHERE chart_id = ? AND version = 'draft'", chartId);
    this.run('UPDATE charts SET has_draft = 0, revision = revision + 1 WHERE id = ?', chartId);
  }
}
