// The request log line (http/request-log.ts): the error code, the workspace (its id, never a key),
// the time since the server accepted the request, ambiguous outcomes marked so that they can be
// listed after an incident, and a readiness probe failing during a store outage at warn.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestService, type TestService } from '../service-test-kit';
import { StoreUnavailableError } from '../store/unavailable';
import { OutcomeUnknownError } from '../store/work-deadline';
import { stampAcceptance } from './accepted';
import { createApp } from './app';
import type { AppEnv } from './context';
import { appCaller, type Call, caller, createEvent, upload } from './http-test-kit';
import { scrape } from './metrics-test-kit';

type Line = Record<string, unknown>;
const TOKEN = 'request-log-metrics-token';

/** The service with its own log: each request's line is pushed to `lines`. */
async function loggedService(publicRoutes?: Hono<AppEnv>) {
  const svc = await startTestService({ logRequests: true, metricsToken: TOKEN });
  const lines: Line[] = [];
  const app = createApp(svc.deps, { log: (line) => lines.push(line), publicRoutes });
  return { svc, app, lines, call: appCaller(app, svc.secretKey) };
}

describe('a request line', () => {
  let svc: TestService;
  let lines: Line[];
  let call: Call;
  beforeAll(async () => {
    ({ svc, lines, call } = await loggedService());
    await upload(caller(svc), 'log-chart');
    await createEvent(caller(svc), 'log-chart', 'log-event');
  });
  afterAll(() => svc.close());

  test('a refusal carries its error code, the route pattern, the workspace and company ids, never the key', async () => {
    const booked = await call('POST', '/events/log-event/actions/book', { objects: ['A-1'] });
    expect(booked.status).toBe(204);
    const again = await call('POST', '/events/log-event/actions/book', { objects: ['A-1'] });
    expect(again.status).toBe(400);
    const [ok, refused] = lines.slice(-2);
    expect(ok).not.toHaveProperty('code');
    expect(refused).toEqual({
      time: expect.any(String),
      level: 'info',
      requestId: again.body.requestId,
      method: 'POST',
      path: '/events/log-event/actions/book',
      route: '/events/:key/actions/book',
      status: 400,
      code: 'OBJECT_ALREADY_IN_STATUS',
      companyId: svc.company.admin.id,
      workspaceId: svc.company.workspace.id,
      durationMs: expect.any(Number),
    });
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain(svc.secretKey);
    expect(logged).not.toContain(svc.company.admin.secretKey);
  });

  test('a request without a key has no workspace and no code (its 401 has no body)', async () => {
    const reply = await call('GET', '/charts', undefined, { key: null });
    expect(reply.status).toBe(401);
    expect(lines.at(-1)).toMatchObject({ path: '/charts', route: '/charts', status: 401 });
    expect(lines.at(-1)).not.toHaveProperty('workspaceId');
    expect(lines.at(-1)).not.toHaveProperty('code');
  });
});

test('durationMs counts from when the server accepted the request, before any middleware', async () => {
  const { svc, lines } = await loggedService();
  const app = createApp(svc.deps, { log: (line) => lines.push(line) });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  try {
    // Work the process does between accepting the request and Hono's first middleware (here a
    // listener that blocks the thread for 80 ms, as a busy event loop does) counts too.
    server.prependListener('request', () => {
      const until = performance.now() + 80;
      while (performance.now() < until) {
        // busy
      }
    });
    stampAcceptance(server);
    if (!server.listening) await new Promise((ready) => server.once('listening', ready));
    const { port } = server.address() as AddressInfo;
    const reply = await fetch(`http://127.0.0.1:${port}/health/live`);
    expect(reply.status).toBe(200);
    expect(lines.at(-1)).toMatchObject({ path: '/health/live', status: 200 });
    expect(lines.at(-1)?.durationMs).toBeGreaterThanOrEqual(80);
    const latency = (await scrape(app, TOKEN)).value('seatdesk_http_request_duration_seconds_sum', {
      route: '/health/live',
    });
    expect(latency).toBeGreaterThanOrEqual(0.08);
  } finally {
    await new Promise((closed) => server.close(closed));
    await svc.close();
  }
});

describe('ambiguous outcomes', () => {
  // The errors a write answers with when it cannot tell whether it was applied: the store's (a
  // connection lost during COMMIT) and the OUTCOME_UNKNOWN code of the request deadline.
  const routes = new Hono<AppEnv>();
  routes.post('/test/lost-commit', () => {
    throw new OutcomeUnknownError('The connection to PostgreSQL was lost during COMMIT');
  });
  routes.post('/test/outcome-unknown', () => {
    throw new OutcomeUnknownError('The request was not answered within 150 ms while committing');
  });
  routes.post('/test/store-down', () => {
    throw new StoreUnavailableError('no connection to PostgreSQL');
  });

  test('are logged at error with "ambiguous":true and counted, unlike a plain 503', async () => {
    const { svc, app, lines, call } = await loggedService(routes);
    try {
      for (const path of ['/test/lost-commit', '/test/outcome-unknown']) {
        expect((await call('POST', path)).status).toBe(504);
      }
      expect((await call('POST', '/test/store-down')).status).toBe(503);
      const [lost, unknown, down] = lines.slice(-3);
      const ambiguous = {
        level: 'error',
        message: 'the outcome is unknown: the change may or may not be applied',
        status: 504,
        code: 'OUTCOME_UNKNOWN',
        ambiguous: true,
      };
      expect(lost).toMatchObject(ambiguous);
      expect(unknown).toMatchObject(ambiguous);
      expect(down).toMatchObject({ level: 'error', status: 503, code: 'STORE_UNAVAILABLE' });
      expect(down).not.toHaveProperty('ambiguous');
      // After an incident: the ambiguous answers are the lines that say so.
      expect(lines.filter((line) => line.ambiguous).map((line) => line.path)).toEqual([
        '/test/lost-commit',
        '/test/outcome-unknown',
      ]);
      const metrics = await scrape(app, TOKEN);
      const counted = (route: string) =>
        metrics.value('seatdesk_http_ambiguous_outcomes_total', { route });
      expect(counted('/test/lost-commit')).toBe(1);
      expect(counted('/test/outcome-unknown')).toBe(1);
      expect(counted('/test/store-down')).toBeUndefined();
    } finally {
      await svc.close();
    }
  });
});

test('during a store outage a failing readiness probe logs at warn; the requests that fail log error', async () => {
  const { svc, lines, call } = await loggedService();
  try {
    expect((await call('GET', '/health/ready')).status).toBe(200);
    await svc.deps.store.close();
    const probe = await call('GET', '/health/ready');
    expect(probe.status).toBe(503);
    expect(lines.at(-1)).toMatchObject({ path: '/health/ready', status: 503, level: 'warn' });
    expect((await call('GET', '/health')).status).toBe(503);
    expect(lines.at(-1)).toMatchObject({ path: '/health', status: 503, level: 'warn' });
    const request = await call('GET', '/charts');
    expect(request.status).toBeGreaterThanOrEqual(500);
    expect(lines.at(-1)).toMatchObject({ path: '/charts', level: 'error' });
  } finally {
    await svc.close();
  }
});
