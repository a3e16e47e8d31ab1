// Statements of the PostgreSQL adapter for a company's ticket buyer IDs (application/ticket-buyers).
import type { Page, PageQuery, TicketBuyerRow } from '../port';
import { pageOf } from './paging';
import { PostgresStaffQueries } from './postgres-staff';

export class PostgresTicketBuyerQueries extends PostgresStaffQueries {
  async addTicketBuyerIds(companyId: number, ids: string[]): Promise<string[]> {
    const rows = await this.all(
      `INSERT INTO ticket_buyers (company_id, ticket_buyer_id)
        SELECT $1, id FROM unnest($2::text[]) WITH ORDINALITY AS given(id, n) ORDER BY n
        ON CONFLICT DO NOTHING RETURNING ticket_buyer_id`,
      [companyId, ids],
    );
    const added = new Set(rows.map((row) => String(row.ticket_buyer_id)));
    return ids.filter((id) => added.has(id));
  }

  async removeTicketBuyerIds(companyId: number, ids: string[]): Promise<string[]> {
    const rows = await this.all(
      'DELETE FROM ticket_buyers WHERE company_id = $1 AND ticket_buyer_id = ANY($2::text[]) RETURNING ticket_buyer_id',
      [companyId, ids],
    );
    const removed = new Set(rows.map((row) => String(row.ticket_buyer_id)));
    return ids.filter((id) => removed.has(id));
  }

  async countTicketBuyerIds(companyId: number): Promise<number> {
    const row = await this.one('SELECT count(*) AS n FROM ticket_buyers WHERE company_id = $1', [
      companyId,
    ]);
    return Number(row?.n ?? 0);
  }

  async listTicketBuyerIds(companyId: number, page: PageQuery): Promise<Page<TicketBuyerRow>> {
    return pageOf(
      { ...page, search: undefined },
      {
        select: 'SELECT id, ticket_buyer_id FROM ticket_buyers WHERE company_id = $1',
        params: [companyId],
        idColumn: 'id',
        searchColumns: ['ticket_buyer_id', 'ticket_buyer_id'],
        run: async (sql, params) =>
          (await this.all(sql, params)).map((row) => ({
            id: Number(row.id),
            ticketBuyerId: String(row.ticket_buyer_id),
          })),
      },
    );
  }

  async hasTicketBuyerId(companyId: number, id: string): Promise<boolean> {
    const row = await this.one(
      'SELECT 1 AS found FROM ticket_buyers WHERE company_id = $1 AND ticket_buyer_id = $2',
      [companyId, id],
    );
    return row !== undefined;
  }

  async holdTokenTicketBuyer(workspaceId: number, token: string): Promise<string | null> {
    const row = await this.one(
      'SELECT ticket_buyer_id AS id FROM hold_tokens WHERE workspace_id = $1 AND token = $2',
      [workspaceId, token],
    );
    return typeof row?.id === 'string' ? row.id : null;
  }

  async tagHoldToken(token: string, ticketBuyerId: string): Promise<void> {
    await this.all('UPDATE hold_tokens SET ticket_buyer_id = $1 WHERE token = $2', [
      ticketBuyerId,
      token,
    ]);
  }

  async countLiveHoldTokensOfTicketBuyer(companyId: number, id: string, now: string) {
    const row = await this.one(
      `SELECT count(*) AS n FROM hold_tokens WHERE ticket_buyer_id = $1 AND expires_at > $2
        AND workspace_id IN (SELECT id FROM workspaces WHERE company_id = $3)`,
      [id, now, companyId],
    );
    return Number(row?.n ?? 0);
  }

  async expireHoldTokensOfTicketBuyers(companyId: number, ids: string[], now: string) {
    const rows = await this.all(
      `UPDATE hold_tokens SET expires_at = $1 WHERE ticket_buyer_id = ANY($2::text[])
        AND expires_at > $1 AND workspace_id IN (SELECT id FROM workspaces WHERE company_id = $3)
        RETURNING token`,
      [now, ids, companyId],
    );
    return rows.length;
  }
}
