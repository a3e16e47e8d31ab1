import { EventListPageSchema } from '../contract/event-list';
import { type CreateEvent, EventSchema, type UpdateEvent } from '../contract/events';
import { type ListQuery, pageQuery } from './charts';

/** Seatdesk's additions to the event list (docs/events-list.md); a seats.io region ignores them. */
export interface EventListQuery extends ListQuery {
  sort?: 'date';
  today?: string;
  dateFrom?: string;
  dateTo?: string;
}

import { seg, type Transport } from './transport';

export class EventsApi {
  constructor(private readonly t: Transport) {}

  create(body: CreateEvent) {
    return this.t.json({ method: 'POST', path: '/events', body }, EventSchema);
  }
  retrieve(key: string) {
    return this.t.json({ method: 'GET', path: `/events/${seg(key)}` }, EventSchema);
  }
  update(key: string, body: UpdateEvent) {
    return this.t.empty({ method: 'POST', path: `/events/${seg(key)}`, body });
  }
  delete(key: string) {
    return this.t.empty({ method: 'DELETE', path: `/events/${seg(key)}` });
  }
  /** A page of events; `seatdesk` on the answer says what of the date parameters was applied. */
  list(query: EventListQuery = {}) {
    const { sort, today, dateFrom, dateTo } = query;
    return this.t.json(
      {
        method: 'GET',
        path: '/events',
        query: { ...pageQuery(query), sort, today, dateFrom, dateTo },
      },
      EventListPageSchema,
    );
  }
}
