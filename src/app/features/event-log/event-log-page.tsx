// The workspace's event log for managers and admins (issue 32.10, issue 31.4): who changed what,
// newest first, filtered by kind, person and day. A seats.io region has no such route (404): the
// page then shows seats.io's own event log (wire-event-log.tsx).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ActivityFilter } from '../../../client/event-log';
import type { ActivityItem } from '../../../contract/event-log';
import { PageData } from '../../components/page-data';
import { PageHeader } from '../../components/page-header';
import { isApiError } from '../../lib/errors';
import { useClient } from '../../lib/session-context';
import { EventLogFilters, type Filters } from './event-log-filters';
import { type EventLogCursor, EventLogPager } from './event-log-pager';
import { EventLogTable } from './event-log-table';
import { LOG_FAILED } from './event-log-words';
import { WireEventLog } from './wire-event-log';

export const ACTIVITY_PAGE_SIZE = 50;

/** A day picked in the browser's time zone, as the instants it starts and ends. */
function dayRange(day: string): Pick<ActivityFilter, 'from' | 'until'> {
  if (!day) return {};
  const start = new Date(`${day}T00:00:00`);
  const end = new Date(start);
  end.setDate(end.getDate() + 1);
  return { from: start.toISOString(), until: end.toISOString() };
}

export function EventLogPage() {
  const client = useClient();
  const [filters, setFilters] = useState<Filters>({ kind: '', person: '', day: '' });
  const [cursor, setCursor] = useState<EventLogCursor>({});
  // People seen so far, so the person filter offers them (the service names staff by id).
  const [people, setPeople] = useState<Map<string, string>>(new Map());
  const query = useQuery({
    queryKey: ['event-log', 'activity', filters, cursor],
    queryFn: () =>
      client.eventLog.activity({
        types: filters.kind ? [filters.kind] : undefined,
        actor: filters.person || undefined,
        ...dayRange(filters.day),
        limit: ACTIVITY_PAGE_SIZE,
        startAfterId: cursor.after,
        endBeforeId: cursor.before,
      }),
    placeholderData: keepPreviousData,
    retry: (count, error) => !isApiError(error, 404) && count < 2,
  });
  const items = query.data?.items;
  useEffect(() => {
    if (items) rememberPeople(items, setPeople);
  }, [items]);
  const change = (next: Partial<Filters>) => {
    setFilters((was) => ({ ...was, ...next }));
    setCursor({});
  };

  // A seats.io region has no activity route, but has its own event log (wire §17).
  if (isApiError(query.error, 404)) return <WireEventLog />;
  return (
    <>
      <PageHeader
        title="Event log"
        subtitle="Who changed events, charts, channels, categories, for-sale settings and staff accounts in this workspace, newest first. Kept 90 days."
      />
      <EventLogFilters filters={filters} people={people} onChange={change} />
      <PageData query={query} what="the event log" failed={LOG_FAILED} staleError="both">
        {(page) => (
          <>
            <EventLogTable items={page.items} />
            <EventLogPager page={page} onPage={setCursor} />
          </>
        )}
      </PageData>
    </>
  );
}

function rememberPeople(
  items: ActivityItem[],
  setPeople: (update: (was: Map<string, string>) => Map<string, string>) => void,
) {
  const seen = items.flatMap((item) =>
    item.actor.kind === 'staff' ? [[`staff:${item.actor.staffId}`, item.actor.name] as const] : [],
  );
  if (seen.length === 0) return;
  setPeople((was) => {
    if (seen.every(([actor]) => was.has(actor))) return was;
    const next = new Map(was);
    for (const [actor, name] of seen) next.set(actor, name);
    return next;
  });
}
