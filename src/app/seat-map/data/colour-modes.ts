// The event map's colour modes: what colour each object gets and the legend with its counts, for
// status, availability, category and channel. Pure functions of the layout, the states read from
// the reports and the event; the widget asks `fill(label)` while it draws.
import type { MapObject, SeatMapLayout } from '../../../domain/seat-map/types';
import { statusName } from '../../lib/status-names';
import type { LegendEntry, MapPaint } from '../render/paint';
import { AVAILABLE, BOOKED, FREE, HELD, NOT_FOR_SALE } from './event-map-data';
import {
  areaPlaces,
  categoriesOf,
  channelPlaces,
  type EventMapInput,
  type MapEvent,
  NO_CATEGORY,
  NO_CHANNEL,
  objectView,
  placesOf,
} from './event-map-data-objects';

export type ColourMode = 'status' | 'availability' | 'category' | 'channel';

export const COLOUR_MODES: readonly { mode: ColourMode; name: string }[] = [
  { mode: 'status', name: 'Status' },
  { mode: 'availability', name: 'Availability' },
  { mode: 'category', name: 'Category' },
  { mode: 'channel', name: 'Channel' },
];

export const NEUTRAL = '#adb5bd';
const NOT_AVAILABLE = '#868e96';

/** The same colours as the reports' charts, so a status looks alike everywhere in the app. */
const STATUS_COLOURS: Record<string, string> = {
  [FREE]: '#2f9e44',
  [AVAILABLE]: '#2f9e44',
  [HELD]: '#f59f00',
  [BOOKED]: '#d9480f',
  [NOT_FOR_SALE]: '#5c5f66',
};
// Custom statuses: none of these is close to the fixed colours above.
const CUSTOM_PALETTE = ['#7048e8', '#1f5fbf', '#c2255c', '#0b7285', '#862e9c', '#087f5b'];

export { statusName };

/** Where an entry stands in the legend: the fixed statuses first, custom ones by name. */
const STATUS_ORDER = [FREE, HELD, BOOKED, NOT_FOR_SALE];

export function paintFor(mode: ColourMode, input: EventMapInput): MapPaint {
  switch (mode) {
    case 'status':
      return statusPaint(input);
    case 'availability':
      return availabilityPaint(input);
    case 'category':
      return categoryPaint(
        input.layout,
        input.bookable,
        input.event,
        (object) => objectView(input, object).categoryKey,
      );
    case 'channel':
      return channelPaint(input);
  }
}

/** The status shown: a free object not for sale is "Not for sale"; a booked one stays booked. */
function shownStatus(input: EventMapInput, object: MapObject): string {
  // objectView's status and for-sale, read without the rest of its view: this runs for every
  // object before the map's first frame.
  const info = input.states.infos.get(object.label);
  if (!info) return FREE;
  return info.status === FREE && !info.forSale ? NOT_FOR_SALE : info.status;
}

function statusPaint(input: EventMapInput): MapPaint {
  const counts = new Map<string, number>();
  const shown = new Map<string, string>();
  forBookable(input, (object) => {
    const status = shownStatus(input, object);
    shown.set(object.label, status);
    if (object.kind === 'generalAdmission') {
      for (const [reason, n] of areaPlaces(input, object)) {
        add(counts, reason === AVAILABLE ? FREE : reason, n);
      }
    } else add(counts, status, 1);
  });
  const custom = [...counts.keys()].filter((s) => !STATUS_ORDER.includes(s)).sort();
  const colourOf = (status: string) =>
    STATUS_COLOURS[status] ?? CUSTOM_PALETTE[custom.indexOf(status) % CUSTOM_PALETTE.length];
  const legend = [...STATUS_ORDER, ...custom]
    .filter((status) => status === FREE || (counts.get(status) ?? 0) > 0)
    .map((status) => ({
      key: status,
      name: statusName(status),
      color: colourOf(status),
      count: counts.get(status) ?? 0,
      apiTerm: status === NOT_FOR_SALE ? 'free, forSale: false' : status,
    }));
  return {
    group: (label) => shown.get(label),
    fill: fillFrom(shown, colourOf),
    faded: fadedUnlessBookable(input),
    legend: withUnit(legend, input.layout),
  };
}

function availabilityPaint(input: EventMapInput): MapPaint {
  const counts = new Map<string, number>();
  const shown = new Map<string, string>();
  forBookable(input, (object) => {
    const reason = objectView(input, object).reason;
    shown.set(object.label, reason);
    if (object.kind === 'generalAdmission') {
      for (const [placeReason, n] of areaPlaces(input, object)) add(counts, placeReason, n);
    } else add(counts, reason, 1);
  });
  const reasons = [...counts.keys()].filter((r) => r !== AVAILABLE).sort(byStatusOrder);
  const legend: LegendEntry[] = [
    {
      key: AVAILABLE,
      name: 'Available',
      color: STATUS_COLOURS[AVAILABLE],
      count: counts.get(AVAILABLE) ?? 0,
      apiTerm: 'available',
    },
    ...reasons.map((reason) => ({
      key: reason,
      name: `Not available: ${statusName(reason).toLowerCase()}`,
      color: NOT_AVAILABLE,
      count: counts.get(reason) ?? 0,
      apiTerm: reason,
    })),
  ];
  return {
    group: (label) => shown.get(label),
    fill: fillFrom(shown, (reason) =>
      reason === AVAILABLE ? STATUS_COLOURS[AVAILABLE] : NOT_AVAILABLE,
    ),
    faded: fadedUnlessBookable(input),
    legend: withUnit(legend, input.layout),
  };
}

