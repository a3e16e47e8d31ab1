// The phone-sale map's colours: the status colours with the free seats kept for a channel in that
// channel's colour (the clerk sees which seats the open sale cannot offer), and the offers drawn
// over them. Built from the map's own colour modes (status and channel), not a copy of them.

import { NO_CHANNEL } from '../../../domain/model';
import type { SeatMapLayout } from '../../../domain/seat-map/types';
import {
  AVAILABLE,
  areaPlaces,
  channelPlaces,
  type EventMapInput,
  FREE,
  HELD,
  type LegendEntry,
  type MapCaption,
  type MapPaint,
  paintFor,
} from '../../seat-map';
import { placesIn } from './sale-request';
import type { Offer } from './use-phone-sale';

export const LATEST_COLOUR = '#1f5fbf';
export const EARLIER_COLOUR = '#9c36b5';

/** "Status and channel": free seats kept for a channel in its colour, everything else by status. */
export function statusWithChannels(input: EventMapInput): MapPaint {
  const status = paintFor('status', input);
  const channels = paintFor('channel', input).legend.filter((e) => e.key !== NO_CHANNEL);
  if (channels.length === 0) return status;
  const colours = new Map(channels.map((c) => [c.key, c.color]));
  const kept = new Map<string, string>();
  const counts = new Map<string, number>();
  const add = (key: string, n: number) => counts.set(key, (counts.get(key) ?? 0) + n);
  for (const object of input.layout.objects) {
    if (!input.bookable(object) || status.group?.(object.label) !== FREE) continue;
    const byChannel = [...channelPlaces(input, object)].filter(([key]) => key !== NO_CHANNEL);
    if (byChannel.length === 0) continue;
    if (object.kind === 'generalAdmission') {
      const free = areaPlaces(input, object).get(AVAILABLE) ?? 0;
      for (const [key, n] of byChannel) add(key, Math.min(free, n));
      // A split area takes the colour of the channel with most of its places, as in "Channel".
      const [most] = byChannel.sort((a, b) => b[1] - a[1]);
      if (most && free > 0) kept.set(object.label, most[0]);
      continue;
    }
    const [[key]] = byChannel;
    kept.set(object.label, key);
    add(key, 1);
  }
  const keptTotal = [...counts.values()].reduce((sum, n) => sum + n, 0);
  const legend: LegendEntry[] = [];
  for (const entry of status.legend) {
    if (entry.key !== FREE) {
      legend.push(entry);
      continue;
    }
    legend.push({ ...entry, count: entry.count - keptTotal });
    for (const channel of channels) {
      const count = counts.get(channel.key) ?? 0;
      if (count === 0) continue;
      legend.push({
        key: `${FREE}:${channel.key}`,
        name: `Free, kept for ${channel.name}`,
        color: channel.color,
        count,
        unit: entry.unit,
        apiTerm: `free, channel ${channel.key}`,
      });
    }
  }
  return {
    ...status,
    fill: (label) => {
      const key = kept.get(label);
      return key === undefined ? status.fill(label) : colours.get(key);
    },
    group: (label) => {
      const key = kept.get(label);
      return key === undefined ? status.group?.(label) : `${FREE}:${key}`;
    },
    legend,
  };
}

/**
 * The offers over `base`: the newest in its own colour, earlier ones in another, first in the
 * legend (counted in seats or places). Places in a GA area are not the whole area: the area keeps
 * its colours and says "2 of 50 places" on it.
 */
export function withOffers(
  base: MapPaint,
  offers: readonly Offer[],
  layout: SeatMapLayout,
): MapPaint {
  if (offers.length === 0) return base;
  const latest = offers.at(-1);
  const seatColour = new Map<string, string>();
  const areas = new Map<string, { places: number; colour: string }>();
  for (const offer of offers) {
    const colour = offer === latest ? LATEST_COLOUR : EARLIER_COLOUR;
    for (const { label, places } of placesIn(offer.labels)) {
      if (layout.byLabel.get(label)?.kind !== 'generalAdmission') {
        seatColour.set(label, colour);
        continue;
      }
      // Two offers in one area: one caption with all their places, in the newest one's colour.
      const old = areas.get(label);
      areas.set(label, {
        places: (old?.places ?? 0) + places,
        colour: old?.colour === LATEST_COLOUR ? LATEST_COLOUR : colour,
      });
    }
  }
  const captions: MapCaption[] = [...areas].map(([label, { places, colour }]) => ({
    label,
    text: `${places} of ${layout.byLabel.get(label)?.capacity ?? 0} places`,
    colour,
  }));
  // A GA area's label is listed once per place chosen: the lengths count seats and places.
  const latestCount = latest?.labels.length ?? 0;
  const placesOffered = offers.reduce((sum, offer) => sum + offer.labels.length, 0);
  const unit = base.legend[0]?.unit;
  const legend: LegendEntry[] = [
    { key: 'offer-latest', name: 'This offer', color: LATEST_COLOUR, count: latestCount, unit },
    ...(offers.length > 1
      ? [
          {
            key: 'offer-earlier',
            name: 'Earlier offers (held)',
            color: EARLIER_COLOUR,
            count: placesOffered - latestCount,
            unit,
          },
        ]
      : []),
    // The offers are held too: "Held" counts only the other holds, so nothing is counted twice.
    ...base.legend
      .map((entry) =>
        entry.key === HELD ? { ...entry, count: entry.count - placesOffered } : entry,
      )
      .filter((entry) => entry.key !== HELD || entry.count > 0),
  ];
  return {
    ...base,
    fill: (label) => seatColour.get(label) ?? base.fill(label),
    group: (label) => {
      const colour = seatColour.get(label);
      if (colour) return colour === LATEST_COLOUR ? 'offer-latest' : 'offer-earlier';
      return base.group?.(label);
    },
    legend,
    captions: [...(base.captions ?? []), ...captions],
  };
}
