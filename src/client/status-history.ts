// The status-change history (seats.io's routes, docs/history.md). `action`, `actor`, `from` and
// `to` are Seatdesk's additions: a seats.io region ignores them, so callers that filter with them
// check `items` themselves (the app feature-detects with `filtersSupported`).

import { HistoryPeopleSchema } from '../contract/history-people';
import {
  type STATUS_CHANGE_ACTIONS,
  type STATUS_CHANGE_FILTER_TYPES,
  StatusChangePageSchema,
} from '../contract/status-history';
import { seg, type Transport } from './transport';

export interface StatusHistoryQuery {
  limit?: number;
  startAfter?: string | number;
  endBefore?: string | number;
  filter?: string;
  filterType?: (typeof STATUS_CHANGE_FILTER_TYPES)[number];
  sort?: string;
  action?: (typeof STATUS_CHANGE_ACTIONS)[number];
  /** A staff member's id, `key` or `service`. */
  actor?: string;
  from?: string;
  to?: string;
}

export class StatusHistoryApi {
  constructor(private readonly t: Transport) {}

  /** One page of the event's history, newest first unless `sort` says otherwise. */
  forEvent(eventKey: string, query: StatusHistoryQuery = {}) {
    return this.page(`/events/${seg(eventKey)}/status-changes`, query);
  }
  /** One page of one object's history. */
  forObject(eventKey: string, label: string, query: StatusHistoryQuery = {}) {
    return this.page(`/events/${seg(eventKey)}/objects/${seg(label)}/status-changes`, query);
  }

  /** Seatdesk only: the staff members among the event's newest changes (a seats.io region 404s). */
  people(eventKey: string) {
    const path = `/seatdesk/events/${seg(eventKey)}/history-people`;
    return this.t.json({ method: 'GET', path }, HistoryPeopleSchema);
  }

  private page(path: string, q: StatusHistoryQuery) {
    const query = {
      limit: q.limit,
      start_after_id: q.startAfter === undefined ? undefined : String(q.startAfter),
      end_before_id: q.endBefore === undefined ? undefined : String(q.endBefore),
      filter: q.filter || undefined,
      filterType: q.filter ? q.filterType : undefined,
      sort: q.sort,
      action: q.action,
      actor: q.actor,
      from: q.from,
      to: q.to,
    };
    return this.t.json({ method: 'GET', path, query }, StatusChangePageSchema);
  }
}
