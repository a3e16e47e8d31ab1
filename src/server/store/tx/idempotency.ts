// The port's Idempotency-Key records (docs/retries.md).

/** A write's answer as it was sent, kept to answer a retry with the same Idempotency-Key. */
export interface StoredAnswer {
  status: number;
  contentType?: string;
  body: string;
}

/** An answer to store for the attempt `owner` holding a key. */
export interface IdempotentAnswer {
  workspaceId: number;
  key: string;
  owner: string;
  answer: StoredAnswer;
  expiresAt: string;
}

/** One Idempotency-Key of a workspace (docs/retries.md). */
export interface IdempotencyRecord {
  workspaceId: number;
  key: string;
  /** sha256 of the method, the path with its query and the body. */
  fingerprint: string;
  /** The attempt running the request, until its answer is stored. */
  owner?: string;
  /** A running attempt not answered by then is presumed dead: another may take the key over. */
  leaseUntil: string;
  expiresAt: string;
  answer?: StoredAnswer;
}

export interface IdempotencyTx {
  /** The key's record, locked for the rest of the transaction where the database has row locks. */
  getIdempotencyRecord(workspaceId: number, key: string): Promise<IdempotencyRecord | undefined>;
  /**
   * A new record, unless the key has one (then false; a concurrent insert of the key is waited
   * for). Saves reading first for the common case, a key never seen.
   */
  insertIdempotencyRecord(row: IdempotencyRecord): Promise<boolean>;
  /** Overwrites the record read (and locked) earlier in this transaction: a claim taken over. */
  replaceIdempotencyRecord(row: IdempotencyRecord): Promise<void>;
  /**
   * Stores each answer whose `owner` still holds its key unanswered, in one statement where the
   * database allows (a group commit answers many); resolves to how many were stored.
   */
  answerIdempotencyRecords(answers: IdempotentAnswer[]): Promise<number>;
  /** Deletes the record if `owner` still holds it unanswered (its request applied nothing). */
  releaseIdempotencyRecord(workspaceId: number, key: string, owner: string): Promise<void>;
  /** Deletes up to `limit` records that expired at or before `now`; returns how many. */
  deleteExpiredIdempotencyRecords(now: string, limit: number): Promise<number>;
}
