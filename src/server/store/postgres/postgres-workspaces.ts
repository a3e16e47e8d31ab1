// Statements of the PostgreSQL adapter for a company's workspaces
// (application/accounts/workspaces.ts); finding one by key is in postgres-queries.ts.
import type { Page, PageQuery, WorkspaceListing, WorkspaceRow } from '../port';
import { toWorkspace } from '../rows';
import { pageOf } from './paging';
import { PostgresTicketBuyerQueries } from './postgres-ticket-buyers';

const ACTIVE_ONLY: Record<WorkspaceListing, string> = {
  all: '',
  active: 'AND is_active',
  inactive: 'AND NOT is_active',
};

export class PostgresWorkspaceQueries extends PostgresTicketBuyerQueries {
  async listWorkspaces(
    companyId: number,
    which: WorkspaceListing,
    page: PageQuery,
  ): Promise<Page<WorkspaceRow>> {
    return pageOf(page, {
      select: `SELECT id, company_id, key, secret_key_hash, name, is_test, is_active, is_default
        FROM workspaces WHERE company_id = $1 AND deleted = 0 ${ACTIVE_ONLY[which]}`,
      params: [companyId],
      idColumn: 'id',
      searchColumns: ['name', 'key'],
      run: async (sql, params) => (await this.all(sql, params)).map(toWorkspace),
    });
  }

  // One statement: two concurrent calls cannot leave two defaults (the second waits on the rows'
  // locks and then sets the flags again over what the first wrote).
  async setDefaultWorkspace(companyId: number, workspaceId: number): Promise<void> {
    await this.all(
      'UPDATE workspaces SET is_default = (id = $1) WHERE company_id = $2 AND deleted = 0',
      [workspaceId, companyId],
    );
  }

  async deleteWorkspace(workspaceId: number): Promise<void> {
    await this.all('UPDATE workspaces SET deleted = 1, is_default = false WHERE id = $1', [
      workspaceId,
    ]);
  }
}
