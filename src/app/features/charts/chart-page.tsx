import { useQuery } from '@tanstack/react-query';
import { Link, NavLink, Outlet, useParams } from 'react-router';
import { ErrorPanel } from '../../components/error-panel';
import { Loading } from '../../components/loading';
import { NotFound } from '../../components/not-found';
import { PageHeader } from '../../components/page-header';
import { isApiError } from '../../lib/errors';
import { constantText } from '../../lib/format';
import { chartQuery } from '../../lib/queries';
import { useClient } from '../../lib/session-context';
import { ChartStatusBadges } from './chart-status';

/** The frame of one chart: name, state, a link to its reports, and tabs for categories and events. */
export function ChartPage() {
  const client = useClient();
  const chartKey = useParams().chartKey ?? '';
  const chart = useQuery(chartQuery(client, chartKey));
  const encoded = encodeURIComponent(chartKey);

  if (chart.isPending) return <Loading what="the chart" />;
  if (isApiError(chart.error, 404)) {
    return <NotFound what={`There is no chart "${chartKey}" in this workspace.`} />;
  }
  if (chart.isError) {
    return (
      <ErrorPanel
        title={`Chart ${chartKey} could not be loaded`}
        error={chart.error}
        onRetry={() => chart.refetch()}
        retrying={chart.isFetching}
      />
    );
  }

  return (
    <>
      <PageHeader
        title={chart.data.name}
        subtitle={
          <>
            Chart <code>{chart.data.key}</code> · {constantText(chart.data.venueType)}{' '}
            <ChartStatusBadges chart={chart.data} />
          </>
        }
        actions={
          <Link className="button" to={`/reports/charts/${encoded}`}>
            Reports
          </Link>
        }
      />
      {chart.data.archived && (
        <div className="notice notice-warning">
          <p>
            This chart is in the archive. It keeps working for its events;{' '}
            <Link to="/archive">restore it from the Archive</Link> to list it with the charts again.
          </p>
        </div>
      )}
      <nav className="tabs" aria-label="Chart sections">
        <NavLink to={`/charts/${encoded}`} end>
          Categories
        </NavLink>
        <NavLink to={`/charts/${encoded}/events`}>Events</NavLink>
      </nav>
      <Outlet />
    </>
  );
}
