// Statements of the PostgreSQL adapter for charts and their drawings (published and draft); the
// accounts, settings and hold tokens are in postgres-queries.ts, events and states in
// postgres-tx.ts.
import type { ChartListQuery, ChartRow, DrawingVersion, Page } from '../port';
import { toChart } from '../rows';
import { pageOf } from './paging';
import type { Row } from './postgres-queries';
import { PostgresWorkspaceQueries } from './postgres-workspaces';

// Listed, never `*` (see postgres-queries.ts).
const CHART_COLUMNS =
  'id, workspace_id, key, name, venue_type, archived, tags, revision, draft_drawing IS NOT NULL AS has_draft, created_at';

/**
 * The chart's row as an event's read brings it along (postgres-tx.ts joins it, `c.key AS
 * chart_key` included), so that the chart need not be read in a statement of its own while the
 * transaction holds the event's row lock (docs/benchmarks.md, issue 30).
 */
export const CHART_OF_EVENT_COLUMNS = `c.workspace_id AS chart_workspace_id, c.name AS chart_name,
  c.venue_type AS chart_venue_type, c.archived AS chart_archived, c.tags AS chart_tags,
  c.revision AS chart_revision, c.draft_drawing IS NOT NULL AS chart_has_draft,
  c.created_at AS chart_created_at`;

export class PostgresChartQueries extends PostgresWorkspaceQueries {
  /**
   * Chart rows that came with event rows, by chart id. Kept only from reads as current as a
   * statement of their own would be: a read transaction's (one snapshot throughout) and a write
   * transaction's locking reads (the chart row locked too, so the newest version is read even
   * after waiting for the event's lock). A chart written in this transaction is forgotten.
   */
  private readonly chartsWithEvents = new Map<number, ChartRow>();

  protected keepChartOfEvent(row: Row): void {
    this.chartsWithEvents.set(
      Number(row.chart_id),
      toChart({
        id: row.chart_id,
        workspace_id: row.chart_workspace_id,
        key: row.chart_key,
        name: row.chart_name,
        venue_type: row.chart_venue_type,
        archived: row.chart_archived,
        tags: row.chart_tags,
        revision: row.chart_revision,
        has_draft: row.chart_has_draft,
        created_at: row.chart_created_at,
      }),
    );
  }

  async insertChart(
    row: Omit<ChartRow, 'id' | 'revision' | 'hasDraft'>,
    drawing: unknown,
  ): Promise<ChartRow> {
    const id = await this.insertReturningId(
      'INSERT INTO charts (workspace_id, key, name, venue_type, archived, tags, published_drawing, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
      [
        row.workspaceId,
        row.key,
        row.name,
        row.venueType,
        row.archived,
        JSON.stringify(row.tags),
        JSON.stringify(drawing),
        row.createdAt,
      ],
    );
    return { ...row, id, revision: 1, hasDraft: false };
  }

  async getChart(workspaceId: number, key: string) {
    const row = await this.one(
      `SELECT ${CHART_COLUMNS} FROM charts WHERE workspace_id = $1 AND key = $2`,
      [workspaceId, key],
    );
    return row && toChart(row);
  }

  async getChartById(id: number) {
    const kept = this.chartsWithEvents.get(id);
    if (kept) return { ...kept, tags: [...kept.tags] };
    const row = await this.one(`SELECT ${CHART_COLUMNS} FROM charts WHERE id = $1`, [id]);
    return row && toChart(row);
  }

  async updateChartMeta(row: ChartRow) {
    this.chartsWithEvents.delete(row.id);
    await this.all(
      'UPDATE charts SET name = $1, venue_type = $2, archived = $3, tags = $4 WHERE id = $5',
      [row.name, row.venueType, row.archived, JSON.stringify(row.tags), row.id],
    );
  }

  async listCharts(
    workspaceId: number,
    archived: boolean,
    page: ChartListQuery,
  ): Promise<Page<ChartRow>> {
    return pageOf(page, {
      select: `SELECT ${CHART_COLUMNS} FROM charts WHERE workspace_id = $1 AND archived = $2
        AND ($3::text IS NULL OR tags::jsonb @> jsonb_build_array($3::text))`,
      params: [workspaceId, archived, page.tag ?? null],
      idColumn: 'id',
      searchColumns: ['key', 'name'],
      run: async (sql, params) => (await this.all(sql, params)).map(toChart),
    });
  }

  async listChartTags(workspaceId: number): Promise<string[]> {
    const rows = await this.all(
      `SELECT t.tag FROM charts c, jsonb_array_elements_text(c.tags::jsonb) WITH ORDINALITY AS t(tag, n)
        WHERE c.workspace_id = $1 GROUP BY t.tag ORDER BY min(c.id), min(t.n)`,
      [workspaceId],
    );
    return rows.map((row) => String(row.tag));
  }

  async getDrawing(chartId: number, version: DrawingVersion) {
    const column = version === 'draft' ? 'draft_drawing' : 'published_drawing';
    const row = await this.one(`SELECT ${column} AS drawing FROM charts WHERE id = $1`, [chartId]);
    return row?.drawing == null ? undefined : JSON.parse(row.drawing as string);
  }

  async putDrawing(chartId: number, version: DrawingVersion, drawing: unknown) {
    this.chartsWithEvents.delete(chartId);
    const column = version === 'draft' ? 'draft_drawing' : 'published_drawing';
    await this.all(`UPDATE charts SET ${column} = $1, revision = revision + 1 WHERE id = $2`, [
      JSON.stringify(drawing),
      chartId,
    ]);
  }

  async publishDraft(chartId: number) {
    this.chartsWithEvents.delete(chartId);
    await this.all(
      'UPDATE charts SET published_drawing = draft_drawing, draft_drawing = NULL, revision = revision + 1 WHERE id = $1 AND draft_drawing IS NOT NULL',
      [chartId],
    );
  }

  async discardDraft(chartId: number) {
    this.chartsWithEvents.delete(chartId);
    await this.all(
      'UPDATE charts SET draft_drawing = NULL, revision = revision + 1 WHERE id = $1',
      [chartId],
    );
  }
}
