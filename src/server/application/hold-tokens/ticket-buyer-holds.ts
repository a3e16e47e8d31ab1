// Ticket buyer IDs' effect on holds (issue 32.6, docs/wire-compat.md). Only while the account has
// it switched on (accounts/account-settings.ts): a hold token asked for a `ticketBuyerId` must name
// one of the company's IDs, and one ID has at most LIMITS.holdTokensPerTicketBuyer live tokens.
// Removing an ID ends its tokens as an expiry would (ticket-buyers.ts).
import { LIMITS } from '../../../contract/limits';
import { invalid } from '../../../domain/errors';
import type { Tx } from '../../store/port';
import { ticketBuyerIdsChecked } from '../accounts/account-settings';
import type { Auth } from '../context';

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
