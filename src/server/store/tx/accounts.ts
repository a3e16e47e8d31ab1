// The port's accounts: companies, their workspaces, and the service's settings.
import type { Page, PageQuery } from './pages';

export interface CompanyRow {
  id: number;
  name: string;
  /** sha256 hex of the company admin secret key. */
  adminKeyHash: string;
  designerKey: string;
  /** Companies created before 2022-07-12 count a whole-bookable table as 1 in event reports. */
  tablesCountAsOne: boolean;
  createdAt: string;
}

export interface WorkspaceRow {
  id: number;
  companyId: number;
  /** The workspace public key (sent as X-Workspace-Key). */
  key: string;
  secretKeyHash: string;
  name: string;
  isTest: boolean;
  isActive: boolean;
  isDefault: boolean;
}

/** Which workspaces `GET /workspaces`, `/active` and `/inactive` list. */
export type WorkspaceListing = 'all' | 'active' | 'inactive';

export interface AccountsTx {
  insertCompany(row: Omit<CompanyRow, 'id'>): Promise<CompanyRow>;
  getCompany(id: number): Promise<CompanyRow | undefined>;
  updateCompany(row: CompanyRow): Promise<void>;
  countCompanies(): Promise<number>;
  findCompanyByAdminKeyHash(hash: string): Promise<CompanyRow | undefined>;
  insertWorkspace(row: Omit<WorkspaceRow, 'id'>): Promise<WorkspaceRow>;
  findWorkspaceBySecretKeyHash(hash: string): Promise<WorkspaceRow | undefined>;
  getDefaultWorkspace(companyId: number): Promise<WorkspaceRow | undefined>;
  getWorkspaceByKey(companyId: number, key: string): Promise<WorkspaceRow | undefined>;
  /** Writes the secret key hash, name and flags (h-wirea, issue 32). */
  updateWorkspace(row: WorkspaceRow): Promise<void>;
  /** The company's workspaces that were not deleted, newest first (issue 32.1). */
  listWorkspaces(
    companyId: number,
    which: WorkspaceListing,
    page: PageQuery,
  ): Promise<Page<WorkspaceRow>>;
  /** Makes `workspaceId` the company's one default workspace, in one statement. */
  setDefaultWorkspace(companyId: number, workspaceId: number): Promise<void>;
  /** Marks the workspace deleted: no key finds it and no list shows it from then on. */
  deleteWorkspace(workspaceId: number): Promise<void>;
  /** Small key/value table for service-level facts (e.g. the demo company's keys). */
  getSetting(name: string): Promise<string | undefined>;
  putSetting(name: string, value: string): Promise<void>;
  /** The workspace a staff account belongs to. */
  getWorkspaceById(id: number): Promise<WorkspaceRow | undefined>;
}
