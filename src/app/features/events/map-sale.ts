// Selling from the event's map: the status changes that book, hold or release the selected seats,
// sent as one all-or-nothing batch (so a refusal leaves every seat as it was), and the sentences
// staff read before and after. The map's states (event-map-data.ts) say which seats are held or
// booked now; a seat they do not list is free and for sale.
import type { ObjectInfoWire } from '../../../contract/status';
import { BOOKED, HELD, NO_CHANNEL } from '../../../domain/model';
import { plural } from '../../lib/format';
import type { StatusChange } from '../../lib/order-changes';
import { compactLabels } from './selection-link';

export type SaleAction = 'book' | 'hold' | 'release';

export interface SaleRequest {
  action: SaleAction;
  eventKey: string;
  labels: readonly string[];
  /** Book: the order id; hold: the customer's name, kept as the hold's order id. */
  orderId?: string;
  /** The hold token to hold with, or to book or release seats it holds. */
  holdToken?: string;
}

type Infos = ReadonlyMap<string, Pick<ObjectInfoWire, 'status' | 'holdToken' | 'channel'>>;

/**
 * The batch for `request`. Seats kept for a channel are changed with their channel named: the
 * clerk chose them on the map. A held seat is booked only with the token given (a customer may be
 * paying for it elsewhere), but released with its own token: releasing is what was asked.
 */
export function saleChanges(request: SaleRequest, infos: Infos): StatusChange[] {
  const { action, eventKey, labels } = request;
  const orderId = request.orderId?.trim() || undefined;
  const holdToken = request.holdToken?.trim() || undefined;
  const groups = new Map<string, string[]>();
  for (const label of labels) {
    const info = infos.get(label);
    const token =
      action === 'release' && !holdToken && info?.status === HELD ? info.holdToken : holdToken;
    const key = token ?? '';
    groups.set(key, [...(groups.get(key) ?? []), label]);
  }
  return [...groups].map(([token, objects]) => {
    const change: StatusChange = { event: eventKey, objects };
    if (action === 'release') change.type = 'RELEASE';
    else change.status = action === 'book' ? BOOKED : HELD;
    if (token) change.holdToken = token;
    if (orderId && action !== 'release') change.orderId = orderId;
    const channels = new Set(objects.map((label) => infos.get(label)?.channel ?? NO_CHANNEL));
    if (channels.size > 1 || !channels.has(NO_CHANNEL)) change.channelKeys = [...channels].sort();
    return change;
  });
}

/** `A-1..A-3` / `40 seats` when the labels would not fit on a line. */
export function seatsText(labels: readonly string[]): string {
  const text = compactLabels(labels);
  return labels.length <= 6 || text.length <= 40 ? text : plural(labels.length, 'seat');
}

/** What happened, for the line under the map. */
export function saleDone(request: SaleRequest): string {
  const seats = seatsText(request.labels);
  const orderId = request.orderId?.trim();
  if (request.action === 'book')
    return `Booked ${seats}${orderId ? ` under order ${orderId}` : ''}.`;
  if (request.action === 'release') return `Released ${seats}: free to sell again.`;
  const who = orderId ? ` for ${orderId}` : '';
  return `Held ${seats}${who} with hold token ${request.holdToken}.`;
}

export const SALE_VERBS: Record<SaleAction, string> = {
  book: 'booked',
  hold: 'held',
  release: 'released',
};

/**
 * Why Book and Hold would only be refused: every selected seat is booked already (the batch is
 * all or nothing, so the clerk would read a refusal and nothing else). Undefined while any seat
 * may still be sold, or before the map's states are read.
 */
export function allBookedText(
  labels: readonly string[],
  infos: ReadonlyMap<string, Pick<ObjectInfoWire, 'status'>> | undefined,
): string | undefined {
  if (!infos || labels.length === 0) return undefined;
  if (!labels.every((label) => infos.get(label)?.status === BOOKED)) return undefined;
  const [is, it] = labels.length === 1 ? ['is', 'it'] : ['are', 'them'];
  return `${seatsText(labels)} ${is} already booked: release ${it} first to sell ${it} again.`;
}
