// The event's live map with the blocks offered to the caller drawn over it: the newest offer in
// its own colour and ringed, earlier ones in another; places in a GA area as "2 of 50 places" on
// the area. The map fits itself to each new offer. Free seats kept for a channel are drawn in the
// channel's colour ("Status and channel"); the event page's colour modes are there too.
import { useMemo, useState } from 'react';
import type { Event } from '../../../contract/events';
import type { MapObject } from '../../../domain/seat-map/types';
import { eventName } from '../../lib/event-name';
import {
  AVAILABLE,
  COLOUR_MODES,
  type ColourMode,
  type EventMapLoad,
  objectView,
  paintFor,
  SeatMap,
} from '../../seat-map';
import type { SaleChannel } from './sale-channels';
import { statusWithChannels, withOffers } from './sale-paint';
import { placesIn } from './sale-request';
import type { Offer } from './use-phone-sale';

type SaleColours = 'sale' | ColourMode;

const MODES: readonly { mode: SaleColours; name: string }[] = [
  { mode: 'sale', name: 'Status and channel' },
  ...COLOUR_MODES,
];

interface SaleMapProps {
  event: Event;
  /** The event's map once its drawing has arrived (`layout` and `describe` set). */
  map: EventMapLoad & Required<Pick<EventMapLoad, 'layout' | 'describe'>>;
  offers: readonly Offer[];
  channels: readonly SaleChannel[];
}

export function SaleMap({ event, map, offers, channels }: SaleMapProps) {
  const { input, layout } = map;
  const [mode, setMode] = useState<SaleColours>('sale');
  const latest = offers.at(-1);
  // The offers are found only once the states are in (the form waits for them).
  const paint = useMemo(() => {
    if (!input) return map.loadingPaint;
    const base = mode === 'sale' ? statusWithChannels(input) : paintFor(mode, input);
    return withOffers(base, offers, layout);
  }, [input, mode, offers, layout, map.loadingPaint]);
  // Places in a GA area are not the whole area: only seats (tables, booths) are ringed as chosen.
  const selection = useMemo(
    () =>
      new Set(
        (latest?.labels ?? []).filter(
          (label) => layout.byLabel.get(label)?.kind !== 'generalAdmission',
        ),
      ),
    [latest, layout],
  );
  const describe = useMemo(() => {
    const base = map.describe;
    const offered = offeredIn(offers);
    const names = new Map(channels.map((c) => [c.key, c.name]));
    return (object: MapObject) => {
      let text = base(object);
      const view = input && objectView(input, object);
      const channel = view?.channel && names.get(view.channel);
      if (channel && view.reason === AVAILABLE) text += `, kept for ${channel}`;
      for (const [offer, places] of offered.get(object.label) ?? []) {
        text +=
          object.kind === 'generalAdmission'
            ? `, ${places} of ${object.capacity ?? 0} places in offer ${offer.id}`
            : `, in offer ${offer.id}`;
      }
      return text;
    };
  }, [map.describe, input, offers, channels]);

  const picker = (
    <label className="ps-colour-picker">
      Colour by{' '}
      <select
        value={mode}
        onChange={(e) => setMode(MODES.find((m) => m.mode === e.target.value)?.mode ?? 'sale')}
      >
        {MODES.map((m) => (
          <option key={m.mode} value={m.mode}>
            {m.name}
          </option>
        ))}
      </select>
    </label>
  );

  if (!paint) return null;
  return (
    <SeatMap
      layout={layout}
      paint={paint}
      selection={selection}
      describe={describe}
      hoverDetails={map.details}
      focus={latest?.labels}
      // Each offer is shown when it comes, even the same seats again after "Not these".
      focusRequest={latest?.id}
      label={`Seat map of ${eventName(event)}`}
      toolbar={input && picker}
    />
  );
}

/** Label → the offers holding it, with how many places (1 for a seat). */
function offeredIn(offers: readonly Offer[]): Map<string, [Offer, number][]> {
  const out = new Map<string, [Offer, number][]>();
  for (const offer of offers) {
    for (const { label, places } of placesIn(offer.labels)) {
      out.set(label, [...(out.get(label) ?? []), [offer, places]]);
    }
  }
  return out;
}
