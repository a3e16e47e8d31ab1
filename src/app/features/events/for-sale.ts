// Marking a map selection not for sale or back on sale: which of the selected objects each action
// would change, and what staff read once it is done. The map's states (event-map-data.ts) say
// which objects are not for sale now; an object they do not list is free and for sale.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SeatdeskClient } from '../../../client';
import type { ObjectInfoWire } from '../../../contract/status';
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

/** The call itself; the event's queries (map, figures) are read again whatever the outcome. */
export function useForSaleChange(client: SeatdeskClient, eventKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ labels, forSale }: ForSaleChange) =>
      forSale
        ? client.status.markAsForSale(eventKey, { objects: labels })
        : client.status.markAsNotForSale(eventKey, { objects: labels }),
    // The selection bar says what happened, success or refusal, next to the buttons.
    meta: { toast: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.detail(eventKey) }),
  });
}
