// How the back office names an event, in one place: lists, season pages, pickers, phone sale and
// "release for one night" all say it the same way. A season's events made without names used to
// show as bare UUIDs; a dated event without a name is named by its date, and the key is what is
// left when there is neither.
import type { Event } from '../../contract/events';
import { formatDate } from './format';

type Named = Pick<Event, 'key' | 'name' | 'date'>;

/** Its name; else, dated, "Event of Dec 2, 2026"; else its key. */
export function eventName(event: Named): string {
  if (event.name) return event.name;
  if (event.date) return `Event of ${formatDate(event.date)}`;
  return event.key;
}

/** The name with its date beside it ("Hamlet · Dec 2, 2026"), for pickers that list nights. */
export function eventNameAndDate(event: Named): string {
  const name = eventName(event);
  return event.name && event.date ? `${name} · ${formatDate(event.date)}` : name;
}

/** Whether the key says something the name does not: shown beside it, small. */
export function keyWorthShowing(event: Named): boolean {
  return eventName(event) !== event.key;
}

/**
 * A picker's option texts: name and date, as staff know the nights; the key is added only where
 * two options would read alike (it stays in each option's tooltip).
 */
export function pickerNames(events: readonly Named[]): Map<string, string> {
  const texts = events.map((event) => [event.key, eventNameAndDate(event)] as const);
  const seen = new Map<string, number>();
  for (const [, text] of texts) seen.set(text, (seen.get(text) ?? 0) + 1);
  return new Map(
    texts.map(([key, text]) => [
      key,
      (seen.get(text) ?? 0) > 1 && text !== key ? `${text} (${key})` : text,
    ]),
  );
}
