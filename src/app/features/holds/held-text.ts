// How the holds view names what a token or an order has: "A-1", "GA-1 × 3 places", counted in
// seats and places the way staff count them.
import type { ObjectInfoWire } from '../../../contract/status';
import type { StatusChange } from '../../lib/order-changes';
import { batchEventNamer } from '../../lib/refusal-text';
import type { EventObjects } from './api';

export const eventName = (one: EventObjects) => one.event.name || one.event.key;

/** Places `token` holds in the object: an area's held places, otherwise 1. */
export function placesHeld(info: ObjectInfoWire, token: string): number {
  const places = info.holds?.[token];
  return places ? Object.values(places).reduce((sum, n) => sum + n, 0) : 1;
}

export function heldLabel(info: ObjectInfoWire, token: string): string {
  if (!info.holds?.[token]) return info.label;
  const n = placesHeld(info, token);
  return `${info.label} × ${n} ${n === 1 ? 'place' : 'places'}`;
}

/** Seats held with `token` (each place of a GA area counts as one). */
export function seatsHeld(byEvent: readonly EventObjects[], token: string): number {
  return byEvent.reduce(
    (sum, one) => sum + one.infos.reduce((n, info) => n + placesHeld(info, token), 0),
    0,
  );
}

/** "4 seats in 2 events". */
export function countText(byEvent: readonly EventObjects[], token: string): string {
  const seats = seatsHeld(byEvent, token);
  const events = byEvent.length;
  return `${seats} ${seats === 1 ? 'seat' : 'seats'} in ${events} ${events === 1 ? 'event' : 'events'}`;
}

/** Event key → what the token holds there, for the batch builders of lib/order-changes.ts. */
export function infosByEvent(byEvent: readonly EventObjects[]): Map<string, ObjectInfoWire[]> {
  return new Map(byEvent.map((one) => [one.event.key, one.infos]));
}

/**
 * For refusals: the name of the event the refused batch changed `label` in (the batch is what was
 * sent; the events read since may no longer show the seat).
 */
export function eventNamer(
  sent: readonly StatusChange[] | undefined,
  known: readonly EventObjects[],
) {
  return batchEventNamer(sent, (key) => {
    const found = known.find((one) => one.event.key === key);
    return found ? eventName(found) : key;
  });
}

/**
 * The customers a token holds for: a hold made "For a customer" keeps the name as its order id
 * (features/events/map-sale-form.tsx), so the names are the order ids of what it holds.
 */
export function customerNames(held: readonly EventObjects[] | undefined): string[] {
  const names = (held ?? []).flatMap((one) => one.infos.map((info) => info.orderId?.trim() ?? ''));
  return [...new Set(names.filter((name) => name !== ''))];
}
