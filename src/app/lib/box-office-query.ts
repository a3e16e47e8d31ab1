// The service's list of the box office's hold tokens (a Seatdesk addition, docs/holds.md), read
// page by page. A seats.io region has no such route and answers 404: the list then says it is
// not kept, and the back office goes on with what the browser remembers (box-office-tokens.ts).
import { queryOptions } from '@tanstack/react-query';
import type { SeatdeskClient } from '../../client';
import type { BoxOfficeToken } from '../../contract/box-office-tokens';
import { isApiError } from './errors';
import { HELD_REFRESH_MS } from './held-objects';
import { eventKeys } from './queries';

/** A shift's tokens fit many times over; past this the oldest are not shown. */
const MAX_PAGES = 10;

export type BoxOfficeList = { kept: true; tokens: BoxOfficeToken[] } | { kept: false };

// Under the events prefix: every batch (which invalidates every event) refreshes what they hold.
export const boxOfficeKey = () => [...eventKeys.all, 'box-office-tokens'] as const;

export const boxOfficeTokensQuery = (client: SeatdeskClient) =>
  queryOptions({
    queryKey: boxOfficeKey(),
    queryFn: async ({ signal }): Promise<BoxOfficeList> => {
      const tokens: BoxOfficeToken[] = [];
      let startAfter: string | undefined;
      try {
        for (let page = 0; page < MAX_PAGES; page++) {
          signal?.throwIfAborted();
          const answer = await client.boxOfficeTokens.list({ limit: 100, startAfter });
          tokens.push(...answer.items);
          const next = answer.next_page_starts_after;
          if (next === undefined) break;
          startAfter = String(next);
        }
      } catch (error) {
        if (isApiError(error, 404)) return { kept: false };
        throw error;
      }
      return { kept: true, tokens };
    },
    refetchInterval: HELD_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
