// Status words as box-office staff say them ("Held", not reservedByToken), in one place for the
// map's legend, the hover card, the reports and the refusals' rewrites.
import { BOOKED, FREE, HELD } from '../../domain/model';
import { AVAILABLE, NOT_FOR_SALE } from '../../domain/reports/dimensions';

const NAMES: Record<string, string> = {
  [FREE]: 'Free',
  [AVAILABLE]: 'Free',
  [HELD]: 'Held',
  [BOOKED]: 'Booked',
  [NOT_FOR_SALE]: 'Not for sale',
};

/** A status as staff say it; custom statuses are shown as named. */
export function statusName(status: string): string {
  return NAMES[status] ?? status;
}

const FROM_WORDS: Record<string, string> = { free: FREE, held: HELD, booked: BOOKED };

/**
 * A status typed as staff say it ("Held", "booked") in the service's word; anything else (the
 * API's own words, custom statuses) as typed. A guard of "held" sent as typed names a status no
 * seat has, and refuses every object.
 */
export function statusFromWord(word: string): string {
  return FROM_WORDS[word.toLowerCase()] ?? word;
}
