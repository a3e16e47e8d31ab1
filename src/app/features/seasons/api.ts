// The season page's reads and writes. A season is an event (docs/seasons.md): its details are the
// event query (with `events` and `partialSeasonKeys`), and every write invalidates the events, so
// the season, its events' figures, maps and the events list all read again.
import type { QueryClient } from '@tanstack/react-query';
import { eventKeys } from '../../lib/queries';

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
