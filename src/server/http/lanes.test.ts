import { Hono } from 'hono';
import { describe, expect, test } from 'vitest';
import type { Auth, Deps } from '../application/context';
import { testConfig } from '../config';
import { openSqliteStore } from '../store/sqlite/sqlite-store';
import type { AppEnv } from './context';
import { errorBody } from './errors';
import { laneOf, rateLimitLanes } from './lanes';

/** A service whose every request waits until the test lets it go, so requests pile up in flight. */
function heldService(limits: { priority: number; regular: number }) {
  const deps = {
    config: testConfig({ priorityLaneLimit: limits.priority, regularLaneLimit: limits.regular }),
    // Idle: the lanes ask it whether a full lane is the database's doing (it is not, here).
    store: openSqliteStore({ path: ':memory:' }),
  } as Deps;
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    const company = Number(c.req.header('x-company') ?? 1);
    c.set('auth', { company: { id: company } } as Auth);
    await next();
  });
  app.use('*', rateLimitLanes(deps));
  app.all('*', async (c) => {
    await gate;
    return c.body(null, 204);
  });
  app.onError((error, c) => {
    const e = error as unknown as { status: number; code: string; message: string };
    return c.json(errorBody(e.status, e.code, e.message, 'test'), e.status as 429);
  });
  return { app, release };
}

const book = { method: 'POST', path: '/events/e1/actions/book' };
const list = { method: 'GET', path: '/charts' };

describe('rate-limit lanes', () => {
  test('status changes, hold tokens and object info go to the priority lane; the rest to the regular lane', () => {
    expect(laneOf('POST', '/events/e1/actions/book')).toBe('priority');
    expect(laneOf('POST', '/events/e1/actions/change-object-status')).toBe('priority');
    expect(laneOf('POST', '/events/groups/actions/change-object-status')).toBe('priority');
    expect(laneOf('POST', '/events/actions/change-object-status')).toBe('priority');
    expect(laneOf('POST', '/hold-tokens')).toBe('priority');
    expect(laneOf('GET', '/events/e1/objects')).toBe('priority');
    expect(laneOf('GET', '/charts')).toBe('regular');
    expect(laneOf('POST', '/events/e1/channels/replace')).toBe('regular');
    expect(laneOf('GET', '/reports/events/e1/byStatus')).toBe('regular');
  });

  test('the 101st priority request in flight gets 429 RATE_LIMIT_EXCEEDED; the 100 before it succeed', async () => {
    const { app, release } = heldService({ priority: 100, regular: 10 });
    const inFlight = Array.from({ length: 100 }, () =>
      app.request(book.path, { method: book.method }),
    );
    const refused = await app.request(book.path, { method: book.method });
    expect(refused.status).toBe(429);
    expect((await refused.json()).errors).toEqual([
      {
        code: 'RATE_LIMIT_EXCEEDED',
        message: 'Rate limit exceeded: 100 requests in flight in the priority lane',
      },
    ]);
    release();
    const statuses = (await Promise.all(inFlight)).map((response) => response.status);
    expect(statuses.every((status) => status === 204)).toBe(true);
    expect((await app.request(book.path, { method: book.method })).status).toBe(204);
  });

  test('the 11th regular request in flight gets 429 while the priority lane stays open', async () => {
    const { app, release } = heldService({ priority: 100, regular: 10 });
    const inFlight = Array.from({ length: 10 }, () => app.request(list.path));
    expect((await app.request(list.path)).status).toBe(429);
    const priority = app.request(book.path, { method: book.method });
    release();
    expect((await priority).status).toBe(204);
    expect((await Promise.all(inFlight)).map((r) => r.status)).toEqual(Array(10).fill(204));
  });

  test('limits are per company: a busy company does not slow down another', async () => {
    const { app, release } = heldService({ priority: 1, regular: 1 });
    const busy = app.request(list.path, { headers: { 'x-company': '1' } });
    expect((await app.request(list.path, { headers: { 'x-company': '1' } })).status).toBe(429);
    const other = app.request(list.path, { headers: { 'x-company': '2' } });
    release();
    expect((await other).status).toBe(204);
    expect((await busy).status).toBe(204);
  });
});
