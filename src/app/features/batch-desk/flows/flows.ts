// The one-click starting points, as pure functions from what the service reported to the rows
// they start the batch with. The rows are then previewed and submitted like any other. What the
// rows change is built by lib/order-changes.ts, which the holds view sends as it is: one set of
// rules for confirming a token, releasing an order and moving a booking.
import type { ObjectInfoWire } from '../../../../contract/status';
import { BOOKED, HELD } from '../../../../domain/model';
import { formatObjects, parseObjectInput } from '../../../lib/object-input';
import {
  confirmTokenChanges,
  type InfosByEvent,
  moveChanges,
  namedTargets,
  releaseOrderChanges,
  type StatusChange,
} from '../../../lib/order-changes';
import type { DraftRow, RowAction } from '../rows/draft';

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

/** A status change as a desk row, with its objects written the way staff type them. */
export function rowOf(change: StatusChange): RowFields {
  const status = change.status ?? '';
  const action: RowAction =
    change.type === 'RELEASE'
      ? 'release'
      : status === BOOKED
        ? 'book'
        : status === HELD
          ? 'hold'
          : 'custom';
  return {
    eventKey: change.event,
    action,
    ...(action === 'custom' && { customStatus: status }),
    objects: formatObjects(change.objects),
    holdToken: change.holdToken ?? '',
    orderId: change.orderId ?? '',
    channelKeys: change.channelKeys ?? [],
  };
}

/** "Hold for a customer": one hold row per event, all with the new token. */
export function holdRows(eventKeys: readonly string[], holdToken: string): RowFields[] {
  const keys = eventKeys.length > 0 ? eventKeys : [''];
  return keys.map((eventKey) => ({ eventKey, action: 'hold', holdToken }));
}

/** "Confirm held seats": book what each event holds with the token, under the order id. */
export function confirmRows(
  heldByEvent: InfosByEvent,
  holdToken: string,
  orderId: string,
): RowFields[] {
  return confirmTokenChanges(heldByEvent, holdToken, orderId).map(rowOf);
}

/** "Release an order": release every object the order has in each event (byOrderId report). */
export function releaseOrderRows(orderByEvent: InfosByEvent): RowFields[] {
  return releaseOrderChanges(orderByEvent).map(rowOf);
}

export interface MoveRequest {
  fromEvent: string;
  fromObjects: string;
  /** The old objects as they are: their hold tokens, order id and channels carry over. */
  fromInfos: readonly ObjectInfoWire[];
  toEvent: string;
  toObjects: string;
  action: Extract<RowAction, 'book' | 'hold'>;
  holdToken: string;
  /** Empty: the old objects' order id. */
  orderId: string;
}

/**
 * "Move a booking": release the old objects (a row per hold token) and book (or hold) the new
 * ones, in one batch. The old objects must read as objects: the flow looks up their tokens. The
 * new ones stay as typed (a range stays a range); their row is judged like any other.
 */
export function moveRows(move: MoveRequest): RowFields[] {
  const from = parseObjectInput(move.fromObjects);
  if (from.errors.length > 0) throw new Error(`Objects now: ${from.errors.join(' ')}`);
  if (from.refs.length === 0) {
    throw new Error('Objects now: name the objects the booking has now, e.g. A-1, A-2.');
  }
  const rows = moveChanges({
    fromEvent: move.fromEvent,
    release: namedTargets(from.refs, move.fromInfos),
    toEvent: move.toEvent,
    to: parseObjectInput(move.toObjects).refs,
    hold: move.action === 'hold',
    holdToken: move.holdToken,
    orderId: move.orderId,
  }).map(rowOf);
  const take = rows[rows.length - 1];
  return [...rows.slice(0, -1), { ...take, objects: move.toObjects }];
}
