// Rate-limit lanes (wire.md §1): concurrency limits per company. The priority lane holds status
// changes, hold tokens and object info; everything else shares the regular lane. A request over
// the limit is refused at once with 429, never queued, so the SDKs' back-off applies.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv, Deps } from './context';
import { HTTP, HttpError } from './errors';

export type Lane = 'priority' | 'regular';

export function laneOf(method: string, path: string): Lane {
  if (path.startsWith('/hold-tokens')) return 'priority';
  if (
    method === 'POST' &&
    /^\/events\/.*actions\/(change-object-status|book|hold|release)$/.test(path)
  ) {
    return 'priority';
  }
  if (method === 'GET' && /^\/events\/[^/]+\/objects$/.test(path)) return 'priority';
  return 'regular';
}

export function rateLimitLanes(deps: Deps): MiddlewareHandler<AppEnv> {
  const inFlight = new Map<string, number>();
  return async (c, next) => {
    const lane = laneOf(c.req.method, c.req.path);
    const limit =
      lane === 'priority' ? deps.config.priorityLaneLimit : deps.config.regularLaneLimit;
    const slot = `${c.get('auth').company.id}:${lane}`;
    const current = inFlight.get(slot) ?? 0;
    if (current >= limit) {
      throw new HttpError(
        HTTP.TOO_MANY_REQUESTS,
        'RATE_LIMIT_EXCEEDED',
        `Rate limit exceeded: ${limit} requests in flight in the ${lane} lane`,
      );
    }
    inFlight.set(slot, current + 1);
    try {
      await next();
    } finally {
      const left = (inFlight.get(slot) ?? 1) - 1;
      if (left === 0) inFlight.delete(slot);
      else inFlight.set(slot, left);
    }
  };
}
