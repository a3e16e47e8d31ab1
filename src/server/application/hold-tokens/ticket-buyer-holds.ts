// Ticket buyer IDs' effect on holds (issue 32.6, docs/wire-compat.md). Only while the account has
// it switched on (accounts/account-settings.ts): a hold token asked for a `ticketBuyerId` must name
// one of the company's IDs, and one ID has at most LIMITS.holdTokensPerTicketBuyer live tokens.
// Removing an ID ends its tokens as an expiry would (ticket-buyers.ts). Hold and release requests
// may carry a `ticketBuyerId` too (checkTicketBuyerAsks).
import { LIMITS } from '../../../contract/limits';
import { invalid } from '../../../domain/errors';
import type { Tx } from '../../store/port';
import { ticketBuyerIdsChecked } from '../accounts/account-settings';
import type { Auth, Deps } from '../context';

/** The ID to record on the new token, or undefined when none is asked or checks are off. */
export async function ticketBuyerForHoldToken(
  tx: Tx,
  auth: Auth,
  ticketBuyerId: string | undefined,
  now: Date,
): Promise<string | undefined> {
  if (ticketBuyerId === undefined) return undefined;
  if (!(await ticketBuyerIdsChecked(tx, auth.company.id))) return undefined;
  if (!(await tx.hasTicketBuyerId(auth.company.id, ticketBuyerId))) {
    throw invalid(
      `Ticket buyer ID ${ticketBuyerId} is not one of the company's ticket buyer IDs`,
      'TICKET_BUYER_ID_NOT_FOUND',
    );
  }
  const max = LIMITS.holdTokensPerTicketBuyer;
  const live = await tx.countLiveHoldTokensOfTicketBuyer(
    auth.company.id,
    ticketBuyerId,
    now.toISOString(),
  );
  if (live >= max) {
    throw invalid(
      `Ticket buyer ${ticketBuyerId} already has ${live} live hold tokens; at most ${max} at once`,
      'TOO_MANY_HOLD_TOKENS_FOR_TICKET_BUYER',
    );
  }
  return ticketBuyerId;
}

/** A status change's `ticketBuyerId` and the hold token it holds or releases with. */
export interface TicketBuyerAsk {
  ticketBuyerId: string;
  holdToken?: string;
}

/**
 * Hold and release requests carrying a `ticketBuyerId`, while the account checks them: the ID
 * must be one of the company's, and a hold token created for a ticket buyer serves that buyer
 * only. Checked before the change is queued; an ID removed meanwhile has already ended its
 * tokens (ticket-buyers.ts), so the engine refuses the hold as expired.
 */
export async function checkTicketBuyerAsks(
  deps: Deps,
  auth: Auth,
  asks: TicketBuyerAsk[],
): Promise<void> {
  if (asks.length === 0) return;
  await deps.store.read(async (tx) => {
    if (!(await ticketBuyerIdsChecked(tx, auth.company.id))) return;
    for (const { ticketBuyerId, holdToken } of asks) {
      if (!(await tx.hasTicketBuyerId(auth.company.id, ticketBuyerId))) {
        throw invalid(
          `Ticket buyer ID ${ticketBuyerId} is not one of the company's ticket buyer IDs`,
          'TICKET_BUYER_ID_NOT_FOUND',
        );
      }
      if (holdToken === undefined) continue;
      const owner = await tx.holdTokenTicketBuyer(auth.workspace.id, holdToken);
      if (owner !== null && owner !== ticketBuyerId) {
        throw invalid(
          `Hold token ${holdToken} was created for another ticket buyer than ${ticketBuyerId}`,
          'HOLD_TOKEN_OF_ANOTHER_TICKET_BUYER',
        );
      }
    }
  });
}
