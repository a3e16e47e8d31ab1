// Chart records: create, rename or recategorise (by the draft rule), read, list, archive.
import { randomUUID } from 'node:crypto';
import type { Chart, CreateChart, UpdateChart } from '../../../contract/charts';
import { withCategories } from '../../../domain/drawing';
import { categoriesWithDefaults } from '../../../domain/drawing/category-edits';
import { invalid } from '../../../domain/errors';
import type { ChartListQuery, ChartRow, Page, Tx } from '../../store/port';
import { validationLevels } from '../accounts/account-settings';
import type { Auth, Deps } from '../context';
import { recordChanges } from '../event-log/record';
import { eventToWire } from '../shared/events';
import { findChart } from '../shared/find-chart';
import { chartLogged, chartToWire, editableDrawing, emptyDrawing, insertNewChart } from './charts';
import { validation } from './validation';

export function createChart(deps: Deps, auth: Auth, given: CreateChart): Promise<Chart> {
  const name = given.name ?? 'Untitled chart';
  const venueType = given.venueType ?? 'SIMPLE';
  const categories = categoriesWithDefaults(given.categories ?? []);
  return deps.store.transaction(async (tx) => {
    const fields = { key: randomUUID(), name, venueType, createdAt: deps.now() };
    const drawing = withCategories(emptyDrawing(name, venueType, []), categories);
    const row = await insertNewChart(tx, auth.workspace.id, fields, drawing);
    await recordChanges(tx, auth, deps.now(), [chartLogged('chart.created', row)]);
    return chartToWire(tx, row);
  });
}

/** A new name or category list, written by the draft rule (charts.ts, editableDrawing). */
export async function updateChart(
  deps: Deps,
  auth: Auth,
  chartKey: string,
  change: UpdateChart,
): Promise<void> {
  await deps.store.transaction(async (tx) => {
    const chart = await findChart(tx, auth, chartKey);
    const { version, drawing } = await editableDrawing(tx, auth, chart);
    let next: Record<string, unknown> = { ...drawing };
    if (change.name !== undefined) next.name = change.name;
    if (change.categories !== undefined) {
      next = withCategories(next, categoriesWithDefaults(change.categories));
    }
    await tx.putDrawing(chart.id, version, next);
    if (change.name !== undefined && version === 'published') {
      await tx.updateChartMeta({ ...chart, name: change.name });
    }
    // Saving a chart without events is publishing it (seats.io's event log says so).
    if (version === 'published') {
      const named = { ...chart, name: change.name ?? chart.name };
      await recordChanges(tx, auth, deps.now(), [chartLogged('chart.published', named)]);
    }
  });
}

/** The chart with its zones, and its events when `expand` names them. */
export function readChart(
  deps: Deps,
  auth: Auth,
  chartKey: string,
  expand: readonly string[],
): Promise<Chart> {
  return deps.store.read(async (tx) => {
    const chart = await findChart(tx, auth, chartKey);
    const flat = await deps.charts.get(tx, chart);
    return withEvents(tx, chart, await chartToWire(tx, chart, flat?.zones), expand);
  });
}

/**
 * A page of the workspace's charts, in or out of the archive; zones, events (the `eventsLimit`
 * newest) and the published version's validation when asked.
 */
export function listCharts(
  deps: Deps,
  auth: Auth,
  archived: boolean,
  page: ChartListQuery,
  expand: readonly string[],
  eventsLimit?: number,
): Promise<Page<Chart>> {
  return deps.store.read(async (tx) => {
    const found = await tx.listCharts(auth.workspace.id, archived, page);
    const items: Chart[] = [];
    const levels = expand.includes('validation')
      ? await validationLevels(tx, auth.company.id)
      : undefined;
    for (const chart of found.items) {
      const zones = expand.includes('zones') ? (await deps.charts.get(tx, chart))?.zones : [];
      const wire = await chartToWire(tx, chart, zones);
      if (levels) wire.validation = await validation(deps, tx, chart, levels);
      items.push(await withEvents(tx, chart, wire, expand, eventsLimit));
    }
    return { ...found, items };
  });
}

/** Newest event first, as seats.io lists a chart's events. */
async function withEvents(
  tx: Tx,
  chart: ChartRow,
  wire: Chart,
  expand: readonly string[],
  limit?: number,
): Promise<Chart> {
  if (expand.includes('events')) {
    const events = (await tx.listEventsOfChart(chart.id)).reverse();
    wire.events = events.slice(0, limit ?? events.length).map((event) => eventToWire(event));
  }
  return wire;
}

/** Moves the chart into the archive, or back out of it (only a chart that is in it). */
export async function setArchived(
  deps: Deps,
  auth: Auth,
  chartKey: string,
  toArchive: boolean,
): Promise<void> {
  await deps.store.transaction(async (tx) => {
    const chart = await findChart(tx, auth, chartKey);
    if (!toArchive && !chart.archived) {
      throw invalid(`Chart ${chart.key} is not in the archive`, 'CHART_NOT_ARCHIVED');
    }
    await tx.updateChartMeta({ ...chart, archived: toArchive });
  });
}
