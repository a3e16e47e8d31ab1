// `/ticket-buyers` (issue 32.6): the company's ticket buyer IDs; company admin key only.
import { Hono } from 'hono';
import {
  AddedTicketBuyerIdsSchema,
  RemovedTicketBuyerIdsSchema,
  TicketBuyerIdsSchema,
  TicketBuyerPageQuerySchema,
  TicketBuyerPageSchema,
} from '../../contract/ticket-buyers';
import type { Deps } from '../application/context';
import {
  addTicketBuyerIds,
  listTicketBuyerIds,
  removeTicketBuyerIds,
} from '../application/ticket-buyers/ticket-buyers';
import { readBody, validate } from './body';
import type { AppEnv } from './context';
import { badRequest } from './errors';
import { registerOperations } from './openapi';
import { pageQuery, pageToWire } from './paging';

registerOperations([
  {
    method: 'post',
    path: '/ticket-buyers',
    summary: 'Company admin key only: add ticket buyer IDs (UUIDs, at most 1000)',
    request: TicketBuyerIdsSchema,
    response: AddedTicketBuyerIdsSchema,
  },
  {
    method: 'delete',
    path: '/ticket-buyers',
    summary: 'Company admin key only: remove ticket buyer IDs (UUIDs, at most 1000)',
    request: TicketBuyerIdsSchema,
    response: RemovedTicketBuyerIdsSchema,
  },
  {
    method: 'get',
    path: '/ticket-buyers',
    summary: 'Company admin key only: the ticket buyer IDs, newest first (paged, 1000 at most)',
    query: { ...TicketBuyerPageQuerySchema.shape },
    response: TicketBuyerPageSchema,
  },
]);

export function ticketBuyerRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();

  app.post('/ticket-buyers', async (c) => {
    const { ids } = await readBody(c, TicketBuyerIdsSchema);
    return c.json(await addTicketBuyerIds(deps, c.get('auth'), ids));
  });

  app.delete('/ticket-buyers', async (c) => {
    const { ids } = await readBody(c, TicketBuyerIdsSchema);
    return c.json(await removeTicketBuyerIds(deps, c.get('auth'), ids));
  });

  app.get('/ticket-buyers', async (c) => {
    const query = validate(TicketBuyerPageQuerySchema, c.req.query(), 'query');
    if (query.start_after_id !== undefined && query.end_before_id !== undefined) {
      throw badRequest('query: start_after_id and end_before_id may not be given together');
    }
    return c.json(pageToWire(await listTicketBuyerIds(deps, c.get('auth'), pageQuery(query))));
  });

  return app;
}
