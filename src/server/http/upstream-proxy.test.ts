import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SeatdeskClient } from '../../client';
import { startTestService, type TestService } from '../service-test-kit';
import { createApp } from './app';
import type { AppEnv } from './context';
import { upstreamProxyRoutes } from './upstream-proxy';

describe('the service as a proxy to an upstream seats.io-compatible service', () => {
  let upstream: TestService;
  let proxyHost: TestService;
  let proxy: ReturnType<typeof createApp>;

  beforeAll(async () => {
    upstream = await startTestService();
    const upstreamUrl = await upstream.listen();
    proxyHost = await startTestService();
    const publicRoutes = new Hono<AppEnv>().route('/', upstreamProxyRoutes(upstreamUrl));
    proxy = createApp(proxyHost.deps, { publicRoutes });
  });

  afterAll(async () => {
    await upstream.close();
    await proxyHost.close();
  });

  const clientVia = (secretKey: string) =>
    new SeatdeskClient({
      baseUrl: 'http://proxy.test',
      secretKey,
      fetch: async (input, init) => proxy.request(input, init),
    });

  test('requests reach the upstream with the caller’s key and come back unchanged', async () => {
    const client = clientVia(upstream.secretKey);
    const created = await client.charts.create({ name: 'Through the proxy' });
    const direct = await new SeatdeskClient({
      baseUrl: upstream.baseUrl,
      secretKey: upstream.secretKey,
      fetch: upstream.fetch,
    }).charts.retrieve(created.key);
    expect(direct.name).toBe('Through the proxy');
    const listed = await client.charts.list();
    expect(listed.items.map((chart) => chart.key)).toContain(created.key);
  });

  test('nothing is stored on the proxying service', async () => {
    await clientVia(upstream.secretKey).charts.create({ name: 'Not here' });
    const local = await proxyHost.deps.store.read((tx) =>
      tx.listCharts(proxyHost.company.workspace.id, false, { limit: 10 }),
    );
    expect(local.items).toEqual([]);
  });

  test('a key the upstream does not know gets the upstream’s 401', async () => {
    const response = await proxy.request('/charts', {
      headers: { authorization: `Basic ${btoa('nope:')}` },
    });
    expect(response.status).toBe(401);
    expect(await response.text()).toBe('');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('error bodies of the upstream pass through with their status and code', async () => {
    const response = await proxy.request('/charts/missing', {
      headers: { authorization: `Basic ${btoa(`${upstream.secretKey}:`)}` },
    });
    expect(response.status).toBe(404);
    const body = await response.json();
    expect(body.errors[0].code).toBe('CHART_NOT_FOUND');
    expect(response.headers.get('x-request-id')).toBe(body.requestId);
  });

  test('an unreachable upstream is a 502 with a JSON error naming it', async () => {
    const dead = createApp(proxyHost.deps, {
      publicRoutes: new Hono<AppEnv>().route('/', upstreamProxyRoutes('http://127.0.0.1:9')),
    });
    const response = await dead.request('/charts', {
      headers: { authorization: `Basic ${btoa('k:')}` },
    });
    expect(response.status).toBe(502);
    expect((await response.json()).errors[0].code).toBe('UPSTREAM_UNREACHABLE');
  });
});
