// The status-change history's routes (seats.io §18 of the wire; docs/history.md), and the
// middleware that records where each request came from for the history's `origin`.
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import {
  STATUS_CHANGE_ACTIONS,
  STATUS_CHANGE_FILTER_TYPES,
  StatusChangePageSchema,
  StatusChangesQuerySchema,
} from '../../contract/status-history';
import type { Deps } from '../application/context';
import { readStatusChanges } from '../application/history/read-history';
import { runWithOrigin } from '../application/history/request-origin';
import type { Page } from '../store/port';
import { param, validate } from './body';
import type { AppEnv } from './context';
import { registerOperations } from './openapi';
import { peerAddress } from './peer-address';

const historyQuery = {
  limit: z.number().int().min(1),
  start_after_id: z.number().int(),
  end_before_id: z.number().int(),
  filter: z.string(),
  filterType: z.enum(STATUS_CHANGE_FILTER_TYPES),
  sort: z.string().meta({ description: 'date | objectLabel | status, with :asc or :desc' }),
  action: z
    .enum(STATUS_CHANGE_ACTIONS)
    .meta({ description: 'Seatdesk: booked, held, released (free) or other statuses' }),
  actor: z.string().meta({ description: 'Seatdesk: a staff id, or key, or service' }),
  from: z.string().meta({ description: 'Seatdesk: entries at or after this ISO time' }),
  to: z.string().meta({ description: 'Seatdesk: entries before this ISO time' }),
};

registerOperations([
  {
    method: 'get',
    path: '/events/{eventKey}/status-changes',
    summary: "An event's status-change history, newest first (docs/history.md)",
    query: historyQuery,
    response: StatusChangePageSchema,
  },
  {
    method: 'get',
    path: '/events/{eventKey}/objects/{label}/status-changes',
    summary: "One object's status-change history, newest first",
    query: historyQuery,
    response: StatusChangePageSchema,
  },
]);

export function statusHistoryRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const answer = async (c: Context<AppEnv>, label?: string) => {
    const query = validate(StatusChangesQuerySchema, c.req.query(), 'query');
    const page = await readStatusChanges(deps, c.get('auth'), param(c, 'key'), query, label);
    return c.json(pageWithStringCursors(page));
  };
  app.get('/events/:key/status-changes', (c) => answer(c));
  app.get('/events/:key/objects/:label/status-changes', (c) => answer(c, param(c, 'label')));
  return app;
}

/** seats.io's paging envelope: cursors are strings holding an item id (ids stay numbers). */
function pageWithStringCursors<T>(page: Page<T>) {
  return {
    items: page.items,
    ...(page.nextPageStartsAfter === undefined
      ? {}
      : { next_page_starts_after: String(page.nextPageStartsAfter) }),
    ...(page.previousPageEndsBefore === undefined
      ? {}
      : { previous_page_ends_before: String(page.previousPageEndsBefore) }),
  };
}

/**
 * The caller's address as the socket's peer: the service trusts no forwarding header (a client
 * could write any), so behind a proxy the history records the proxy's address.
 */
export function requestOrigin(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // seats.io answers an IPv4 caller as a.b.c.d, which peerAddress gives.
    const ip = peerAddress(c);
    await runWithOrigin(ip ? { ip } : {}, next);
  };
}
