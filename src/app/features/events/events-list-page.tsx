import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { SearchedList } from '../../components/searched-list';
import { formatDate } from '../../lib/format';
import { useClient } from '../../lib/session-context';
import { eventsQueries } from './api';
import { tableBookingText } from './table-booking';

export function EventsListPage() {
  const client = useClient();

  return (
    <>
      <PageHeader title="Events" subtitle="Every event of this workspace, newest first." />
      <SearchedList
        list={(search) => eventsQueries.list(client, search)}
        searchLabel="Search events"
        what="events"
        failed="The events could not be loaded"
        caption="Events"
        pagerLabel="Events pages"
        empty={{
          matching: (q) => `No event matches "${q}".`,
          none: 'This workspace has no events yet.',
        }}
        head={
          <>
            <th scope="col">Event</th>
            <th scope="col">Name</th>
            <th scope="col">Date</th>
            <th scope="col">Chart</th>
            <th scope="col">Table booking</th>
          </>
        }
        row={(event) => (
          <tr key={event.key}>
            <td>
              <Link to={`/events/${encodeURIComponent(event.key)}`}>{event.key}</Link>
            </td>
            <td>{event.name ?? <span className="muted">—</span>}</td>
            <td>{formatDate(event.date)}</td>
            <td>
              <Link to={`/charts/${encodeURIComponent(event.chartKey)}`} className="mono">
                {event.chartKey}
              </Link>
            </td>
            <td>{tableBookingText(event.tableBookingConfig)}</td>
          </tr>
        )}
      />
    </>
  );
}
