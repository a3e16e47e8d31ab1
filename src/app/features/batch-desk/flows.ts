// The one-click starting points, as pure functions from what the service reported to the rows
// they start the batch with. The rows are then previewed and submitted like any other.
import type { ObjectInfoWire } from '../../../contract/status';
import { NO_CHANNEL, NO_TICKET_TYPE } from '../../../domain/model';
import type { DraftRow, RowAction } from './draft';

export type RowFields = Partial<Omit<DraftRow, 'id'>>;

/** `a, b` → `[a, b]`: the events a flow works on. */
export function eventList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((key) => key.trim())
        .filter(Boolean),
    ),
  ];
}

/** Objects in a channel only change with their channel in `channelKeys` (and NO_CHANNEL beside). */
export function channelKeysFor(infos: readonly ObjectInfoWire[]): string[] {
  const keys = new Set(infos.map((info) => info.channel ?? NO_CHANNEL));
  return keys.size === 1 && keys.has(NO_CHANNEL) ? [] : [...keys].sort();
}

/** "Hold for a customer": one hold row per event, all with the new token. */
export function holdRows(eventKeys: readonly string[], holdToken: string): RowFields[] {
  const keys = eventKeys.length > 0 ? eventKeys : [''];
  return keys.map((eventKey) => ({ eventKey, action: 'hold', holdToken }));
}

/** "Confirm held seats": book what each event holds with the token, under the order id. */
export function confirmRows(
  heldByEvent: ReadonlyMap<string, readonly ObjectInfoWire[]>,
  holdToken: string,
  orderId: string,
): RowFields[] {
  const rows: RowFields[] = [];
  for (const [eventKey, infos] of heldByEvent) {
    const held = infos.filter((info) => info.holdToken === holdToken || info.holds?.[holdToken]);
    if (held.length === 0) continue;
    const objects = held.flatMap((info) => {
      if (!info.holds?.[holdToken]) return [info.label];
      return Object.entries(info.holds[holdToken]).map(
        ([type, n]) => `${info.label} x ${n}${type === NO_TICKET_TYPE ? '' : ` (${type})`}`,
      );
    });
    rows.push({
      eventKey,
      action: 'book',
      holdToken,
      orderId,
      objects: objects.join(', '),
      channelKeys: channelKeysFor(held),
    });
  }
  return rows;
}

/**
 * "Release an order": release every object the order holds in each event (byOrderId report).
 * Held objects need their own token, so they get a row per token. A GA area releases its booked
 * places: the order id is the area's, so the service cannot tell whose places they are.
 */
export function releaseOrderRows(
  orderByEvent: ReadonlyMap<string, readonly ObjectInfoWire[]>,
): RowFields[] {
  const rows: RowFields[] = [];
  for (const [eventKey, infos] of orderByEvent) {
    const byToken = new Map<string, ObjectInfoWire[]>();
    for (const info of infos) {
      const isArea = info.objectType === 'generalAdmission';
      if (isArea ? !info.numBooked : info.status === 'free') continue;
      const token = isArea ? '' : (info.holdToken ?? '');
      byToken.set(token, [...(byToken.get(token) ?? []), info]);
    }
    for (const [holdToken, group] of byToken) {
      rows.push({
        eventKey,
        action: 'release',
        holdToken,
        objects: group
          .map((info) =>
            info.objectType === 'generalAdmission'
              ? `${info.label} x ${info.numBooked}`
              : info.label,
          )
          .join(', '),
        channelKeys: channelKeysFor(group),
      });
    }
  }
  return rows;
}

export interface MoveRequest {
  fromEvent: string;
  fromObjects: string;
  /** The old objects as they are: their hold token, order id and channels carry over. */
  fromInfos: readonly ObjectInfoWire[];
  toEvent: string;
  toObjects: string;
  action: Extract<RowAction, 'book' | 'hold'>;
  holdToken: string;
  /** Empty: the old objects' order id. */
  orderId: string;
}

/** "Move a booking": release the old objects and book (or hold) the new ones, in one batch. */
export function moveRows(move: MoveRequest): RowFields[] {
  const heldWith = move.fromInfos.find((info) => info.holdToken)?.holdToken ?? '';
  const orderId = move.orderId || (move.fromInfos.find((info) => info.orderId)?.orderId ?? '');
  return [
    {
      eventKey: move.fromEvent,
      objects: move.fromObjects,
      action: 'release',
      holdToken: heldWith,
      channelKeys: channelKeysFor(move.fromInfos),
    },
    {
      eventKey: move.toEvent || move.fromEvent,
      objects: move.toObjects,
      action: move.action,
      holdToken: move.holdToken,
      orderId,
    },
  ];
}
