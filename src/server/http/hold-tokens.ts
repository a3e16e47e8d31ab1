// Hold-token routes: create, retrieve, extend (application/hold-tokens).
import { Hono } from 'hono';
import { CreateHoldTokenSchema, UpdateHoldTokenSchema } from '../../contract/hold-tokens';
import type { Deps } from '../application/context';
import {
  createHoldToken,
  extendHoldToken,
  retrieveHoldToken,
} from '../application/hold-tokens/hold-tokens';
import type { HoldTokenRow } from '../store/port';
import { param, readBody } from './body';
import type { AppEnv } from './context';

export function holdTokenRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();

  const toWire = (row: HoldTokenRow, workspaceKey: string) => ({
    holdToken: row.token,
    expiresAt: row.expiresAt,
    expiresInSeconds: Math.max(
      0,
      Math.floor((Date.parse(row.expiresAt) - deps.now().getTime()) / 1000),
    ),
    workspaceKey,
  });

  app.post('/hold-tokens', async (c) => {
    const body = await readBody(c, CreateHoldTokenSchema);
    const auth = c.get('auth');
    const row = await createHoldToken(deps, auth, body.expiresInMinutes, body.ticketBuyerId);
    return c.json(toWire(row, auth.workspace.key));
  });

  app.get('/hold-tokens/:token', async (c) => {
    const auth = c.get('auth');
    const row = await retrieveHoldToken(deps, auth, param(c, 'token'));
    return c.json(toWire(row, auth.workspace.key));
  });

  app.post('/hold-tokens/:token', async (c) => {
    const body = await readBody(c, UpdateHoldTokenSchema, undefined);
    const auth = c.get('auth');
    const row = await extendHoldToken(deps, auth, param(c, 'token'), body.expiresInMinutes);
    return c.json(toWire(row, auth.workspace.key));
  });

  return app;
}
