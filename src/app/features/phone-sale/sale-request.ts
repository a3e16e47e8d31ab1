// What the desk asks for ("4 best seats together in Cat1, Section A") and how the page says it:
// the form read into a request (or field errors, before anything is held), the request as the
// service's `bestAvailable`, and the sentences shown when nothing fits or a block is booked.
import { LIMITS } from '../../../contract/limits';
import type { BestAvailableRequest, ObjectInfoWire } from '../../../contract/status';
import type { Category, Zone } from '../../../domain/model';
import type { MapSection, SeatMapLayout } from '../../../domain/seat-map/types';
import { type ChannelChoice, namesText, type SaleChannel } from './sale-channels';

export interface FindFormValues {
  number: string;
  /** A category key as text, '' for any category. */
  category: string;
  /** `section:<label>`, `zone:<key>`, or '' for anywhere. */
  where: string;
  accessible: string;
  togetherOnly: boolean;
  /** Seats in no channel may be offered. */
  openSale: boolean;
  /** Keys of the channels whose seats may be offered too. */
  channels: string[];
}

export const EMPTY_FORM: FindFormValues = {
  number: '2',
  category: '',
  where: '',
  accessible: '0',
  togetherOnly: true,
  openSale: true,
  channels: [],
};

export interface FindRequest {
  number: number;
  category?: Category;
  section?: MapSection;
  zone?: Zone;
  accessibleSeats: number;
  togetherOnly: boolean;
  channels: ChannelChoice;
}

export type FormErrors = Partial<Record<keyof FindFormValues, string>>;

const MAX = LIMITS.bestAvailableNumber;

function wholeNumber(text: string): number | undefined {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : undefined;
}

export function readFindForm(
  values: FindFormValues,
  layout: SeatMapLayout,
  categories: readonly Category[],
  saleChannels: readonly SaleChannel[] = [],
): { request: FindRequest } | { errors: FormErrors } {
  const errors: FormErrors = {};
  const number = wholeNumber(values.number);
  if (values.number.trim() === '') {
    errors.number = `Say how many seats: a whole number from 1 to ${MAX}.`;
  } else if (number === undefined || number < 1 || number > MAX) {
    errors.number = `"${values.number.trim()}" is not a number of seats: give a whole number from 1 to ${MAX}.`;
  }
  const accessible = values.accessible.trim() === '' ? 0 : wholeNumber(values.accessible);
  if (accessible === undefined) {
    errors.accessible = 'Accessible seats: give a whole number (0 for none).';
  } else if (number !== undefined && accessible > number) {
    errors.accessible = `Only ${number} seats asked for: at most ${number} of them can be accessible.`;
  }
  const category = categories.find((c) => String(c.key) === values.category);
  if (values.category !== '' && !category) {
    errors.category = 'That category is no longer on the chart: choose another.';
  }
  const [kind, name] = splitWhere(values.where);
  const section = kind === 'section' ? layout.sections.find((s) => s.label === name) : undefined;
  const zone = kind === 'zone' ? layout.zones.find((z) => z.key === name) : undefined;
  if (values.where !== '' && !section && !zone) {
    errors.where = 'That section or zone is no longer on the chart: choose another.';
  }
  const channels = saleChannels.filter((c) => values.channels.includes(c.key));
  if (!values.openSale && channels.length === 0) {
    errors.channels = 'Choose where the seats may come from: the open sale or a channel.';
  }
  if (Object.keys(errors).length > 0 || number === undefined || accessible === undefined) {
    return { errors };
  }
  return {
    request: {
      number,
      category,
      section,
      zone,
      accessibleSeats: accessible,
      togetherOnly: values.togetherOnly,
      channels: { openSale: values.openSale, channels },
    },
  };
}

function splitWhere(where: string): [string, string] {
  const at = where.indexOf(':');
  return at < 0 ? ['', ''] : [where.slice(0, at), where.slice(at + 1)];
}

