// With UPSTREAM_URL set (e.g. https://api-eu.seatsio.net), every API request is forwarded, so the
// back office can work same-origin against a real seats.io region. The user's Authorization
// passes through; nothing is stored or logged but method, path and status. Answers are streamed
// through as the upstream sent them, compressed bytes and all: never held whole, never inflated
// here (a small gzip answer can inflate to gigabytes).
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Hono } from 'hono';
import { logLine } from '../log';
import { readBytes } from './body';
import { isClientAddressHeader } from './client-address-headers';
import type { AppEnv } from './context';
import { HTTP, HttpError } from './errors';
import { streamedBody } from './lanes';

/** Headers that describe one hop, not the message; they must not be forwarded either way. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/**
 * Request headers that stay here: the Host and length are the new hop's, `Expect` was answered
 * already (Node sent `100 Continue`), this origin's cookies are not the upstream's business, and
 * the client's address (X-Forwarded-For, …) is not told to a third party.
 */
const KEPT_HERE = new Set(['host', 'content-length', 'expect', 'cookie']);

export function upstreamProxyRoutes(upstreamUrl: string, timeoutMs = 30_000): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // Credentials in the URL are refused by the configuration; dropped here too so that no message
  // can ever show them.
  const base = new URL(withoutCredentials(upstreamUrl.replace(/\/+$/, '')));
  const send = base.protocol === 'https:' ? httpsRequest : httpRequest;
  app.all('*', async (c) => {
    const incoming = new URL(c.req.url);
    const headers: Record<string, string> = {};
    for (const [name, value] of c.req.raw.headers) {
      const lower = name.toLowerCase();
      if (HOP_BY_HOP.has(lower) || KEPT_HERE.has(lower) || isClientAddressHeader(lower)) continue;
      headers[lower] = value;
    }
    const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
    // Read (within BODY_LIMIT_BYTES, chunked or not) before anything goes upstream; its bytes go
    // on as they came, `Content-Encoding` with them.
    const body = hasBody ? await readBytes(c) : undefined;
    if (body) headers['content-length'] = String(body.byteLength);
    // One bound for the whole exchange, the answer's body included.
    const signal = AbortSignal.timeout(timeoutMs);
    const path = `${base.pathname.replace(/\/$/, '')}${incoming.pathname}${incoming.search}`;
    let answer: IncomingMessage;
    try {
      answer = await new Promise<IncomingMessage>((resolve, reject) => {
        const outgoing = send(base, { method: c.req.method, path, headers, signal }, resolve);
        outgoing.on('error', reject);
        outgoing.end(body);
      });
    } catch (error) {
      const timedOut = signal.aborted;
      const cause = causeOf(error);
      // The upstream's address is for the operator's log, not for whoever asked.
      logLine(
        'error',
        `upstream ${base.origin}: ${timedOut ? `no answer in ${timeoutMs} ms` : cause}`,
        {
          requestId: c.get('requestId'),
        },
      );
      if (timedOut) {
        throw new HttpError(
          HTTP.GATEWAY_TIMEOUT,
          'UPSTREAM_TIMEOUT',
          `The upstream did not answer within ${timeoutMs} ms`,
        );
      }
      throw new HttpError(
        HTTP.BAD_GATEWAY,
        'UPSTREAM_UNREACHABLE',
        `The upstream could not be reached (${cause})`,
      );
    }
    const outgoing = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined || HOP_BY_HOP.has(name) || name === 'set-cookie') continue;
      for (const one of Array.isArray(value) ? value : [value]) outgoing.append(name, one);
    }
    // Every answer carries a request id: the upstream's when it gave one (its error bodies name
    // it too), else ours, so that a failure can be found in one of the two logs.
    if (!outgoing.has('x-request-id')) outgoing.set('x-request-id', c.get('requestId'));
    const status = answer.statusCode ?? HTTP.BAD_GATEWAY;
    const empty = c.req.method === 'HEAD' || status === 204 || status === 304;
    if (empty) answer.resume();
    return new Response(empty ? null : streamedBody(pulled(answer)), { status, headers: outgoing });
  });
  return app;
}

/**
 * The answer's bytes, read from the upstream only as fast as the client takes them. Past the
 * timeout, or when the client goes away, the upstream connection is dropped.
 */
function pulled(answer: IncomingMessage): ReadableStream<Uint8Array> {
  // A failure while nobody reads is seen by the next read; it must not crash the process.
  answer.on('error', () => {});
  const chunks = answer[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { done, value } = await chunks.next();
        if (done) controller.close();
        else controller.enqueue(new Uint8Array(value as Buffer));
      },
      cancel() {
        answer.destroy();
      },
    },
    { highWaterMark: 0 },
  );
}

function withoutCredentials(url: string): string {
  return url.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/?#]*@/i, '$1');
}

/** The system's reason (ECONNREFUSED, ENOTFOUND, a TLS code…) rather than a generic message. */
function causeOf(error: unknown): string {
  const { code, message } = error as { code?: string; message?: string };
  return code ?? message ?? String(error);
}
