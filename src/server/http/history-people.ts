// GET /seatdesk/events/{key}/history-people (docs/history.md): who appears in an
// event's history, for the activity page's "who" filter; a clerk may read it, unlike the staff list.
import { Hono } from 'hono';
import { HistoryPeopleSchema } from '../../contract/history-people';
import type { Deps } from '../application/context';
import { readHistoryPeople } from '../application/history/history-people';
import { param } from './body';
import type { AppEnv } from './context';
import { registerOperations } from './openapi';

registerOperations([
  {
    method: 'get',
    path: '/seatdesk/events/{eventKey}/history-people',
    summary:
      "The staff members among an event's newest status changes, newest first (docs/history.md)",
    response: HistoryPeopleSchema,
  },
]);

export function historyPeopleRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.get('/seatdesk/events/:key/history-people', async (c) =>
    c.json(await readHistoryPeople(deps, c.get('auth'), param(c, 'key'))),
  );
  return app;
}
