// A request's deadline, carried with its work down to the store's transactions (docs/error-codes.md,
// "Availability"). A 503 REQUEST_TIMEOUT promises that nothing was applied, so the deadline and
// the commit settle between them, in one thread, which one came first:
// - the store checks the deadline when it takes the work and before each statement, and claims
//   it just before COMMIT: a deadline passed by then (by the clock, even if its timer could not
//   fire because the event loop was busy) drops the work and rolls it back;
// - the HTTP layer, when the deadline fires, expires it: work not yet claimed can no longer
//   commit (503 REQUEST_TIMEOUT), work already claimed may commit (OUTCOME_UNKNOWN).
import { AsyncLocalStorage } from 'node:async_hooks';
import { RETRY_AFTER_SECONDS } from './unavailable';

/** 503: the deadline passed before the work could commit; nothing of it was applied. */
export class DeadlinePassedError extends Error {
  readonly status = 503;
  readonly code = 'REQUEST_TIMEOUT';
  readonly retryAfterSeconds = RETRY_AFTER_SECONDS;

  constructor(timeoutMs: number) {
    super(
      `The request was not answered within ${timeoutMs} ms (the database is slow or unavailable); nothing was applied; retry shortly`,
    );
    this.name = 'DeadlinePassedError';
  }
}

/**
 * 504, no Retry-After: the change may or may not have been applied (its COMMIT was sent). A blind
 * retry could apply it twice (a GA booking by quantity) or be refused for the caller's own seat.
 */
export class OutcomeUnknownError extends Error {
  readonly status = 504;
  readonly code = 'OUTCOME_UNKNOWN';

  constructor(why: string) {
    super(
      `${why}; the change may or may not have been applied: retry with the same Idempotency-Key, or read the objects' status before trying again`,
    );
    this.name = 'OutcomeUnknownError';
  }
}

/** What a store transaction asks of the work's deadline (one request's, or a group's). */
export interface CommitGate {
  /** Throws DeadlinePassedError once the deadline has passed and nothing may commit any more. */
  check(): void;
  /** Just before COMMIT: check(), then the work counts as possibly applied. */
  claim(): void;
  /** After COMMIT: `true` it landed, `false` it was rolled back for sure (a claim is undone). */
  settle(committed: boolean): void;
}

type Phase = 'open' | 'claimed' | 'committed' | 'expired';

/** One request's deadline (performance.now() time), shared by the HTTP layer and the store. */
export class WorkDeadline implements CommitGate {
  private phase: Phase = 'open';
  private claims = 0;

  constructor(
    readonly at: number,
    readonly timeoutMs: number,
  ) {}

  static after(timeoutMs: number): WorkDeadline {
    return new WorkDeadline(performance.now() + timeoutMs, timeoutMs);
  }

  /** Whether nothing may commit any more; judged by the clock, not only by the timer. */
  passed(): boolean {
    if (this.phase === 'open' && performance.now() >= this.at) this.phase = 'expired';
    return this.phase === 'expired';
  }

  check(): void {
    if (this.passed()) throw new DeadlinePassedError(this.timeoutMs);
  }

  claim(): void {
    this.check();
    this.claims++;
    if (this.phase === 'open') this.phase = 'claimed';
  }

  settle(committed: boolean): void {
    this.claims = Math.max(0, this.claims - 1);
    if (committed) this.phase = 'committed';
    else if (this.phase === 'claimed' && this.claims === 0) this.phase = 'open';
  }

  /**
   * The deadline fired: 'nothing-applied' when no work was claimed (and none may be from now on),
   * 'outcome-unknown' when some may have been committed.
   */
  expire(): 'nothing-applied' | 'outcome-unknown' {
    if (this.phase === 'open' || this.phase === 'expired') {
      this.phase = 'expired';
      return 'nothing-applied';
    }
    return 'outcome-unknown';
  }
}

/** The gate of a group of requests sharing one transaction: all of them may commit, or none. */
export function gateOfAll(deadlines: ReadonlyArray<WorkDeadline | undefined>): CommitGate {
  const own = deadlines.filter((d): d is WorkDeadline => d !== undefined);
  return {
    check: () => {
      for (const deadline of own) deadline.check();
    },
    claim: () => {
      for (const deadline of own) deadline.check();
      for (const deadline of own) deadline.claim();
    },
    settle: (committed) => {
      for (const deadline of own) deadline.settle(committed);
    },
  };
}

const current = new AsyncLocalStorage<WorkDeadline>();

/** Runs `work` with `deadline` as the deadline of every store transaction it starts. */
export function runWithDeadline<T>(deadline: WorkDeadline, work: () => T): T {
  return current.run(deadline, work);
}

/** Runs `work` outside any request's deadline (work shared by many requests carries its own). */
export function outsideDeadlines<T>(work: () => T): T {
  return current.exit(work);
}

/** The deadline of the request whose work is running, if any. */
export function currentDeadline(): WorkDeadline | undefined {
  return current.getStore();
}

/** The gate a transaction answers to: the one it was given, else the running request's. */
export function gateOf(given: CommitGate | undefined): CommitGate | undefined {
  return given ?? currentDeadline();
}
