import {
  type CreateEvent,
  EventPageSchema,
  EventSchema,
  type UpdateEvent,
} from '../contract/events';
import { type ListQuery, pageQuery } from './charts';
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
  list(query?: ListQuery) {
    return this.t.json(
      { method: 'GET', path: '/events', query: pageQuery(query) },
      EventPageSchema,
    );
  }
}
