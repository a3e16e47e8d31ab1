// "The database cannot serve right now": the one error a store throws when its server is gone,
// restarting, refusing connections or too slow to answer within its timeouts. The HTTP layer
// renders it as 503 STORE_UNAVAILABLE with Retry-After, so clients back off and retry instead of
// seeing a 500 (or a crash).

/** Seconds a client is asked to wait before retrying (a fast PostgreSQL restart takes 1–5 s). */
export const RETRY_AFTER_SECONDS = 2;

export class StoreUnavailableError extends Error {
  readonly status = 503;
  readonly code = 'STORE_UNAVAILABLE';
  readonly retryAfterSeconds = RETRY_AFTER_SECONDS;

  constructor(message: string) {
    super(message);
    this.name = 'StoreUnavailableError';
  }
}

/** SQLSTATE classes and codes that mean "the server went away or could not answer in time". */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: pg_ctl stop/restart -m fast, pg_terminate_backend
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '57014', // query_canceled: statement_timeout
  '25P03', // idle_in_transaction_session_timeout
  '55P03', // lock_not_available: lock_timeout
  '53300', // too_many_connections
]);
const UNAVAILABLE_SYSCALLS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// node-postgres reports a lost socket, a pool wait that timed out and its client-side query
// timeout by message only.
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection error|not queryable|timeout exceeded when trying to connect|Query read timeout|Client was closed/i;

/** Whether a driver error means the database is unavailable (as opposed to a bug or bad data). */
export function isUnavailable(error: unknown): boolean {
  const code = codeOf(error);
  if (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08') || UNAVAILABLE_SYSCALLS.has(code))
    return true;
  return error instanceof Error && UNAVAILABLE_MESSAGES.test(error.message);
}

/** The SQLSTATE or system error code; Node reports a refused dual-stack connect as an aggregate. */
export function codeOf(error: unknown): string {
  const e = error as { code?: unknown; errors?: Array<{ code?: unknown }> } | null;
  if (typeof e?.code === 'string') return e.code;
  const inner = e?.errors?.find((item) => typeof item?.code === 'string');
  return typeof inner?.code === 'string' ? inner.code : '';
}
