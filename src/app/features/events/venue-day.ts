// The venue's day for the events list's "Today": the one the service orders the list from (its
// answer's `seatdesk.today`, the service's time zone, docs/events-list.md), so a clerk whose
// browser keeps another zone still finds tonight's show. A seats.io region says no day: the
// browser's own is the best left.
import { useQuery } from '@tanstack/react-query';
import { eventKeys } from '../../lib/queries';
import { useClient } from '../../lib/session-context';
import { localDay } from './api';

/** How long the service's day is kept before it is asked again (it turns at midnight). */
const VENUE_DAY_KEPT_MS = 60_000;

export function useVenueDay(): string {
  const client = useClient();
  const answer = useQuery({
    queryKey: [...eventKeys.lists(), 'venue-day'],
    queryFn: () => client.events.list({ limit: 1, sort: 'date' }),
    staleTime: VENUE_DAY_KEPT_MS,
  });
  return answer.data?.seatdesk?.today ?? localDay();
}
