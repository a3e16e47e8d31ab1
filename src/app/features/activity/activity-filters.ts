// The activity page's filters, kept in the URL (a filtered list can be bookmarked or sent):
// who, action, from, to (the browser's local time, as a datetime-local field gives it), seat label,
// and the page's cursor.
import type { StatusHistoryQuery } from '../../../client/status-history';
import { STATUS_CHANGE_ACTIONS } from '../../../contract/status-history';

export interface ActivityFilters {
  who: string;
  action: string;
  from: string;
  to: string;
  seat: string;
}

export const FILTER_NAMES = ['who', 'action', 'from', 'to', 'seat'] as const;

export function filtersOf(params: URLSearchParams): ActivityFilters {
  const read = (name: string) => params.get(name) ?? '';
  return {
    who: read('who'),
    action: read('action'),
    from: read('from'),
    to: read('to'),
    seat: read('seat'),
  };
}

/** A datetime-local value ("2026-11-27T19:00") as an ISO time, or undefined when empty or bad. */
function isoOf(local: string): string | undefined {
  if (!local) return undefined;
  const time = new Date(local);
  return Number.isNaN(time.getTime()) ? undefined : time.toISOString();
}

/** The service's query for the filters; `seatdesk` false: only seats.io's own label filter. */
export function historyQuery(filters: ActivityFilters, seatdesk: boolean): StatusHistoryQuery {
  const query: StatusHistoryQuery = {};
  if (filters.seat) query.filter = filters.seat;
  if (!seatdesk) return query;
  const action = STATUS_CHANGE_ACTIONS.find((one) => one === filters.action);
  if (action) query.action = action;
  if (filters.who) query.actor = filters.who;
  query.from = isoOf(filters.from);
  query.to = isoOf(filters.to);
  return query;
}
