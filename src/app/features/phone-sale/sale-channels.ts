// Channels on the phone sale: the event's channels the clerk may sell from (by name and colour,
// the colours the map's channel mode gives them), the channel options a status change needs for
// seats kept for a channel, and how many free seats a find leaves out because they are kept for a
// channel not chosen ("4 seats kept for Box office are not offered").
import { NO_CHANNEL } from '../../../domain/model';
import type { MapObject } from '../../../domain/seat-map/types';
import {
  AVAILABLE,
  areaPlaces,
  channelPlaces,
  type EventMapInput,
  objectView,
  paintFor,
} from '../../seat-map';

export interface SaleChannel {
  key: string;
  name: string;
  colour: string;
}

/** Where the seats may come from: the open sale (seats in no channel) and chosen channels. */
export interface ChannelChoice {
  openSale: boolean;
  channels: readonly SaleChannel[];
}

export const OPEN_SALE_ONLY: ChannelChoice = { openSale: true, channels: [] };

/** The event's channels in the channel mode's order and colours. */
export function saleChannels(input: EventMapInput): SaleChannel[] {
  return paintFor('channel', input)
    .legend.filter((entry) => entry.key !== NO_CHANNEL)
    .map((entry) => ({ key: entry.key, name: entry.name, colour: entry.color }));
}

/** The wire's `channelKeys`: none for the open sale alone (what seats.io does by default). */
export function channelKeysOf(choice: ChannelChoice): string[] | undefined {
  if (choice.channels.length === 0 && choice.openSale) return undefined;
  return [...(choice.openSale ? [NO_CHANNEL] : []), ...choice.channels.map((c) => c.key)];
}

/**
 * The channel options for a change of seats found with these choices (each offer's own): every
 * channel any of them allowed, so booking or releasing several offers at once is not refused.
 */
export function channelOptionsFor(keys: readonly (readonly string[] | undefined)[]): {
  channelKeys?: string[];
} {
  if (keys.every((one) => one === undefined)) return {};
  return { channelKeys: [...new Set(keys.flatMap((one) => one ?? [NO_CHANNEL]))] };
}

/** "Box office and Members". */
export function namesText(names: readonly string[]): string {
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** What the find is limited to, as the form reads it now. */
export interface FindFilters {
  categoryKey?: string;
  section?: string;
  zone?: string;
}

export interface KeptSeats {
  channel: SaleChannel;
  seats: number;
  places: number;
}

/**
 * Free seats (and GA places) matching the filters that are kept for a channel not chosen: the
 * find cannot offer them. Channels in the event's order; only those keeping something.
 */
export function keptForOtherChannels(
  input: EventMapInput,
  filters: FindFilters,
  choice: ChannelChoice,
): KeptSeats[] {
  const chosen = new Set(choice.channels.map((c) => c.key));
  const kept = new Map<string, { seats: number; places: number }>();
  const add = (key: string, seats: number, places: number) => {
    const old = kept.get(key) ?? { seats: 0, places: 0 };
    kept.set(key, { seats: old.seats + seats, places: old.places + places });
  };
  for (const object of input.layout.objects) {
    if (!input.bookable(object) || !matches(input, object, filters)) continue;
    const byChannel = channelPlaces(input, object);
    if (object.kind === 'generalAdmission') {
      const free = areaPlaces(input, object).get(AVAILABLE) ?? 0;
      for (const [key, n] of byChannel) {
        if (key !== NO_CHANNEL && !chosen.has(key)) add(key, 0, Math.min(free, n));
      }
      continue;
    }
    const [key] = byChannel.keys();
    if (key === undefined || key === NO_CHANNEL || chosen.has(key)) continue;
    if (objectView(input, object).reason === AVAILABLE) add(key, 1, 0);
  }
  return saleChannels(input).flatMap((channel) => {
    const counts = kept.get(channel.key);
    return counts && counts.seats + counts.places > 0 ? [{ channel, ...counts }] : [];
  });
}

function matches(input: EventMapInput, object: MapObject, filters: FindFilters): boolean {
  if (filters.section !== undefined && object.section !== filters.section) return false;
  if (filters.zone !== undefined && object.zone !== filters.zone) return false;
  if (filters.categoryKey === undefined) return true;
  return objectView(input, object).categoryKey === filters.categoryKey;
}

/** "4 seats kept for Box office are not offered."; undefined when nothing is kept. */
export function keptText(kept: readonly KeptSeats[]): string | undefined {
  if (kept.length === 0) return undefined;
  let total = 0;
  const parts = kept.map(({ channel, seats, places }) => {
    total += seats + places;
    const amounts = [
      seats > 0 && `${seats} seat${seats === 1 ? '' : 's'}`,
      places > 0 && `${places} place${places === 1 ? '' : 's'}`,
    ].filter(Boolean);
    return `${amounts.join(' and ')} kept for ${channel.name}`;
  });
  return `${namesText(parts)} ${total === 1 ? 'is' : 'are'} not offered.`;
}
