import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ErrorPanel } from '../../components/error-panel';
import { Loading } from '../../components/loading';
import { useClient } from '../../lib/session-context';
import { chartsQueries } from './api';

export function ChartEvents() {
  const client = useClient();
  const chartKey = useParams().chartKey ?? '';
  const chart = useQuery(chartsQueries.withEvents(client, chartKey));

  if (chart.isPending) return <Loading what="the chart's events" />;
  if (chart.isError) {
    return (
      <ErrorPanel
        title="The chart's events could not be loaded"
        error={chart.error}
        onRetry={() => chart.refetch()}
        retrying={chart.isFetching}
      />
    );
  }
  const events = chart.data.events ?? [];
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
