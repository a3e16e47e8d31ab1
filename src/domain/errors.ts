// The refusals of the domain and of the use cases. Each names its kind, not an HTTP status: the
// HTTP layer turns kinds into status codes in one place (src/server/http/errors.ts), so the rules
// and use cases stay free of the wire. Codes and messages are listed in docs/error-codes.md.

/**
 * invalid → 400, not-found → 404, too-large → 413; the live feed's: gone → 410 (changes no longer
 * kept), too-many → 429 (streams per company).
 */
export type RefusalKind = 'invalid' | 'not-found' | 'too-large' | 'gone' | 'too-many';

/** A refusal with a code and a message a person can act on; nothing was applied when it is thrown. */
export class DomainError<Code extends string = string> extends Error {
  constructor(
    readonly code: Code,
    message: string,
    readonly kind: RefusalKind = 'invalid',
    /** Facts a program can act on, answered as `errors[0].data` (seats.io's `failedValidations`). */
    readonly data?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalid = (message: string, code = 'GENERAL_ERROR') => new DomainError(code, message);

export const chartNotFound = (key: string, workspaceKey: string) =>
  new DomainError(
    'CHART_NOT_FOUND',
    `Chart not found: ${key} was not found in workspace ${workspaceKey}`,
    'not-found',
  );

export const eventNotFound = (key: string, workspaceKey: string) =>
  new DomainError(
    'EVENT_NOT_FOUND',
    `Event not found: ${key} was not found in workspace ${workspaceKey}`,
    'not-found',
  );
