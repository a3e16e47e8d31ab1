// An event's activity (docs/history.md, "In the back office"): every status change, newest first,
// filtered by who, action, time and seat in the URL, a page at a time, and exported as CSV. The
// filters beyond the seat label are Seatdesk's; a seats.io region (no /seatdesk routes) gets the
// label filter and a plain notice.
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { z } from 'zod';
import type { SeatdeskClient } from '../../../client';
import { Pager } from '../../components/pager';
import { downloadText } from '../../lib/download';
import { isApiError } from '../../lib/errors';
import { actionWords, timeWords, whoWords } from '../../lib/history-words';
import { eventKeys } from '../../lib/queries';
import { useClient } from '../../lib/session-context';
import { activityCsv } from './activity-csv';
import { FILTER_NAMES, filtersOf, historyQuery } from './activity-filters';
import { ActivityFiltersForm } from './activity-filters-form';
import './activity.css';

const PAGE_SIZE = 50;

/** Seatdesk answers /seatdesk/staff/me (with a key or a staff session); a seats.io region 404s. */
function seatdeskQuery(client: SeatdeskClient) {
  return {
    queryKey: ['seatdesk', 'features', 'history-filters'],
    queryFn: async () => {
      try {
        await client.transport.json({ method: 'GET', path: '/seatdesk/staff/me' }, z.unknown());
        return true;
      } catch (error) {
        if (isApiError(error, 404)) return false;
        throw error;
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
  };
}

/**
 * The people of the event's history for the "who" filter (any role may read them; the staff list
 * is the admins'). A service without the route (404) offers the fixed choices only.
 */
function peopleQuery(client: SeatdeskClient, eventKey: string, enabled: boolean) {
  return {
    queryKey: [...eventKeys.detail(eventKey), 'history-people'],
    queryFn: async () => {
      try {
        return (await client.history.people(eventKey)).items;
      } catch (error) {
        if (isApiError(error, 404)) return [];
        throw error;
      }
    },
    enabled,
    staleTime: 60_000,
  };
}

export function ActivityPage() {
  const client = useClient();
  const eventKey = useParams().eventKey ?? '';
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const seatdesk = useQuery(seatdeskQuery(client));
  const people = useQuery(peopleQuery(client, eventKey, seatdesk.data === true));
  const query = historyQuery(filters, seatdesk.data === true);
  const after = params.get('after') ?? undefined;
  const before = params.get('before') ?? undefined;
  const page = useQuery({
    queryKey: [...eventKeys.detail(eventKey), 'activity', query, after, before],
    queryFn: () =>
      client.history.forEvent(eventKey, {
        ...query,
        limit: PAGE_SIZE,
        startAfter: after,
        endBefore: before,
      }),
    enabled: seatdesk.isSuccess,
    placeholderData: keepPreviousData,
  });
  const exportCsv = useMutation({
    mutationFn: () => activityCsv(client, eventKey, query),
    onSuccess: (csv) =>
      downloadText(csv.text, `${eventKey.replace(/[^\w.-]+/g, '_').slice(0, 100)}-activity.csv`),
  });

  const setFilters = (next: Record<string, string>) => {
    const fresh = new URLSearchParams();
    for (const name of FILTER_NAMES) if (next[name]) fresh.set(name, next[name]);
    setParams(fresh);
  };
  const turn = (cursor: { after?: number; before?: number }) => {
    const fresh = new URLSearchParams(params);
    fresh.delete('after');
    fresh.delete('before');
    if (cursor.after !== undefined) fresh.set('after', String(cursor.after));
    if (cursor.before !== undefined) fresh.set('before', String(cursor.before));
    setParams(fresh);
  };

  return (
    <section className="activity" aria-label="Activity">
      <ActivityFiltersForm
        filters={filters}
        seatdesk={seatdesk.data !== false}
        staff={people.data ?? []}
        onApply={setFilters}
      />
      {seatdesk.data === false && (
        <p className="notice">
          This region keeps the history but cannot filter it by person, action or time: only by
          seat.
        </p>
      )}
      <div className="activity-actions">
        <button
          type="button"
          className="button"
          disabled={exportCsv.isPending || !seatdesk.isSuccess}
          onClick={() => exportCsv.mutate()}
        >
          {exportCsv.isPending ? 'Exporting…' : 'Export CSV'}
        </button>
        {exportCsv.data && (
          <span role="status">
            {exportCsv.data.rows} changes exported
            {exportCsv.data.cut && ' (the oldest were left out: narrow the filters)'}
          </span>
        )}
        {exportCsv.isError && <span role="alert">The export failed: try again.</span>}
      </div>
      {page.isError && <p role="alert">The activity could not be read: {String(page.error)}</p>}
      {page.isPending && !page.isError && <p className="muted">Reading the activity…</p>}
      {page.data && page.data.items.length === 0 && (
        <p className="muted">No changes match these filters.</p>
      )}
      {page.data && page.data.items.length > 0 && (
        <table className="data activity-table" aria-label="Changes">
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">Seat</th>
              <th scope="col">Action</th>
              <th scope="col">By</th>
              <th scope="col">Order</th>
            </tr>
          </thead>
          <tbody>
            {page.data.items.map((item) => (
              <tr key={item.id}>
                <td title={item.date}>{timeWords(item.date)}</td>
                <td>{item.objectLabel}</td>
                <td title={`API: ${item.status}, origin ${item.origin.type}`}>
                  {item.origin.type === 'HOLD_EXPIRED' ? 'Hold expired' : actionWords(item.status)}
                </td>
                <td>{whoWords(item)}</td>
                <td className="mono">{item.orderId ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {page.data && (
        <Pager
          label="Activity pages"
          nextStartsAfter={page.data.next_page_starts_after}
          previousEndsBefore={page.data.previous_page_ends_before}
          onPage={turn}
        />
      )}
    </section>
  );
}
