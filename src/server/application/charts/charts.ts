// Chart records on the wire, and the draft rule: a chart that has events is changed through a
// draft version (created from the published one, or updated); a chart without events directly,
// and every chart directly while the company has draft chart drawings switched off.
import type { Chart } from '../../../contract/charts';
import type { ChartRow, DrawingVersion, Tx } from '../../store/port';
import { draftsEnabled } from '../accounts/account-settings';
import type { Auth } from '../context';
import type { LoggedChange } from '../event-log/record';

export function chartStatus(chart: ChartRow, eventCount: number): Chart['status'] {
  if (chart.hasDraft) return 'PUBLISHED_WITH_DRAFT';
  return eventCount > 0 ? 'PUBLISHED' : 'NOT_USED';
}

export async function chartToWire(tx: Tx, chart: ChartRow, zones?: Chart['zones']): Promise<Chart> {
  const eventCount = await tx.countEventsOfChart(chart.id);
  const base = `/charts/${encodeURIComponent(chart.key)}/version`;
  const wire: Chart = {
    id: chart.id,
    key: chart.key,
    name: chart.name,
    status: chartStatus(chart, eventCount),
    tags: chart.tags,
    publishedVersionThumbnailUrl: `${base}/published/thumbnail`,
    draftVersionThumbnailUrl: chart.hasDraft ? `${base}/draft/thumbnail` : null,
    archived: chart.archived,
    venueType: chart.venueType,
  };
  if (zones && zones.length > 0) wire.zones = zones;
  return wire;
}

/** The event log's entry of a change of `chart`. */
export function chartLogged(type: LoggedChange['type'], chart: ChartRow): LoggedChange {
  return { type, subjectKey: chart.key, subjectName: chart.name };
}

/** A chart as creating it or uploading its first drawing records it: live, untagged, new. */
export function insertNewChart(
  tx: Tx,
  workspaceId: number,
  fields: { key: string; name: string; venueType: string; createdAt: Date },
  drawing: unknown,
): Promise<ChartRow> {
  const { key, name, venueType, createdAt } = fields;
  const row = { workspaceId, key, name, venueType, archived: false };
  return tx.insertChart({ ...row, tags: [], createdAt: createdAt.toISOString() }, drawing);
}

/** The drawing a change must edit, and the version it must be written to. */
export async function editableDrawing(
  tx: Tx,
  auth: Auth,
  chart: ChartRow,
): Promise<{ version: DrawingVersion; drawing: Record<string, unknown> }> {
  // With draft chart drawings switched off (the account's setting), changes are published at once.
  const throughDraft =
    (await tx.countEventsOfChart(chart.id)) > 0 && (await draftsEnabled(tx, auth.company.id));
  if (!throughDraft) {
    return {
      version: 'published',
      drawing: (await tx.getDrawing(chart.id, 'published')) as Record<string, unknown>,
    };
  }
  const draft = chart.hasDraft ? await tx.getDrawing(chart.id, 'draft') : undefined;
  const drawing = draft ?? (await tx.getDrawing(chart.id, 'published'));
  return { version: 'draft', drawing: drawing as Record<string, unknown> };
}

/** A fresh drawing for `POST /charts`: the designer format with an empty sub-chart. */
export function emptyDrawing(
  name: string,
  venueType: string,
  categories: unknown[],
): Record<string, unknown> {
  return {
    name,
    venueType,
    version: 1,
    categories: { list: categories, maxCategoryKey: 0 },
    subChart: {
      rows: [],
      tables: [],
      booths: [],
      generalAdmissionAreas: [],
      sections: [],
      shapes: [],
      texts: [],
      icons: [],
    },
  };
}
