// With UPSTREAM_URL set (e.g. https://api-eu.seatsio.net), every API request is forwarded
// unchanged, so the back office can work same-origin against a real seats.io region. The user's
// Authorization passes through; nothing is stored or logged but method, path and status.
import { Hono } from 'hono';
import { readBytes } from './body';
import type { AppEnv } from './context';
import { HTTP, HttpError } from './errors';

/** Headers that describe one hop, not the message; they must not be forwarded. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
  'content-encoding',
  // Node answered `100 Continue` to the client already; fetch refuses to send the header on.
  'expect',
]);

export function upstreamProxyRoutes(
  upstreamUrl: string,
  timeoutMs = 30_000,
  fetchFn: typeof fetch = fetch,
): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // Credentials in the URL are refused by the configuration (and by fetch); dropped here too so
  // that no message can ever show them.
  const base = withoutCredentials(upstreamUrl.replace(/\/+$/, ''));
  app.all('*', async (c) => {
    const incoming = new URL(c.req.url);
    const headers = new Headers();
    for (const [name, value] of c.req.raw.headers) {
      if (!HOP_BY_HOP.has(name.toLowerCase())) headers.set(name, value);
    }
    const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
    // Read (within BODY_LIMIT_BYTES, chunked or not) before anything goes upstream.
    const body = hasBody ? await readBytes(c) : undefined;
    // One bound for the whole exchange, the answer's body included.
    const signal = AbortSignal.timeout(timeoutMs);
    let response: Response;
    let answer: ArrayBuffer | null;
    try {
      response = await fetchFn(`${base}${incoming.pathname}${incoming.search}`, {
        method: c.req.method,
        headers,
        body,
        redirect: 'manual',
        signal,
      });
      answer = response.status === 204 ? null : await response.arrayBuffer();
    } catch (error) {
      if (signal.aborted) {
        throw new HttpError(
          HTTP.GATEWAY_TIMEOUT,
          'UPSTREAM_TIMEOUT',
          `The upstream ${base} did not answer within ${timeoutMs} ms`,
        );
      }
      throw new HttpError(
        HTTP.BAD_GATEWAY,
        'UPSTREAM_UNREACHABLE',
        `The upstream ${base} did not answer: ${causeOf(error)}`,
      );
    }
    const outgoing = new Headers();
    for (const [name, value] of response.headers) {
      if (!HOP_BY_HOP.has(name.toLowerCase())) outgoing.set(name, value);
    }
    // Every answer carries a request id: the upstream's when it gave one (its error bodies name
    // it too), else ours, so that a failure can be found in one of the two logs.
    if (!outgoing.has('x-request-id')) outgoing.set('x-request-id', c.get('requestId'));
    return new Response(answer, { status: response.status, headers: outgoing });
  });
  return app;
}

function withoutCredentials(url: string): string {
  return url.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/?#]*@/i, '$1');
}

/** fetch says only "fetch failed"; the reason (ECONNREFUSED…) is in its cause. */
function causeOf(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}
