// The port's ticket buyer IDs of a company (application/ticket-buyers), and the hold tokens made
// for them.
import type { Page, PageQuery } from './pages';

/** One ticket buyer ID of a company; `id` orders the list and is its paging cursor. */
export interface TicketBuyerRow {
  id: number;
  ticketBuyerId: string;
}

export interface TicketBuyersTx {
  /** Adds the IDs not yet listed; answers those it added. */
  addTicketBuyerIds(companyId: number, ids: string[]): Promise<string[]>;
  /** Removes the listed IDs; answers those it removed. */
  removeTicketBuyerIds(companyId: number, ids: string[]): Promise<string[]>;
  countTicketBuyerIds(companyId: number): Promise<number>;
  listTicketBuyerIds(companyId: number, page: PageQuery): Promise<Page<TicketBuyerRow>>;
  hasTicketBuyerId(companyId: number, id: string): Promise<boolean>;
  /** Records the ticket buyer ID a hold token was created for. */
  tagHoldToken(token: string, ticketBuyerId: string): Promise<void>;
  /** The ticket buyer ID the workspace's token was created for; null when none (or no token). */
  holdTokenTicketBuyer(workspaceId: number, token: string): Promise<string | null>;
  /** The company's hold tokens created for the ID that expire after `now`. */
  countLiveHoldTokensOfTicketBuyer(companyId: number, id: string, now: string): Promise<number>;
  /** Makes the company's live tokens created for these IDs expire at `now`; returns how many. */
  expireHoldTokensOfTicketBuyers(companyId: number, ids: string[], now: string): Promise<number>;
}
