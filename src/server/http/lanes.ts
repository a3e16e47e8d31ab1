// Rate-limit lanes (as seats.io's): concurrency limits per company. The priority lane holds status
// changes, hold tokens and object info; everything else shares the regular lane. A request over
// the limit is refused at once with 429, never queued, so the SDKs' back-off applies. A request
// counts until its answer has been sent, streamed body included. A lane full because the
// database stalls is not the client's doing: that refusal is 503 with the store's reason.
import type { ServerResponse } from 'node:http';
import type { Context, MiddlewareHandler, Next } from 'hono';
import type { Deps } from '../application/context';
import { StoreUnavailableError } from '../store/unavailable';
import type { AppEnv } from './context';
import { HTTP, HttpError } from './errors';

export type Lane = 'priority' | 'regular';

/**
 * A store whose oldest transaction has run this long is stalled, not busy: transactions here take
 * milliseconds, and PostgreSQL's lock_timeout (2 s by default) ends lock waits soon after.
 */
export const STORE_STALLED_AFTER_MS = 1_000;

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
      const stalledMs = deps.store.busyForMs();
      if (stalledMs >= STORE_STALLED_AFTER_MS) {
        throw new StoreUnavailableError(
          `The database has been working on one transaction for ${Math.round(stalledMs)} ms and requests are queueing behind it; retry shortly`,
        );
      }
      deps.metrics?.laneFull(lane);
      throw new HttpError(
        HTTP.TOO_MANY_REQUESTS,
        'RATE_LIMIT_EXCEEDED',
        `Rate limit exceeded: ${limit} requests in flight in the ${lane} lane`,
      );
    }
    inFlight.set(slot, current + 1);
    deps.metrics?.laneTaken(lane);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      deps.metrics?.laneReleased(lane);
      const left = (inFlight.get(slot) ?? 1) - 1;
      if (left === 0) inFlight.delete(slot);
      else inFlight.set(slot, left);
    };
    await holdUntilAnswered(c, next, release);
  };
}

const streamedBodies = new WeakSet<ReadableStream>();

/** Whether a body is written while it is read (a streamed report), not known whole. */
export function isStreamedBody(body: ReadableStream): boolean {
  return streamedBodies.has(body);
}

/** Marks an answer's body as written while it is read (see holdUntilAnswered); returns it. */
export function streamedBody<T extends ReadableStream>(body: T): T {
  streamedBodies.add(body);
  return body;
}

/**
 * Runs the route and calls `release` once its answer has been sent, not when the handler returns:
 * a streamed report is still working (and still costing the process) while its body goes out, so
 * it keeps its place in the lane until then. Exactly once, whatever happens: answer written,
 * client gone mid-answer, route failed.
 */
async function holdUntilAnswered(c: Context<AppEnv>, next: Next, release: () => void) {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  if (outgoing) {
    // Node's response emits 'close' once, after the last byte was handed to the socket or when
    // the connection went away first (checked too in case it already has).
    outgoing.once('close', release);
    if (outgoing.destroyed) release();
    await next();
    return;
  }
  // Anywhere else (app.request in tests and set-ups): a streamed body until it has been read to
  // its end or cancelled; any other answer is complete when the handler returns (a caller that
  // never reads a JSON answer must not hold a slot forever).
  try {
    await next();
  } catch (error) {
    release();
    throw error;
  }
  const body = c.res.body;
  if (!body || !streamedBodies.has(body)) {
    release();
    return;
  }
  const reader = body.getReader();
  const watched = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          release();
          controller.close();
        } else controller.enqueue(value);
      } catch (error) {
        release();
        controller.error(error);
      }
    },
    cancel(reason) {
      release();
      return reader.cancel(reason);
    },
  });
  c.res = new Response(streamedBody(watched), c.res);
}
