// When the server accepted each request: stamped at Node's 'request' event, before the adapter
// builds the Request and Hono runs a middleware, so the log's durationMs and the latency metric
// count everything the process did with the request, not only the middleware chain.
import type { IncomingMessage, Server } from 'node:http';
import type { Context } from 'hono';
import type { AppEnv } from './context';

const acceptedAt = new WeakMap<IncomingMessage, number>();

/** Stamps every request `server` accepts from now on; call it once the server is made. */
export function stampAcceptance(server: Server): void {
  server.prependListener('request', (incoming: IncomingMessage) => {
    acceptedAt.set(incoming, performance.now());
  });
}

/** The performance.now() time the request was accepted; now, for one not served by a stamped server. */
export function acceptedTime(c: Context<AppEnv>): number {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return (incoming && acceptedAt.get(incoming)) ?? performance.now();
}
