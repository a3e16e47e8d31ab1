// Each kind of the event log in the words staff use ("Channels changed on Hamlet"); the API's
// kind stays for the tooltip.
import type { ActivityItem, EventLogType } from '../../../contract/event-log';

export const KIND_WORDS: Record<EventLogType, string> = {
  'chart.created': 'Chart created:',
  'chart.published': 'Chart published:',
  'chart.categories.updated': 'Categories changed on chart',
  'event.created': 'Event created:',
  'event.updated': 'Details changed on',
  'event.deleted': 'Event deleted:',
  'event.for.sale.config.updated': 'For-sale settings changed on',
  'event.channels.updated': 'Channels changed on',
  'event.categories.updated': 'Categories changed on',
  'event.table.booking.config.updated': 'Table booking changed on',
  'staff.added': 'Staff account added:',
  'staff.enabled': 'Staff account enabled:',
  'staff.disabled': 'Staff account disabled:',
  'staff.role.changed': 'Role changed for',
  'staff.renamed': 'Staff account renamed:',
  'staff.password.reset': 'Password reset for',
};

const ROLE_WORDS: Record<string, string> = { clerk: 'Clerk', manager: 'Manager', admin: 'Admin' };

/** What happened, to what: "Channels changed on Hamlet". */
export function whatHappened(item: ActivityItem): string {
  const subject = item.name || item.key;
  const words = KIND_WORDS[item.type];
  if (item.type === 'staff.role.changed' && typeof item.details?.role === 'string')
    return `${words} ${subject}: now ${ROLE_WORDS[item.details.role] ?? item.details.role}`;
  return `${words} ${subject}`;
}

/** Who did it: the staff member's name, or the key's holder. */
export function whoDidIt(item: ActivityItem): string {
  if (item.actor.kind === 'staff') return item.actor.name;
  return item.actor.kind === 'service' ? 'Seatdesk itself' : 'An API key (integration or admin)';
}

/** "2 Dec, 19:02" in the browser's time zone. */
export function whenItHappened(timestamp: string): string {
  const at = new Date(timestamp);
  const day = at.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });
  const time = at.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
  return `${day}, ${time}`;
}

/** Both event log pages' heading when their page fails to load. */
export const LOG_FAILED = 'The event log could not be loaded';
