// The request deadline (REQUEST_TIMEOUT_MS). A request not answered in time gets an answer instead
// of hanging for as long as its database does, and that answer is true (store/work-deadline.ts):
// - 503 REQUEST_TIMEOUT with Retry-After: nothing was applied, and nothing of it will be (its
//   work, wherever it waits, is dropped and rolled back when the store next looks at it);
// - 504 OUTCOME_UNKNOWN without Retry-After: its COMMIT was already sent, so it may have landed.
// The deadline travels with the work (AsyncLocalStorage), and the store judges it by the clock,
// so a busy event loop that fires the timer late cannot let late work commit.
import type { MiddlewareHandler } from 'hono';
import {
  DeadlinePassedError,
  OutcomeUnknownError,
  runWithDeadline,
  WorkDeadline,
} from '../store/work-deadline';
import type { AppEnv } from './context';

/** Each request's deadline, for withinDeadline. */
const deadlines = new WeakMap<Request, WorkDeadline>();

/** First middleware: starts the request's clock, hands it to its work, answers when it runs out. */
export function requestDeadline(timeoutMs: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const deadline = WorkDeadline.after(timeoutMs);
    deadlines.set(c.req.raw, deadline);
    await raceDeadline(
      runWithDeadline(deadline, () => next()),
      deadline,
    );
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
    await raceDeadline(next(), deadline);
  };
}

async function raceDeadline(work: Promise<void>, deadline: WorkDeadline) {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<'expired'>((resolve) => {
    timer = setTimeout(() => resolve('expired'), Math.max(0, deadline.at - performance.now()));
  });
  try {
    if ((await Promise.race([work, expired])) === 'expired') {
      work.catch(() => undefined);
      if (deadline.expire() === 'nothing-applied')
        throw new DeadlinePassedError(deadline.timeoutMs);
      throw new OutcomeUnknownError(
        `The request was not answered within ${deadline.timeoutMs} ms while its change was being committed`,
      );
    }
  } finally {
    clearTimeout(timer);
  }
}
