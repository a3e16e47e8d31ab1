// On the report of an event in a season: its objects by status with or without the season's
// bookings (season-split.ts says which objects those are).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { SeatdeskClient } from '../../../client';
import type { Event } from '../../../contract/events';
import { BOOKED, FREE, HELD } from '../../../domain/model';
import { eventKeys } from '../../lib/queries';
import { statusName } from '../../lib/status-names';
import { seasonTakenLabels, statusCounts } from './season-split';

const STATUS_ORDER = [FREE, HELD, BOOKED];

async function loadSplit(client: SeatdeskClient, event: Event, seasonKey: string) {
  const season = await client.events.retrieve(seasonKey);
  const sibling = season.events?.find((e) => e.key !== event.key);
  const [own, seasonObjects, siblingObjects] = await Promise.all([
    client.reports.eventFlatList(event.key),
    client.reports.eventFlatList(seasonKey),
    sibling ? client.reports.eventFlatList(sibling.key) : undefined,
  ]);
  const taken = seasonTakenLabels(own, seasonObjects, siblingObjects);
  return {
    season,
    taken: [...taken].sort(),
    withSeason: statusCounts(own),
    withoutSeason: statusCounts(own, taken),
  };
}

export function SeasonSplitCard({ client, event }: { client: SeatdeskClient; event: Event }) {
  const seasonKey = event.topLevelSeasonKey ?? '';
  const [include, setInclude] = useState(true);
  const split = useQuery({
    queryKey: [...eventKeys.detail(event.key), 'season-split'],
    queryFn: () => loadSplit(client, event, seasonKey),
  });
  const data = split.data;
  const counts = data && (include ? data.withSeason : data.withoutSeason);
  const statuses = counts
    ? [
        ...STATUS_ORDER.filter((s) => counts.has(s)),
        ...[...counts.keys()].filter((s) => !STATUS_ORDER.includes(s)),
      ]
    : [];
  return (
    <section className="card season-split" aria-labelledby="season-split">
      <div>
        <h2 id="season-split">Season bookings</h2>
        <p>
          This event is in season{' '}
          <Link to={`/seasons/${encodeURIComponent(seasonKey)}`}>
            {data?.season.name ?? seasonKey}
          </Link>
          .{' '}
          {data &&
            (data.taken.length === 0
              ? 'No seat of it is booked or held through the season.'
              : `${data.taken.length} of its seats, tables or booths are taken through the season.`)}
        </p>
        <label className="inline-check">
          <input type="checkbox" checked={include} onChange={(e) => setInclude(e.target.checked)} />
          Count the season's bookings
        </label>
        {split.isError && (
          <p className="field-error" role="alert">
            The season's bookings could not be read: {split.error.message}
          </p>
        )}
        <p className="field-hint">
          Seats, tables and booths; GA areas are not split. Without the season, a seat sold for the
          season counts as free here; one released for this night counts as this event's own.
        </p>
      </div>
      {counts && (
        <table className="data" aria-label="Objects by status">
          <thead>
            <tr>
              <th scope="col">Status</th>
              <th scope="col" className="num">
                {include ? 'With the season' : 'Without the season'}
              </th>
            </tr>
          </thead>
          <tbody>
            {statuses.map((status) => (
              <tr key={status} data-status={status}>
                <td title={`API: ${status}`}>{statusName(status)}</td>
                <td className="num">{(counts.get(status) ?? 0).toLocaleString('en')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
