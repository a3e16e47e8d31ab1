import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Link, useNavigate } from 'react-router';
import type { EventSummaryType, SummaryReport } from '../../../contract/reports';
import { PageData } from '../../components/page-data';
import { followsChanges } from '../../seat-map';
import { reportQueries } from './api';
import { dimensionName, EVENT_SUMMARY_TYPES } from './dimensions';
import { LiveRefresh } from './live-refresh';
import type { EventViewProps, SearchPatch } from './report-search';
import { SummaryDashboard } from './summary-dashboard';
import { availabilitySlices, defaultBreakdown, shapeSummary } from './summary-shape';

/** A drill-down opens the detailed report of one group, with a fresh filter and sorting. */
export const drillPatch = (type: string, group: string): SearchPatch => ({
  view: 'detailed',
  type,
  group,
  q: undefined,
  sort: undefined,
  dir: undefined,
});

export function EventSummaryView(props: EventViewProps) {
  const { client, eventKey, eventTitle, search, link, update, hasZones, live, feed, colours } =
    props;
  const navigate = useNavigate();
  const type = search.type as EventSummaryType;
  const by = search.by;
  const select = useCallback(
    (data: { type: string; report: SummaryReport }) => ({
      shape: shapeSummary(data.report, data.type, by ?? defaultBreakdown(data.report), colours),
      slices: availabilitySlices(data.report, data.type),
    }),
    [by, colours],
  );
  // With the feed the summary moves with it (use-live-reports.ts): the timer is for a service without.
  const timer = followsChanges(feed.mode) ? { refetchInterval: false as const } : live;
  const summary = useQuery({
    ...reportQueries.eventSummary(client, eventKey, type, timer),
    select,
  });
  const types = EVENT_SUMMARY_TYPES.filter((t) => t !== 'byZone' || hasZones || t === type);
  const drillTo = (group: string) => link(drillPatch(type, group));

  return (
    <>
      <div className="report-bar">
        <nav className="type-tabs" aria-label="Summary report">
          {types.map((t) => (
            <Link
              key={t}
              to={link({ type: t, by: undefined })}
              aria-current={t === type ? 'page' : undefined}
            >
              {dimensionName(t)}
            </Link>
          ))}
        </nav>
        <LiveRefresh
          eventKey={eventKey}
          interval={search.refresh}
          update={update}
          query={summary}
          feed={feed}
        />
      </div>
      <PageData
        query={summary}
        what="the summary"
        failed={`The ${dimensionName(type).toLowerCase()} summary could not be loaded`}
        staleError="data"
      >
        {({ shape, slices }) => (
          <SummaryDashboard
            shape={shape}
            slices={slices}
            subject={eventTitle}
            stale={summary.isPlaceholderData}
            onBreakdown={(b) => update({ by: b ?? 'none' }, { replace: true })}
            onDrill={(group) => navigate(drillTo(group))}
            drillTo={drillTo}
            onDrillAvailability={(value) => navigate(link(drillPatch('byAvailability', value)))}
          />
        )}
      </PageData>
    </>
  );
}
