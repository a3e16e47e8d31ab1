import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import type { ChartReportOptions } from '../../../client/reports';
import type { ChartReport } from '../../../contract/reports';
import { PageData } from '../../components/page-data';
import { useClient } from '../../lib/session-context';
import { reportQueries } from './api';
import { chartColumns, reportRows } from './columns';
import { dimensionName, groupName } from './dimensions';
import type { ChartReportSearch, SearchPatch } from './report-search';
import { ReportTable } from './report-table';

interface ChartGroupObjectsProps {
  chartKey: string;
  /** The chart as staff name it: the caption says this, not the key. */
  chartName: string;
  search: ChartReportSearch & { group: string };
  options: ChartReportOptions;
  closeTo: string;
  onChange: (patch: SearchPatch) => void;
}

/**
 * The objects of one group of a chart summary. Chart reports have no filtered endpoint, so the
 * group is picked from the chart report of the same type, version and table setting.
 */
export function ChartGroupObjects({
  chartKey,
  chartName,
  search,
  options,
  closeTo,
  onChange,
}: ChartGroupObjectsProps) {
  const client = useClient();
  const { type, group } = search;
  const select = useCallback(
    (report: ChartReport) => reportRows({ [group]: report[group] ?? [] }),
    [group],
  );
  const report = useQuery({
    ...reportQueries.chartDetailed(client, chartKey, type, options),
    select,
  });
  const columns = useMemo(() => chartColumns(dimensionName(type)), [type]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The table opens below the dashboard: bring it into view, and focus there for keyboards.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new group is the trigger
  useEffect(() => {
    headingRef.current?.scrollIntoView?.({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, [group]);

  return (
    <section className="card group-objects" aria-labelledby="group-objects-heading">
      <div className="card-heading">
        <h2 id="group-objects-heading" ref={headingRef} tabIndex={-1}>
          Objects in {groupName(type, group)} <span className="muted">· {dimensionName(type)}</span>
        </h2>
        <Link className="button button-small" to={closeTo}>
          Close
        </Link>
      </div>
      <PageData query={report} what="the objects" failed="The chart report could not be loaded">
        {(rows) => (
          <ReportTable
            caption={`${chartName}: objects in ${groupName(type, group)}`}
            data={rows}
            columns={columns}
            state={search}
            onChange={onChange}
            filename={[chartKey, options.version ?? 'published', type, group]}
          />
        )}
      </PageData>
    </section>
  );
}
