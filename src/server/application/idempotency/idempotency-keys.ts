// Idempotency-Key (docs/retries.md): a write sent again with the same key and the same request gets
// the first answer instead of running again. A request claims its key in a transaction of its own
// before it runs; its answer is stored once it has one: in the transaction of the change itself
// for status changes (answerInTransaction), so the change and its answer land together or not at
// all; after the work's own transaction for every other write.
import { randomUUID } from 'node:crypto';
import { logLine } from '../../log';
import type { IdempotencyRecord, StoredAnswer, Tx } from '../../store/port';
import { currentDeadline, outsideDeadlines, WorkDeadline } from '../../store/work-deadline';
import type { Deps } from '../context';

/** A key this request holds while it runs. */
export interface IdempotencyClaim {
  workspaceId: number;
  key: string;
  /** This attempt: only it may store the answer or let the key go. */
  owner: string;
  /** Set once the answer was committed together with the change (status changes). */
  answered: boolean;
}

export type ClaimResult =
  | { kind: 'claimed'; claim: IdempotencyClaim }
  | { kind: 'answered'; answer: StoredAnswer }
  /** The first request with this key has not been answered yet. */
  | { kind: 'in-use'; retryAfterSeconds: number }
  /** The key was used for another request (method, path or body). */
  | { kind: 'reused' };

/**
 * How long a claim protects a request that has not been answered: past it, its process is taken
 * to have died and a retry may run the request again. Far above the longest a request runs (its
 * deadline; the store's own timeouts end its work soon after).
 */
export function leaseMs(deps: Deps): number {
  return 6 * deps.config.requestTimeoutMs;
}

export async function claimIdempotencyKey(
  deps: Deps,
  workspaceId: number,
  key: string,
  fingerprint: string,
): Promise<ClaimResult> {
  const owner = randomUUID();
  const claimed: ClaimResult = {
    kind: 'claimed',
    claim: { workspaceId, key, owner, answered: false },
  };
  // The claim answers to the request's deadline (too late, it is dropped like the work) but with
  // a gate of its own: its commit is not the request's change, so it must not make a deadline
  // that passes afterwards answer "outcome unknown" for work that was never applied.
  const deadline = currentDeadline();
  const gate = deadline && new WorkDeadline(deadline.at, deadline.timeoutMs);
  return deps.store.transaction(async (tx) => {
    const now = deps.now().getTime();
    const row: IdempotencyRecord = {
      workspaceId,
      key,
      fingerprint,
      owner,
      leaseUntil: new Date(now + leaseMs(deps)).toISOString(),
      expiresAt: new Date(now + deps.config.idempotencyKeyMs).toISOString(),
    };
    if (await tx.insertIdempotencyRecord(row)) return claimed;
    // The key has a record (read locked): its answer, its first request running, or free again.
    const found = await tx.getIdempotencyRecord(workspaceId, key);
    const live = found && Date.parse(found.expiresAt) > now ? found : undefined;
    if (live) {
      if (live.fingerprint !== fingerprint) return { kind: 'reused' };
      if (live.answer) return { kind: 'answered', answer: live.answer };
      const leftMs = Date.parse(live.leaseUntil) - now;
      if (leftMs > 0) {
        const retryAfterSeconds = Math.min(Math.ceil(leftMs / 1000), RETRY_IN_USE_SECONDS);
        return { kind: 'in-use', retryAfterSeconds };
      }
    }
    if (found) await tx.replaceIdempotencyRecord(row);
    // Let go between the insert and the read, and claimed again by another retry meanwhile.
    else if (!(await tx.insertIdempotencyRecord(row)))
      return { kind: 'in-use', retryAfterSeconds: 1 };
    return claimed;
  }, gate && { gate });
}

/** A retry of a request still running is asked to come back within this many seconds. */
const RETRY_IN_USE_SECONDS = 2;

/**
 * The claim was taken over by a retry after its lease ran out (this request ran longer than the
 * lease): this attempt must not apply, the retry does. Rolls back the transaction it is thrown in.
 */
export class IdempotencyClaimLostError extends Error {
  readonly status = 409;
  readonly code = 'IDEMPOTENCY_KEY_IN_USE';

  constructor(key: string) {
    super(
      `Idempotency-Key ${key} was taken over by a retry after this request ran too long; this request applied nothing`,
    );
  }
}

/**
 * Stores answers inside the transaction of the changes they answer (a group commit's, in one
 * statement); throws if a claim is lost, which rolls the changes back.
 */
export async function answerInTransaction(
  deps: Deps,
  tx: Tx,
  answers: Array<{ claim: IdempotencyClaim; answer: StoredAnswer }>,
): Promise<void> {
  if (answers.length === 0) return;
  const expiresAt = new Date(deps.now().getTime() + deps.config.idempotencyKeyMs).toISOString();
  const stored = await tx.answerIdempotencyRecords(
    answers.map(({ claim, answer }) => ({
      workspaceId: claim.workspaceId,
      key: claim.key,
      owner: claim.owner,
      answer,
      expiresAt,
    })),
  );
  if (stored < answers.length) {
    throw new IdempotencyClaimLostError(answers.map(({ claim }) => claim.key).join(', '));
  }
}

/**
 * After the request ran: its final answer is kept, or, for an answer that is not final (a 5xx:
 * the store was unavailable, the request was dropped), the key is let go so that a retry runs it.
 * A failure here is logged, not answered: the request's own answer stands, and the lease frees
 * the key later.
 */
export async function settleIdempotencyKey(
  deps: Deps,
  claim: IdempotencyClaim,
  answer: StoredAnswer | 'not-final',
): Promise<void> {
  try {
    // Outside the request's deadline: the real answer of work that finished after the deadline
    // answered is exactly what a retry must get.
    await outsideDeadlines(() =>
      deps.store.transaction(async (tx) => {
        if (answer === 'not-final') {
          await tx.releaseIdempotencyRecord(claim.workspaceId, claim.key, claim.owner);
        } else {
          await answerInTransaction(deps, tx, [{ claim, answer }]);
        }
      }),
    );
  } catch (error) {
    logLine('error', 'an Idempotency-Key could not be settled; its lease will free it', {
      key: claim.key,
      error: String(error),
    });
  }
}
