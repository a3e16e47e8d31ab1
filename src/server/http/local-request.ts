// Whether a request comes from this machine itself, for the development conveniences (the demo
// workspace's key, the development system secret). Decided per request from the socket's peer:
// the configured bind address alone says nothing about who connects through a proxy on the same
// host. A same-host proxy that adds no header at all (nginx's default) cannot be told from a
// local client: a deployment behind one turns both conveniences off (docs/deployment.md).
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { isLoopback, isLoopbackAddress } from '../config';
import { isClientAddressHeader } from './client-address-headers';
import type { AppEnv } from './context';

export function isLocalRequest(c: Context<AppEnv>, bindHost: string): boolean {
  // A service listening beyond loopback is a deployment: no development shortcuts at all.
  if (!isLoopback(bindHost)) return false;
  // A loopback peer that names a client or a hop is a proxy speaking for someone else, possibly
  // anyone on the internet.
  for (const [name] of c.req.raw.headers) if (isClientAddressHeader(name)) return false;
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  // No Node request: the app was called in-process (`app.request`, the tests), not over a network.
  if (!incoming) return true;
  // A page of any web site can reach a loopback service through a name of its own that resolves
  // to 127.0.0.1 (DNS rebinding); its requests carry that name as Host, a local client's do not.
  return (
    isLoopbackHost(incoming.headers.host) && isLoopbackAddress(incoming.socket?.remoteAddress ?? '')
  );
}

/** `localhost`, `127.0.0.1:9001`, `[::1]:9001`…; no Host at all is not loopback. */
function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  const name = host.startsWith('[') ? host.slice(1, host.indexOf(']')) : host.replace(/:\d*$/, '');
  return isLoopback(name.toLowerCase());
}
