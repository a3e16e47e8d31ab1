// The event log of a service without Seatdesk's activity route (a seats.io region): seats.io's
// own `GET /event-log` (wire §17), read as it is sent: oldest first, string cursors, `data.key`
// naming the chart or event. It says nothing of who made a change, so neither does the page. Only
// the company admin key may read it (403 otherwise): the page then says so plainly.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageData } from '../../components/page-data';
import { PageHeader } from '../../components/page-header';
import { isApiError } from '../../lib/errors';
import { useClient } from '../../lib/session-context';
import { type EventLogCursor, EventLogPager } from './event-log-pager';
import { KIND_WORDS, LOG_FAILED, whenItHappened } from './event-log-words';

export const WIRE_EVENT_LOG_PAGE_SIZE = 50;

/** "Chart created: hall"; a type seats.io added later is shown as it comes. */
function wireWhat(type: string, key: string): string {
  const words = (KIND_WORDS as Record<string, string | undefined>)[type];
  return `${words ?? type} ${key}`;
}

export function WireEventLog() {
  const client = useClient();
  const [cursor, setCursor] = useState<EventLogCursor>({});
  const query = useQuery({
    queryKey: ['event-log', 'wire', cursor],
    queryFn: () =>
      client.eventLog.list({
        limit: WIRE_EVENT_LOG_PAGE_SIZE,
        startAfterId: cursor.after,
        endBeforeId: cursor.before,
      }),
    placeholderData: keepPreviousData,
    retry: (count, error) => !isApiError(error, 403) && !isApiError(error, 404) && count < 2,
  });
  const header = (
    <PageHeader
      title="Event log"
      subtitle="Charts and events changed in this account, oldest first, as seats.io keeps them (the last 14 days)."
    />
  );
  if (isApiError(query.error, 404)) {
    return (
      <>
        {header}
        <p className="notice notice-info" role="note">
          This service keeps no event log of its own: who changed what can be seen in seats.io's own
          dashboard.
        </p>
      </>
    );
  }
  if (isApiError(query.error, 403)) {
    return (
      <>
        {header}
        <p className="notice notice-info" role="note">
          Only the company admin can read this account's event log. Sign in with the company admin
          key to see it.
        </p>
      </>
    );
  }
  return (
    <>
      {header}
      <PageData query={query} what="the event log" failed={LOG_FAILED} staleError="both">
        {(page) => (
          <>
            <div className="table-wrap">
              <table className="data">
                <caption className="visually-hidden">Event log</caption>
                <thead>
                  <tr>
                    <th scope="col">When</th>
                    <th scope="col">What</th>
                  </tr>
                </thead>
                <tbody>
                  {page.items.map((item) => (
                    <tr key={item.id}>
                      <td>
                        <time dateTime={item.timestamp}>{whenItHappened(item.timestamp)}</time>
                      </td>
                      <td title={item.type}>{wireWhat(item.type, item.data.key)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {page.items.length === 0 && (
                <p className="empty">Nothing was changed in the last 14 days.</p>
              )}
            </div>
            <EventLogPager page={page} onPage={setCursor} />
          </>
        )}
      </PageData>
    </>
  );
}
