// The season page's reads and writes. A season is an event (docs/seasons.md): its details are the
// event query (with `events` and `partialSeasonKeys`), and every write invalidates the events, so
// the season, its events' figures, maps and the events list all read again.
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { SeatdeskClient } from '../../../client';
import { eventKeys } from '../../lib/queries';

/** An event's free / held / booked places, as the events list shows them (its byAvailabilityReason). */
export function figuresQuery(client: SeatdeskClient, eventKey: string) {
  return queryOptions({
    queryKey: [...eventKeys.detail(eventKey), 'season-figures'],
    queryFn: () => client.reports.eventSummary(eventKey, 'byAvailabilityReason'),
    select: (summary) => ({
      free: summary.available?.count ?? 0,
      held: summary.reservedByToken?.count ?? 0,
      booked: summary.booked?.count ?? 0,
    }),
  });
}

export function refreshEvents(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: eventKeys.all });
}

/** "a, b c" → ["a", "b", "c"]: event keys typed in one box. */
export function keysOf(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((k) => k.trim())
    .filter((k) => k !== '');
}
