import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormField } from '../../components/form-field';
import { PageData } from '../../components/page-data';
import { PageHeader } from '../../components/page-header';
import { eventNameAndDate } from '../../lib/event-name';
import { chartKeys, eventKeys } from '../../lib/queries';
import { useClient } from '../../lib/session-context';

const RECENT = 10;

/** `/reports`: where the reports of an event or a chart are opened. */
export function ReportsHome() {
  const client = useClient();
  const events = useQuery({
    queryKey: [...eventKeys.lists(), 'reports-home'],
    queryFn: () => client.events.list({ limit: RECENT }),
  });
  const charts = useQuery({
    queryKey: [...chartKeys.lists(), 'reports-home'],
    queryFn: () => client.charts.list({ limit: RECENT }),
  });
  return (
    <>
      <PageHeader
        title="Reports"
        subtitle="Places by status, availability, category, section and channel: as charts first, then as exact tables."
      />
      <div className="reports-home">
        <section className="card" aria-labelledby="event-reports">
          <h2 id="event-reports">Event reports</h2>
          <p className="muted">
            Sales and availability of one event; can refresh itself while on sale.
          </p>
          <OpenByKey what="event" path="/reports/events/" />
          <PageData query={events} what="the events" failed="The events could not be loaded">
            {({ items }) =>
              items.length === 0 ? (
                <p className="muted">No events yet.</p>
              ) : (
                <ul className="link-list">
                  {items.map((event) => (
                    <li key={event.key}>
                      <Link to={`/reports/events/${encodeURIComponent(event.key)}`}>
                        {eventNameAndDate(event)}
                      </Link>
                      <span className="muted mono"> {event.key}</span>
                    </li>
                  ))}
                </ul>
              )
            }
          </PageData>
        </section>
        <section className="card" aria-labelledby="chart-reports">
          <h2 id="chart-reports">Chart reports</h2>
          <p className="muted">What a chart holds, published or draft, before any event.</p>
          <OpenByKey what="chart" path="/reports/charts/" />
          <PageData query={charts} what="the charts" failed="The charts could not be loaded">
            {({ items }) =>
              items.length === 0 ? (
                <p className="muted">No charts yet.</p>
              ) : (
                <ul className="link-list">
                  {items.map((chart) => (
                    <li key={chart.key}>
                      <Link to={`/reports/charts/${encodeURIComponent(chart.key)}`}>
                        {chart.name || chart.key}
                      </Link>
                      <span className="muted mono"> {chart.key}</span>
                    </li>
                  ))}
                </ul>
              )
            }
          </PageData>
        </section>
      </div>
    </>
  );
}

function OpenByKey({ what, path }: { what: 'event' | 'chart'; path: string }) {
  const navigate = useNavigate();
  const [key, setKey] = useState('');
  return (
    <form
      className="search-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (key.trim()) navigate(`${path}${encodeURIComponent(key.trim())}`);
      }}
    >
      <FormField label={what === 'event' ? 'Event key' : 'Chart key'} inline>
        {(control) => (
          <input
            {...control}
            value={key}
            onChange={(event) => setKey(event.target.value)}
            required
          />
        )}
      </FormField>
      <button type="submit" className="button">
        Open
      </button>
    </form>
  );
}
