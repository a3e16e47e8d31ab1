// Statements of the SQLite adapter for a company's ticket buyer IDs (application/ticket-buyers).
import type { Page, PageQuery, TicketBuyerRow } from '../port';
import { pageOf } from './paging';
import { SqliteStaffQueries } from './sqlite-staff';

export class SqliteTicketBuyerQueries extends SqliteStaffQueries {
  async addTicketBuyerIds(companyId: number, ids: string[]): Promise<string[]> {
    const added: string[] = [];
    for (const id of ids) {
      const result = this.run(
        'INSERT INTO ticket_buyers (company_id, ticket_buyer_id) VALUES (?, ?) ON CONFLICT DO NOTHING',
        companyId,
        id,
      );
      if (result.changes > 0) added.push(id);
    }
    return added;
  }

  async removeTicketBuyerIds(companyId: number, ids: string[]): Promise<string[]> {
    const removed: string[] = [];
    for (const id of ids) {
      const result = this.run(
        'DELETE FROM ticket_buyers WHERE company_id = ? AND ticket_buyer_id = ?',
        companyId,
        id,
      );
      if (result.changes > 0) removed.push(id);
    }
    return removed;
  }

  async countTicketBuyerIds(companyId: number): Promise<number> {
    const row = this.get('SELECT count(*) AS n FROM ticket_buyers WHERE company_id = ?', companyId);
    return Number(row?.n ?? 0);
  }

  async listTicketBuyerIds(companyId: number, page: PageQuery): Promise<Page<TicketBuyerRow>> {
    return pageOf(
      { ...page, search: undefined },
      'id',
      ['ticket_buyer_id', 'ticket_buyer_id'],
      (where, order, params) =>
        this.all(
          `SELECT id, ticket_buyer_id FROM ticket_buyers WHERE company_id = ? ${where} ORDER BY id ${order} LIMIT ?`,
          companyId,
          ...params,
        ).map((row) => ({ id: Number(row.id), ticketBuyerId: String(row.ticket_buyer_id) })),
    );
  }

  async hasTicketBuyerId(companyId: number, id: string): Promise<boolean> {
    return (
      this.get(
        'SELECT 1 AS found FROM ticket_buyers WHERE company_id = ? AND ticket_buyer_id = ?',
        companyId,
        id,
      ) !== undefined
    );
  }

  async tagHoldToken(token: string, ticketBuyerId: string): Promise<void> {
    this.run('UPDATE hold_tokens SET ticket_buyer_id = ? WHERE token = ?', ticketBuyerId, token);
  }

  async holdTokenTicketBuyer(workspaceId: number, token: string): Promise<string | null> {
    const row = this.get(
      'SELECT ticket_buyer_id AS id FROM hold_tokens WHERE workspace_id = ? AND token = ?',
      workspaceId,
      token,
    );
    return typeof row?.id === 'string' ? row.id : null;
  }

  async countLiveHoldTokensOfTicketBuyer(companyId: number, id: string, now: string) {
    const row = this.get(
      `SELECT count(*) AS n FROM hold_tokens WHERE ticket_buyer_id = ? AND expires_at > ?
        AND workspace_id IN (SELECT id FROM workspaces WHERE company_id = ?)`,
      id,
      now,
      companyId,
    );
    return Number(row?.n ?? 0);
  }

  async expireHoldTokensOfTicketBuyers(companyId: number, ids: string[], now: string) {
    let expired = 0;
    for (const id of ids) {
      expired += this.run(
        `UPDATE hold_tokens SET expires_at = ? WHERE ticket_buyer_id = ? AND expires_at > ?
          AND workspace_id IN (SELECT id FROM workspaces WHERE company_id = ?)`,
        now,
        id,
        now,
        companyId,
      ).changes;
    }
    return expired;
  }
}
