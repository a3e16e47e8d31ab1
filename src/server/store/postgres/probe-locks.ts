// The PostgreSQL readiness probe (Store.probe, /health/ready): can this database take the locks a
// booking needs right now?
import type pg from 'pg';
import { isUnavailable, StoreUnavailableError } from '../unavailable';

/**
 * The readiness probe: takes, with `timeoutMs` as lock_timeout, the table locks every booking
 * takes (ROW EXCLUSIVE on the state tables), then rolls back. A table locked by another session
 * fails it; so does a server that does not answer (the caller's timer).
 */
export async function probeLocks(pool: pg.Pool, timeoutMs: number): Promise<void> {
  const client = await pool.connect().catch((error) => {
    throw isUnavailable(error)
      ? new StoreUnavailableError(`no connection to PostgreSQL (${messageOf(error)})`)
      : error;
  });
  let failed: Error | undefined;
  try {
    const ms = Math.max(1, Math.round(timeoutMs));
    await client.query('BEGIN');
    await client.query(`SET LOCAL lock_timeout = ${ms}`);
    await client.query(`SET LOCAL statement_timeout = ${ms}`);
    await client.query('LOCK TABLE events, object_states, state_holds IN ROW EXCLUSIVE MODE');
    await client.query('ROLLBACK');
  } catch (error) {
    // Discarded rather than rolled back: it may be stuck, or in a failed transaction.
    failed = error as Error;
    throw isUnavailable(error)
      ? new StoreUnavailableError(
          `PostgreSQL cannot take the locks a booking needs (${messageOf(error)})`,
        )
      : error;
  } finally {
    client.release(failed);
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}
