// The feed's object states as the map's infos (the same shape the detailed reports give), and a
// change applied to the map's states in the query cache: each object named takes its new state,
// the others stay the same objects (the map redraws, nothing is read again). As with the states
// read from the reports, free-and-for-sale objects with nothing attached are not kept.
import type { ObjectInfoWire } from '../../../contract/status';
import type { ChartObject, GaPlaces } from '../../../domain/model';
import { gaCounts, statusOf } from '../../../domain/object-info';
import type { MapObject } from '../../../domain/seat-map/types';
import { AVAILABLE, type EventMapStates, FREE, NOT_FOR_SALE } from '../data/event-map-data';
import { type FeedChange, type ObjectChange, placesOf } from './feed-wire';
import { isPlainFree } from './plain-free';

/** One object's whole state as the feed describes it. */
export interface LiveState {
  status: string;
  forSale: boolean;
  holdToken?: string;
  orderId?: string;
  ticketType?: string;
  places?: GaPlaces;
  channel?: string;
  category?: string;
}

/** The map's info of an object in `state`; undefined when free, for sale, nothing attached. */
export function infoOf(
  label: string,
  state: LiveState,
  object: MapObject | undefined,
): ObjectInfoWire | undefined {
  const objectType = object?.kind ?? 'seat';
  const area = objectType === 'generalAdmission';
  if (!area && isPlainFree(state, object)) return undefined;
  const counts = area
    ? gaCounts({ capacity: object?.capacity } as ChartObject, { places: state.places })
    : undefined;
  const status = area
    ? statusOf({ objectType, capacity: object?.capacity } as ChartObject, { places: state.places })
    : state.status;
  const info: ObjectInfoWire = {
    label,
    labels: { own: { label, type: objectType } },
    ids: { own: label },
    status,
    forSale: state.forSale,
    objectType,
    isAvailable: status === FREE && state.forSale,
    availabilityReason: status === FREE ? (state.forSale ? AVAILABLE : NOT_FOR_SALE) : status,
  };
  // Set one by one, not spread from objects made for the purpose: a map's first frame reads
  // tens of thousands of these.
  if (state.category !== undefined) info.categoryKey = state.category;
  if (state.channel) info.channel = state.channel;
  if (state.holdToken) info.holdToken = state.holdToken;
  if (state.orderId) info.orderId = state.orderId;
  if (state.ticketType) info.ticketType = state.ticketType;
  if (counts) Object.assign(info, counts);
  if (area && state.places) (info as { places?: GaPlaces }).places = state.places;
  return info;
}

/** What a kept info says of the object's state (the inverse of `infoOf`). */
function stateOf(info: ObjectInfoWire | undefined, object: MapObject | undefined): LiveState {
  if (!info) return { status: FREE, forSale: true, category: object?.categoryKey };
  return {
    status: info.status,
    forSale: info.forSale,
    holdToken: info.holdToken,
    orderId: info.orderId,
    ticketType: info.ticketType,
    places: (info as { places?: GaPlaces }).places,
    channel: info.channel,
    category: info.categoryKey ?? object?.categoryKey,
  };
}

/** `before` with one object's change: a status change replaces all status fields at once. */
export function mergeChange(
  before: LiveState,
  change: ObjectChange,
  object: MapObject | undefined,
): LiveState {
  const next: LiveState = { ...before };
  if (change.status !== undefined || change.places !== undefined) {
    next.status = change.status ?? FREE;
    next.forSale = change.forSale ?? true;
    next.holdToken = change.holdToken;
    next.orderId = change.orderId;
    next.ticketType = change.ticketType;
    next.places = placesOf(change.places);
  } else if (change.forSale !== undefined) {
    next.forSale = change.forSale;
  }
  if (change.channel !== undefined) next.channel = change.channel ?? undefined;
  if (change.category !== undefined) next.category = change.category ?? object?.categoryKey;
  return next;
}

/** The states after `change`; the same states when they already reflect it (a repeat). */
export function applyFeedChange(
  states: EventMapStates,
  change: FeedChange,
  objectOf: (label: string) => MapObject | undefined,
): EventMapStates {
  if (states.revision !== undefined && change.revision <= states.revision) return states;
  const infos = new Map(states.infos);
  const areaGroups = new Map(states.areaGroups);
  for (const [label, objectChange] of Object.entries(change.objects)) {
    const object = objectOf(label);
    const state = mergeChange(stateOf(infos.get(label), object), objectChange, object);
    const info = infoOf(label, state, object);
    if (info) infos.set(label, info);
    else infos.delete(label);
    if (object?.kind === 'generalAdmission') areaGroups.set(label, areaGroupsOf(state.places));
  }
  return { ...states, infos, areaGroups, revision: change.revision };
}

/** The booked statuses a GA area's places are in (event-map-data-objects' bookedStatusOf). */
export function areaGroupsOf(places: GaPlaces | undefined): Set<string> {
  return new Set(
    Object.keys(places?.byStatus ?? {}).filter((s) => (places?.byStatus?.[s] ?? 0) > 0),
  );
}
