// The Idempotency-Key header on every write behind authentication (docs/retries.md): a retry with
// the key and request of an earlier write gets that write's first answer, whatever happened in
// between, on every instance sharing the store; the same key on another request is refused, and
// a retry arriving while the first still runs is asked to come back. GET and HEAD ignore it.
import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { LIMITS } from '../../contract/limits';
import type { AnswerRecord, RequestOutcome } from '../application/bookings/group-transaction';
import type { Deps } from '../application/context';
import {
  claimIdempotencyKey,
  IdempotencyClaimLostError,
  settleIdempotencyKey,
} from '../application/idempotency/idempotency-keys';
import type { StoredAnswer } from '../store/port';
import { OutcomeUnknownError } from '../store/work-deadline';
import { readText } from './body';
import type { AppEnv } from './context';
import { badRequest, errorBody, HTTP, HttpError, knownError } from './errors';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Visible ASCII: a UUID, a ULID or an order reference fit; spaces and control characters do not. */
const KEY_SHAPE = /^[\x21-\x7e]+$/;

class KeyInUseError extends HttpError {
  constructor(
    key: string,
    readonly retryAfterSeconds: number,
  ) {
    super(
      HTTP.CONFLICT,
      'IDEMPOTENCY_KEY_IN_USE',
      `A request with Idempotency-Key ${key} is still being processed; retry after it is answered to get its answer`,
    );
  }
}

/** Mounted after authentication (keys are per workspace) and inside the request deadline. */
export function idempotencyKeys(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header('idempotency-key');
    if (key === undefined || !WRITES.has(c.req.method)) return next();
    checkKey(key);
    const fingerprint = fingerprintOf(c, await readText(c));
    const { workspace } = c.get('auth');
    const found = await claimIdempotencyKey(deps, workspace.id, key, fingerprint);
    if (found.kind === 'answered') return replay(c, found.answer);
    if (found.kind === 'in-use') throw new KeyInUseError(key, found.retryAfterSeconds);
    if (found.kind === 'reused') {
      throw new HttpError(
        HTTP.UNPROCESSABLE,
        'IDEMPOTENCY_KEY_REUSED',
        `Idempotency-Key ${key} was already used for another request (method, path or body differ); use a new key for a new request`,
      );
    }
    const { claim } = found;
    c.set('idempotency', claim);
    const answeredLate = keepAnswerBuiltAfterDeadline(c);
    await next();
    // Answered with the change (status changes), or the key went to a retry that runs instead.
    if (claim.answered || c.error instanceof IdempotencyClaimLostError) return;
    const answer = answeredLate() ?? c.res;
    // Outcome unknown (its COMMIT was sent, then the connection or the deadline went): the key
    // stays claimed until its lease ends, so a retry is asked to wait rather than run it again.
    if (c.error instanceof OutcomeUnknownError) return;
    await settleIdempotencyKey(
      deps,
      claim,
      notFinal(answer.status) ? 'not-final' : await storedAnswerOf(answer),
    );
  };
}

/**
 * A 5xx applied nothing; a 429 (a rate limit) says "not now, retry after Retry-After": neither
 * is the request's answer, and the retry it asks for must run rather than get it replayed.
 */
const notFinal = (status: number) => status >= 500 || status === 429;

function checkKey(key: string): void {
  const max = LIMITS.idempotencyKeyLength;
  if (key.length > max || !KEY_SHAPE.test(key)) {
    throw badRequest(
      `Idempotency-Key must be 1 to ${max} visible ASCII characters (no spaces), such as a UUID`,
      'INVALID_IDEMPOTENCY_KEY',
    );
  }
}

/** What makes two requests the same request: method, path with its query, and body. */
function fingerprintOf(c: Context<AppEnv>, body: string): string {
  const url = new URL(c.req.url);
  return createHash('sha256')
    .update(`${c.req.method} ${url.pathname}${url.search}\n`)
    .update(body)
    .digest('hex');
}

function replay(c: Context<AppEnv>, answer: StoredAnswer): Response {
  c.header('idempotent-replayed', 'true');
  if (answer.contentType) c.header('content-type', answer.contentType);
  if (answer.body === '') return c.body(null, answer.status as ContentfulStatusCode);
  return c.body(answer.body, answer.status as ContentfulStatusCode);
}

async function storedAnswerOf(response: Response): Promise<StoredAnswer> {
  const contentType = response.headers.get('content-type');
  const body = response.body ? await response.clone().text() : '';
  return { status: response.status, ...(contentType && { contentType }), body };
}

/**
 * The deadline may answer 503 while the route still works, and Hono then drops the Response the
 * route returns later (the context is answered). That Response is the request's real outcome, the
 * one a retry must get, so it is kept here as the route builds it. A route that throws late is
 * not affected: Hono renders its error into the context whatever answered before.
 */
function keepAnswerBuiltAfterDeadline(c: Context<AppEnv>): () => Response | undefined {
  let late: Response | undefined;
  for (const name of ['body', 'json', 'text', 'newResponse'] as const) {
    const build = c[name] as (...args: unknown[]) => Response;
    Object.assign(c, {
      [name]: (...args: unknown[]) => {
        const response = build(...args);
        if (c.finalized) late = response;
        return response;
      },
    });
  }
  return () => late;
}

/** A status change the engine accepted: its results (and a best-available choice). */
export type Accepted = Exclude<RequestOutcome, { error: unknown } | { deferred: true }>;

/** A route's answer to a status change, as it is sent and as a retry gets it. */
export interface WireAnswer {
  status: 200 | 204;
  json?: unknown;
}

export function sendAnswer(c: Context<AppEnv>, answer: WireAnswer): Response {
  return answer.json === undefined ? c.body(null, HTTP.NO_CONTENT) : c.json(answer.json, 200);
}

/**
 * Under an Idempotency-Key, what the booking transaction stores with the change: the answer
 * `shape` gives an accepted request, or the error body a refusal gets (as app.ts renders it).
 */
export function answerRecord(
  c: Context<AppEnv>,
  shape: (accepted: Accepted) => WireAnswer,
): AnswerRecord | undefined {
  const claim = c.get('idempotency');
  if (!claim) return undefined;
  return {
    claim,
    answerOf(outcome) {
      if ('deferred' in outcome) throw new Error('a deferred request has no answer yet');
      if (!('error' in outcome)) {
        const { status, json } = shape(outcome);
        if (json === undefined) return { status, body: '' };
        return { status, contentType: 'application/json', body: JSON.stringify(json) };
      }
      const known = knownError(outcome.error);
      // Only refusals reach here (a domain error, always known); anything else fails the group.
      if (!known) throw outcome.error;
      const body = errorBody(
        known.status,
        known.code,
        known.message,
        c.get('requestId'),
        known.data,
      );
      return { status: known.status, contentType: 'application/json', body: JSON.stringify(body) };
    },
  };
}
