// Whether a request comes from this machine itself, for the development conveniences (the demo
// workspace's key, the development system secret). Decided per request from the socket's peer:
// the configured bind address alone says nothing about who connects through a proxy on the same
// host.
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { isLoopback, isLoopbackAddress } from '../config';
import type { AppEnv } from './context';

/**
 * Headers a proxy adds. A loopback peer that sends any of them is a proxy speaking for someone
 * else, possibly anyone on the internet, so the request is not local.
 */
const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  'via',
];

export function isLocalRequest(c: Context<AppEnv>, bindHost: string): boolean {
  // A service listening beyond loopback is a deployment: no development shortcuts at all.
  if (!isLoopback(bindHost)) return false;
  if (FORWARDING_HEADERS.some((name) => c.req.header(name) !== undefined)) return false;
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  // No Node request: the app was called in-process (`app.request`, the tests), not over a network.
  if (!incoming) return true;
  return isLoopbackAddress(incoming.socket?.remoteAddress ?? '');
}