export function bestAvailableOf(request: FindRequest): BestAvailableRequest {
  return {
    number: request.number,
    ...(request.category && { categories: [request.category.key] }),
    ...(request.section && { sections: [request.section.label] }),
    ...(request.zone && { zone: request.zone.key }),
    ...(request.accessibleSeats > 0 && { accessibleSeats: request.accessibleSeats }),
  };
}

/** "4 seats together" and " in Cat1, Section A", apart: refusals put "left" between them. */
function askedParts(request: FindRequest): [string, string] {
  const seats = request.number === 1 ? '1 seat' : `${request.number} seats`;
  const together = request.togetherOnly && request.number > 1 ? ' together' : '';
  const accessible = request.accessibleSeats > 0 ? ` (${request.accessibleSeats} accessible)` : '';
  const where = [request.category?.label, request.section?.displayLabel, request.zone?.label];
  const named = where.filter(Boolean);
  const place = named.length > 0 ? ` in ${named.join(', ')}` : '';
  return [`${seats}${together}${accessible}`, `${place}${channelPhrase(request.channels)}`];
}

/** ", only seats kept for Box office"; nothing for the open sale alone. */
function channelPhrase({ openSale, channels }: ChannelChoice): string {
  if (channels.length === 0) return '';
  const names = namesText(channels.map((c) => c.name));
  return openSale ? `, seats kept for ${names} included` : `, only seats kept for ${names}`;
}

/** "4 seats together in Cat1, Section A". */
export function askedFor(request: FindRequest): string {
  return askedParts(request).join('');
}

/** "No 4 seats together left in Cat1: try fewer seats, another category or seats apart". */
export function nothingFoundText(request: FindRequest): string {
  const ways = ['fewer seats'];
  if (request.category) ways.push('another category');
  if (request.section) ways.push('another section');
  if (request.zone) ways.push('another zone');
  if (request.togetherOnly && request.number > 1) ways.push('seats apart');
  const wayOut = ways.length === 1 ? ways[0] : `${ways.slice(0, -1).join(', ')} or ${ways.at(-1)}`;
  const [seats, place] = askedParts(request);
  return `No ${seats} left${place}: try ${wayOut}`;
}

/** The service lists a GA area once per place chosen: here each object once, with its places. */
export function placesIn(labels: readonly string[]): { label: string; places: number }[] {
  const places = new Map<string, number>();
  for (const label of labels) places.set(label, (places.get(label) ?? 0) + 1);
  return [...places].map(([label, n]) => ({ label, places: n }));
}

/** "GA1 × 4" for places in an area, the label alone for a seat. */
export function placeText({ label, places }: { label: string; places: number }): string {
  return places > 1 ? `${label} × ${places}` : label;
}

/** The objects of a status change for those labels: a GA area with its number of places. */
export function objectsFor(labels: readonly string[]) {
  return placesIn(labels).map(({ label, places }) =>
    places > 1 ? { objectId: label, quantity: places } : label,
  );
}

/**
 * "A-5, A-6 (Cat1); B-1 (Cat2)": in the order given, grouped by category. The category follows
 * its seats: put first, it ran into the first label ("Goal Stands Goal Stand 4-A-1").
 */
export function seatsText(labels: readonly string[], details: Record<string, ObjectInfoWire>) {
  const groups = new Map<string, string[]>();
  for (const place of placesIn(labels)) {
    const category = details[place.label]?.categoryLabel ?? '';
    groups.set(category, [...(groups.get(category) ?? []), placeText(place)]);
  }
  return [...groups]
    .map(([category, members]) => `${members.join(', ')}${category ? ` (${category})` : ''}`)
    .join('; ');
}

/** "Booked: A-5, A-6, A-7, A-8 (Cat1) — order 1234". */
export function bookedText(
  labels: readonly string[],
  details: Record<string, ObjectInfoWire>,
  orderId: string,
): string {
  const order = orderId ? ` — order ${orderId}` : ' — no order id';
  return `Booked: ${seatsText(labels, details)}${order}`;
}
