// `/seasons/:seasonKey`: a season's live map with season tickets, its events and partial seasons.
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { PageData } from '../../components/page-data';
import { PageHeader } from '../../components/page-header';
import { plural } from '../../lib/format';
import { eventQuery } from '../../lib/queries';
import { useClient } from '../../lib/session-context';
import { PartialSeasonsSection } from './partial-seasons';
import { SeasonEventsSection } from './season-events';
import { SeasonMapSection } from './season-map';
import './seasons.css';

export function SeasonPage() {
  const client = useClient();
  const seasonKey = useParams().seasonKey ?? '';
  const season = useQuery(eventQuery(client, seasonKey));
  const encoded = encodeURIComponent(seasonKey);

  return (
    <PageData
      query={season}
      what="the season"
      failed={`Season ${seasonKey} could not be loaded`}
      notFound={`There is no season "${seasonKey}" in this workspace.`}
    >
      {(data) =>
        data.isTopLevelSeason ? (
          <>
            <PageHeader
              title={data.name ?? data.key}
              subtitle={
                <>
                  Season <code>{data.key}</code> on chart{' '}
                  <Link to={`/charts/${encodeURIComponent(data.chartKey)}`}>
                    <code>{data.chartKey}</code>
                  </Link>{' '}
                  · {plural(data.events?.length ?? 0, 'event')}
                </>
              }
              actions={
                <Link className="button" to={`/reports/events/${encoded}`}>
                  Season reports
                </Link>
              }
            />
            <SeasonMapSection season={data} />
            <div className="season-grid">
              <SeasonEventsSection season={data} />
              <PartialSeasonsSection season={data} />
            </div>
          </>
        ) : (
          <div className="notice notice-warning">
            <p>
              <strong>{data.name ?? data.key}</strong> is{' '}
              {data.isPartialSeason ? 'a partial season' : 'an event, not a season'}.{' '}
              {data.topLevelSeasonKey ? (
                <Link to={`/seasons/${encodeURIComponent(data.topLevelSeasonKey)}`}>
                  Open its season
                </Link>
              ) : (
                <Link to={`/events/${encoded}`}>Open the event</Link>
              )}
            </p>
          </div>
        )
      }
    </PageData>
  );
}
