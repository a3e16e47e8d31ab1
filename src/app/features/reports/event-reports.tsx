import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { EventSummaryTypeSchema } from '../../../contract/reports';
import { eventTexts, PageData } from '../../components/page-data';
import { PageHeader } from '../../components/page-header';
import { eventName, eventNameAndDate } from '../../lib/event-name';
import { formatDate } from '../../lib/format';
import { chartCategoriesQuery, chartQuery, eventQuery } from '../../lib/queries';
import { useClient } from '../../lib/session-context';
import { EventDetailedView } from './event-detailed-view';
import { EventSummaryView } from './event-summary-view';
import { reportColours } from './report-colours';
import { EventReportSearchSchema, useSearchState } from './report-search';
import { SeasonSplitCard } from './season-split-card';
import { useLiveEventReports } from './use-live-reports';

/** `/reports/events/<key>`: the summary dashboards and detailed reports of one event. */
export function EventReports() {
  const client = useClient();
  const eventKey = useParams().eventKey ?? '';
  const { state, link, update } = useSearchState(EventReportSearchSchema);
  const event = useQuery(eventQuery(client, eventKey));
  const chartKey = event.data?.chartKey ?? '';
  // Only to know whether the chart has zones (the byZone report); the page works without it.
  const chart = useQuery({ ...chartQuery(client, chartKey), enabled: chartKey !== '' });
  const encoded = encodeURIComponent(eventKey);

  const categories = useQuery({
    ...chartCategoriesQuery(client, chartKey),
    enabled: chartKey !== '',
  });
  // The chart lists its next version's categories (the draft's, when there is one); the event's
  // own list, when the service gives one, is exactly what the event uses and wins.
  const colours = useMemo(
    () =>
      reportColours(
        [...(categories.data ?? []), ...(event.data?.categories ?? [])],
        event.data?.channels,
      ),
    [categories.data, event.data?.categories, event.data?.channels],
  );

  const hasZones = (chart.data?.zones?.length ?? 0) > 0;
  const feed = useLiveEventReports(client, eventKey);
  const live = { refetchInterval: state.refresh > 0 ? state.refresh * 1000 : (false as const) };
  const views = { client, eventKey, search: state, link, update, hasZones, live, feed, colours };
  return (
    <PageData query={event} {...eventTexts(eventKey)}>
      {(data) => (
        <>
          <PageHeader
            title={`Reports: ${eventName(data)}`}
            subtitle={
              // Staff know a night by its name and date and a hall by its name; keys are tooltips.
              <span title={`Event key: ${data.key}`}>
                {data.name && data.date ? `${formatDate(data.date)} · ` : ''}On the chart{' '}
                <Link
                  to={`/reports/charts/${encodeURIComponent(data.chartKey)}`}
                  title={`Chart key: ${data.chartKey}`}
                >
                  {chart.data?.name || data.chartKey}
                </Link>
              </span>
            }
            actions={
              <Link className="button" to={`/events/${encoded}`}>
                Open the event
              </Link>
            }
          />
          {data.isEventInSeason && <SeasonSplitCard client={client} event={data} />}
          <nav className="tabs" aria-label="Report views">
            <Link
              to={link({
                view: undefined,
                type: EventSummaryTypeSchema.safeParse(state.type).success ? state.type : undefined,
                group: undefined,
                q: undefined,
                sort: undefined,
              })}
              aria-current={state.view === 'summary' ? 'page' : undefined}
              className={state.view === 'summary' ? 'active' : undefined}
            >
              Summary
            </Link>
            <Link
              to={link({ view: 'detailed' })}
              aria-current={state.view === 'detailed' ? 'page' : undefined}
              className={state.view === 'detailed' ? 'active' : undefined}
            >
              Detailed
            </Link>
          </nav>
          {state.view === 'summary' ? (
            <EventSummaryView {...views} eventTitle={eventNameAndDate(data)} />
          ) : (
            <EventDetailedView {...views} eventTitle={eventNameAndDate(data)} />
          )}
        </>
      )}
    </PageData>
  );
}
