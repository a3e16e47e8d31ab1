// A channel's name or colour edited alone moves no object: the event's revision does not move and
// the live feed says nothing (docs/live-feed.md). While the map shows channel colours, which come
// from the event record, that record is read again every few seconds so another clerk's edit shows.
import { useQuery } from '@tanstack/react-query';
import { eventQuery } from '../../lib/queries';
import { useClient } from '../../lib/session-context';

/** How often the event record is read again while the map is coloured by channel. */
export const CHANNELS_REREAD_MS = 5_000;

export function useChannelColoursReread(eventKey: string, channelColours: boolean): void {
  const client = useClient();
  useQuery({
    ...eventQuery(client, eventKey),
    refetchInterval: channelColours ? CHANNELS_REREAD_MS : false,
    refetchIntervalInBackground: false,
  });
}
