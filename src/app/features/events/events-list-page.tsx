import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ErrorPanel } from '../../components/error-panel';
import { useListSearch } from '../../components/list-search';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { SearchForm } from '../../components/search-form';
import { formatDate } from '../../lib/format';
import { useClient } from '../../lib/session-context';
import { eventsQueries } from './api';
import { tableBookingText } from './table-booking';

export function EventsListPage() {
  const client = useClient();
  const [search, setSearch] = useListSearch();
  const events = useQuery(eventsQueries.list(client, search));

  return (
    <>
      <PageHeader title="Events" subtitle="Every event of this workspace, newest first." />
      <SearchForm
        label="Search events"
        placeholder="Key or name"
        value={search.q}
        onSearch={(q) => setSearch({ q })}
      />
      {events.isPending && <Loading what="events" />}
      {events.isError && (
        <ErrorPanel
          title="The events could not be loaded"
          error={events.error}
          onRetry={() => events.refetch()}
          retrying={events.isFetching}
        />
      )}
      {events.data && (
        <>
          <div className="table-wrap">
            <table className="data">
              <caption className="visually-hidden">Events</caption>
              <thead>
                <tr>
                  <th scope="col">Event</th>
                  <th scope="col">Name</th>
                  <th scope="col">Date</th>
                  <th scope="col">Chart</th>
                  <th scope="col">Table booking</th>
                </tr>
              </thead>
              <tbody>
                {events.data.items.map((event) => (
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
                ))}
              </tbody>
            </table>
            {events.data.items.length === 0 && (
              <p className="empty">
                {search.q ? `No event matches "${search.q}".` : 'This workspace has no events yet.'}
              </p>
            )}
          </div>
          <Pager
            label="Events pages"
            previousEndsBefore={events.data.previous_page_ends_before}
            nextStartsAfter={events.data.next_page_starts_after}
            onPage={(cursor) => setSearch({ q: search.q, ...cursor })}
          />
        </>
      )}
    </>
  );
}
