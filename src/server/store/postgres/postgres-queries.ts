// The PostgreSQL adapter's statements for accounts, settings and hold tokens, plus the query
// helpers the rest use. PostgresChartQueries (postgres-chart-queries.ts) adds charts and drawings,
// PostgresTx (postgres-tx.ts) events, object states and the locking around them.
import type { ClientBase, QueryResultRow } from 'pg';
import type { CompanyRow, HoldTokenRow, WorkspaceRow } from '../port';
import { toCompany, toHoldToken, toWorkspace } from '../rows';
import type { CommitGate } from '../work-deadline';

export type Row = Record<string, unknown>;
export type TxMode = 'write' | 'read';

// Columns are listed, never `*`: a prepared `SELECT *` fails on a connection that outlives a
// migration adding a column (another instance may migrate while this one runs).
const COMPANY_COLUMNS = 'id, name, admin_key_hash, designer_key, tables_count_as_one, created_at';
const WORKSPACE_COLUMNS =
  'id, company_id, key, secret_key_hash, name, is_test, is_active, is_default';
const HOLD_TOKEN_COLUMNS = 'token, workspace_id, created_at, expires_at';

const statementNames = new Map<string, string>();
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (!name) {
    name = `seatdesk_${statementNames.size + 1}`;
    statementNames.set(sql, name);
  }
  return name;
}

export abstract class PostgresQueries {
  constructor(
    private readonly client: ClientBase,
    private readonly mode: TxMode,
    /** The work's deadline, checked before each statement (the store claims it at COMMIT). */
    private readonly gate?: CommitGate,
  ) {}

  /**
   * Every statement is named, so each pooled connection parses and plans it once; the texts are
   * fixed strings (plus a few paging variants), so the set of names stays small.
   */
  protected async all<R extends QueryResultRow = Row>(sql: string, params: unknown[] = []) {
    this.gate?.check();
    return (await this.client.query<R>({ name: statementName(sql), text: sql, values: params }))
      .rows;
  }

  protected async one(sql: string, params: unknown[] = []): Promise<Row | undefined> {
    return (await this.all(sql, params))[0];
  }

  protected get writing(): boolean {
    return this.mode === 'write';
  }

  protected async insertReturningId(sql: string, params: unknown[]): Promise<number> {
    return Number((await this.one(`${sql} RETURNING id`, params))?.id);
  }

  async insertCompany(row: Omit<CompanyRow, 'id'>): Promise<CompanyRow> {
    const id = await this.insertReturningId(
      'INSERT INTO companies (name, admin_key_hash, designer_key, tables_count_as_one, created_at) VALUES ($1, $2, $3, $4, $5)',
      [row.name, row.adminKeyHash, row.designerKey, row.tablesCountAsOne, row.createdAt],
    );
    return { ...row, id };
  }

  async getCompany(id: number) {
    const row = await this.one(`SELECT ${COMPANY_COLUMNS} FROM companies WHERE id = $1`, [id]);
    return row && toCompany(row);
  }

  async updateCompany(row: CompanyRow) {
    await this.all('UPDATE companies SET name = $1, tables_count_as_one = $2 WHERE id = $3', [
      row.name,
      row.tablesCountAsOne,
      row.id,
    ]);
  }

  async countCompanies() {
    return Number((await this.one('SELECT count(*) AS n FROM companies'))?.n ?? 0);
  }

  async findCompanyByAdminKeyHash(hash: string) {
    const row = await this.one(
      `SELECT ${COMPANY_COLUMNS} FROM companies WHERE admin_key_hash = $1`,
      [hash],
    );
    return row && toCompany(row);
  }

  async insertWorkspace(row: Omit<WorkspaceRow, 'id'>): Promise<WorkspaceRow> {
    const id = await this.insertReturningId(
      'INSERT INTO workspaces (company_id, key, secret_key_hash, name, is_test, is_active, is_default) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [
        row.companyId,
        row.key,
        row.secretKeyHash,
        row.name,
        row.isTest,
        row.isActive,
        row.isDefault,
      ],
    );
    return { ...row, id };
  }

  async findWorkspaceBySecretKeyHash(hash: string) {
    const row = await this.one(
      `SELECT ${WORKSPACE_COLUMNS} FROM workspaces WHERE secret_key_hash = $1`,
      [hash],
    );
    return row && toWorkspace(row);
  }

  async getDefaultWorkspace(companyId: number) {
    const row = await this.one(
      `SELECT ${WORKSPACE_COLUMNS} FROM workspaces WHERE company_id = $1 AND is_default ORDER BY id LIMIT 1`,
      [companyId],
    );
    return row && toWorkspace(row);
  }

  async getWorkspaceByKey(companyId: number, key: string) {
    const row = await this.one(
      `SELECT ${WORKSPACE_COLUMNS} FROM workspaces WHERE company_id = $1 AND key = $2`,
      [companyId, key],
    );
    return row && toWorkspace(row);
  }

  async getSetting(name: string) {
    return (await this.one('SELECT value FROM settings WHERE name = $1', [name]))?.value as
      | string
      | undefined;
  }

  async putSetting(name: string, value: string) {
    await this.all(
      'INSERT INTO settings (name, value) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET value = excluded.value',
      [name, value],
    );
  }

  async insertHoldToken(row: HoldTokenRow) {
    await this.all(
      'INSERT INTO hold_tokens (token, workspace_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
      [row.token, row.workspaceId, row.createdAt, row.expiresAt],
    );
  }

  async getHoldToken(workspaceId: number, token: string) {
    const row = await this.one(
      `SELECT ${HOLD_TOKEN_COLUMNS} FROM hold_tokens WHERE workspace_id = $1 AND token = $2`,
      [workspaceId, token],
    );
    return row && toHoldToken(row);
  }

  async getHoldTokens(tokens: string[]) {
    if (tokens.length === 0) return [];
    const rows = await this.all(
      `SELECT ${HOLD_TOKEN_COLUMNS} FROM hold_tokens WHERE token = ANY($1::text[])`,
      [[...new Set(tokens)]],
    );
    return rows.map(toHoldToken);
  }

  async updateHoldTokenExpiry(token: string, expiresAt: string) {
    await this.all('UPDATE hold_tokens SET expires_at = $1, swept = false WHERE token = $2', [
      expiresAt,
      token,
    ]);
  }

  async listExpiredHoldTokens(now: string, limit: number) {
    // Instances sweeping at the same moment split the expired tokens instead of queueing on them.
    const skip = this.writing ? ' FOR UPDATE SKIP LOCKED' : '';
    const rows = await this.all(
      `SELECT ${HOLD_TOKEN_COLUMNS} FROM hold_tokens WHERE NOT swept AND expires_at <= $1 ORDER BY expires_at LIMIT $2${skip}`,
      [now, limit],
    );
    return rows.map(toHoldToken);
  }

  async markHoldTokenSwept(token: string) {
    await this.all('UPDATE hold_tokens SET swept = true WHERE token = $1', [token]);
  }
}
