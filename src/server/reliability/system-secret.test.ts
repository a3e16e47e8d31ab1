// The built-in development system secret opens the system API, and the demo workspace route tells
// its key, only to a client on this machine connecting directly to a service bound to loopback;
// on any other address, or through a proxy, only a configured SYSTEM_SECRET opens the system API.
import { once } from 'node:events';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_SETTING } from '../application/jobs/demo';
import { startTestService, type TestService } from '../testing';
import { send } from './kit';

const DEV_SECRET = 'superSecretSystemApi';

describe('the development system secret', () => {
  const createCompany = (service: TestService, secret: string) =>
    send(service.app, 'POST', '/system/private/create-test-company', { key: secret });

  test('is accepted while the service listens on loopback; other keys are not', async () => {
    const loopback = await startTestService({ host: '127.0.0.1' });
    try {
      expect((await createCompany(loopback, DEV_SECRET)).status).toBe(200);
      expect((await createCompany(loopback, 'not-the-secret')).status).toBe(401);
      expect((await createCompany(loopback, loopback.secretKey)).status).toBe(401);
      expect((await createCompany(loopback, loopback.company.admin.secretKey)).status).toBe(401);
    } finally {
      await loopback.close();
    }
  });

  test('is refused on a public address; only a configured secret opens the system API there', async () => {
    const open = await startTestService({ host: '0.0.0.0' });
    const configured = await startTestService({ host: '0.0.0.0', systemSecret: 'configured-1' });
    try {
      for (const service of [open, configured]) {
        const refused = await createCompany(service, DEV_SECRET);
        expect({ status: refused.status, body: refused.text }).toEqual({ status: 401, body: '' });
        expect((await send(service.app, 'GET', '/system/demo-workspace')).status).toBe(404);
      }
      expect((await createCompany(configured, 'configured-1')).status).toBe(200);
      expect((await createCompany(open, 'configured-1')).status).toBe(401);
    } finally {
      await open.close();
      await configured.close();
    }
  });
});

// The audit's case: a TLS proxy on the same host forwards to a service bound to loopback. The
// bind address is loopback and so is the proxy's socket, yet the client is anyone.
describe('local-only routes decide by the request, not by the bind address', () => {
  let service: TestService;
  let direct: string;
  let proxied: string;
  let closeProxy: () => Promise<void>;
  const demo = { secretKey: 'demo-secret-key', adminKey: 'demo-admin-key' };

  beforeAll(async () => {
    service = await startTestService({ host: '127.0.0.1' });
    await service.deps.store.transaction((tx) => tx.putSetting(DEMO_SETTING, JSON.stringify(demo)));
    direct = await service.listen();
    ({ url: proxied, close: closeProxy } = await reverseProxy(direct));
  });
  afterAll(async () => {
    await closeProxy();
    await service.close();
  });

  const demoWorkspace = (base: string, headers: Record<string, string> = {}) =>
    fetch(`${base}/system/demo-workspace`, { headers });
  const createCompany = (base: string, headers: Record<string, string> = {}) =>
    fetch(`${base}/system/private/create-test-company`, {
      method: 'POST',
      headers: { authorization: `Basic ${btoa(`${DEV_SECRET}:`)}`, ...headers },
    });

  test('a direct loopback client gets the demo key and may use the development secret', async () => {
    const reply = await demoWorkspace(direct);
    expect({ status: reply.status, body: await reply.json() }).toEqual({ status: 200, body: demo });
    expect((await createCompany(direct)).status).toBe(200);
  });

  test('through a reverse proxy on loopback, both are refused', async () => {
    const reply = await demoWorkspace(proxied);
    expect(reply.status).toBe(404);
    expect((await reply.json()).errors[0].code).toBe('NO_DEMO_WORKSPACE');
    const refused = await createCompany(proxied);
    expect({ status: refused.status, body: await refused.text() }).toEqual({
      status: 401,
      body: '',
    });
  });

  test.each([
    ['x-forwarded-for', '203.0.113.7'],
    ['forwarded', 'for=203.0.113.7;proto=https'],
    ['x-real-ip', '203.0.113.7'],
    ['x-forwarded-proto', 'https'],
    ['via', '1.1 proxy'],
  ])('a direct request carrying %s is treated as forwarded', async (name, value) => {
    expect((await demoWorkspace(direct, { [name]: value })).status).toBe(404);
    expect((await createCompany(direct, { [name]: value })).status).toBe(401);
  });

  // The peer itself: the service believes it is bound to loopback (its configuration says so),
  // but the socket actually comes from the machine's network address.
  const external = Object.values(networkInterfaces())
    .flat()
    .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
  test.runIf(external)('a client whose socket is not loopback is refused', async () => {
    const server = serve({ fetch: service.app.fetch, port: 0, hostname: external });
    await once(server, 'listening');
    const base = `http://${external}:${(server.address() as AddressInfo).port}`;
    try {
      expect((await demoWorkspace(base)).status).toBe(404);
      expect((await createCompany(base)).status).toBe(401);
    } finally {
      await new Promise((done) => server.close(done));
    }
  });
});

/** A minimal reverse proxy on loopback that adds X-Forwarded-For, as nginx or Caddy would. */
async function reverseProxy(target: string): Promise<{ url: string; close: () => Promise<void> }> {
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    const forwarded = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '' },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(forwarded);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
