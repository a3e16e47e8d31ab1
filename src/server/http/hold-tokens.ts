// Hold tokens (as seats.io's): created with an expiry (15 minutes by default), readable until they
// expire, and extendable up to two hours after creation.
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import {
  CreateHoldTokenSchema,
  MAX_HOLD_MINUTES,
  UpdateHoldTokenSchema,
} from '../../contract/hold-tokens';
import type { Deps } from '../application/context';
import type { HoldTokenRow } from '../store/port';
import { param, readBody } from './body';
import type { AppEnv } from './context';
import { HTTP, HttpError } from './errors';

const MINUTE = 60_000;

export function holdTokenRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const { store } = deps;

  const toWire = (row: HoldTokenRow, workspaceKey: string) => ({
    holdToken: row.token,
    expiresAt: row.expiresAt,
    expiresInSeconds: Math.max(
      0,
      Math.floor((Date.parse(row.expiresAt) - deps.now().getTime()) / 1000),
    ),
    workspaceKey,
  });

  const notFound = (token: string) =>
    new HttpError(
      HTTP.NOT_FOUND,
      'HOLD_TOKEN_NOT_FOUND',
      `Hold token not found or expired: ${token}`,
    );

  app.post('/hold-tokens', async (c) => {
    const body = await readBody(c, CreateHoldTokenSchema);
    const auth = c.get('auth');
    const now = deps.now();
    const row: HoldTokenRow = {
      token: randomBytes(12).toString('base64url'),
      workspaceId: auth.workspace.id,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + (body.expiresInMinutes ?? 15) * MINUTE).toISOString(),
    };
    await store.transaction((tx) => tx.insertHoldToken(row));
    return c.json(toWire(row, auth.workspace.key));
  });

  app.get('/hold-tokens/:token', async (c) => {
    const auth = c.get('auth');
    const token = param(c, 'token');
    const row = await store.read((tx) => tx.getHoldToken(auth.workspace.id, token));
    if (!row || Date.parse(row.expiresAt) <= deps.now().getTime()) throw notFound(token);
    return c.json(toWire(row, auth.workspace.key));
  });

  app.post('/hold-tokens/:token', async (c) => {
    const body = await readBody(c, UpdateHoldTokenSchema, undefined);
    const auth = c.get('auth');
    const token = param(c, 'token');
    const row = await store.transaction(async (tx) => {
      const found = await tx.getHoldToken(auth.workspace.id, token);
      const now = deps.now().getTime();
      if (!found || Date.parse(found.expiresAt) <= now) throw notFound(token);
      const latest = Date.parse(found.createdAt) + MAX_HOLD_MINUTES * MINUTE;
      const expiresAt = new Date(
        Math.min(now + body.expiresInMinutes * MINUTE, latest),
      ).toISOString();
      await tx.updateHoldTokenExpiry(token, expiresAt);
      return { ...found, expiresAt };
    });
    return c.json(toWire(row, auth.workspace.key));
  });

  return app;
}
