import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { Chart } from '../../../contract/charts';
import { PageData } from '../../components/page-data';
import { useClient } from '../../lib/session-context';
import { chartsQueries } from './api';

export function ChartEvents() {
  const client = useClient();
  const chartKey = useParams().chartKey ?? '';
  const chart = useQuery(chartsQueries.withEvents(client, chartKey));

  return (
    <PageData
      query={chart}
      what="the chart's events"
      failed="The chart's events could not be loaded"
    >
      {(data) => <EventsOnChart events={data.events ?? []} />}
    </PageData>
  );
}

function EventsOnChart({ events }: { events: NonNullable<Chart['events']> }) {
  return (
    <section aria-labelledby="chart-events-heading">
      <h2 id="chart-events-heading">Events on this chart</h2>
      {events.length === 0 ? (
        <p className="muted">No event uses this chart yet.</p>
      ) : (
        <div className="table-wrap">
          <table className="data">
            <thead>
              <tr>
                <th scope="col">Event</th>
                <th scope="col">Name</th>
              </tr>
            </thead>
            <tbody>
              {events.map((event) => (
                <tr key={event.key}>
                  <td>
                    <Link to={`/events/${encodeURIComponent(event.key)}`}>{event.key}</Link>
                  </td>
                  <td>{typeof event.name === 'string' ? event.name : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
