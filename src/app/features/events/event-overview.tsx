import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ColorSwatch } from '../../components/color-swatch';
import { IfRoleMay } from '../../components/require-role';
import { formatDate, plural } from '../../lib/format';
import { eventQuery } from '../../lib/queries';
import { useClient } from '../../lib/session-context';
import { EventMapSection } from './event-map-section';
import './events.css';
import { tableBookingText } from './table-booking';

/** The event's live map with its figures first; the details and channels below it. */
export function EventOverview() {
  const client = useClient();
  const eventKey = useParams().eventKey ?? '';
  // The event page above has loaded it already; this reads the same cache entry.
  const { data: event } = useQuery(eventQuery(client, eventKey));
  if (!event) return null;
  const channels = [...(event.channels ?? [])].sort(
    (a, b) => (a.index ?? Number.POSITIVE_INFINITY) - (b.index ?? Number.POSITIVE_INFINITY),
  );
  const customTables = Object.entries(event.tableBookingConfig.tables ?? {});
  const encoded = encodeURIComponent(event.key);

  return (
    <div className="event-overview">
      <EventMapSection event={event} />
      <div className="overview-grid">
        <section className="card" aria-labelledby="event-facts">
          <h2 id="event-facts">Details</h2>
          <dl className="facts">
            <dt>Key</dt>
            <dd className="mono">{event.key}</dd>
            <dt>Name</dt>
            <dd>{event.name ?? '—'}</dd>
            <dt>Date</dt>
            <dd>{formatDate(event.date)}</dd>
            <dt>Chart</dt>
            <dd>
              <Link to={`/charts/${encodeURIComponent(event.chartKey)}`} className="mono">
                {event.chartKey}
              </Link>
            </dd>
            <dt>Table booking</dt>
            <dd>
              {tableBookingText(event.tableBookingConfig)}
              {customTables.length > 0 && (
                <ul className="compact-list">
                  {customTables.map(([table, mode]) => (
                    <li key={table}>
                      {table}: {mode === 'BY_TABLE' ? 'whole table' : 'single seats'}
                    </li>
                  ))}
                </ul>
              )}
            </dd>
            <dt>Created</dt>
            <dd>{formatDate(event.createdOn)}</dd>
            {event.updatedOn && (
              <>
                <dt>Updated</dt>
                <dd>{formatDate(event.updatedOn)}</dd>
              </>
            )}
          </dl>
        </section>

        <section className="card" aria-labelledby="event-channels">
          <div className="card-heading">
            <h2 id="event-channels">Channels</h2>
            <IfRoleMay action="editChannels">
              <Link className="button button-small" to={`/events/${encoded}/channels`}>
                Edit channels
              </Link>
            </IfRoleMay>
          </div>
          {channels.length === 0 ? (
            <p className="muted">No channels: every object is sold through the same channel.</p>
          ) : (
            <ul className="channel-summary">
              {channels.map((channel) => (
                <li key={channel.key}>
                  <ColorSwatch color={channel.color ?? 'transparent'} label={channel.name} />
                  <span className="muted mono">{channel.key}</span>
                  <span className="muted">
                    {plural(channel.objects.length, 'object')}
                    {sumPlaces(channel.areaPlaces) > 0 &&
                      `, ${plural(sumPlaces(channel.areaPlaces), 'GA place')}`}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section className="card" aria-labelledby="event-more">
          <h2 id="event-more">Work with this event</h2>
          <ul className="link-list">
            <li>
              <Link to={`/reports/events/${encoded}`}>Reports</Link>
              <span className="muted"> — seats by status, category, section and channel</span>
            </li>
            <li>
              <Link to={`/batch?event=${encoded}`}>Batch desk</Link>
              <span className="muted"> — hold, book and release many seats at once</span>
            </li>
          </ul>
        </section>
      </div>
    </div>
  );
}

function sumPlaces(areaPlaces: Record<string, number> | undefined): number {
  return Object.values(areaPlaces ?? {}).reduce((sum, n) => sum + n, 0);
}
