import { ApiError } from '../../client/transport';

/** What a person should read about a failure: the service's code and message when there is one. */
export interface ErrorText {
  code?: string;
  message: string;
}

export function describeError(error: unknown): ErrorText {
  if (error instanceof ApiError) return { code: error.code, message: error.message };
  if (error instanceof TypeError) {
    // fetch rejects with a TypeError when the host is unreachable or CORS refuses the answer.
    return {
      code: 'NETWORK_ERROR',
      message: `The service could not be reached (${error.message}).`,
    };
  }
  if (error instanceof Error) return { message: error.message };
  return { message: String(error) };
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
