// The chart page's map: the published drawing coloured by the chart's categories, or its draft when
// it has one (switchable, in the URL as `?version=draft`), with the category legend.
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { Chart } from '../../../contract/charts';
import { ErrorPanel } from '../../components/error-panel';
import { Loading } from '../../components/loading';
import { useClient } from '../../lib/session-context';
import {
  bookableIn,
  type ChartVersion,
  categoryPaint,
  describeChartObject,
  SeatMap,
  useChartMap,
} from '../../seat-map';
import './charts.css';

// The chart as its events see it by default: tables booked as the drawing says.
export const AS_THE_CHART_SAYS = { mode: 'INHERIT' } as const;

export function ChartMapSection({ chart }: { chart: Chart }) {
  const client = useClient();
  const [params, setParams] = useSearchParams();
  const hasDraft = chart.status === 'PUBLISHED_WITH_DRAFT';
  const version: ChartVersion =
    hasDraft && params.get('version') === 'draft' ? 'draft' : 'published';
  const chartMap = useChartMap(client, chart.key, version);

  const view = useMemo(() => {
    if (!chartMap.data) return undefined;
    const { layout } = chartMap.data;
    const bookable = bookableIn(chartMap.data, AS_THE_CHART_SAYS);
    return {
      layout,
      paint: categoryPaint(layout, bookable),
      describe: describeChartObject(layout),
    };
  }, [chartMap.data]);

  const setVersion = (next: ChartVersion) => {
    const search = new URLSearchParams(params);
    if (next === 'draft') search.set('version', 'draft');
    else search.delete('version');
    setParams(search, { replace: true });
  };

  const toolbar = hasDraft ? (
    <label className="chart-map-version">
      Version{' '}
      <select value={version} onChange={(e) => setVersion(e.target.value as ChartVersion)}>
        <option value="published">Published (what events use)</option>
        <option value="draft">Draft (not yet published)</option>
      </select>
    </label>
  ) : undefined;

  return (
    <section className="chart-map card" aria-label="Seat map">
      {chartMap.isError ? (
        <ErrorPanel
          title={`The chart's ${version} drawing could not be loaded`}
          error={chartMap.error}
          onRetry={() => chartMap.refetch()}
        />
      ) : !view ? (
        <Loading what="the seat map" />
      ) : (
        <SeatMap
          layout={view.layout}
          paint={view.paint}
          selection={EMPTY}
          describe={view.describe}
          label={`Seat map of ${chart.name}${version === 'draft' ? ' (draft)' : ''}, by category`}
          toolbar={toolbar}
        />
      )}
    </section>
  );
}

const EMPTY: ReadonlySet<string> = new Set();
