import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { SearchedList } from '../../components/searched-list';
import { formatDate } from '../../lib/format';
import { useClient } from '../../lib/session-context';
import { eventsQueries } from './api';
import { EventFigureCells, FigureHeaderCells } from './event-figures';
import './events-list.css';
import { tableBookingText } from './table-booking';

export function EventsListPage() {
  const client = useClient();

  return (
    <>
      <PageHeader
        title="Events"
        subtitle="Every event of this workspace, newest first, with its free, held and booked places."
        actions={
          <Link className="button button-primary" to="/create-events">
            Create events
          </Link>
        }
      />
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
            <th scope="col">Date</th>
            <FigureHeaderCells />
            <th scope="col">Chart</th>
            <th scope="col">Table booking</th>
          </>
        }
        row={(event) => (
          <tr key={event.key}>
            <td className="event-name-cell">
              {/* The key inside the link too: people who know an event by its key find it. */}
              <Link to={`/events/${encodeURIComponent(event.key)}`}>
                <span className="event-name">{event.name ?? event.key}</span>{' '}
                {event.name !== null && (
                  <span className="event-key mono" title="Event key">
                    {event.key}
                  </span>
                )}
              </Link>
            </td>
            <td className="nowrap">{formatDate(event.date)}</td>
            <EventFigureCells eventKey={event.key} />
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
