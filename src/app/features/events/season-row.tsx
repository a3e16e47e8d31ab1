// A season's heading row in the events list, its events beneath it (season-groups.ts). The season's
// own figures are what a season ticket sees: a seat booked in any of its events is not free there.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EventFigureCells } from '../../components/event-figures';
import { formatDate, plural } from '../../lib/format';
import { eventQuery } from '../../lib/queries';
import { useClient } from '../../lib/session-context';
import type { SeasonGroup } from './season-groups';
import './season-list.css';
import { tableBookingText } from './table-booking';

export function SeasonRow({ group, children }: { group: SeasonGroup; children: ReactNode }) {
  const client = useClient();
  // When the season itself is on another page of the list, its name and chart are read here.
  const fetched = useQuery({ ...eventQuery(client, group.seasonKey), enabled: !group.season });
  const season = group.season ?? fetched.data;
  const link = `/seasons/${encodeURIComponent(group.seasonKey)}`;
  const name = season?.name ?? group.seasonKey;
  return (
    <>
      <tr className="season-row" data-season={group.seasonKey}>
        <td className="event-name-cell">
          <Link to={link}>
            <span className="event-name">{name}</span>{' '}
            {season?.name != null && (
              <span className="event-key mono" title="Season key">
                {group.seasonKey}
              </span>
            )}
          </Link>
          <span className="season-line">
            <span className="badge" title="A season: a season ticket books every one of its events">
              Season
            </span>{' '}
            {plural(group.events.length, 'event')} below
            {group.partialSeasons.length > 0 && (
              <>
                {' · Partial seasons: '}
                {group.partialSeasons.map((p, i) => (
                  <span key={p.key}>
                    {i > 0 && ', '}
                    <span title={`Partial season ${p.key}`}>{p.name ?? p.key}</span>
                  </span>
                ))}
              </>
            )}
          </span>
        </td>
        <td className="nowrap">{season && formatDate(season.date)}</td>
        <EventFigureCells eventKey={group.seasonKey} />
        <td>
          {season && (
            <Link to={`/charts/${encodeURIComponent(season.chartKey)}`} className="mono">
              {season.chartKey}
            </Link>
          )}
        </td>
        <td>{season && tableBookingText(season.tableBookingConfig)}</td>
      </tr>
      {children}
    </>
  );
}
