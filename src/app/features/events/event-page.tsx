import { useQuery } from '@tanstack/react-query';
import { Link, NavLink, Outlet, useParams } from 'react-router';
import { ErrorPanel } from '../../components/error-panel';
import { Loading } from '../../components/loading';
import { NotFound } from '../../components/not-found';
import { PageHeader } from '../../components/page-header';
import { isApiError } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import { eventQuery } from '../../lib/queries';
import { useClient } from '../../lib/session-context';

/** The frame of one event: its name, links to its reports and the batch desk, and two tabs. */
export function EventPage() {
  const client = useClient();
  const eventKey = useParams().eventKey ?? '';
  const event = useQuery(eventQuery(client, eventKey));
  const encoded = encodeURIComponent(eventKey);

  if (event.isPending) return <Loading what="the event" />;
  if (isApiError(event.error, 404)) {
    return <NotFound what={`There is no event "${eventKey}" in this workspace.`} />;
  }
  if (event.isError) {
    return (
      <ErrorPanel
        title={`Event ${eventKey} could not be loaded`}
        error={event.error}
        onRetry={() => event.refetch()}
        retrying={event.isFetching}
      />
    );
  }

  return (
    <>
      <PageHeader
        title={event.data.name ?? event.data.key}
        subtitle={
          <>
            Event <code>{event.data.key}</code>
            {event.data.date && <> · {formatDate(event.data.date)}</>}
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
        <NavLink to={`/events/${encoded}/channels`}>Channels</NavLink>
      </nav>
      <Outlet />
    </>
  );
}
