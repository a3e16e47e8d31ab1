// The port's charts and their two drawings (published, draft).
import type { Page, PageQuery } from './pages';

export interface ChartRow {
  id: number;
  workspaceId: number;
  key: string;
  name: string;
  venueType: string;
  archived: boolean;
  tags: string[];
  /** Increases on every change of either drawing; caches of flattened charts key on it. */
  revision: number;
  hasDraft: boolean;
  createdAt: string;
}

export interface ChartListQuery extends PageQuery {
  /** Only charts carrying exactly this tag. */
  tag?: string;
}

export type DrawingVersion = 'published' | 'draft';

export interface ChartsTx {
  insertChart(
    row: Omit<ChartRow, 'id' | 'revision' | 'hasDraft'>,
    publishedDrawing: unknown,
  ): Promise<ChartRow>;
  getChart(workspaceId: number, key: string): Promise<ChartRow | undefined>;
  getChartById(id: number): Promise<ChartRow | undefined>;
  /** Name, venue type, archived and tags; bumps nothing. */
  updateChartMeta(row: ChartRow): Promise<void>;
  listCharts(workspaceId: number, archived: boolean, page: ChartListQuery): Promise<Page<ChartRow>>;
  /** Every tag a chart of the workspace carries, once each, in the order first used. */
  listChartTags(workspaceId: number): Promise<string[]>;
  getDrawing(chartId: number, version: DrawingVersion): Promise<unknown | undefined>;
  /** Writes one version's drawing and bumps the chart's revision. */
  putDrawing(chartId: number, version: DrawingVersion, drawing: unknown): Promise<void>;
  /** Moves the draft into the published slot and bumps the revision. */
  publishDraft(chartId: number): Promise<void>;
  /** Drops the draft version and bumps the revision. */
  discardDraft(chartId: number): Promise<void>;
}
