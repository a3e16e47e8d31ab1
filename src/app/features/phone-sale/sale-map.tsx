// The event's live map with the blocks offered to the caller drawn over the statuses: the newest
// offer in its own colour and ringed, earlier ones in another; the map zooms to the newest.
import { useMemo } from 'react';
import type { Event } from '../../../contract/events';
import type { MapObject } from '../../../domain/seat-map/types';
import { eventName } from '../../lib/event-name';
import { type MapPaint, SeatMap } from '../../seat-map';
import { paintFor } from '../../seat-map/colour-modes';
import { HELD } from '../../seat-map/event-map-data';
import type { EventMapLoad } from '../../seat-map/use-event-map-input';
import type { Offer } from './use-phone-sale';

const LATEST_COLOUR = '#1f5fbf';
const EARLIER_COLOUR = '#9c36b5';

interface SaleMapProps {
  event: Event;
  /** The event's map once its drawing has arrived (`layout` and `describe` set). */
  map: EventMapLoad & Required<Pick<EventMapLoad, 'layout' | 'describe'>>;
  offers: readonly Offer[];
}

export function SaleMap({ event, map, offers }: SaleMapProps) {
  const { input, layout } = map;
  const latest = offers.at(-1);
  // The offers are found only once the states are in (the form waits for them).
  const paint = useMemo(
    () => (input ? withOffers(paintFor('status', input), offers) : map.loadingPaint),
    [input, offers, map.loadingPaint],
  );
  const selection = useMemo(() => new Set(latest?.labels ?? []), [latest]);
  const describe = useMemo(() => {
    const base = map.describe;
    const offered = offeredBy(offers);
    return (object: MapObject) => {
      const offer = offered.get(object.label);
      return offer ? `${base(object)}, in offer ${offer.id}` : base(object);
    };
  }, [map.describe, offers]);

  if (!paint) return null;
  return (
    <SeatMap
      layout={layout}
      paint={paint}
      selection={selection}
      describe={describe}
      hoverDetails={map.details}
      focus={latest?.labels}
      label={`Seat map of ${eventName(event)}`}
    />
  );
}

function offeredBy(offers: readonly Offer[]): Map<string, Offer> {
  const out = new Map<string, Offer>();
  for (const offer of offers) for (const label of offer.labels) out.set(label, offer);
  return out;
}

/** The status colours, with the offered seats in the offers' colours and first in the legend. */
function withOffers(base: MapPaint, offers: readonly Offer[]): MapPaint {
  if (offers.length === 0) return base;
  const offered = offeredBy(offers);
  const latest = offers.at(-1);
  const colourOf = (label: string) => {
    const offer = offered.get(label);
    if (!offer) return undefined;
    return offer === latest ? LATEST_COLOUR : EARLIER_COLOUR;
  };
  const latestCount = new Set(latest?.labels).size;
  // A GA area's label is listed once per place chosen, as the legend counts its places.
  const placesOffered = offers.reduce((sum, offer) => sum + offer.labels.length, 0);
  const legend = [
    { key: 'offer-latest', name: 'This offer', color: LATEST_COLOUR, count: latestCount },
    ...(offers.length > 1
      ? [
          {
            key: 'offer-earlier',
            name: 'Earlier offers (held)',
            color: EARLIER_COLOUR,
            count: offered.size - latestCount,
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
    fill: (label) => colourOf(label) ?? base.fill(label),
    group: (label) => {
      const colour = colourOf(label);
      if (colour) return colour === LATEST_COLOUR ? 'offer-latest' : 'offer-earlier';
      return base.group?.(label);
    },
    legend,
  };
}
