// Chart reports: the chart version from the chart cache, then the pure reports engine.
import type { ChartReportQuery } from '../../../contract/reports';
import { DomainError } from '../../../domain/errors';
import type { FlatChart } from '../../../domain/model';
import {
  type ChartDetailedType,
  type ChartSummaryType,
  chartDetailedJson,
  chartSummary,
  type SummaryReport,
} from '../../../domain/reports';
import { readWithCharts } from '../charts/chart-builds';
import type { Auth, Deps } from '../context';
import { findChart } from '../shared/find-chart';

export async function chartSummaryReport(
  deps: Deps,
  auth: Auth,
  chartKey: string,
  type: ChartSummaryType,
  query: ChartReportQuery,
): Promise<SummaryReport> {
  const chart = await chartVersion(deps, auth, chartKey, query);
  return chartSummary(chart, type, query.bookWholeTables);
}

/** The detailed chart report as JSON text chunks, for streaming. */
export async function chartDetailedReport(
  deps: Deps,
  auth: Auth,
  chartKey: string,
  type: ChartDetailedType,
  query: ChartReportQuery,
): Promise<Generator<string>> {
  const chart = await chartVersion(deps, auth, chartKey, query);
  return chartDetailedJson(chart, type, query.bookWholeTables);
}

/** The chart version a chart report reads (published unless asked). */
function chartVersion(
  deps: Deps,
  auth: Auth,
  chartKey: string,
  query: ChartReportQuery,
): Promise<FlatChart> {
  const version = query.version ?? 'published';
  return readWithCharts(deps, auth, async (tx) => {
    const row = await findChart(tx, auth, chartKey);
    const flat = await deps.charts.get(tx, row, version);
    if (flat) return flat;
    throw new DomainError(
      'DRAFT_NOT_FOUND',
      `Chart ${row.key} has no ${version} version`,
      'not-found',
    );
  });
}
