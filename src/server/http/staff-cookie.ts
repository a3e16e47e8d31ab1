// The staff session cookie and the cross-site check of the requests it authenticates
// (docs/staff.md). HttpOnly (no script reads it) and SameSite=Strict (no other site's page sends
// it); Secure, under the __Host- prefix, unless the service listens on loopback only, where the
// demo runs over plain http. A browser never sends a Secure cookie over plain http, so a deployment
// beyond loopback serves staff through HTTPS (its proxy's) or they cannot sign in.
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { LIMITS } from '../../contract/limits';
import { isLoopback } from '../config';
import type { AppEnv } from './context';
import { HTTP, HttpError } from './errors';

const SECURE_NAME = '__Host-seatdesk-staff';
const PLAIN_NAME = 'seatdesk-staff';

function secure(c: Context<AppEnv>, bindHost: string): boolean {
  return !isLoopback(bindHost) || new URL(c.req.url).protocol === 'https:';
}

/** The session id the request's cookie holds, if any (either name: the bind host may change). */
export function sessionCookie(c: Context<AppEnv>): string | undefined {
  const header = c.req.header('cookie');
  if (!header?.includes('seatdesk-staff')) return undefined;
  // One parse of the header for both names: this runs on every booking of a clerk.
  const cookies = getCookie(c);
  return cookies[SECURE_NAME] ?? cookies[PLAIN_NAME] ?? undefined;
}

export function setSessionCookie(c: Context<AppEnv>, bindHost: string, sessionId: string): void {
  const isSecure = secure(c, bindHost);
  const name = isSecure ? SECURE_NAME : PLAIN_NAME;
  // The absolute limit as Max-Age: the browser forgets it when the service would refuse it anyway.
  const maxAge = LIMITS.staffSessionMaxHours * 3600;
  const flags = `Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${isSecure ? '; Secure' : ''}`;
  c.header('Set-Cookie', `${name}=${sessionId}; ${flags}`, { append: true });
}

export function clearSessionCookie(c: Context<AppEnv>, bindHost: string): void {
  const isSecure = secure(c, bindHost);
  const name = isSecure ? SECURE_NAME : PLAIN_NAME;
  const flags = `Path=/; Max-Age=0; HttpOnly; SameSite=Strict${isSecure ? '; Secure' : ''}`;
  c.header('Set-Cookie', `${name}=; ${flags}`, { append: true });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a write that a page of another site may have sent with the staff's cookie: the browser
 * says where a request comes from in Sec-Fetch-Site (or, older ones, in Origin). SameSite=Strict
 * already keeps the cookie off such requests; this is the second lock (a sibling subdomain is
 * "same site" to the cookie but not same-origin here). A write with neither header is refused:
 * every browser that can hold the cookie sends one of them.
 */
export function refuseCrossSite(c: Context<AppEnv>): void {
  if (SAFE_METHODS.has(c.req.method)) return;
  const fetchSite = c.req.header('sec-fetch-site');
  if (fetchSite !== undefined) {
    if (fetchSite === 'same-origin' || fetchSite === 'none') return;
    throw crossSite(`Sec-Fetch-Site is ${fetchSite}`);
  }
  const origin = c.req.header('origin');
  if (origin === undefined) throw crossSite('it names no origin');
  const host = c.req.header('host') ?? new URL(c.req.url).host;
  let originHost: string | undefined;
  try {
    originHost = new URL(origin).host;
  } catch {
    originHost = undefined;
  }
  if (originHost !== host) throw crossSite(`it comes from ${origin}`);
}

const crossSite = (why: string) =>
  new HttpError(
    HTTP.FORBIDDEN,
    'CROSS_SITE_REQUEST',
    `A staff session's write must come from the back office's own page (${why}); nothing was done`,
  );
