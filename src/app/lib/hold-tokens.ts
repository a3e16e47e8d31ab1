// The hold tokens this back office created for the signed-in workspace, shared by every tab
// (staff-store.ts), and what each page needs of them: the service's answer about one token, the
// moment it expires, and extending it. A countdown runs from the service's `expiresInSeconds`
// counted from when the answer arrived, so a browser clock that is off does not matter. Once the
// service says a token is gone, the list remembers it as ended: no page asks for it again.
import {
  queryOptions,
  type UseQueryResult,
  useMutation,
  useQueries,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { z } from 'zod';
import type { SeatdeskClient } from '../../client';
import { type HoldToken, MAX_HOLD_MINUTES } from '../../contract/hold-tokens';
import { type BoxOfficeList, boxOfficeKey } from './box-office-query';
import { isApiError } from './errors';
import { useClient, useSession } from './session-context';
import { sharedSlot, staffOwner, useSharedSlot } from './staff-store';

const StaffTokenSchema = z.object({
  token: z.string().min(1),
  createdAt: z.string(),
  /** The service answered that it has expired (or is unknown): it is not asked for again. */
  ended: z.boolean().optional(),
});
export type StaffToken = z.infer<typeof StaffTokenSchema>;

const tokensSlot = sharedSlot('hold-tokens', z.array(StaffTokenSchema), []);

/** How much one click on Extend adds. */
export const EXTEND_BY_MINUTES = 15;
/** Under this, a token's countdown turns into a warning (and the banner appears). */
export const EXPIRY_WARNING_MS = 2 * 60_000;

/** No token lives longer than this after it was created: older entries are dropped. */
const tooOld = (one: StaffToken, now: number) =>
  now - Date.parse(one.createdAt) > (MAX_HOLD_MINUTES + 1) * 60_000;

export interface StaffTokens {
  tokens: StaffToken[];
  addToken: (token: string) => void;
  forgetToken: (token: string) => void;
  markEnded: (token: string) => void;
}

/**
 * The tokens this browser remembers. Adding one also marks it as the box office's on the service,
 * with the sign-in's staff name, and forgetting one unmarks it (docs/holds.md): the holds view is
 * rebuilt from the service after a sign-out. A seats.io region answers 404, which changes nothing.
 */
export function useStaffTokens(): StaffTokens {
  const { session, client } = useSession();
  const queryClient = useQueryClient();
  const [stored, update] = useSharedSlot(tokensSlot, staffOwner(session));
  const tokens = useMemo(() => stored.filter((one) => !tooOld(one, Date.now())), [stored]);
  const staffName = session?.staffName;
  const refreshList = useCallback(
    () => queryClient.invalidateQueries({ queryKey: boxOfficeKey() }),
    [queryClient],
  );
  const addToken = useCallback(
    (token: string) => {
      update((list) => [
        { token, createdAt: new Date().toISOString() },
        ...list.filter((one) => one.token !== token && !tooOld(one, Date.now())),
      ]);
      client?.boxOfficeTokens.mark(token, staffName).then(
        // The mark answers the token as the list shows it: put in, without reading the list again.
        (item) =>
          queryClient.setQueryData(boxOfficeKey(), (list: BoxOfficeList | undefined) =>
            list?.kept
              ? { ...list, tokens: [item, ...list.tokens.filter((one) => one.holdToken !== token)] }
              : list,
          ),
        () => {},
      );
    },
    [update, client, staffName, queryClient],
  );
  const forgetToken = useCallback(
    (token: string) => {
      update((list) => list.filter((one) => one.token !== token));
      queryClient.setQueryData(boxOfficeKey(), (list: BoxOfficeList | undefined) =>
        list?.kept
          ? { ...list, tokens: list.tokens.filter((one) => one.holdToken !== token) }
          : list,
      );
      client?.boxOfficeTokens.unmark(token).then(refreshList, () => {});
    },
    [update, client, queryClient, refreshList],
  );
  const markEnded = useCallback(
    (token: string) =>
      update((list) => list.map((one) => (one.token === token ? { ...one, ended: true } : one))),
    [update],
  );
  return { tokens, addToken, forgetToken, markEnded };
}

/** Same key as the batch desk's token query, so both read one cache entry. */
export const holdTokenKey = (token: string) => ['hold-tokens', token] as const;

/** The token's expiry, or `null` once it has expired or when it is unknown. */
export function holdTokenQuery(client: SeatdeskClient, token: string) {
  return queryOptions({
    queryKey: holdTokenKey(token),
    queryFn: async (): Promise<HoldToken | null> => {
      try {
        return await client.holdTokens.retrieve(token);
      } catch (error) {
        if (isApiError(error, 404)) return null;
        throw error;
      }
    },
    refetchInterval: 60_000,
  });
}

/** When the token expires, in this browser's clock; `null` once expired; undefined while unknown. */
export function deadlineOf(query: UseQueryResult<HoldToken | null>): number | null | undefined {
  if (query.data === undefined) return undefined;
  if (query.data === null) return null;
  return query.dataUpdatedAt + query.data.expiresInSeconds * 1000;
}

/** True once the token is known to have expired (a deadline still unknown is not expired). */
export function isExpired(deadline: number | null | undefined, now: number): boolean {
  return deadline === null || (typeof deadline === 'number' && deadline <= now);
}

/**
 * Every staff token with its deadline; a token found ended is no longer asked for, nor one whose
 * deadline the service's list of the box office's tokens gave (`knownDeadline`).
 */
export function useTokenDeadlines<T extends StaffToken & { knownDeadline?: number }>(
  tokens: readonly T[],
) {
  const client = useClient();
  const { markEnded } = useStaffTokens();
  const queries = useQueries({
    queries: tokens.map((one) => ({
      ...holdTokenQuery(client, one.token),
      enabled: !one.ended && one.knownDeadline === undefined,
    })),
  });
  const found = tokens.map((one, i) => ({
    ...one,
    query: queries[i],
    deadline: one.ended ? null : (one.knownDeadline ?? deadlineOf(queries[i])),
  }));
  const endedNow = found
    .filter((one) => !one.ended && one.query.data === null)
    .map((one) => one.token)
    .join(' ');
  useEffect(() => {
    for (const token of endedNow.split(' ').filter(Boolean)) markEnded(token);
  }, [endedNow, markEnded]);
  return found;
}

export function useExtendToken() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    /** Adds EXTEND_BY_MINUTES to what is left; the service stops at two hours after creation. */
    mutationFn: ({ token, deadline }: { token: string; deadline: number }) => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 60_000));
      return client.holdTokens.expireInMinutes(
        token,
        Math.min(MAX_HOLD_MINUTES, left + EXTEND_BY_MINUTES),
      );
    },
    meta: { errorTitle: 'The hold token was not extended' },
    onSuccess: (answer) => {
      queryClient.setQueryData(holdTokenKey(answer.holdToken), answer);
      return queryClient.invalidateQueries({ queryKey: boxOfficeKey() });
    },
  });
}

/** The current time, refreshed every `ms`, for countdowns. */
export function useNow(ms = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}

/** `mm:ss` (or `h:mm:ss`) left until `until`; `null` once it has passed. */
export function timeLeft(until: number, now: number): string | null {
  const seconds = Math.ceil((until - now) / 1000);
  if (seconds <= 0) return null;
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
