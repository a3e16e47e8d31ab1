// The proxy's edges: a chunked body over BODY_LIMIT_BYTES is refused before anything goes
// upstream, `Expect: 100-continue` passes, an upstream that does not answer is a 504 after
// UPSTREAM_TIMEOUT_MS, and credentials in the upstream URL never show in an answer.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { wireService } from '../application/wiring';
import { startTestService, type TestService } from '../service-test-kit';
import { createApp } from './app';
import type { AppEnv } from './context';
import { upstreamProxyRoutes } from './upstream-proxy';

const LIMIT = 1000;
let host: TestService;
/** Requests the recording upstream received, with their bodies. */
const received: Array<{ method?: string; url?: string; body: string }> = [];
let upstream: Server;
let upstreamUrl: string;
/** An upstream that accepts connections and never answers. */
let silent: Server;
let silentUrl: string;

async function listening(server: Server): Promise<string> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  host = await startTestService({ bodyLimitBytes: LIMIT });
  upstream = createServer(async (req: IncomingMessage, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    received.push({ method: req.method, url: req.url, body });
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  upstreamUrl = await listening(upstream);
  silent = createServer(() => {});
  silentUrl = await listening(silent);
});
afterAll(async () => {
  upstream.closeAllConnections();
  silent.closeAllConnections();
  await Promise.all([upstream, silent].map((s) => new Promise((done) => s.close(done))));
  await host.close();
});

function proxyTo(url: string, timeoutMs = 30_000) {
  const publicRoutes = new Hono<AppEnv>().route('/', upstreamProxyRoutes(url, timeoutMs));
  return createApp(host.deps, { publicRoutes });
}

/** A body without Content-Length, sent in pieces. */
function chunked(total: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= total) return controller.close();
      const piece = Math.min(300, total - sent);
      sent += piece;
      controller.enqueue(new Uint8Array(piece).fill(0x20));
    },
  });
}

const post = (body: ReadableStream<Uint8Array> | string, headers: Record<string, string> = {}) =>
  ({ method: 'POST', body, headers, duplex: 'half' }) as RequestInit;

describe('bodies through the proxy', () => {
  test('a chunked body over BODY_LIMIT_BYTES is a 413 JSON error and is not forwarded', async () => {
    const before = received.length;
    const reply = await proxyTo(upstreamUrl).request('/charts', post(chunked(LIMIT + 1)));
    expect(reply.status).toBe(413);
    expect((await reply.json()).errors[0]).toEqual({
      code: 'BODY_TOO_LARGE',
      message: `The request body is larger than ${LIMIT} bytes`,
    });
    expect(received.length).toBe(before);
  });

  test('a chunked body within the limit is forwarded whole', async () => {
    const reply = await proxyTo(upstreamUrl).request('/charts', post(chunked(LIMIT)));
    expect(reply.status).toBe(200);
    expect(received.at(-1)).toEqual({ method: 'POST', url: '/charts', body: ' '.repeat(LIMIT) });
  });

  test('Expect: 100-continue is answered here and the request forwarded', async () => {
    const reply = await proxyTo(upstreamUrl).request(
      '/charts',
      post('{"name":"x"}', { expect: '100-continue', 'content-type': 'application/json' }),
    );
    expect(reply.status).toBe(200);
    expect(received.at(-1)?.body).toBe('{"name":"x"}');
  });
});

describe('an upstream that fails', () => {
  test('a slow answer within UPSTREAM_TIMEOUT_MS is not cut by REQUEST_TIMEOUT_MS', async () => {
    const slow = createServer((_req, res) => {
      setTimeout(() => res.writeHead(200).end('{"late":true}'), 400);
    });
    const slowUrl = await listening(slow);
    try {
      const config = { ...host.deps.config, upstreamUrl: slowUrl, requestTimeoutMs: 100 };
      const publicRoutes = new Hono<AppEnv>().route('/', upstreamProxyRoutes(slowUrl, 5_000));
      const app = createApp(wireService({ ...host.deps, config }), { publicRoutes });
      const reply = await app.request('/charts');
      expect({ status: reply.status, body: await reply.text() }).toEqual({
        status: 200,
        body: '{"late":true}',
      });
    } finally {
      slow.closeAllConnections();
      await new Promise((done) => slow.close(done));
    }
  });

  test('one that never answers is a 504 JSON error after the timeout', async () => {
    const started = performance.now();
    const reply = await proxyTo(silentUrl, 300).request('/charts');
    expect(reply.status).toBe(504);
    const body = await reply.json();
    expect(body.errors[0]).toEqual({
      code: 'UPSTREAM_TIMEOUT',
      message: 'The upstream did not answer within 300 ms',
    });
    expect(body.requestId).toBe(reply.headers.get('x-request-id'));
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  test('credentials in the upstream URL never show in an error', async () => {
    const withCredentials = silentUrl.replace('http://', 'http://operator:pa55w0rd@');
    for (const [url, timeout] of [
      [withCredentials, 200],
      ['http://operator:pa55w0rd@127.0.0.1:9', 30_000],
    ] as const) {
      const reply = await proxyTo(url, timeout).request('/charts');
      expect([502, 504]).toContain(reply.status);
      const text = await reply.text();
      expect(text).not.toMatch(/operator|pa55w0rd|127\.0\.0\.1/);
      expect(JSON.parse(text).errors[0].message).toMatch(/^The upstream (did not|could not)/);
    }
  });
});
