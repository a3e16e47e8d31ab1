// The audit's steps against proxy mode (issue 27, C14): answers were held whole and inflated
// without bound (1.4 GB RSS from 24 gzip answers), a request's Content-Encoding was dropped, and
// Cookie and X-Forwarded-For went on to the upstream. Over real sockets, the client reading the
// raw bytes (Node's http, which does not inflate).
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestService, type TestService } from '../service-test-kit';
import { createApp } from './app';
import type { AppEnv } from './context';
import { upstreamProxyRoutes } from './upstream-proxy';

const MIB = 1024 * 1024;
/** 16 MiB of JSON-ish zeros as a 16 KiB gzip: what a small answer can inflate to. */
const INFLATED = 16 * MIB;
const bomb = gzipSync(Buffer.alloc(INFLATED, 0x30));

let host: TestService;
const servers: Server[] = [];
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  }
  await host.close();
});

async function listening(server: Server): Promise<string> {
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The service in proxy mode, on a real socket; resolves with its host:port. */
async function proxyTo(upstream: string, timeoutMs = 5_000): Promise<string> {
  const publicRoutes = new Hono<AppEnv>().route(
    '/',
    upstreamProxyRoutes(`http://${upstream}`, timeoutMs),
  );
  const app = createApp(host.deps, { publicRoutes });
  return listening(serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server);
}

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request; `onData` sees each piece of the answer as it arrives. */
function raw(
  at: string,
  { method = 'GET', path = '/charts', headers = {}, body = undefined as Buffer | undefined } = {},
  onData: (chunk: Buffer) => void = () => {},
): Promise<Raw> {
  const [hostname, port] = at.split(':');
  return new Promise((done, fail) => {
    const req = request({ hostname, port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        onData(chunk);
      });
      res.on('end', () =>
        done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end(body);
  });
}

beforeAll(async () => {
  host = await startTestService();
});

describe('answers stream through as the upstream sent them', () => {
  test('24 gzip answers that inflate to 16 MiB each pass compressed, byte for byte', async () => {
    const upstream = await listening(
      createServer((_req, res) => {
        res.writeHead(200, {
          'content-type': 'application/json',
          'content-encoding': 'gzip',
          'content-length': bomb.length,
        });
        res.end(bomb);
      }),
    );
    const proxy = await proxyTo(upstream);
    const baseline = process.memoryUsage().arrayBuffers;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().arrayBuffers);
    }, 5);
    try {
      const answers = await Promise.all(
        Array.from({ length: 24 }, () => raw(proxy, { headers: { 'accept-encoding': 'gzip' } })),
      );
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(answer.headers['content-encoding']).toBe('gzip');
        expect(answer.body.equals(bomb)).toBe(true);
      }
    } finally {
      clearInterval(sampler);
    }
    // Inflated, the 24 answers held whole would be 384 MiB.
    expect(peak - baseline).toBeLessThan(64 * MIB);
  }, 60_000);

  test('the first bytes reach the client before the upstream has finished', async () => {
    let clientHasFirst: () => void = () => {};
    const firstArrived = new Promise<void>((resolve) => {
      clientHasFirst = resolve;
    });
    const upstream = await listening(
      createServer(async (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.write('first,');
        // The rest only once the client has the first part: a proxy that waits for the whole
        // answer never delivers it, and times out.
        await firstArrived;
        res.end('rest');
      }),
    );
    const proxy = await proxyTo(upstream, 3_000);
    const answer = await raw(proxy, {}, () => clientHasFirst());
    expect({ status: answer.status, body: answer.body.toString() }).toEqual({
      status: 200,
      body: 'first,rest',
    });
  }, 30_000);
});

describe('what goes to the upstream', () => {
  const seen: Array<{ headers: IncomingHttpHeaders; body: Buffer }> = [];
  let proxy: string;
  beforeAll(async () => {
    const upstream = await listening(
      createServer(async (req, res) => {
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk);
        seen.push({ headers: req.headers, body: Buffer.concat(chunks) });
        res.writeHead(200, {
          'content-type': 'application/json',
          'set-cookie': 'upstream-session=1; Path=/',
        });
        res.end('{"ok":true}');
      }),
    );
    proxy = await proxyTo(upstream);
  });

  test('a gzip request body goes on with its Content-Encoding, bytes unchanged', async () => {
    const body = gzipSync(Buffer.from('{"name":"compressed chart"}'));
    const answer = await raw(proxy, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body,
    });
    expect(answer.status).toBe(200);
    expect(seen.at(-1)?.headers['content-encoding']).toBe('gzip');
    expect(seen.at(-1)?.body.equals(body)).toBe(true);
  });

  test('the caller’s key goes on; its cookies and its address do not, nor cookies back', async () => {
    const answer = await raw(proxy, {
      headers: {
        authorization: `Basic ${btoa('key:')}`,
        cookie: 'session=of-another-app-on-this-origin',
        'x-forwarded-for': '203.0.113.7',
        forwarded: 'for=203.0.113.7',
        'x-real-ip': '203.0.113.7',
        'true-client-ip': '203.0.113.7',
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['set-cookie']).toBeUndefined();
    const headers = seen.at(-1)?.headers ?? {};
    expect(headers.authorization).toBe(`Basic ${btoa('key:')}`);
    for (const name of ['cookie', 'x-forwarded-for', 'forwarded', 'x-real-ip', 'true-client-ip']) {
      expect(headers[name], name).toBeUndefined();
    }
  });
});
