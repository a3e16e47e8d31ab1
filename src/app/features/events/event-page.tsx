import { useQuery } from '@tanstack/react-query';
import { Link, NavLink, Outlet, useParams } from 'react-router';
import { eventTexts, PageData } from '../../components/page-data';
import { PageHeader } from '../../components/page-header';
import { IfRoleMay } from '../../components/require-role';
import { eventName } from '../../lib/event-name';
import { formatDate } from '../../lib/format';
import { eventQuery } from '../../lib/queries';
import { useClient } from '../../lib/session-context';

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
          <PageHeader
            title={eventName(data)}
            subtitle={
              <>
                Event <code>{data.key}</code>
                {data.date && <> · {formatDate(data.date)}</>}
                {(data.isTopLevelSeason || data.topLevelSeasonKey) && (
                  <>
                    {' · '}
                    <Link to={`/seasons/${encodeURIComponent(data.topLevelSeasonKey ?? data.key)}`}>
                      {data.isTopLevelSeason ? 'Season page' : `Season ${data.topLevelSeasonKey}`}
                    </Link>
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
