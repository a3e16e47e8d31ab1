// The built-in development system secret opens the system API, and the demo workspace route tells
// its key, only to a client on this machine connecting directly to a service bound to loopback;
// on any other address, or through a proxy, only a configured SYSTEM_SECRET opens the system API.
// Issue 27 (C13): client-IP headers by any name, a Host that is not loopback (DNS rebinding), and a
// same-host proxy that adds no header, which only SEED_DEMO=false and SYSTEM_SECRET can shut out.
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_SETTING } from '../application/jobs/demo';
import { startTestService, type TestService } from '../service-test-kit';
import { send } from './reliability-test-kit';

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
    service = await startTestService({ host: '127.0.0.1', seedDemo: true });
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
    // The ones the audit found unknown to the check.
    ['x-client-ip', '203.0.113.7'],
    ['true-client-ip', '203.0.113.7'],
    ['cf-connecting-ip', '203.0.113.7'],
    ['fastly-client-ip', '203.0.113.7'],
    ['x-cluster-client-ip', '203.0.113.7'],
    ['x-forwarded', 'for=203.0.113.7'],
    ['forwarded-for', '203.0.113.7'],
    ['cf-pseudo-ipv4', '203.0.113.7'],
    ['x-appengine-user-ip', '203.0.113.7'],
  ])('a direct request carrying %s is treated as forwarded', async (name, value) => {
    expect((await demoWorkspace(direct, { [name]: value })).status).toBe(404);
    expect((await createCompany(direct, { [name]: value })).status).toBe(401);
  });

  test('a Host that is not loopback (DNS rebinding from a web page) is refused', async () => {
    const port = new URL(direct).port;
    for (const host of [`rebind.attacker.example:${port}`, '127.0.0.1.nip.io', 'localhost.evil']) {
      expect(await rawGet(direct, '/system/demo-workspace', { host }), host).toBe(404);
      expect(await rawPost(direct, { host }), host).toBe(401);
    }
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, 'LOCALHOST']) {
      expect(await rawGet(direct, '/system/demo-workspace', { host }), host).toBe(200);
    }
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

// nginx's `proxy_pass` alone adds no forwarding header and sends `Host: 127.0.0.1:<port>`: to the
// service its requests look exactly like a local client's. Only the configuration can tell.
describe('a proxy on the same host that adds no header', () => {
  const demo = { secretKey: 'demo-secret-key', adminKey: 'demo-admin-key' };
  async function behindPlainProxy(config: Parameters<typeof startTestService>[0]) {
    const service = await startTestService({ host: '127.0.0.1', ...config });
    await service.deps.store.transaction((tx) => tx.putSetting(DEMO_SETTING, JSON.stringify(demo)));
    const proxy = await reverseProxy(await service.listen(), { addForwardedFor: false });
    return {
      demoStatus: async () => (await fetch(`${proxy.url}/system/demo-workspace`)).status,
      devSecretStatus: async () => (await rawPost(proxy.url, {})) as number,
      configuredStatus: async (secret: string) => (await rawPost(proxy.url, {}, secret)) as number,
      close: async () => {
        await proxy.close();
        await service.close();
      },
    };
  }

  test('looks local: the demo key and the development secret pass (why the docs turn them off)', async () => {
    const setup = await behindPlainProxy({ seedDemo: true });
    try {
      expect(await setup.demoStatus()).toBe(200);
      expect(await setup.devSecretStatus()).toBe(200);
    } finally {
      await setup.close();
    }
  });

  test('SEED_DEMO=false and SYSTEM_SECRET, as the deployment docs say: both refused', async () => {
    const setup = await behindPlainProxy({ seedDemo: false, systemSecret: 'configured-2' });
    try {
      expect(await setup.demoStatus()).toBe(404);
      expect(await setup.devSecretStatus()).toBe(401);
      expect(await setup.configuredStatus('configured-2')).toBe(200);
    } finally {
      await setup.close();
    }
  });
});

/** A GET with headers fetch will not send as given (Host); resolves with the status. */
function rawGet(base: string, path: string, headers: IncomingHttpHeaders): Promise<number> {
  return rawRequest(base, 'GET', path, headers);
}

/** The development secret (or `secret`) creating a test company; resolves with the status. */
function rawPost(base: string, headers: IncomingHttpHeaders, secret = DEV_SECRET) {
  return rawRequest(base, 'POST', '/system/private/create-test-company', {
    authorization: `Basic ${btoa(`${secret}:`)}`,
    ...headers,
  });
}

function rawRequest(base: string, method: string, path: string, headers: IncomingHttpHeaders) {
  const url = new URL(base);
  return new Promise<number>((done, fail) => {
    const req = request({ host: url.hostname, port: url.port, method, path, headers }, (res) => {
      res.resume();
      res.on('end', () => done(res.statusCode ?? 0));
    });
    req.on('error', fail);
    req.end();
  });
}

/**
 * A minimal reverse proxy on loopback. With `addForwardedFor` it adds X-Forwarded-For, as nginx or
 * Caddy told to would; without, it sends the upstream's address as Host, as nginx does by default.
 */
async function reverseProxy(
  target: string,
  { addForwardedFor = true } = {},
): Promise<{ url: string; close: () => Promise<void> }> {
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    const forwarded = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: addForwardedFor
          ? { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '' }
          : { ...req.headers, host: upstream.host },
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
