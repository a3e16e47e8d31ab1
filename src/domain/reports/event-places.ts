// The event side of a report: which channel an object is in, and how the places of a GA area
// split by state and channel. States arrive already normalized (expired holds released by the
// caller), so a hold seen here is a live hold.
import { type Channel, type ChartObject, FREE, HELD, NO_CHANNEL, type ObjectState } from '../model';
import { isForSale } from '../object-info';
import type { ChartIndex } from './chart-index';

export interface ChannelLookup {
  /** Channel keys in event order, then NO_CHANNEL last. */
  keys: string[];
  /** Index of NO_CHANNEL in `keys`. */
  none: number;
  /** Per object index: the channel listing the object in `objects`, else `none`. */
  channelOf: Int32Array;
  /** Indices of the objects some channel lists. */
  listed: number[];
  /** GA label → places per channel index, for areas split with `areaPlaces`. */
  areaPlaces: Map<string, Array<{ channel: number; places: number }>>;
}

/**
 * Lookups kept per channel list and chart version. The store hands out the same frozen list while
 * an event's channels are unchanged, so reports reuse the lookup instead of resolving 30,000
 * labels again; callers never mutate it.
 */
const lookups = new WeakMap<readonly Channel[], WeakMap<ChartIndex, ChannelLookup>>();

export function channelLookup(channels: readonly Channel[], index: ChartIndex): ChannelLookup {
  let perList = lookups.get(channels);
  if (!perList) {
    perList = new WeakMap();
    lookups.set(channels, perList);
  }
  let lookup = perList.get(index);
  if (!lookup) {
    lookup = buildChannelLookup(channels, index);
    perList.set(index, lookup);
  }
  return lookup;
}

function buildChannelLookup(channels: readonly Channel[], index: ChartIndex): ChannelLookup {
  const keys = channels.map((channel) => channel.key);
  keys.push(NO_CHANNEL);
  const none = keys.length - 1;
  const channelOf = new Int32Array(index.chart.objects.length).fill(none);
  const areaPlaces = new Map<string, Array<{ channel: number; places: number }>>();
  const listed: number[] = [];
  channels.forEach((channel, channelIndex) => {
    for (const label of channel.objects) {
      const position = index.positionOf.get(label);
      // An object is in at most one channel; should the data say otherwise, the first one wins.
      if (position !== undefined && channelOf[position] === none) {
        channelOf[position] = channelIndex;
        listed.push(position);
      }
    }
    for (const [label, places] of Object.entries(channel.areaPlaces ?? {})) {
      if (!(places > 0)) continue;
      const list = areaPlaces.get(label) ?? [];
      list.push({ channel: channelIndex, places });
      areaPlaces.set(label, list);
    }
  });
  return { keys, none, channelOf, listed, areaPlaces };
}

/** A number of places of one object that share status, for-sale flag and channel. */
export interface PlaceCell {
  status: string;
  forSale: boolean;
  channel: number;
  places: number;
}

/**
 * The places of a GA area by state: booked and custom statuses (sorted by status), held, not for
 * sale, free. An area marked not for sale as a whole has no free places: they are all not for sale.
 */
export function gaStateCells(obj: ChartObject, state: ObjectState | undefined): PlaceCell[] {
  const cells: PlaceCell[] = [];
  const forSale = isForSale(state);
  const places = state?.places;
  let used = 0;
  if (places?.byStatus) {
    for (const status of Object.keys(places.byStatus).sort()) {
      const n = places.byStatus[status];
      if (n > 0) {
        cells.push({ status, forSale, channel: 0, places: n });
        used += n;
      }
    }
  }
  let held = 0;
  for (const perType of Object.values(places?.holds ?? {})) {
    for (const n of Object.values(perType)) held += n;
  }
  if (held > 0) cells.push({ status: HELD, forSale, channel: 0, places: held });
  let notForSale = places?.notForSale ?? 0;
  let free = Math.max(0, (obj.capacity ?? 0) - used - held - notForSale);
  if (!forSale) {
    notForSale += free;
    free = 0;
  }
  if (notForSale > 0) cells.push({ status: FREE, forSale: false, channel: 0, places: notForSale });
  if (free > 0) cells.push({ status: FREE, forSale: true, channel: 0, places: free });
  return cells;
}

/**
 * The places of a GA area by state and channel. An area a channel lists in `objects` is wholly in
 * that channel. An area split with `areaPlaces` has those places in each channel and the rest in
 * NO_CHANNEL; since states are not kept per channel, the places in the order of gaStateCells are
 * dealt out to NO_CHANNEL first, then to the channels in event order (docs/reports.md).
 */
export function gaPlaceCells(
  position: number,
  obj: ChartObject,
  state: ObjectState | undefined,
  lookup: ChannelLookup,
): PlaceCell[] {
  const cells = gaStateCells(obj, state);
  const whole = lookup.channelOf[position];
  const split = whole === lookup.none ? lookup.areaPlaces.get(obj.label) : undefined;
  if (!split) {
    const channel = whole;
    for (const cell of cells) cell.channel = channel;
    return cells;
  }
  const total = cells.reduce((sum, cell) => sum + cell.places, 0);
  const inChannels = split.reduce((sum, part) => sum + part.places, 0);
  const buckets = [{ channel: lookup.none, places: Math.max(0, total - inChannels) }, ...split];
  const dealt: PlaceCell[] = [];
  let bucket = 0;
  let leftInBucket = buckets[0].places;
  for (const cell of cells) {
    let left = cell.places;
    while (left > 0) {
      while (leftInBucket === 0 && bucket < buckets.length - 1)
        leftInBucket = buckets[++bucket].places;
      // More places in channels than the area has (bad data): the surplus goes to the last bucket.
      const take = leftInBucket > 0 ? Math.min(left, leftInBucket) : left;
      dealt.push({ ...cell, channel: buckets[bucket].channel, places: take });
      left -= take;
      if (leftInBucket > 0) leftInBucket -= take;
    }
  }
  return dealt;
}

/** The channel an object info names: the channel listing the object, if any. */
export function channelKeyOf(position: number, lookup: ChannelLookup): string | undefined {
  const channel = lookup.channelOf[position];
  return channel === lookup.none ? undefined : lookup.keys[channel];
}
