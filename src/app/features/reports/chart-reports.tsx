import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { ChartReportOptions } from '../../../client/reports';
import {
  type BookWholeTables,
  ChartVersionSchema,
  type SummaryReport,
} from '../../../contract/reports';
import { FormField } from '../../components/form-field';
import { chartTexts, PageData } from '../../components/page-data';
import { PageHeader } from '../../components/page-header';
import { isApiError } from '../../lib/errors';
import { chartCategoriesQuery, chartQuery } from '../../lib/queries';
import { useClient } from '../../lib/session-context';
import { reportQueries } from './api';
import { ChartGroupObjects } from './chart-group-objects';
import { CHART_SUMMARY_TYPES, dimensionName } from './dimensions';
import { reportColours } from './report-colours';
import { ChartReportSearchSchema, useSearchState } from './report-search';
import { SummaryDashboard } from './summary-dashboard';
import { defaultBreakdown, shapeSummary } from './summary-shape';

const TABLE_CHOICES = [
  { value: '', label: 'Tables and their seats' },
  { value: 'chart', label: 'As the chart books them' },
  { value: 'true', label: 'Tables only (each counts 1)' },
  { value: 'false', label: 'Seats only' },
] as const satisfies readonly { value: BookWholeTables | ''; label: string }[];

/** `/reports/charts/<key>`: the chart's summary reports, published or draft, with drill-down. */
export function ChartReports() {
  const client = useClient();
  const navigate = useNavigate();
  const chartKey = useParams().chartKey ?? '';
  const { state, link, update } = useSearchState(ChartReportSearchSchema);
  const chart = useQuery(chartQuery(client, chartKey));
  const options: ChartReportOptions = {
    bookWholeTables: state.bookWholeTables,
    version: state.version === 'draft' ? 'draft' : undefined,
  };
  const categories = useQuery(chartCategoriesQuery(client, chartKey));
  const colours = useMemo(() => reportColours(categories.data, undefined), [categories.data]);
  const by = state.by;
  const select = useCallback(
    (data: { type: string; report: SummaryReport }) =>
      shapeSummary(data.report, data.type, by ?? defaultBreakdown(data.report), colours),
    [by, colours],
  );
  const summary = useQuery({
    ...reportQueries.chartSummary(client, chartKey, state.type, options),
    select,
  });
  const drillTo = (group: string) => link({ group, q: undefined, sort: undefined });
  const versionText = state.version === 'draft' ? 'draft version' : 'published version';

  return (
    <PageData query={chart} {...chartTexts(chartKey)}>
      {(data) => {
        const hasDraft = data.status === 'PUBLISHED_WITH_DRAFT';
        const hasZones = (data.zones?.length ?? 0) > 0;
        const types = CHART_SUMMARY_TYPES.filter(
          (t) => t !== 'byZone' || hasZones || t === state.type,
        );
        return (
          <>
            <PageHeader
              title={`Reports: ${data.name || data.key}`}
              subtitle={
                <span title={`Chart key: ${data.key}`}>
                  {versionText[0].toUpperCase() + versionText.slice(1)}
                </span>
              }
              actions={
                <Link className="button" to={`/charts/${encodeURIComponent(chartKey)}`}>
                  Open the chart
                </Link>
              }
            />
            <div className="chart-options">
              <fieldset className="segmented">
                <legend>Version</legend>
                {ChartVersionSchema.options.map((version) => (
                  <label key={version}>
                    <input
                      type="radio"
                      name="version"
                      value={version}
                      checked={state.version === version}
                      onChange={() =>
                        update({
                          version: version === 'draft' ? 'draft' : undefined,
                          group: undefined,
                        })
                      }
                    />
                    {version === 'draft' ? 'Draft' : 'Published'}
                  </label>
                ))}
                {!hasDraft && <span className="muted hint">This chart has no draft now.</span>}
              </fieldset>
              <FormField label="Tables" inline>
                {(control) => (
                  <select
                    {...control}
                    value={state.bookWholeTables ?? ''}
                    onChange={(event) =>
                      update(
                        { bookWholeTables: event.target.value || undefined },
                        { replace: true },
                      )
                    }
                  >
                    {TABLE_CHOICES.map((choice) => (
                      <option key={choice.value} value={choice.value}>
                        {choice.label}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
            </div>
            <nav className="type-tabs" aria-label="Summary report">
              {types.map((t) => (
                <Link
                  key={t}
                  to={link({ type: t, by: undefined, group: undefined })}
                  aria-current={t === state.type ? 'page' : undefined}
                >
                  {dimensionName(t)}
                </Link>
              ))}
            </nav>
            {isApiError(summary.error, 404) && state.version === 'draft' ? (
              <div className="notice notice-info">
                <p>
                  {data.name || data.key} has no draft version.{' '}
                  <Link to={link({ version: undefined })}>Show the published version</Link>
                </p>
              </div>
            ) : (
              <PageData
                query={summary}
                what="the summary"
                failed="The chart summary could not be loaded"
              >
                {(shape) => (
                  <>
                    <SummaryDashboard
                      shape={shape}
                      subject={`${data.name || data.key} (${versionText})`}
                      stale={summary.isPlaceholderData}
                      onBreakdown={(b) => update({ by: b ?? 'none' }, { replace: true })}
                      onDrill={(group) => navigate(drillTo(group))}
                      drillTo={drillTo}
                    />
                    {state.group !== undefined && (
                      <ChartGroupObjects
                        chartKey={chartKey}
                        chartName={data.name || data.key}
                        search={{ ...state, group: state.group }}
                        options={options}
                        closeTo={link({ group: undefined, q: undefined, sort: undefined })}
                        onChange={(patch) => update(patch, { replace: true })}
                      />
                    )}
                  </>
                )}
              </PageData>
            )}
          </>
        );
      }}
    </PageData>
  );
}
