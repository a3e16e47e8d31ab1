// The status changes behind staff's one-click work, as pure functions from what the service
// reported (object infos per event) to one batch: confirm or release what a hold token holds,
// release an order, move objects (release them, book or hold others). The one home of these rules
// (a held object is changed with its own token, objects in a channel with their channel named, a
// GA area by its places): the holds view sends the batch as one all-or-nothing request, the batch
// desk turns the same changes into rows to check before sending.
import type { BatchStatusChange, ObjectInfoWire, ObjectRef } from '../../contract/status';
import { BOOKED, FREE, HELD, NO_CHANNEL, NO_TICKET_TYPE } from '../../domain/model';

export type StatusChange = BatchStatusChange['statusChanges'][number];
/** Event key → the infos of the objects concerned in it. */
export type InfosByEvent = ReadonlyMap<string, readonly ObjectInfoWire[]>;

const isArea = (info: ObjectInfoWire) => info.objectType === 'generalAdmission';

/** Objects in a channel only change with their channel in `channelKeys` (and NO_CHANNEL beside). */
function channelKeysFor(infos: readonly ObjectInfoWire[]): string[] {
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

/**
 * "Confirm all": book in every event what `token` holds there, under `orderId` when given; without
 * one, each object keeps the order id it was held under (a hold "For a customer" carries the
 * customer's name there, and a booking without an order id would drop it).
 */
export function confirmTokenChanges(
  heldByEvent: InfosByEvent,
  token: string,
  orderId: string,
): StatusChange[] {
  const orderOf = (info: ObjectInfoWire) => orderId || info.orderId?.trim() || '';
  return tokenChanges(
    heldByEvent,
    token,
    (objects, order) => ({
      status: BOOKED,
      objects,
      holdToken: token,
      ...(order && { orderId: order }),
    }),
    orderOf,
  );
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
  make: (objects: ObjectRef[], group: string) => Omit<StatusChange, 'event'>,
  groupOf: (info: ObjectInfoWire) => string = () => '',
): StatusChange[] {
  const changes: StatusChange[] = [];
  for (const [event, infos] of heldByEvent) {
    const groups = new Map<string, ObjectInfoWire[]>();
    for (const info of infos.filter((one) => heldWith(one, token))) {
      const group = groupOf(info);
      const members = groups.get(group);
      if (members) members.push(info);
      else groups.set(group, [info]);
    }
    for (const [group, held] of groups) {
      const objects = held.flatMap((info) => heldRefs(info, token));
      changes.push(withOptions({ event, ...make(objects, group) }, held));
    }
  }
  return changes;
}

/** True when the order still has something in this object (a seat not free, booked places). */
export function inOrder(info: ObjectInfoWire): boolean {
  return isArea(info) ? Boolean(info.numBooked) : info.status !== FREE;
}

/** What an order has in an object: a seat, table or booth as itself, an area its booked places. */
function orderRef(info: ObjectInfoWire): ObjectRef {
  return isArea(info) ? { objectId: info.label, quantity: info.numBooked ?? 0 } : info.label;
}

/** One object to release: as asked, with what the service reported of it (none: not read). */
export interface ReleaseTarget {
  ref: ObjectRef;
  info?: ObjectInfoWire;
}

const labelOf = (ref: ObjectRef) => (typeof ref === 'string' ? ref : ref.objectId);

/** The objects an order has in `infos` (by the byOrderId report), as release targets. */
export function orderTargets(infos: readonly ObjectInfoWire[]): ReleaseTarget[] {
  return infos.filter(inOrder).map((info) => ({ ref: orderRef(info), info }));
}

/** Release targets for refs as staff named them, each with its info when it was read. */
export function namedTargets(
  refs: readonly ObjectRef[],
  infos: readonly ObjectInfoWire[],
): ReleaseTarget[] {
  const byLabel = new Map(infos.map((info) => [info.label, info]));
  return refs.map((ref) => ({ ref, info: byLabel.get(labelOf(ref)) }));
}

/**
 * Releasing objects in one event: a held object needs its own token, so one change per token. A
 * GA area releases booked places, without a token: its order id is the area's, so the service
 * cannot tell whose places they are, and a token would release that token's held places first.
 */
export function releaseChanges(event: string, targets: readonly ReleaseTarget[]): StatusChange[] {
  const byToken = new Map<string, ReleaseTarget[]>();
  for (const target of targets) {
    const info = target.info;
    const token = !info || isArea(info) ? '' : (info.holdToken ?? '');
    byToken.set(token, [...(byToken.get(token) ?? []), target]);
  }
  return [...byToken].map(([token, group]) => {
    const change: StatusChange = {
      event,
      type: 'RELEASE',
      objects: group.map((target) => target.ref),
      ...(token && { holdToken: token }),
    };
    return withOptions(
      change,
      group.flatMap((target) => (target.info ? [target.info] : [])),
    );
  });
}

/** Releasing an order: everything it still has, in every event (see releaseChanges). */
export function releaseOrderChanges(orderByEvent: InfosByEvent): StatusChange[] {
  return [...orderByEvent].flatMap(([event, infos]) => releaseChanges(event, orderTargets(infos)));
}

export interface Move {
  fromEvent: string;
  /** The old objects, in `fromEvent`, released first (a move may take a seat back). */
  release: readonly ReleaseTarget[];
  /** Empty: `fromEvent`. */
  toEvent: string;
  to: readonly ObjectRef[];
  /** The new objects are held with `holdToken` rather than booked (booked with it, if given). */
  hold?: boolean;
  holdToken?: string;
  /** Empty: the order id of the objects released. */
  orderId: string;
}

/**
 * A move, in one batch so that both happen or neither: release the old objects, then book (or
 * hold) the new ones under the same order id.
 */
export function moveChanges(move: Move): StatusChange[] {
  const carried = move.release.find((target) => target.info?.orderId)?.info?.orderId;
  const orderId = move.orderId || carried;
  const take: StatusChange = {
    event: move.toEvent || move.fromEvent,
    status: move.hold ? HELD : BOOKED,
    objects: [...move.to],
    ...(move.holdToken && { holdToken: move.holdToken }),
    ...(orderId && { orderId }),
  };
  return [...releaseChanges(move.fromEvent, move.release), take];
}

export interface OrderMove {
  orderId: string;
  fromEvent: string;
  /** The order's objects in `fromEvent` as they are now. */
  fromInfos: readonly ObjectInfoWire[];
  toEvent: string;
  /** The new objects as staff typed them (lib/object-input.ts): seats, or an area's places. */
  to: readonly ObjectRef[];
}

/** "Move" an order: release what it has in one event and book the new objects under its id. */
export function moveOrderChanges(move: OrderMove): StatusChange[] {
  return moveChanges({
    fromEvent: move.fromEvent,
    release: orderTargets(move.fromInfos),
    toEvent: move.toEvent,
    to: move.to,
    orderId: move.orderId,
  });
}

/** The keys of the events `changes` change `label` in, in batch order, each once. */
export function eventsOfLabelIn(changes: readonly StatusChange[], label: string): string[] {
  const events = changes
    .filter((change) => change.objects.some((ref) => labelOf(ref) === label))
    .map((change) => change.event);
  return [...new Set(events)];
}
