// The event log: the workspace's activity (a Seatdesk addition, docs/event-log.md). A seats.io
// region has no such route and answers 404; callers feature-detect with `activity`.
import { ActivityPageSchema, type EventLogType } from '../contract/event-log';
import type { Transport } from './transport';

export interface ActivityFilter {
  types?: EventLogType[];
  /** `staff:<id>`, `key` or `service`. */
  actor?: string;
  key?: string;
  from?: string;
  until?: string;
  limit?: number;
  startAfterId?: number;
  endBeforeId?: number;
}

export class EventLogApi {
  constructor(private readonly t: Transport) {}

  /** One page of who changed what in the workspace, newest first. */
  activity(filter: ActivityFilter = {}) {
    const query = new URLSearchParams();
    if (filter.types?.length) query.set('type', filter.types.join(','));
    if (filter.actor) query.set('actor', filter.actor);
    if (filter.key) query.set('key', filter.key);
    if (filter.from) query.set('from', filter.from);
    if (filter.until) query.set('until', filter.until);
    if (filter.limit !== undefined) query.set('limit', String(filter.limit));
    if (filter.startAfterId !== undefined) query.set('start_after_id', String(filter.startAfterId));
    if (filter.endBeforeId !== undefined) query.set('end_before_id', String(filter.endBeforeId));
    const suffix = query.size > 0 ? `?${query}` : '';
    return this.t.json({ method: 'GET', path: `/seatdesk/activity${suffix}` }, ActivityPageSchema);
  }
}
