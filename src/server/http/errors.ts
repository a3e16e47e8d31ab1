// The HTTP layer's own error type, the one place where a domain refusal's kind becomes a status
// code, and the JSON error body of docs/error-codes.md.
import type { ErrorBody } from '../../contract/errors';
import { DomainError, type RefusalKind } from '../../domain/errors';

export const HTTP = {
  OK: 200,
  NO_CONTENT: 204,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  BAD_GATEWAY: 502,
  UNAVAILABLE: 503,
  GATEWAY_TIMEOUT: 504,
} as const;

/** A refusal of the HTTP layer itself (authentication, body, rate limit); rendered once. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, code = 'GENERAL_ERROR') =>
  new HttpError(HTTP.BAD_REQUEST, code, message);

export function errorBody(
  status: number,
  code: string,
  message: string,
  requestId: string,
  data?: Record<string, unknown>,
): ErrorBody {
  const error = data ? { code, message, data } : { code, message };
  return { status, messages: [message], errors: [error], warnings: [], requestId };
}

export const bodyTooLarge = (limit: number) =>
  new HttpError(
    HTTP.PAYLOAD_TOO_LARGE,
    'BODY_TOO_LARGE',
    `The request body is larger than ${limit} bytes`,
  );

const STATUS_OF_KIND: Record<RefusalKind, number> = {
  invalid: HTTP.BAD_REQUEST,
  'not-found': HTTP.NOT_FOUND,
  'too-large': HTTP.PAYLOAD_TOO_LARGE,
  gone: 410,
  'too-many': HTTP.TOO_MANY_REQUESTS,
};

export interface KnownError {
  status: number;
  code: string;
  message: string;
  retryAfterSeconds?: number;
  data?: Record<string, unknown>;
}

/**
 * A refusal the service meant to give: a domain error (by its kind), an HttpError, or an error
 * of the store that carries its own status and code (503 STORE_UNAVAILABLE with Retry-After).
 * Anything else is a fault: a 500 with its stack in the log.
 */
export function knownError(error: unknown): KnownError | undefined {
  if (error instanceof DomainError) {
    const known = { status: STATUS_OF_KIND[error.kind], code: error.code, message: error.message };
    return error.data ? { ...known, data: error.data } : known;
  }
  if (!error || typeof error !== 'object') return undefined;
  const candidate = error as {
    status?: unknown;
    code?: unknown;
    message?: unknown;
    retryAfterSeconds?: unknown;
  };
  if (
    typeof candidate.status === 'number' &&
    typeof candidate.code === 'string' &&
    ((candidate.status >= 400 && candidate.status < 500) ||
      candidate.status === 502 ||
      candidate.status === 503 ||
      candidate.status === 504)
  ) {
    const retryAfterSeconds =
      typeof candidate.retryAfterSeconds === 'number' ? candidate.retryAfterSeconds : undefined;
    return {
      status: candidate.status,
      code: candidate.code,
      message: String(candidate.message),
      retryAfterSeconds,
    };
  }
  return undefined;
}
