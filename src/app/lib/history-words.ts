// One status change in staff words ("Booked by Ana Silva at 19:02, order 4711"), for the seat
// card and the activity page. Who: the staff member's name; the secret key is the web shop or
// another integration (API); the service releases expired holds. A seats.io region names nobody:
// its origin says how the change came.
import type { StatusChangeItem } from '../../contract/status-history';
import { BOOKED, FREE, HELD } from '../../domain/model';
import { statusName } from './status-names';

const VERBS: Record<string, string> = { [BOOKED]: 'Booked', [HELD]: 'Held', [FREE]: 'Released' };

/** The action as staff say it: Booked, Held, Released, or "Set to <status>". */
export function actionWords(status: string): string {
  return VERBS[status] ?? `Set to ${statusName(status)}`;
}

/** Who made the change, in words (undefined: the service, said by the sentence itself). */
export function whoWords(item: StatusChangeItem): string {
  if (item.actor?.kind === 'staff') return item.actor.name;
  if (item.staffName) return item.staffName;
  if (item.actor?.kind === 'service') return 'the box office system';
  if (item.origin.type === 'HOLD_EXPIRED') return 'the box office system';
  return 'the web shop (API)';
}

/** "19:02" today, "27 Nov 19:02" on another day (the browser's time zone, 24-hour clock). */
export function timeWords(iso: string, now = new Date()): string {
  const date = new Date(iso);
  const time = date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
  if (date.toDateString() === now.toDateString()) return time;
  const day = date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });
  return `${day} ${time}`;
}

/** The whole sentence: "Booked by Ana Silva at 19:02, order 4711". */
export function changeSentence(item: StatusChangeItem, now = new Date()): string {
  const at = timeWords(item.date, now);
  if (item.origin.type === 'HOLD_EXPIRED') return `Released when the hold expired at ${at}`;
  const order = item.orderId ? `, order ${item.orderId}` : '';
  return `${actionWords(item.status)} by ${whoWords(item)} at ${at}${order}`;
}
