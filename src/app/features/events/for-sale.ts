// Marking a map selection not for sale or back on sale: which of the selected objects each action
// would change, and what staff read once it is done. The map's states (event-map-data.ts) say
// which objects are not for sale now; an object they do not list is free and for sale.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SeatdeskClient } from '../../../client';
import type { RateLimitInfo } from '../../../contract/event-batches';
import type { ObjectInfoWire } from '../../../contract/status';
import { isApiError } from '../../lib/errors';
import { plural } from '../../lib/format';
import { eventKeys } from '../../lib/queries';
import { statusName } from '../../lib/status-names';
import { compactLabels } from './selection-link';

export interface ForSaleSplit {
  /** Selected objects on sale now: what "Mark not for sale" changes. */
  onSale: string[];
  /** Selected objects not for sale now: what "Put back on sale" changes. */
  notForSale: string[];
}

export function splitBySale(
  selection: Iterable<string>,
  infos: ReadonlyMap<string, Pick<ObjectInfoWire, 'forSale'>>,
): ForSaleSplit {
  const split: ForSaleSplit = { onSale: [], notForSale: [] };
  for (const label of selection) {
    if (infos.get(label)?.forSale === false) split.notForSale.push(label);
    else split.onSale.push(label);
  }
  return split;
}

/** `A-1..A-3 are` / `B-4 is` / `40 objects (A-1..A-40) are`: short enough for one line. */
function subject(labels: readonly string[]): string {
  const text = compactLabels(labels);
  const verb = labels.length === 1 ? 'is' : 'are';
  if (labels.length <= 6 || text.length <= 40) return `${text} ${verb}`;
  return `${plural(labels.length, 'object')} ${verb}`;
}

/**
 * The sentence after the change. Marking a held or booked seat not for sale keeps the hold or
 * booking; staff are told, so nobody thinks the customer lost the seat.
 */
export function forSaleOutcome(
  labels: readonly string[],
  forSale: boolean,
  infos: ReadonlyMap<string, Pick<ObjectInfoWire, 'status'>>,
): string {
  const done = `${subject(labels)} ${forSale ? 'back on sale' : 'now not for sale'}.`;
  if (forSale) return done;
  const taken = labels.filter((label) => {
    const status = infos.get(label)?.status;
    return status !== undefined && status !== 'free';
  });
  if (taken.length === 0) return done;
  const first = taken[0];
  const status = statusName(infos.get(first)?.status ?? '').toLowerCase();
  const kept =
    taken.length === 1
      ? `${first} is ${status}: it stays ${status}, and is not sold again once released.`
      : `${plural(taken.length, 'of them is', 'of them are')} held or booked: they stay so, and are not sold again once released.`;
  return `${done} ${kept}`;
}

export interface ForSaleChange {
  labels: string[];
  forSale: boolean;
}

/**
 * How many for-sale edits the event has left today, as the service last answered (seats.io
 * allows a number per event and UTC day). Kept beside the event's queries, not under them: it is
 * no answer of a read, so refreshing the event must not drop it.
 */
const editsLeftKey = (eventKey: string) => ['for-sale-edits-left', eventKey] as const;

export function useForSaleEditsLeft(eventKey: string): RateLimitInfo | undefined {
  const { data } = useQuery<RateLimitInfo | null>({
    queryKey: editsLeftKey(eventKey),
    queryFn: () => null,
    enabled: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data ?? undefined;
}

/** "9 edits left today", or nothing once the day it counted is over. */
export function editsLeftText(info: RateLimitInfo | undefined, now: Date): string | null {
  if (!info || Date.parse(info.rateLimitResetDate) <= now.getTime()) return null;
  const left = info.rateLimitRemainingCalls;
  if (left <= 0) return 'No edits left today';
  return `${plural(left, 'edit')} left today`;
}

/** The next midnight UTC, when seats.io starts counting an event's edits again. */
export function nextUtcMidnight(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

/**
 * The call itself: an incremental edit (`edit-for-sale-config`), so objects another manager took
 * off sale stay off whatever this selection does (`mark-as-*` replace the whole config on
 * seats.io). The event's queries (map, figures) are read again whatever the outcome.
 */
export function useForSaleChange(client: SeatdeskClient, eventKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ labels, forSale }: ForSaleChange) => {
      const items = labels.map((object) => ({ object }));
      return client.status.editForSaleConfig(
        eventKey,
        forSale ? { forSale: items } : { notForSale: items },
      );
    },
    // The selection bar says what happened, success or refusal, next to the buttons.
    meta: { toast: false },
    onSuccess: (result) => queryClient.setQueryData(editsLeftKey(eventKey), result.rateLimitInfo),
    onError: (error) => {
      if (!isApiError(error, 429)) return;
      const info: RateLimitInfo = {
        rateLimitRemainingCalls: 0,
        rateLimitResetDate: nextUtcMidnight(new Date()).toISOString(),
      };
      queryClient.setQueryData(editsLeftKey(eventKey), info);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.detail(eventKey) }),
  });
}
