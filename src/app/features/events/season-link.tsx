// The link from a night of a season to the season's page, by the season's name: its key means
// nothing to staff, so it is only in the tooltip. The season is read with the season page's own
// query, so opening the link costs no second read.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { eventQuery } from '../../lib/queries';
import { useClient } from '../../lib/session-context';

export function SeasonLink({ seasonKey }: { seasonKey: string }) {
  const client = useClient();
  const name = useQuery(eventQuery(client, seasonKey)).data?.name;
  return (
    <Link to={`/seasons/${encodeURIComponent(seasonKey)}`} title={`Season key: ${seasonKey}`}>
      {/* While it loads, if it fails, or unnamed: still a way to the season, without its key. */}
      {name ? `Season: ${name}` : 'Its season'}
    </Link>
  );
}
