// The port's hold tokens, and those marked as the box office's (Seatdesk addition, docs/holds.md).

export interface HoldTokenRow {
  token: string;
  workspaceId: number;
  createdAt: string;
  expiresAt: string;
}

/** A hold token the back office marked as the box office's (Seatdesk addition, docs/holds.md). */
export interface BoxOfficeTokenRow extends HoldTokenRow {
  /** The staff name given when it was marked; null when none was given. */
  madeBy: string | null;
}

export interface ListBoxOfficeTokens {
  workspaceId: number;
  now: string;
  createdAfter: string;
  /** Only tokens older than this one (by creation, then token), for the next page. */
  before?: { createdAt: string; token: string };
  limit: number;
}

/** One object a token holds: the event's key and the object's label. */
export interface HeldByToken {
  token: string;
  eventKey: string;
  label: string;
}

export interface HoldTokensTx {
  insertHoldToken(row: HoldTokenRow): Promise<void>;
  getHoldToken(workspaceId: number, token: string): Promise<HoldTokenRow | undefined>;
  /** Tokens of any workspace by token value (for the expiry sweep and for reading states). */
  getHoldTokens(tokens: string[]): Promise<HoldTokenRow[]>;
  updateHoldTokenExpiry(token: string, expiresAt: string): Promise<void>;
  /** Tokens whose expiry is at or before `now` and whose holds have not been swept yet. */
  listExpiredHoldTokens(now: string, limit: number): Promise<HoldTokenRow[]>;
  markHoldTokenSwept(token: string): Promise<void>;

  // the box office's hold tokens (Seatdesk addition, application/hold-tokens/box-office-tokens.ts)
  /** Marks the token as the box office's (`madeBy` only if it was not yet); answers its madeBy. */
  markBoxOfficeToken(token: string, madeBy: string | null): Promise<string | null>;
  unmarkBoxOfficeToken(token: string): Promise<void>;
  /** The workspace's marked tokens created after `createdAfter` and expiring after `now`, newest first. */
  listBoxOfficeTokens(query: ListBoxOfficeTokens): Promise<BoxOfficeTokenRow[]>;
  /** Per token, the number of objects it holds in the workspace's events. */
  countHeldByTokens(workspaceId: number, tokens: string[]): Promise<Map<string, number>>;
  /** Per token, at most `perToken` of the objects it holds, by event id then label. */
  listHeldByTokens(workspaceId: number, tokens: string[], perToken: number): Promise<HeldByToken[]>;
}
