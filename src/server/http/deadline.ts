// The request deadline (REQUEST_TIMEOUT_MS): a request not answered in time gets 503
// REQUEST_TIMEOUT with Retry-After instead of hanging for as long as its database does. The work
// behind it is not abandoned mid-write: the store's own timeouts (PostgreSQL statement_timeout,
// its client-side query timeout, SQLite's busy_timeout) end it soon after, which is also when its
// rate-limit lane slot is given back.
import type { MiddlewareHandler } from 'hono';
import { RETRY_AFTER_SECONDS } from '../store/unavailable';
import type { AppEnv } from './context';
import { HTTP } from './errors';

export class RequestTimeoutError extends Error {
  readonly status = HTTP.UNAVAILABLE;
  readonly code = 'REQUEST_TIMEOUT';
  readonly retryAfterSeconds = RETRY_AFTER_SECONDS;
}

export function requestDeadline(timeoutMs: number): MiddlewareHandler<AppEnv> {
  return async (_c, next) => {
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<'expired'>((resolve) => {
      timer = setTimeout(() => resolve('expired'), timeoutMs);
    });
    const work = next();
    try {
      if ((await Promise.race([work, expired])) === 'expired') {
        work.catch(() => undefined);
        throw new RequestTimeoutError(
          `The request was not answered within ${timeoutMs} ms (the database is slow or unavailable); retry shortly`,
        );
      }
    } finally {
      clearTimeout(timer);
    }
  };
}
