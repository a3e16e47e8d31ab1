import { useQuery } from '@tanstack/react-query';
import { Link, NavLink, Outlet, useParams } from 'react-router';
import { chartTexts, PageData } from '../../components/page-data';
import { PageHeader } from '../../components/page-header';
import { IfRoleMay } from '../../components/require-role';
import { VenueType } from '../../components/venue-type';
import { chartQuery } from '../../lib/queries';
import { useClient } from '../../lib/session-context';
import { ChartActions } from './chart-actions';
import { ChartMapSection } from './chart-map-section';
import { ChartStatusBadges } from './chart-status';
import { ChartTags } from './chart-tags';
import { DraftPanel } from './draft-panel';
import { DuplicateLabelsNotice } from './duplicate-labels-notice';

/** The frame of one chart: name, state, a link to its reports, and tabs for categories and events. */
export function ChartPage() {
  const client = useClient();
  const chartKey = useParams().chartKey ?? '';
  const chart = useQuery(chartQuery(client, chartKey));
  const encoded = encodeURIComponent(chartKey);

  return (
    <PageData query={chart} {...chartTexts(chartKey)}>
      {(data) => (
        <>
          <PageHeader
            title={data.name}
            subtitle={
              <>
                Chart <code>{data.key}</code> · <VenueType venueType={data.venueType} />{' '}
                <ChartStatusBadges chart={data} />
              </>
            }
            actions={<ChartActions chart={data} />}
          />
          {data.archived && (
            <div className="notice notice-warning">
              <p>
                This chart is in the archive. It keeps working for its events;{' '}
                <Link to="/archive">restore it from the Archive</Link> to list it with the charts
                again.
              </p>
            </div>
          )}
          <ChartTags chart={data} />
          <DuplicateLabelsNotice chart={data} />
          {data.status === 'PUBLISHED_WITH_DRAFT' && (
            <IfRoleMay action="publishDrafts">
              <DraftPanel chart={data} />
            </IfRoleMay>
          )}
          <ChartMapSection chart={data} />
          <nav className="tabs" aria-label="Chart sections">
            <NavLink to={`/charts/${encoded}`} end>
              Categories
            </NavLink>
            <NavLink to={`/charts/${encoded}/events`}>Events</NavLink>
          </nav>
          <Outlet />
        </>
      )}
    </PageData>
  );
}
