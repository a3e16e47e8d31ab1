// The event's place in the breadcrumb trail, by name as staff know it (the address has its key).
// It reads the event page's own query, so it costs no request of its own.
import { useQuery } from '@tanstack/react-query';
import { eventName } from '../../lib/event-name';
import { eventQuery } from '../../lib/queries';
import { useClient } from '../../lib/session-context';

export function EventCrumb({ eventKey }: { eventKey: string }) {
  const client = useClient();
  const { data } = useQuery(eventQuery(client, eventKey));
  return <span title={`Event key: ${eventKey}`}>{data ? eventName(data) : eventKey}</span>;
}
