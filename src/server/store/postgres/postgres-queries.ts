// The PostgreSQL adapter's statements for accounts, settings and hold tokens, plus the query
// helpers the rest use. PostgresChartQueries (postgres-chart-queries.ts) adds charts and drawings,
// PostgresTx (postgres-tx.ts) events, object states and the locking around them.
import type { ClientBase, QueryResultRow } from 'pg';
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
export type TxMode = 'write' | 'read';

// Columns are listed, never `*`: a prepared `SELECT *` fails on a connection that outlives a
// migration adding a column (another instance may migrate while this one runs).
const COMPANY_COLUMNS = 'id, name, admin_key_hash, designer_key, tables_count_as_one, created_at';
const WORKSPACE_COLUMNS =
  'id, company_id, key, secret_key_hash, name, is_test, is_active, is_default';
const HOLD_TOKEN_COLUMNS = 'token, workspace_id, created_at, expires_at';

const statementNames = new Map<string, string>();
export function statementName(sql: string): string {
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
    try {
      return (await this.client.query<R>({ name: statementName(sql), text: sql, values: params }))
        .rows;
    } catch (error) {
      this.failure ??= error;
      throw error;
    }
  }

  private failure: unknown;

  /**
   * The first error a statement of this transaction got. The connection pipelines: statements
   * sent behind a failed one fail with "current transaction is aborted" (25P02), and whichever of
   * them the caller rethrows, this one says why (a deadlock is retried, 25P02 is not).
   */
  get firstFailure(): unknown {
    return this.failure;
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
    await this.all(
      'UPDATE companies SET name = $1, tables_count_as_one = $2, admin_key_hash = $3, designer_key = $4 WHERE id = $5',
      [row.name, row.tablesCountAsOne, row.adminKeyHash, row.designerKey, row.id],
    );
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
      `SELECT ${WORKSPACE_COLUMNS} FROM workspaces WHERE secret_key_hash = $1 AND deleted = 0`,
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

  async updateWorkspace(row: WorkspaceRow) {
    await this.all(
      'UPDATE workspaces SET secret_key_hash = $1, name = $2, is_active = $3, is_default = $4 WHERE id = $5',
      [row.secretKeyHash, row.name, row.isActive, row.isDefault, row.id],
    );
  }

  async getWorkspaceByKey(companyId: number, key: string) {
    const row = await this.one(
      `SELECT ${WORKSPACE_COLUMNS} FROM workspaces WHERE company_id = $1 AND key = $2 AND deleted = 0`,
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

  async markBoxOfficeToken(token: string, madeBy: string | null) {
    const row = await this.one(
      'UPDATE hold_tokens SET made_by = CASE WHEN box_office THEN made_by ELSE $1 END, box_office = true WHERE token = $2 RETURNING made_by',
      [madeBy, token],
    );
    return row?.made_by == null ? null : String(row.made_by);
  }

  async unmarkBoxOfficeToken(token: string) {
    await this.all('UPDATE hold_tokens SET box_office = false WHERE token = $1', [token]);
  }

  async listBoxOfficeTokens(query: ListBoxOfficeTokens) {
    const before = query.before ?? NO_CURSOR;
    const rows = await this.all(
      `SELECT ${HOLD_TOKEN_COLUMNS}, made_by FROM hold_tokens
        WHERE box_office AND workspace_id = $1 AND created_at > $2
        AND (created_at, token) < ($3, $4) AND expires_at > $5
        ORDER BY created_at DESC, token DESC LIMIT $6`,
      [
        query.workspaceId,
        query.createdAfter,
        before.createdAt,
        before.token,
        query.now,
        query.limit,
      ],
    );
    return rows.map(toBoxOfficeToken);
  }

  async countHeldByTokens(workspaceId: number, tokens: string[]) {
    const unique = [...new Set(tokens)];
    const counts = new Map<string, number>(unique.map((token) => [token, 0]));
    if (unique.length === 0) return counts;
    const rows = await this.all(
      `SELECT h.token, COUNT(*) AS n FROM state_holds h JOIN events e ON e.id = h.event_id
        WHERE h.token = ANY($1::text[]) AND e.workspace_id = $2 GROUP BY h.token`,
      [unique, workspaceId],
    );
    for (const row of rows) counts.set(String(row.token), Number(row.n));
    return counts;
  }

  async listHeldByTokens(workspaceId: number, tokens: string[], perToken: number) {
    const unique = [...new Set(tokens)];
    if (unique.length === 0) return [];
    // A lateral join: each token's first objects, not every object of every token sorted.
    const rows = await this.all(
      `SELECT t.token, x.key, x.label FROM unnest($1::text[]) AS t(token)
        CROSS JOIN LATERAL (
          SELECT e.key, h.label, h.event_id FROM state_holds h JOIN events e ON e.id = h.event_id
          WHERE h.token = t.token AND e.workspace_id = $2 ORDER BY h.event_id, h.label LIMIT $3
        ) x ORDER BY t.token, x.event_id, x.label`,
      [unique, workspaceId, perToken],
    );
    return rows.map(
      (row): HeldByToken => ({
        token: String(row.token),
        eventKey: String(row.key),
        label: String(row.label),
      }),
    );
  }
}
