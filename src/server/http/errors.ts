// The one error type of the HTTP layer and the JSON error body of docs/error-codes.md.
import type { ErrorBody } from '../../contract/errors';

export const HTTP = {
  OK: 200,
  NO_CONTENT: 204,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  BAD_GATEWAY: 502,
  UNAVAILABLE: 503,
  GATEWAY_TIMEOUT: 504,
} as const;

/** A refusal with a code and a message a person can act on. Thrown anywhere; rendered once. */
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
): ErrorBody {
  return { status, messages: [message], errors: [{ code, message }], warnings: [], requestId };
}

export const chartNotFound = (key: string, workspaceKey: string) =>
  new HttpError(
    HTTP.NOT_FOUND,
    'CHART_NOT_FOUND',
    `Chart not found: ${key} was not found in workspace ${workspaceKey}`,
  );

export const eventNotFound = (key: string, workspaceKey: string) =>
  new HttpError(
    HTTP.NOT_FOUND,
    'EVENT_NOT_FOUND',
    `Event not found: ${key} was not found in workspace ${workspaceKey}`,
  );

export const bodyTooLarge = (limit: number) =>
  new HttpError(
    HTTP.PAYLOAD_TOO_LARGE,
    'BODY_TOO_LARGE',
    `The request body is larger than ${limit} bytes`,
  );
