import { Link } from 'react-router';
import type { Event } from '../../../contract/events';
import { EventFigureCells, FigureHeaderCells } from '../../components/event-figures';
import { PageHeader } from '../../components/page-header';
import { IfRoleMay } from '../../components/require-role';
import { SearchedList } from '../../components/searched-list';
import { formatDate } from '../../lib/format';
import { useClient } from '../../lib/session-context';
import { eventsQueries } from './api';
import './events-list.css';
import { eventName, keyWorthShowing } from '../../lib/event-name';
import { DayFilter, DayNotice } from './day-filter';
import { groupBySeason } from './season-groups';
import { SeasonRow } from './season-row';
import { tableBookingText } from './table-booking';

export function EventsListPage() {
  const client = useClient();

  return (
    <>
      <PageHeader
        title="Events"
        subtitle="Every event of this workspace by date, with its free, held and booked places."
        actions={
          <>
            <IfRoleMay action="createSeasons">
              <Link className="button" to="/seasons">
                Create season
              </Link>
            </IfRoleMay>
            <IfRoleMay action="createEvents">
              <Link className="button button-primary" to="/create-events">
                Create events
              </Link>
            </IfRoleMay>
          </>
        }
      />
      <SearchedList
        list={(search) => eventsQueries.list(client, search)}
        searchLabel="Search events"
        placeholder="Key, name or date (2 Dec)"
        controls={(search, setSearch) => <DayFilter search={search} setSearch={setSearch} />}
        notice={(page, search) => <DayNotice page={page} search={search} />}
        what="events"
        failed="The events could not be loaded"
        caption="Events"
        pagerLabel="Events pages"
        empty={{
          matching: (q) => `No event matches "${q}".`,
          onDay: (day) => `No event on ${formatDate(day)}.`,
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
        row={(event) => <EventRow key={event.key} event={event} />}
        rows={(items) =>
          groupBySeason(items).map((entry) =>
            entry.kind === 'event' ? (
              <EventRow key={entry.event.key} event={entry.event} />
            ) : (
              <SeasonRow key={`season:${entry.seasonKey}`} group={entry}>
                {entry.events.map((event) => (
                  <EventRow
                    key={event.key}
                    event={event}
                    inSeason
                    partialName={(key) =>
                      entry.partialSeasons.find((p) => p.key === key)?.name ?? key
                    }
                  />
                ))}
              </SeasonRow>
            ),
          )
        }
      />
    </>
  );
}

/** One event: its name first (the key beneath), date, figures, chart and table booking. */
function EventRow({
  event,
  inSeason = false,
  partialName = (key) => key,
}: {
  event: Event;
  inSeason?: boolean;
  /** A partial season's name, when the page has it. */
  partialName?: (key: string) => string;
}) {
  const partials = (event.partialSeasonKeysForEvent ?? []).map(partialName);
  return (
    <tr className={inSeason ? 'season-member' : undefined}>
      <td className="event-name-cell">
        {/* The key inside the link too: people who know an event by its key find it. */}
        <Link to={`/events/${encodeURIComponent(event.key)}`}>
          <span className="event-name">{eventName(event)}</span>{' '}
          {keyWorthShowing(event) && (
            <span className="event-key mono" title="Event key">
              {event.key}
            </span>
          )}
        </Link>
        {partials.length > 0 && (
          <span className="event-partials muted">Also in {partials.join(', ')}</span>
        )}
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
  );
}
