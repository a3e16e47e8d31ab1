// Large request bodies take turns per company. Twenty clients of one company sending bodies of
// about 1 MiB to the booking route (within its limit) had the shared thread reading and parsing
// them back to back: another company's requests waited behind a queue of them (0.85 s p99 in
// `npm run bench:fairness`). A body over BIG_BODY_BYTES is now read and parsed in its company's
// turn (CompanyTurns), one at a time, with the event loop served between two of them; the
// company's other big bodies wait, unread, in its own requests' time (the socket's backpressure
// holds them in the kernel), and its deadline still applies to that wait.
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { Context, MiddlewareHandler } from 'hono';
import { CompanyTurns } from '../application/company-turns';
import { currentDeadline, DeadlinePassedError } from '../store/work-deadline';
import { parseBodyEarly } from './body';
import type { AppEnv } from './context';

/** Bodies larger than this (or of unknown length) take their company's turn to be read. */
export const BIG_BODY_BYTES = 64 * 1024;

const CARRIES_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function bigBodiesInTurn(): MiddlewareHandler<AppEnv> {
  const turns = new CompanyTurns();
  return async (c, next) => {
    if (!isBigBody(c)) return next();
    await turns.run(c.get('auth').company.id, async () => {
      // Let whatever else the loop holds (other companies' requests) run between two big bodies.
      await yieldToLoop();
      if (currentDeadline()?.passed()) return;
      await parseBodyEarly(c);
    });
    const deadline = currentDeadline();
    if (deadline?.passed()) throw new DeadlinePassedError(deadline.timeoutMs);
    await next();
  };
}

function isBigBody(c: Context<AppEnv>): boolean {
  if (!CARRIES_BODY.has(c.req.method)) return false;
  // A gzipped upload is inflated as it streams (upload-body.ts), within the route.
  const encoding = c.req.header('content-encoding');
  if (encoding && encoding.trim().toLowerCase() !== 'identity') return false;
  const length = c.req.header('content-length');
  if (length !== undefined) return Number(length) > BIG_BODY_BYTES;
  return c.req.header('transfer-encoding') !== undefined;
}
