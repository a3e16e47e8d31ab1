import { ApiError } from '../../../client/transport';

/** Turns a failed credentials check into words about what to fix. */
export function signInErrorMessage(error: unknown, baseUrl: string): string {
  if (error instanceof ApiError) {
    if (error.status === 401 || error.status === 403) {
      return `The secret key was not accepted by ${baseUrl}. Check that you copied the whole key, and that it belongs to this region.`;
    }
    if (error.code === 'WORKSPACE_NOT_FOUND' || error.status === 404) {
      return `The workspace key was not found (${error.code}: ${error.message}). Leave it empty to use the key's own workspace.`;
    }
    return `${baseUrl} refused the check: ${error.code}: ${error.message}`;
  }
  if (error instanceof TypeError) {
    return `${baseUrl} could not be reached. A seats.io region may refuse calls from a browser page on another site; run Seatdesk with UPSTREAM_URL set to the region and sign in to "This service" instead.`;
  }
  return error instanceof Error ? error.message : String(error);
}
