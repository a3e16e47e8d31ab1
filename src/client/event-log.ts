// The event log: the workspace's activity (a Seatdesk addition, docs/event-log.md). A seats.io
// region has no such route and answers 404; callers feature-detect with `activity`.

import { z } from 'zod';
import { pageSchema } from '../contract/common';
import { ActivityPageSchema, EventLogItemSchema, type EventLogType } from '../contract/event-log';
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

/**
 * `GET /event-log` as seats.io answers it (wire §17): oldest first, cursors as strings. A type
 * seats.io adds later is shown as it comes instead of failing the page.
 */
const WireEventLogPageSchema = pageSchema(EventLogItemSchema.extend({ type: z.string() }));
export type WireEventLogPage = z.infer<typeof WireEventLogPageSchema>;

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

  /** One page of seats.io's event log (company admin key; a workspace secret key gets 403). */
  list(page: { limit?: number; startAfterId?: number; endBeforeId?: number } = {}) {
    const query = new URLSearchParams();
    if (page.limit !== undefined) query.set('limit', String(page.limit));
    if (page.startAfterId !== undefined) query.set('start_after_id', String(page.startAfterId));
    if (page.endBeforeId !== undefined) query.set('end_before_id', String(page.endBeforeId));
    const suffix = query.size > 0 ? `?${query}` : '';
    return this.t.json({ method: 'GET', path: `/event-log${suffix}` }, WireEventLogPageSchema);
  }
}
