// The caller's address as the socket's peer saw it. The service trusts no forwarding header (a
// client could write any), so behind a proxy this is the proxy's address.
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/** The peer's address (an IPv4 client of a dual-stack socket as a.b.c.d); absent in-process. */
export function peerAddress(c: Context): string | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress?.replace(/^::ffff:(?=\d+\.)/, '');
}
