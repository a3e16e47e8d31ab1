// Graceful shutdown of the HTTP server: stop accepting, answer the requests in flight with
// `Connection: close`, close every connection as soon as it has no request in flight, and give up
// after a bound. Without this, `server.close()` waits on every keep-alive connection (and on a
// connection that sent nothing yet, as a load balancer's pre-opened ones), which meanwhile takes
// new requests, until the timeout cuts whatever is in flight.
import type { Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export interface Drain {
  /** Resolves true when every connection closed in time, false when some were cut. */
  (): Promise<boolean>;
  /** Responses not yet finished. */
  readonly inFlight: number;
}

export function drainable(server: Server, timeoutMs: number): Drain {
  const sockets = new Set<Socket>();
  const active = new Set<ServerResponse>();
  let draining = false;

  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  /** Ends each connection with no answer pending; the others end after their answer. */
  const closeIdle = () => {
    const busy = new Set([...active].map((res) => res.socket));
    for (const socket of sockets) {
      if (!busy.has(socket) && !socket.destroyed) socket.destroy();
    }
  };

  // Prepended so that it runs before the app's listener, which may answer synchronously.
  server.prependListener('request', (_req, res: ServerResponse) => {
    active.add(res);
    if (draining) res.setHeader('connection', 'close');
    res.once('close', () => {
      active.delete(res);
      // Its connection may now be idle: close it rather than wait for another request on it.
      if (draining) setImmediate(closeIdle);
    });
  });

  const drain = () =>
    new Promise<boolean>((done) => {
      draining = true;
      for (const res of active) if (!res.headersSent) res.setHeader('connection', 'close');
      const timer = setTimeout(() => {
        server.closeAllConnections();
        for (const socket of sockets) socket.destroy();
        done(false);
      }, timeoutMs);
      timer.unref();
      server.close(() => {
        clearTimeout(timer);
        done(true);
      });
      closeIdle();
    });
  return Object.defineProperty(drain, 'inFlight', { get: () => active.size }) as Drain;
}
