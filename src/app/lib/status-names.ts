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
