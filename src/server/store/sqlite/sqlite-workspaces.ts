// Statements of the SQLite adapter for a company's workspaces (application/accounts/workspaces.ts);
// finding one by key is in sqlite-queries.ts.
import type { Page, PageQuery, WorkspaceListing, WorkspaceRow } from '../port';
import { toWorkspace } from '../rows';
import { pageOf } from './paging';
import { SqliteTicketBuyerQueries } from './sqlite-ticket-buyers';

const ACTIVE_ONLY: Record<WorkspaceListing, string> = {
  all: '',
  active: 'AND is_active = 1',
  inactive: 'AND is_active = 0',
};

export class SqliteWorkspaceQueries extends SqliteTicketBuyerQueries {
  async listWorkspaces(
    companyId: number,
    which: WorkspaceListing,
    page: PageQuery,
  ): Promise<Page<WorkspaceRow>> {
    return pageOf(page, 'id', ['name', 'key'], (where, order, params) =>
      this.all(
        `SELECT * FROM workspaces WHERE company_id = ? AND deleted = 0 ${ACTIVE_ONLY[which]} ${where}
          ORDER BY id ${order} LIMIT ?`,
        companyId,
        ...params,
      ).map(toWorkspace),
    );
  }

  async setDefaultWorkspace(companyId: number, workspaceId: number): Promise<void> {
    this.run(
      'UPDATE workspaces SET is_default = (id = ?) WHERE company_id = ? AND deleted = 0',
      workspaceId,
      companyId,
    );
  }

  async deleteWorkspace(workspaceId: number): Promise<void> {
    this.run('UPDATE workspaces SET deleted = 1, is_default = 0 WHERE id = ?', workspaceId);
  }
}
