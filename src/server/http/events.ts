// Events on the wire: create, read, update, delete, list (application/events/event-records.ts).
import { Hono } from 'hono';
import { EventListQuerySchema } from '../../contract/event-list';
import { CreateEventSchema, UpdateEventSchema } from '../../contract/events';
import type { Deps } from '../application/context';
import {
  createEvent,
  deleteEvent,
  listEvents,
  readEvent,
  updateEvent,
} from '../application/events/event-records';
import { param, readBody, validate } from './body';
import { channelsGiven } from './channels';
import type { AppEnv } from './context';
import { HTTP } from './errors';
import { eventListQuery, pageToWire } from './paging';

export function eventRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();

  app.post('/events', async (c) => {
    const { channels, ...body } = await readBody(c, CreateEventSchema);
    const given = { ...body, channels: channelsGiven(channels, 'body.channels') };
    return c.json(await createEvent(deps, c.get('auth'), given));
  });

  app.get('/events', async (c) => {
    const query = validate(EventListQuerySchema, c.req.query(), 'query');
    const { page, applied } = await listEvents(deps, c.get('auth'), eventListQuery(query));
    return c.json({ ...pageToWire(page), ...(applied ? { seatdesk: applied } : {}) });
  });

  app.get('/events/:key', async (c) => {
    return c.json(await readEvent(deps, c.get('auth'), param(c, 'key')));
  });

  app.post('/events/:key', async (c) => {
    const body = await readBody(c, UpdateEventSchema);
    await updateEvent(deps, c.get('auth'), param(c, 'key'), body);
    return c.body(null, HTTP.NO_CONTENT);
  });

  app.delete('/events/:key', async (c) => {
    await deleteEvent(deps, c.get('auth'), param(c, 'key'));
    return c.body(null, HTTP.NO_CONTENT);
  });

  return app;
}
