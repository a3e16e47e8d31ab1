// The request deadline (REQUEST_TIMEOUT_MS): a request not answered in time gets 503
// REQUEST_TIMEOUT with Retry-After instead of hanging for as long as its database does. The work
// behind it is not abandoned mid-write: the store's own timeouts (PostgreSQL statement_timeout,
// its client-side query timeout, SQLite's busy_timeout) end it soon after.
import type { MiddlewareHandler } from 'hono';
import { RETRY_AFTER_SECONDS } from '../store/unavailable';
import type { AppEnv } from './context';
import { HTTP } from './errors';

export class RequestTimeoutError extends Error {
  readonly status = HTTP.UNAVAILABLE;
  readonly code = 'REQUEST_TIMEOUT';
  readonly retryAfterSeconds = RETRY_AFTER_SECONDS;

  constructor(timeoutMs: number) {
    super(
      `The request was not answered within ${timeoutMs} ms (the database is slow or unavailable); retry shortly`,
    );
  }
}

/** When each request in flight must be answered by (performance.now() time). */
const deadlines = new WeakMap<Request, { at: number; timeoutMs: number }>();

/** First middleware: starts the request's clock and answers 503 when it runs out. */
export function requestDeadline(timeoutMs: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    deadlines.set(c.req.raw, { at: performance.now() + timeoutMs, timeoutMs });
    await raceDeadline(next(), timeoutMs, timeoutMs);
  };
}

/**
 * Mounted after the rate-limit lanes: the same deadline, seen from inside the lane, so a request
 * given up on gives its lane slot back at once rather than when its database work ends. Without
 * it, a frozen database fills the lane and later requests get a misleading 429.
 */
export function withinDeadline(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const deadline = deadlines.get(c.req.raw);
    if (!deadline) return next();
    await raceDeadline(next(), deadline.at - performance.now(), deadline.timeoutMs);
  };
}

async function raceDeadline(work: Promise<void>, leftMs: number, timeoutMs: number) {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<'expired'>((resolve) => {
    timer = setTimeout(() => resolve('expired'), Math.max(0, leftMs));
  });
  try {
    if ((await Promise.race([work, expired])) === 'expired') {
      work.catch(() => undefined);
      throw new RequestTimeoutError(timeoutMs);
    }
  } finally {
    clearTimeout(timer);
  }
}
