// `GET /event-log` (seats.io §17: the company's changes, admin key, oldest first) and
// `GET /seatdesk/activity` (the back office's audit of the workspace: who changed what, newest
// first, filtered), docs/event-log.md.
import { Hono } from 'hono';
import { z } from 'zod';
import {
  ActivityPageSchema,
  ActivityQuerySchema,
  EventLogPageSchema,
  EventLogQuerySchema,
} from '../../contract/event-log';
import type { Deps } from '../application/context';
import { readActivity, readWireEventLog } from '../application/event-log/read-event-log';
import type { Page } from '../store/port';
import { validate } from './body';
import type { AppEnv } from './context';
import { registerOperations } from './openapi';
import { queryGivenOnce } from './query-once';

const paging = {
  limit: z.number().int().min(1),
  start_after_id: z.number().int(),
  end_before_id: z.number().int(),
};

registerOperations([
  {
    method: 'get',
    path: '/event-log',
    summary:
      'Company admin key only: the company’s chart and event changes of the last 14 days, oldest first (seats.io types; paged, 1000 at most)',
    query: paging,
    response: EventLogPageSchema,
  },
  {
    method: 'get',
    path: '/seatdesk/activity',
    summary:
      'Seatdesk: who changed what in the workspace (events, charts, channels, categories, for-sale settings, staff accounts), newest first; filter by type, actor, key and time (paged, 100 at most)',
    query: {
      ...paging,
      type: z.string().meta({ description: 'kinds, comma-separated (docs/event-log.md)' }),
      actor: z.string().meta({ description: 'staff:<id>, key or service' }),
      key: z.string(),
      from: z.string().meta({ description: 'ISO date-time, inclusive' }),
      until: z.string().meta({ description: 'ISO date-time, exclusive' }),
    },
    response: ActivityPageSchema,
  },
]);

/** The page with seats.io's string cursors. */
function pageWithStringCursors<T>(page: Page<T>) {
  const wire: { items: T[]; next_page_starts_after?: string; previous_page_ends_before?: string } =
    { items: page.items };
  if (page.nextPageStartsAfter !== undefined)
    wire.next_page_starts_after = String(page.nextPageStartsAfter);
  if (page.previousPageEndsBefore !== undefined)
    wire.previous_page_ends_before = String(page.previousPageEndsBefore);
  return wire;
}

export function eventLogRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();

  app.get('/event-log', async (c) => {
    const query = validate(EventLogQuerySchema, queryGivenOnce(c), 'query');
    const page = await readWireEventLog(deps, c.get('auth'), {
      limit: query.limit,
      startAfterId: query.start_after_id,
      endBeforeId: query.end_before_id,
    });
    return c.json(pageWithStringCursors(page));
  });

  app.get('/seatdesk/activity', async (c) => {
    const query = validate(ActivityQuerySchema, queryGivenOnce(c), 'query');
    return c.json(pageWithStringCursors(await readActivity(deps, c.get('auth'), query)));
  });

  return app;
}
