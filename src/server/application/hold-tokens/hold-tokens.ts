// Hold tokens (as seats.io's): created with an expiry (the company's hold period by default), readable until they
// expire, and extendable up to two hours after creation. Which tokens a set of states still holds
// with (`liveTokens`) is asked by object lookups, for-sale marks and reports.
import { randomBytes } from 'node:crypto';
import { MAX_HOLD_MINUTES } from '../../../contract/hold-tokens';
import { DomainError } from '../../../domain/errors';
import { deadTokenMessage, isHoldTokenLive } from '../../../domain/status/hold-expiry';
import type { HoldTokenRow, Tx } from '../../store/port';
import { holdPeriodMinutes } from '../accounts/account-settings';
import type { Auth, Deps } from '../context';
import { ticketBuyerForHoldToken } from './ticket-buyer-holds';

const MINUTE = 60_000;

/** `row` as read: the workspace's own expired token has expired, any other does not exist. */
const holdTokenNotFound = (token: string, row: HoldTokenRow | undefined, workspaceId: number) =>
  new DomainError(
    'HOLD_TOKEN_NOT_FOUND',
    deadTokenMessage(token, row?.workspaceId === workspaceId),
    'not-found',
  );

/**
 * Without `expiresInMinutes`, the token lasts the company's hold period (accounts/account-settings.ts);
 * a `ticketBuyerId` is checked and recorded while the account checks them (ticket-buyer-holds.ts).
 */
export async function createHoldToken(
  deps: Deps,
  auth: Auth,
  expiresInMinutes?: number,
  ticketBuyerId?: string,
): Promise<HoldTokenRow> {
  return deps.store.transaction(async (tx) => {
    const minutes = expiresInMinutes ?? (await holdPeriodMinutes(tx, auth.company.id));
    const now = deps.now();
    const buyer = await ticketBuyerForHoldToken(tx, auth, ticketBuyerId, now);
    const row: HoldTokenRow = {
      token: randomBytes(12).toString('base64url'),
      workspaceId: auth.workspace.id,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + minutes * MINUTE).toISOString(),
    };
    await tx.insertHoldToken(row);
    if (buyer !== undefined) await tx.tagHoldToken(row.token, buyer);
    return row;
  });
}

/** A live token of the workspace; an expired or unknown one is a 404. */
export async function retrieveHoldToken(
  deps: Deps,
  auth: Auth,
  token: string,
): Promise<HoldTokenRow> {
  const row = await deps.store.read((tx) => tx.getHoldToken(auth.workspace.id, token));
  if (!row || !isHoldTokenLive(row, auth.workspace.id, deps.now())) {
    throw holdTokenNotFound(token, row, auth.workspace.id);
  }
  return row;
}

/** Expires the token `expiresInMinutes` from now, but never later than two hours after creation. */
export async function extendHoldToken(
  deps: Deps,
  auth: Auth,
  token: string,
  expiresInMinutes: number,
): Promise<HoldTokenRow> {
  return deps.store.transaction(async (tx) => {
    const found = await tx.getHoldToken(auth.workspace.id, token);
    const now = deps.now();
    if (!found || !isHoldTokenLive(found, auth.workspace.id, now)) {
      throw holdTokenNotFound(token, found, auth.workspace.id);
    }
    const latest = Date.parse(found.createdAt) + MAX_HOLD_MINUTES * MINUTE;
    const expiresAt = new Date(
      Math.min(now.getTime() + expiresInMinutes * MINUTE, latest),
    ).toISOString();
    await tx.updateHoldTokenExpiry(token, expiresAt);
    return { ...found, expiresAt };
  });
}

/** The live tokens among `tokens`, for the asking workspace at `now` (one read). */
export async function liveTokens(
  tx: Tx,
  auth: Auth,
  tokens: Iterable<string>,
  now: Date,
): Promise<Set<string>> {
  const live = new Set<string>();
  const unique = [...new Set(tokens)];
  if (unique.length === 0) return live;
  for (const row of await tx.getHoldTokens(unique)) {
    if (isHoldTokenLive(row, auth.workspace.id, now)) live.add(row.token);
  }
  return live;
}
