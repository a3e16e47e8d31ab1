// The first middleware: gives each request its id, and once it is answered writes its log line and
// counts it in the metrics. The line names the workspace (its id, never a key), the error code of
// a refusal, and the time since the server accepted the request; an answer that cannot say
// whether its change was applied is marked `"ambiguous":true`, so that those can be listed after
// an incident.
import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { Deps } from '../application/context';
import type { LogLevel } from '../log';
import { acceptedTime } from './accepted';
import type { AppEnv } from './context';
import { knownError } from './errors';

/** nginx's "client closed request": the client went away before its answer. */
export const CLIENT_CLOSED = 499;

/** The error code of an answer the service could not say was applied or not (deadline.ts). */
const OUTCOME_UNKNOWN = 'OUTCOME_UNKNOWN';

export function requestLog(
  deps: Deps,
  log: (line: Record<string, unknown>) => void,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = acceptedTime(c);
    const requestId = requestIdOf(c.req.header('x-request-id'));
    c.set('requestId', requestId);
    // Set before the route answers, so that the answer is built with it: set afterwards, Hono
    // rebuilds the finished Response (and the Node adapter its fast one), a tenth of a booking's
    // HTTP cost. Routes answering with a Response of their own (the upstream proxy) add it there.
    c.header('x-request-id', requestId);
    await next();
    const status = c.res.status;
    const code = errorCodeOf(c, status);
    const ambiguous = status >= 500 && code === OUTCOME_UNKNOWN;
    const seconds = (performance.now() - started) / 1000;
    const route = routeOf(c);
    deps.metrics?.answered({ method: c.req.method, route, status, code, seconds, ambiguous });
    if (!deps.config.logRequests) return;
    const auth = c.get('auth');
    log({
      time: new Date().toISOString(),
      level: levelOf(c, status, ambiguous),
      ...(status === CLIENT_CLOSED && { message: 'the client closed the connection' }),
      ...(ambiguous && { message: 'the outcome is unknown: the change may or may not be applied' }),
      requestId,
      method: c.req.method,
      path: c.req.path,
      route,
      status,
      ...(code && { code }),
      ...(ambiguous && { ambiguous }),
      ...(auth && { companyId: auth.company.id, workspaceId: auth.workspace.id }),
      durationMs: Math.round(seconds * 100_000) / 100,
    });
  };
}

/**
 * A caller's X-Request-Id is kept when it is a sane token (so one id follows a request through
 * the caller's logs and ours); anything else (too long, spaces, control characters) is replaced.
 */
function requestIdOf(incoming: string | undefined): string {
  return incoming && /^[A-Za-z0-9._:-]{1,128}$/.test(incoming) ? incoming : randomUUID();
}

/**
 * The code of the answer's JSON error body, from the error app.ts rendered (Hono keeps it in
 * `c.error`): a known refusal's own code, otherwise INTERNAL_ERROR; NOT_FOUND where no route
 * matched. Authentication refusals (401 without a body) have none.
 */
function errorCodeOf(c: Context<AppEnv>, status: number): string | undefined {
  if (status === CLIENT_CLOSED) return undefined;
  if (c.error) return knownError(c.error)?.code ?? 'INTERNAL_ERROR';
  return status === 404 && routeOf(c) === UNMATCHED ? 'NOT_FOUND' : undefined;
}

/** The store's own flag for a connection lost during COMMIT (store/unavailable.ts). */
const UNMATCHED = 'unmatched';

/**
 * The pattern of the route that matched (`/events/:key/actions/book`), so that the metrics' label
 * stays bounded whatever paths are sent; `unmatched` when none did (an unknown path, or a request
 * forwarded upstream). Middleware (`use`, method ALL) is not a route.
 */
function routeOf(c: Context<AppEnv>): string {
  const routes = matchedRoutes(c);
  for (let i = routes.length - 1; i >= 0; i--) {
    if (routes[i].method !== 'ALL') return routes[i].path;
  }
  return UNMATCHED;
}

/**
 * A route may lower its line's level: a readiness probe failing during an outage is the signal the
 * load balancer asked for (warn), while the requests it stands for log their own errors.
 */
function levelOf(c: Context<AppEnv>, status: number, ambiguous: boolean): LogLevel {
  if (status < 500) return 'info';
  return ambiguous ? 'error' : (c.get('logLevel') ?? 'error');
}
