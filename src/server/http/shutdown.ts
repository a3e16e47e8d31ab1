// Graceful shutdown of the HTTP server: stop accepting, answer the requests in flight with
// `Connection: close`, close keep-alive connections as soon as they are idle, and give up after a
// bound. Without this, `server.close()` waits on every keep-alive connection, which meanwhile
// takes new requests, until the timeout cuts whatever is in flight.
import type { Server, ServerResponse } from 'node:http';

export interface Drain {
  /** Resolves true when every connection closed in time, false when some were cut. */
  (): Promise<boolean>;
  /** Responses not yet finished. */
  readonly inFlight: number;
}

export function drainable(server: Server, timeoutMs: number): Drain {
  const active = new Set<ServerResponse>();
  let draining = false;
  const closeIdle = () => setImmediate(() => server.closeIdleConnections());

  // Prepended so that it runs before the app's listener, which may answer synchronously.
  server.prependListener('request', (_req, res: ServerResponse) => {
    active.add(res);
    if (draining) res.setHeader('connection', 'close');
    res.once('close', () => {
      active.delete(res);
      // Its connection may now be idle: close it rather than wait for another request on it.
      if (draining) closeIdle();
    });
  });

  const drain = () =>
    new Promise<boolean>((done) => {
      draining = true;
      for (const res of active) if (!res.headersSent) res.setHeader('connection', 'close');
      const timer = setTimeout(() => {
        server.closeAllConnections();
        done(false);
      }, timeoutMs);
      timer.unref();
      server.close(() => {
        clearTimeout(timer);
        done(true);
      });
      server.closeIdleConnections();
    });
  return Object.defineProperty(drain, 'inFlight', { get: () => active.size }) as Drain;
}
