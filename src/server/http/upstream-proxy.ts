// With UPSTREAM_URL set (e.g. https://api-eu.seatsio.net), every API request is forwarded
// unchanged, so the back office can work same-origin against a real seats.io region. The user's
// Authorization passes through; nothing is stored or logged but method, path and status.
import { Hono } from 'hono';
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
]);

export function upstreamProxyRoutes(
  upstreamUrl: string,
  fetchFn: typeof fetch = fetch,
): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const base = upstreamUrl.replace(/\/+$/, '');
  app.all('*', async (c) => {
    const incoming = new URL(c.req.url);
    const headers = new Headers();
    for (const [name, value] of c.req.raw.headers) {
      if (!HOP_BY_HOP.has(name.toLowerCase())) headers.set(name, value);
    }
    const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
    let response: Response;
    try {
      response = await fetchFn(`${base}${incoming.pathname}${incoming.search}`, {
        method: c.req.method,
        headers,
        body: hasBody ? await c.req.arrayBuffer() : undefined,
        redirect: 'manual',
      });
    } catch (error) {
      throw new HttpError(
        HTTP.BAD_GATEWAY,
        'UPSTREAM_UNREACHABLE',
        `The upstream ${base} did not answer: ${(error as Error).message}`,
      );
    }
    const outgoing = new Headers();
    for (const [name, value] of response.headers) {
      if (!HOP_BY_HOP.has(name.toLowerCase())) outgoing.set(name, value);
    }
    // Every answer carries a request id: the upstream's when it gave one (its error bodies name
    // it too), else ours, so that a failure can be found in one of the two logs.
    if (!outgoing.has('x-request-id')) outgoing.set('x-request-id', c.get('requestId'));
    return new Response(response.status === 204 ? null : await response.arrayBuffer(), {
      status: response.status,
      headers: outgoing,
    });
  });
  return app;
}
