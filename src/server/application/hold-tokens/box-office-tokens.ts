// The box office's hold tokens (Seatdesk addition, docs/holds.md): the back office marks the
// tokens it makes, with the staff name that made them, and lists the workspace's live ones with
// what they hold. Expired tokens are never listed. With staff accounts, `madeBy` will come from
// the signed-in account instead of the body.

import { MAX_HOLD_MINUTES } from '../../../contract/hold-tokens';
import { LIMITS } from '../../../contract/limits';
import { DomainError } from '../../../domain/errors';
import { isHoldTokenLive } from '../../../domain/status/hold-expiry';
import type { BoxOfficeTokenRow, Tx } from '../../store/port';
import type { Auth, Deps } from '../context';

export interface BoxOfficeTokenListing extends BoxOfficeTokenRow {
  objectCount: number;
  held: Array<{ eventKey: string; objects: string[] }>;
}

export interface BoxOfficeTokenPage {
  items: BoxOfficeTokenListing[];
  /** The last token of the page, when more follow. */
  nextPageStartsAfter?: string;
}

const notFound = (token: string) =>
  new DomainError('HOLD_TOKEN_NOT_FOUND', `Hold token not found or expired: ${token}`, 'not-found');

/** Marks a live token of the workspace as the box office's; a second mark keeps the first name. */
export async function markBoxOfficeToken(
  deps: Deps,
  auth: Auth,
  token: string,
  madeBy: string | null,
): Promise<BoxOfficeTokenListing> {
  return deps.store.transaction(async (tx) => {
    const found = await tx.getHoldToken(auth.workspace.id, token);
    if (!found || !isHoldTokenLive(found, auth.workspace.id, deps.now())) throw notFound(token);
    const row = { ...found, madeBy: await tx.markBoxOfficeToken(token, madeBy) };
    return (await withHeld(tx, auth, [row]))[0];
  });
}

/** The token is no longer listed (what it holds stays held until it expires). */
export async function unmarkBoxOfficeToken(deps: Deps, auth: Auth, token: string): Promise<void> {
  await deps.store.transaction(async (tx) => {
    if (!(await tx.getHoldToken(auth.workspace.id, token))) throw notFound(token);
    await tx.unmarkBoxOfficeToken(token);
  });
}

/** The workspace's live box-office tokens, newest first, each with what it holds. */
export async function listBoxOfficeTokens(
  deps: Deps,
  auth: Auth,
  page: { limit: number; startAfter?: string },
): Promise<BoxOfficeTokenPage> {
  return deps.store.read(async (tx) => {
    const now = deps.now();
    let before: { createdAt: string; token: string } | undefined;
    if (page.startAfter !== undefined) {
      const cursor = await tx.getHoldToken(auth.workspace.id, page.startAfter);
      if (!cursor)
        throw new DomainError(
          'GENERAL_ERROR',
          `start_after_id: ${page.startAfter} is not a hold token of this workspace`,
        );
      before = { createdAt: cursor.createdAt, token: cursor.token };
    }
    // No token lives longer than MAX_HOLD_MINUTES after its creation: older ones are not read.
    const createdAfter = new Date(now.getTime() - MAX_HOLD_MINUTES * 60_000).toISOString();
    const rows = await tx.listBoxOfficeTokens({
      workspaceId: auth.workspace.id,
      now: now.toISOString(),
      createdAfter,
      before,
      limit: page.limit + 1,
    });
    const items = rows.slice(0, page.limit);
    return {
      items: await withHeld(tx, auth, items),
      nextPageStartsAfter: rows.length > page.limit ? items[items.length - 1].token : undefined,
    };
  });
}

/** Each token with how many objects it holds, and the first of them by event. */
async function withHeld(
  tx: Tx,
  auth: Auth,
  rows: BoxOfficeTokenRow[],
): Promise<BoxOfficeTokenListing[]> {
  const tokens = rows.map((row) => row.token);
  const counts = await tx.countHeldByTokens(auth.workspace.id, tokens);
  const held = await tx.listHeldByTokens(
    auth.workspace.id,
    tokens,
    LIMITS.heldObjectsListedPerToken,
  );
  return rows.map((row) => ({
    ...row,
    objectCount: counts.get(row.token) ?? 0,
    held: byEvent(held.filter((one) => one.token === row.token)),
  }));
}

function byEvent(held: ReadonlyArray<{ eventKey: string; label: string }>) {
  const events = new Map<string, string[]>();
  for (const one of held) {
    const objects = events.get(one.eventKey) ?? [];
    objects.push(one.label);
    events.set(one.eventKey, objects);
  }
  return [...events].map(([eventKey, objects]) => ({ eventKey, objects }));
}
