// Statements of the SQLite adapter for accounts, settings and hold tokens (charts and drawings:
// sqlite-chart-queries.ts; events and states: sqlite-tx.ts). Every method answers synchronously
// inside a resolved promise.
import type Database from 'better-sqlite3';
import { NO_CURSOR } from '../paging';
import type {
  CompanyRow,
  HeldByToken,
  HoldTokenRow,
  ListBoxOfficeTokens,
  WorkspaceRow,
} from '../port';
import { toBoxOfficeToken, toCompany, toHoldToken, toWorkspace } from '../rows';
import type { CommitGate } from '../work-deadline';

export type Row = Record<string, unknown>;

export class SqliteQueries {
  private readonly cache = new Map<string, Database.Statement>();

  constructor(protected readonly db: Database.Database) {}

  /**
   * The deadline of the transaction running, checked before each statement: SQLite answers
   * synchronously, so a long transaction never lets the deadline's timer fire; the clock does.
   */
  gate: CommitGate | undefined;

  protected stmt(sql: string): Database.Statement {
    this.gate?.check();
    let statement = this.cache.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.cache.set(sql, statement);
    }
    return statement;
  }

  protected get(sql: string, ...params: unknown[]): Row | undefined {
    return this.stmt(sql).get(...params) as Row | undefined;
  }

  protected all(sql: string, ...params: unknown[]): Row[] {
    return this.stmt(sql).all(...params) as Row[];
  }

  protected run(sql: string, ...params: unknown[]): Database.RunResult {
    return this.stmt(sql).run(...params);
  }

  async insertCompany(row: Omit<CompanyRow, 'id'>): Promise<CompanyRow> {
    const result = this.run(
      'INSERT INTO companies (name, admin_key_hash, designer_key, tables_count_as_one, created_at) VALUES (?, ?, ?, ?, ?)',
      row.name,
      row.adminKeyHash,
      row.designerKey,
      row.tablesCountAsOne ? 1 : 0,
      row.createdAt,
    );
    return { ...row, id: Number(result.lastInsertRowid) };
  }

  async getCompany(id: number) {
    const row = this.get('SELECT * FROM companies WHERE id = ?', id);
    return row && toCompany(row);
  }

  async updateCompany(row: CompanyRow) {
    this.run(
      'UPDATE companies SET name = ?, tables_count_as_one = ?, admin_key_hash = ?, designer_key = ? WHERE id = ?',
      row.name,
      row.tablesCountAsOne ? 1 : 0,
      row.adminKeyHash,
      row.designerKey,
      row.id,
    );
  }

  async countCompanies() {
    return Number(this.get('SELECT count(*) AS n FROM companies')?.n ?? 0);
  }

  async findCompanyByAdminKeyHash(hash: string) {
    const row = this.get('SELECT * FROM companies WHERE admin_key_hash = ?', hash);
    return row && toCompany(row);
  }

  async insertWorkspace(row: Omit<WorkspaceRow, 'id'>): Promise<WorkspaceRow> {
    const result = this.run(
      'INSERT INTO workspaces (company_id, key, secret_key_hash, name, is_test, is_active, is_default) VALUES (?, ?, ?, ?, ?, ?, ?)',
      row.companyId,
      row.key,
      row.secretKeyHash,
      row.name,
      row.isTest ? 1 : 0,
      row.isActive ? 1 : 0,
      row.isDefault ? 1 : 0,
    );
    return { ...row, id: Number(result.lastInsertRowid) };
  }

  async findWorkspaceBySecretKeyHash(hash: string) {
    const row = this.get(
      'SELECT * FROM workspaces WHERE secret_key_hash = ? AND deleted = 0',
      hash,
    );
    return row && toWorkspace(row);
  }

  async getDefaultWorkspace(companyId: number) {
    const row = this.get(
      'SELECT * FROM workspaces WHERE company_id = ? AND is_default = 1',
      companyId,
    );
    return row && toWorkspace(row);
  }

  async updateWorkspace(row: WorkspaceRow) {
    this.run(
      'UPDATE workspaces SET secret_key_hash = ?, name = ?, is_active = ?, is_default = ? WHERE id = ?',
      row.secretKeyHash,
      row.name,
      row.isActive ? 1 : 0,
      row.isDefault ? 1 : 0,
      row.id,
    );
  }

  async getWorkspaceByKey(companyId: number, key: string) {
    const row = this.get(
      'SELECT * FROM workspaces WHERE company_id = ? AND key = ? AND deleted = 0',
      companyId,
      key,
    );
    return row && toWorkspace(row);
  }

  async getSetting(name: string) {
    return this.get('SELECT value FROM settings WHERE name = ?', name)?.value as string | undefined;
  }

  async putSetting(name: string, value: string) {
    this.run(
      'INSERT INTO settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value',
      name,
      value,
    );
  }

  async insertHoldToken(row: HoldTokenRow) {
    this.run(
      'INSERT INTO hold_tokens (token, workspace_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
      row.token,
      row.workspaceId,
      row.createdAt,
      row.expiresAt,
    );
  }

  async getHoldToken(workspaceId: number, token: string) {
    const row = this.get(
      'SELECT * FROM hold_tokens WHERE workspace_id = ? AND token = ?',
      workspaceId,
      token,
    );
    return row && toHoldToken(row);
  }

  async getHoldTokens(tokens: string[]) {
    const found: HoldTokenRow[] = [];
    for (const token of new Set(tokens)) {
      const row = this.get('SELECT * FROM hold_tokens WHERE token = ?', token);
      if (row) found.push(toHoldToken(row));
    }
    return found;
  }

  async updateHoldTokenExpiry(token: string, expiresAt: string) {
    this.run('UPDATE hold_tokens SET expires_at = ?, swept = 0 WHERE token = ?', expiresAt, token);
  }

  async listExpiredHoldTokens(now: string, limit: number) {
    return this.all(
      'SELECT * FROM hold_tokens WHERE swept = 0 AND expires_at <= ? ORDER BY expires_at LIMIT ?',
      now,
      limit,
    ).map(toHoldToken);
  }

  async markHoldTokenSwept(token: string) {
    this.run('UPDATE hold_tokens SET swept = 1 WHERE token = ?', token);
  }

  async markBoxOfficeToken(token: string, madeBy: string | null) {
    const row = this.get(
      'UPDATE hold_tokens SET made_by = CASE WHEN box_office = 1 THEN made_by ELSE ? END, box_office = 1 WHERE token = ? RETURNING made_by',
      madeBy,
      token,
    );
    return row?.made_by == null ? null : String(row.made_by);
  }

  async unmarkBoxOfficeToken(token: string) {
    this.run('UPDATE hold_tokens SET box_office = 0 WHERE token = ?', token);
  }

  async listBoxOfficeTokens(query: ListBoxOfficeTokens) {
    const before = query.before ?? NO_CURSOR;
    return this.all(
      `SELECT * FROM hold_tokens WHERE box_office = 1 AND workspace_id = ? AND created_at > ?
        AND (created_at < ? OR (created_at = ? AND token < ?)) AND expires_at > ?
        ORDER BY created_at DESC, token DESC LIMIT ?`,
      query.workspaceId,
      query.createdAfter,
      before.createdAt,
      before.createdAt,
      before.token,
      query.now,
      query.limit,
    ).map(toBoxOfficeToken);
  }

  async countHeldByTokens(workspaceId: number, tokens: string[]) {
    const counts = new Map<string, number>();
    for (const token of new Set(tokens)) {
      const row = this.get(
        'SELECT COUNT(*) AS n FROM state_holds h JOIN events e ON e.id = h.event_id WHERE h.token = ? AND e.workspace_id = ?',
        token,
        workspaceId,
      );
      counts.set(token, Number(row?.n ?? 0));
    }
    return counts;
  }

  async listHeldByTokens(workspaceId: number, tokens: string[], perToken: number) {
    const held: HeldByToken[] = [];
    for (const token of new Set(tokens)) {
      const rows = this.all(
        `SELECT e.key, h.label FROM state_holds h JOIN events e ON e.id = h.event_id
          WHERE h.token = ? AND e.workspace_id = ? ORDER BY h.event_id, h.label LIMIT ?`,
        token,
        workspaceId,
        perToken,
      );
      for (const row of rows)
        held.push({ token, eventKey: String(row.key), label: String(row.label) });
    }
    return held;
  }
}
