// The status changes behind the holds view's one-click actions, as pure functions from what the
// service reported (object infos per event) to one batch: confirm or release what a hold token
// holds, release an order, move an order's seats. The rules are the batch desk's flows (a held
// object is changed with its own token, objects in a channel with their channel named, a GA area
// by its places); the holds view sends the batch as one all-or-nothing request.
import type { BatchStatusChange, ObjectInfoWire, ObjectRef } from '../../contract/status';
import { BOOKED, FREE, NO_CHANNEL, NO_TICKET_TYPE } from '../../domain/model';

export type StatusChange = BatchStatusChange['statusChanges'][number];
/** Event key → the infos of the objects concerned in it. */
export type InfosByEvent = ReadonlyMap<string, readonly ObjectInfoWire[]>;

const isArea = (info: ObjectInfoWire) => info.objectType === 'generalAdmission';

/** Objects in a channel only change with their channel in `channelKeys` (and NO_CHANNEL beside). */
export function channelKeysFor(infos: readonly ObjectInfoWire[]): string[] {
  const keys = new Set(infos.map((info) => info.channel ?? NO_CHANNEL));
  return keys.size === 1 && keys.has(NO_CHANNEL) ? [] : [...keys].sort();
}

/** True when `info` holds anything with `token` (a seat held with it, or places of an area). */
export function heldWith(info: ObjectInfoWire, token: string): boolean {
  return info.holdToken === token || Boolean(info.holds?.[token]);
}

/** An area's places held with `token`, one ref per ticket type; a seat, table or booth as itself. */
function heldRefs(info: ObjectInfoWire, token: string): ObjectRef[] {
  const places = info.holds?.[token];
  if (!places) return [info.label];
  return Object.entries(places).map(([type, quantity]) => ({
    objectId: info.label,
    quantity,
    ...(type !== NO_TICKET_TYPE && { ticketType: type }),
  }));
}

function withOptions(change: StatusChange, infos: readonly ObjectInfoWire[]): StatusChange {
  const channelKeys = channelKeysFor(infos);
  return channelKeys.length > 0 ? { ...change, channelKeys } : change;
}

/** "Confirm all": book in every event what `token` holds there, under `orderId` when given. */
export function confirmTokenChanges(
  heldByEvent: InfosByEvent,
  token: string,
  orderId: string,
): StatusChange[] {
  return tokenChanges(heldByEvent, token, (objects) => ({
    status: BOOKED,
    objects,
    holdToken: token,
    ...(orderId && { orderId }),
  }));
}

/** "Release all": free in every event what `token` holds there. */
export function releaseTokenChanges(heldByEvent: InfosByEvent, token: string): StatusChange[] {
  return tokenChanges(heldByEvent, token, (objects) => ({
    type: 'RELEASE',
    objects,
    holdToken: token,
  }));
}

function tokenChanges(
  heldByEvent: InfosByEvent,
  token: string,
  make: (objects: ObjectRef[]) => Omit<StatusChange, 'event'>,
): StatusChange[] {
  const changes: StatusChange[] = [];
  for (const [event, infos] of heldByEvent) {
    const held = infos.filter((info) => heldWith(info, token));
    if (held.length === 0) continue;
    const objects = held.flatMap((info) => heldRefs(info, token));
    changes.push(withOptions({ event, ...make(objects) }, held));
  }
  return changes;
}

/** True when the order still has something in this object (a seat not free, booked places). */
export function inOrder(info: ObjectInfoWire): boolean {
  return isArea(info) ? Boolean(info.numBooked) : info.status !== FREE;
}

/**
 * Releasing an order's objects in each event: held objects need their own token, so one change
 * per token. A GA area releases its booked places: the order id is the area's, so the service
 * cannot tell whose places they are.
 */
export function releaseOrderChanges(orderByEvent: InfosByEvent): StatusChange[] {
  const changes: StatusChange[] = [];
  for (const [event, infos] of orderByEvent) {
    const byToken = new Map<string, ObjectInfoWire[]>();
    for (const info of infos.filter(inOrder)) {
      const token = isArea(info) ? '' : (info.holdToken ?? '');
      byToken.set(token, [...(byToken.get(token) ?? []), info]);
    }
    for (const [token, group] of byToken) {
      const objects: ObjectRef[] = group.map((info) =>
        isArea(info) ? { objectId: info.label, quantity: info.numBooked ?? 0 } : info.label,
      );
      const change: StatusChange = {
        event,
        type: 'RELEASE',
        objects,
        ...(token && { holdToken: token }),
      };
      changes.push(withOptions(change, group));
    }
  }
  return changes;
}

export interface OrderMove {
  orderId: string;
  fromEvent: string;
  /** The order's objects in `fromEvent` as they are now. */
  fromInfos: readonly ObjectInfoWire[];
  toEvent: string;
  toLabels: readonly string[];
}

/** "Move": release the order's objects in one event and book the new ones under the same order. */
export function moveOrderChanges(move: OrderMove): StatusChange[] {
  const release = releaseOrderChanges(new Map([[move.fromEvent, move.fromInfos]]));
  const book: StatusChange = {
    event: move.toEvent || move.fromEvent,
    status: BOOKED,
    objects: [...move.toLabels],
    orderId: move.orderId,
  };
  return [...release, book];
}

/** The key of the one event `changes` change `label` in; undefined when none or several do. */
export function eventOfLabelIn(
  changes: readonly StatusChange[],
  label: string,
): string | undefined {
  const events = new Set(
    changes
      .filter((change) =>
        change.objects.some((ref) => (typeof ref === 'string' ? ref : ref.objectId) === label),
      )
      .map((change) => change.event),
  );
  return events.size === 1 ? [...events][0] : undefined;
}
