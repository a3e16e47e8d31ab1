import { useQuery } from '@tanstack/react-query';
import { Link, NavLink, Outlet, useParams } from 'react-router';
import { eventTexts, PageData } from '../../components/page-data';
import { PageHeader } from '../../components/page-header';
import { usePageTitle } from '../../components/page-title';
import { IfRoleMay } from '../../components/require-role';
import { eventName, eventNameAndDate } from '../../lib/event-name';
import { formatDate } from '../../lib/format';
import { eventQuery } from '../../lib/queries';
import { useClient } from '../../lib/session-context';
import { SeasonLink } from './season-link';

/** Names the browser tab after the event ("Gala · Dec 2, 2026 · Seatdesk"). */
function EventTitle({ event }: { event: Parameters<typeof eventNameAndDate>[0] }) {
  usePageTitle(eventNameAndDate(event));
  return null;
}

/** The frame of one event: its name, links to its reports and the batch desk, and two tabs. */
export function EventPage() {
  const client = useClient();
  const eventKey = useParams().eventKey ?? '';
  const event = useQuery(eventQuery(client, eventKey));
  const encoded = encodeURIComponent(eventKey);

  return (
    <PageData query={event} {...eventTexts(eventKey)}>
      {(data) => (
        <>
          <EventTitle event={data} />
          <PageHeader
            title={<span title={`Event key: ${data.key}`}>{eventName(data)}</span>}
            subtitle={
              <>
                {/* Staff know an event by name and date; its key is in the title's tooltip and
                    in the details below. */}
                {data.date ? formatDate(data.date) : 'No date'}
                {data.isTopLevelSeason && (
                  <>
                    {' · '}
                    <Link to={`/seasons/${encodeURIComponent(data.key)}`}>Season page</Link>
                  </>
                )}
                {!data.isTopLevelSeason && data.topLevelSeasonKey && (
                  <>
                    {' · '}
                    <SeasonLink seasonKey={data.topLevelSeasonKey} />
                  </>
                )}
              </>
            }
            actions={
              <>
                <Link className="button" to={`/reports/events/${encoded}`}>
                  Reports
                </Link>
                <Link className="button" to={`/batch?event=${encoded}`}>
                  Batch desk
                </Link>
              </>
            }
          />
          <nav className="tabs" aria-label="Event sections">
            <NavLink to={`/events/${encoded}`} end>
              Overview
            </NavLink>
            <IfRoleMay action="editChannels">
              <NavLink to={`/events/${encoded}/channels`}>Channels</NavLink>
            </IfRoleMay>
            <NavLink to={`/events/${encoded}/activity`}>Activity</NavLink>
          </nav>
          <Outlet />
        </>
      )}
    </PageData>
  );
}
