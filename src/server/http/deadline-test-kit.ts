// Test support for the deadline tests: a transaction that holds an event (its row lock on
// PostgreSQL, the store-wide mutex on SQLite) until the test lets it go, so that a request's work
// waits behind it for as long as the test wants, as it would behind a stalled database.
import pg from 'pg';
import type { Deps } from '../application/context';

export interface HeldEvent {
  /** Resolves once the hold is in place. */
  taken: Promise<void>;
  /** Lets the holding transaction commit; `blockMs` first blocks the event loop that long. */
  release(blockMs?: number): void;
  /** Settles once the holding transaction has ended. */
  done: Promise<void>;
}

export function holdEvent(deps: Deps, workspaceId: number, eventKey: string): HeldEvent {
  let release!: (blockMs?: number) => void;
  const released = new Promise<number>((resolve) => {
    release = (blockMs = 0) => resolve(blockMs);
  });
  let taken!: () => void;
  const takenPromise = new Promise<void>((resolve) => {
    taken = resolve;
  });
  const done = deps.store.transaction(async (tx) => {
    await tx.getEventsForUpdate(workspaceId, [eventKey]);
    taken();
    const blockMs = await released;
    blockLoop(blockMs);
  });
  return { taken: takenPromise, release, done };
}

/**
 * Holds the events table: on SQLite the store-wide mutex (a transaction waiting), on PostgreSQL
 * another session's EXCLUSIVE lock on it, as an operator's LOCK TABLE would. Resolves once held.
 */
export async function holdEventsTable(
  deps: Deps,
  databaseUrl: string,
): Promise<() => Promise<void>> {
  if (deps.store.kind === 'sqlite') {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let taken!: () => void;
    const isTaken = new Promise<void>((resolve) => {
      taken = resolve;
    });
    const done = deps.store.transaction(async () => {
      taken();
      await released;
    });
    await isTaken;
    return async () => {
      release();
      await done;
    };
  }
  const locker = new pg.Client({ connectionString: databaseUrl });
  await locker.connect();
  await locker.query('BEGIN');
  await locker.query('LOCK TABLE events IN EXCLUSIVE MODE');
  return async () => {
    await locker.query('ROLLBACK');
    await locker.end();
  };
}

/** Keeps the event loop busy (no timer can fire) for `ms`, as a long synchronous task does. */
export function blockLoop(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy on purpose
  }
}