/**
 * The chart's own category colours. Used by the event page (the event's categories) and by the
 * chart page, which has no event: then `event` is absent and every object counts.
 */
export function categoryPaint(
  layout: SeatMapLayout,
  bookable: (object: MapObject) => boolean,
  event?: MapEvent,
  categoryKeyOf: (object: MapObject) => string | undefined = (object) => object.categoryKey,
): MapPaint {
  const categories = categoriesOf(layout, event);
  const colours = new Map(categories.map((c) => [String(c.key), c.color]));
  const counts = new Map<string, number>();
  const shown = new Map<string, string>();
  for (const object of layout.objects) {
    if (!bookable(object)) continue;
    const given = categoryKeyOf(object);
    const key = given !== undefined && colours.has(given) ? given : NO_CATEGORY;
    shown.set(object.label, key);
    add(counts, key, placesOf(object));
  }
  const legend: LegendEntry[] = categories.map((c) => ({
    key: String(c.key),
    name: c.label,
    color: c.color,
    count: counts.get(String(c.key)) ?? 0,
    apiTerm: `categoryKey ${c.key}`,
  }));
  if (counts.has(NO_CATEGORY)) {
    legend.push({
      key: NO_CATEGORY,
      name: 'No category',
      color: NEUTRAL,
      count: counts.get(NO_CATEGORY) ?? 0,
    });
  }
  return {
    group: (label) => shown.get(label),
    fill: fillFrom(shown, (key) => colours.get(key) ?? NEUTRAL),
    faded: fadedUnless(layout, bookable),
    legend: withUnit(legend, layout),
  };
}

/**
 * The map before the event's states arrived (the drawing comes first: a venue's detailed reports
 * take longer): every object in the neutral colour, the legend saying so. Nothing is selectable
 * until the states are there, so no one acts on a seat whose status is not shown.
 */
export function pendingPaint(
  layout: SeatMapLayout,
  bookable: (object: MapObject) => boolean,
): MapPaint {
  let count = 0;
  for (const object of layout.objects) if (bookable(object)) count += placesOf(object);
  return {
    fill: () => undefined,
    faded: fadedUnless(layout, bookable),
    legend: withUnit(
      [{ key: 'pending', name: 'Loading statuses…', color: NEUTRAL, count }],
      layout,
    ),
    pending: true,
  };
}

function channelPaint(input: EventMapInput): MapPaint {
  const channels = [...(input.event.channels ?? [])].sort(
    (a, b) => (a.index ?? Number.POSITIVE_INFINITY) - (b.index ?? Number.POSITIVE_INFINITY),
  );
  const colours = new Map(
    channels.map((c, i) => [c.key, c.color ?? CUSTOM_PALETTE[i % CUSTOM_PALETTE.length]]),
  );
  const counts = new Map<string, number>();
  const shown = new Map<string, string>();
  forBookable(input, (object) => {
    const places = channelPlaces(input, object);
    for (const [channel, n] of places) add(counts, channel, n);
    // A split GA area takes the colour of the channel with most of its places.
    const most = [...places].sort((a, b) => b[1] - a[1])[0];
    shown.set(object.label, most?.[0] ?? NO_CHANNEL);
  });
  const legend: LegendEntry[] = channels.map((c) => ({
    key: c.key,
    name: c.name,
    color: colours.get(c.key) ?? NEUTRAL,
    count: counts.get(c.key) ?? 0,
    apiTerm: `channel ${c.key}`,
  }));
  legend.push({
    key: NO_CHANNEL,
    name: 'No channel',
    color: NEUTRAL,
    count: counts.get(NO_CHANNEL) ?? 0,
    apiTerm: NO_CHANNEL,
  });
  return {
    group: (label) => shown.get(label),
    fill: fillFrom(shown, (channel) => colours.get(channel) ?? NEUTRAL),
    faded: fadedUnlessBookable(input),
    legend: withUnit(legend, input.layout),
  };
}

function forBookable(input: EventMapInput, visit: (object: MapObject) => void) {
  for (const object of input.layout.objects) if (input.bookable(object)) visit(object);
}

/**
 * The fill of each object, decided once when the paint is made (the widget asks on every frame):
 * a bookable object gets the colour of the value shown for it, the others the neutral colour.
 */
function fillFrom(shown: Map<string, string>, colourOf: (value: string) => string) {
  const colours = new Map<string, string>();
  for (const value of new Set(shown.values())) colours.set(value, colourOf(value));
  return (label: string) => {
    const value = shown.get(label);
    return value === undefined ? undefined : colours.get(value);
  };
}

function fadedUnlessBookable(input: EventMapInput) {
  return fadedUnless(input.layout, input.bookable);
}

function fadedUnless(layout: SeatMapLayout, bookable: (object: MapObject) => boolean) {
  const faded = new Set(layout.objects.filter((o) => !bookable(o)).map((o) => o.label));
  return (label: string) => faded.has(label);
}

function add(counts: Map<string, number>, key: string, n: number) {
  if (n > 0) counts.set(key, (counts.get(key) ?? 0) + n);
}

function byStatusOrder(a: string, b: string): number {
  const rank = (s: string) =>
    STATUS_ORDER.includes(s) ? STATUS_ORDER.indexOf(s) : STATUS_ORDER.length;
  return rank(a) - rank(b) || a.localeCompare(b);
}

/** GA areas count places, everything else objects: the legend says which when both are there. */
function withUnit(legend: LegendEntry[], layout: SeatMapLayout): LegendEntry[] {
  const hasAreas = layout.objects.some((o) => o.kind === 'generalAdmission');
  return hasAreas ? legend.map((entry) => ({ ...entry, unit: 'places' })) : legend;
}
