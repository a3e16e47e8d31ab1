// A company's ticket buyer IDs (issue 32.6): added and removed in bulk, each answer saying which
// IDs it changed and which were already so. An ID repeated in one request counts once.
import { LIMITS } from '../../../contract/limits';
import { invalid } from '../../../domain/errors';
import { writeLog } from '../../log';
import type { Page, PageQuery } from '../../store/port';
import type { Auth, Deps } from '../context';
import { sweepExpiredHolds } from '../jobs/hold-sweep';

const once = (ids: string[]) => [...new Set(ids)];

export function addTicketBuyerIds(
  deps: Deps,
  auth: Auth,
  ids: string[],
): Promise<{ added: string[]; alreadyPresent: string[] }> {
  const given = once(ids);
  return deps.store.transaction(async (tx) => {
    const added = await tx.addTicketBuyerIds(auth.company.id, given);
    const kept = await tx.countTicketBuyerIds(auth.company.id);
    // Counted after the insert, inside the transaction: the refusal rolls the insert back.
    if (kept > LIMITS.ticketBuyerIdsPerCompany) {
      throw invalid(
        `The company would keep ${kept} ticket buyer IDs; at most ${LIMITS.ticketBuyerIdsPerCompany} are kept`,
        'TOO_MANY_TICKET_BUYER_IDS',
      );
    }
    const isNew = new Set(added);
    return { added, alreadyPresent: given.filter((id) => !isNew.has(id)) };
  });
}

/**
 * The hold tokens created for a removed ID expire in the same transaction: from then on nothing
 * they hold counts as held, and the hold sweep releases it as any expiry (change feed, history),
 * here at once and otherwise on its next pass.
 */
export async function removeTicketBuyerIds(
  deps: Deps,
  auth: Auth,
  ids: string[],
): Promise<{ removed: string[]; notPresent: string[] }> {
  const given = once(ids);
  const { answer, expired } = await deps.store.transaction(async (tx) => {
    const removed = await tx.removeTicketBuyerIds(auth.company.id, given);
    const gone = new Set(removed);
    const now = deps.now().toISOString();
    const expired = removed.length
      ? await tx.expireHoldTokensOfTicketBuyers(auth.company.id, removed, now)
      : 0;
    return { answer: { removed, notPresent: given.filter((id) => !gone.has(id)) }, expired };
  });
  // The removal has committed: a failed sweep must not turn its answer into an error (the
  // periodic sweep releases the holds later; until then they count as free already).
  if (expired > 0) {
    await sweepExpiredHolds(deps).catch((error) =>
      writeLog({
        level: 'warn',
        msg: 'sweep after ticket buyer removal failed',
        error: String(error),
      }),
    );
  }
  return answer;
}

/** Newest first, as every list of the wire; the cursors are the entries' internal ids. */
export async function listTicketBuyerIds(
  deps: Deps,
  auth: Auth,
  page: PageQuery,
): Promise<Page<string>> {
  const found = await deps.store.read((tx) => tx.listTicketBuyerIds(auth.company.id, page));
  return { ...found, items: found.items.map((row) => row.ticketBuyerId) };
}
