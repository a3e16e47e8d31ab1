// One object of the map in its event: status, for sale, channel, category, and for GA areas how
// its places split. Pure: built from the layout, the states read from the reports and the event.
import type { Event } from '../../../contract/events';
import type { ObjectInfoWire } from '../../../contract/status';
import { type Category, NO_CHANNEL } from '../../../domain/model';
import type { MapObject, SeatMapLayout } from '../../../domain/seat-map/types';
import { AVAILABLE, type EventMapStates, FREE, HELD, NOT_FOR_SALE } from './event-map-data';

export { NO_CATEGORY, NO_CHANNEL } from '../../../domain/model';

export type MapEvent = Pick<Event, 'key' | 'channels' | 'categories' | 'objectCategories'>;

export interface EventMapInput {
  layout: SeatMapLayout;
  /** Objects the event books (a whole table, or its seats); the others are drawn faded. */
  bookable: (object: MapObject) => boolean;
  states: Pick<EventMapStates, 'infos' | 'areaGroups'>;
  event: MapEvent;
}

export interface ObjectView {
  /** Wire status: free, booked, reservedByToken or a custom status. */
  status: string;
  forSale: boolean;
  /** Wire availability reason: available, not_for_sale, or the status. */
  reason: string;
  /** The report's info, when the object is not free-and-for-sale. */
  info?: ObjectInfoWire;
  channel?: string;
  categoryKey?: string;
}

export function objectView(input: EventMapInput, object: MapObject): ObjectView {
  const info = input.states.infos.get(object.label);
  return {
    status: info?.status ?? FREE,
    forSale: info?.forSale ?? true,
    reason: reasonOf(info),
    info,
    channel: info?.channel ?? channelIndex(input.event).objectChannel.get(object.label),
    categoryKey: categoryKeyOf(input.event, object, info),
  };
}

/** An object's availability reason from its info (none: free and for sale). */
export function reasonOf(info: ObjectInfoWire | undefined): string {
  if (!info) return AVAILABLE;
  const { status, forSale } = info;
  if (status === FREE && forSale) return AVAILABLE;
  return info.availabilityReason ?? (status === FREE ? NOT_FOR_SALE : status);
}

/**
 * An object's reason and category without the rest of its view: the page's figures read them
 * for every object before the map's first frame.
 */
export function reasonAndCategory(input: EventMapInput, object: MapObject) {
  const info = input.states.infos.get(object.label);
  return { reason: reasonOf(info), categoryKey: categoryKeyOf(input.event, object, info) };
}

/** GA places by availability reason (`available`, `not_for_sale`, `reservedByToken`, statuses). */
export function areaPlaces(input: EventMapInput, object: MapObject): Map<string, number> {
  const capacity = object.capacity ?? 0;
  const info = input.states.infos.get(object.label);
  const places = new Map<string, number>();
  const add = (reason: string, n: number | undefined) => {
    if (n && n > 0) places.set(reason, (places.get(reason) ?? 0) + n);
  };
  if (!info) {
    add(AVAILABLE, capacity);
    return places;
  }
  // An area not for sale as a whole has no free places: the rest is not for sale.
  add(info.forSale ? AVAILABLE : NOT_FOR_SALE, info.numFree);
  add(NOT_FOR_SALE, info.numNotForSale);
  add(HELD, info.numHeld);
  add(bookedStatusOf(input, object.label, info), info.numBooked);
  return places;
}

/**
 * Which status an area's booked places have. Infos count booked and custom statuses together
 * (`numBooked`); the report groups the area was listed in name them. Two such statuses at once
 * cannot be split from the public API: they count under the area's own (majority) status.
 */
function bookedStatusOf(input: EventMapInput, label: string, info: ObjectInfoWire): string {
  const others = new Set([AVAILABLE, NOT_FOR_SALE, HELD, 'disabled_by_social_distancing']);
  const groups = [...(input.states.areaGroups.get(label) ?? [])].filter((g) => !others.has(g));
  return groups.length === 1 ? groups[0] : info.status;
}

/** Places per channel key (`NO_CHANNEL` for the rest): a split area counts in each. */
export function channelPlaces(input: EventMapInput, object: MapObject): Map<string, number> {
  const { objectChannel, areaSplits } = channelIndex(input.event);
  const total = object.kind === 'generalAdmission' ? (object.capacity ?? 0) : 1;
  const whole = objectChannel.get(object.label);
  if (whole !== undefined) return new Map([[whole, total]]);
  const split = new Map(areaSplits.get(object.label) ?? []);
  const inChannels = [...split.values()].reduce((sum, n) => sum + n, 0);
  if (total - inChannels > 0) split.set(NO_CHANNEL, total - inChannels);
  return split;
}

interface ChannelIndex {
  objectChannel: Map<string, string>;
  areaSplits: Map<string, Map<string, number>>;
}

const channelIndexes = new WeakMap<MapEvent, ChannelIndex>();

/** Label → channel, built once per event object (the map asks for every object on each draw). */
function channelIndex(event: MapEvent): ChannelIndex {
  const cached = channelIndexes.get(event);
  if (cached) return cached;
  const index: ChannelIndex = { objectChannel: new Map(), areaSplits: new Map() };
  for (const channel of event.channels ?? []) {
    for (const label of channel.objects) index.objectChannel.set(label, channel.key);
    for (const [area, n] of Object.entries(channel.areaPlaces ?? {})) {
      const split = index.areaSplits.get(area) ?? new Map<string, number>();
      split.set(channel.key, n);
      index.areaSplits.set(area, split);
    }
  }
  channelIndexes.set(event, index);
  return index;
}

/** The event's own category of an object (`objectCategories`), else the chart's. */
function categoryKeyOf(
  event: MapEvent,
  object: MapObject,
  info: ObjectInfoWire | undefined,
): string | undefined {
  const override = event.objectCategories?.[object.label];
  if (typeof override === 'string' || typeof override === 'number') return String(override);
  return info?.categoryKey ?? object.categoryKey;
}

/** The event's categories when it has its own list, else the chart's. */
export function categoriesOf(layout: SeatMapLayout, event?: MapEvent): Category[] {
  return event?.categories && event.categories.length > 0 ? event.categories : layout.categories;
}

/** How many places an object is: a GA area its capacity, anything else one. */
export function placesOf(object: MapObject): number {
  return object.kind === 'generalAdmission' ? (object.capacity ?? 0) : 1;
}
