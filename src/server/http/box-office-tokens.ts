// The box office's hold tokens: a Seatdesk addition under /seatdesk/, beside seats.io's
// /hold-tokens routes, which stay exactly as they are (application/hold-tokens/box-office-tokens.ts,
// docs/holds.md). A real seats.io region answers 404 here; the back office falls back to what the
// browser remembers.
import { Hono } from 'hono';
import {
  BoxOfficeTokenPageSchema,
  BoxOfficeTokenQuerySchema,
  BoxOfficeTokenSchema,
  MarkBoxOfficeTokenSchema,
} from '../../contract/box-office-tokens';
import type { Deps } from '../application/context';
import {
  type BoxOfficeTokenListing,
  listBoxOfficeTokens,
  markBoxOfficeToken,
  unmarkBoxOfficeToken,
} from '../application/hold-tokens/box-office-tokens';
import { param, readBody, validate } from './body';
import type { AppEnv } from './context';
import { HTTP } from './errors';
import { registerOperations } from './openapi';

registerOperations([
  {
    method: 'get',
    path: '/seatdesk/hold-tokens',
    summary:
      "Seatdesk addition: the workspace's live hold tokens marked as the box office's, newest first (paged with limit and start_after_id), each with who made it and what it holds",
    query: BoxOfficeTokenQuerySchema.shape,
    response: BoxOfficeTokenPageSchema,
  },
  {
    method: 'post',
    path: '/seatdesk/hold-tokens/{holdToken}',
    summary:
      "Seatdesk addition: mark a live hold token as the box office's, with the staff name that made it (kept from the first mark); 404 once expired",
    request: MarkBoxOfficeTokenSchema,
    response: BoxOfficeTokenSchema,
  },
  {
    method: 'delete',
    path: '/seatdesk/hold-tokens/{holdToken}',
    summary:
      "Seatdesk addition: the token is no longer listed as the box office's (what it holds stays held until it expires)",
  },
]);

export function boxOfficeTokenRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();

  const toWire = (row: BoxOfficeTokenListing) => ({
    holdToken: row.token,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    expiresInSeconds: Math.max(
      0,
      Math.floor((Date.parse(row.expiresAt) - deps.now().getTime()) / 1000),
    ),
    madeBy: row.madeBy,
    objectCount: row.objectCount,
    held: row.held,
  });

  app.get('/seatdesk/hold-tokens', async (c) => {
    const query = validate(BoxOfficeTokenQuerySchema, c.req.query(), 'query');
    const page = await listBoxOfficeTokens(deps, c.get('auth'), {
      limit: query.limit,
      startAfter: query.start_after_id,
    });
    return c.json({
      items: page.items.map(toWire),
      ...(page.nextPageStartsAfter !== undefined && {
        next_page_starts_after: page.nextPageStartsAfter,
      }),
    });
  });

  app.post('/seatdesk/hold-tokens/:token', async (c) => {
    const body = await readBody(c, MarkBoxOfficeTokenSchema);
    const row = await markBoxOfficeToken(
      deps,
      c.get('auth'),
      param(c, 'token'),
      body.madeBy ?? null,
    );
    return c.json(toWire(row));
  });

  app.delete('/seatdesk/hold-tokens/:token', async (c) => {
    await unmarkBoxOfficeToken(deps, c.get('auth'), param(c, 'token'));
    return c.body(null, HTTP.NO_CONTENT);
  });

  return app;
}
