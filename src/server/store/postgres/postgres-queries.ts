// The PostgreSQL adapter's statements for everything but events and their states: accounts,
// settings, charts and hold tokens, plus the query helpers both halves use. PostgresTx
// (postgres-tx.ts) adds events, object states and the locking around them.
import type { ClientBase, QueryResultRow } from 'pg';
import type {
  ChartRow,
  CompanyRow,
  DrawingVersion,
  HoldTokenRow,
  Page,
  PageQuery,
  WorkspaceRow,
} from '../port';
import { toChart, toCompany, toHoldToken, toWorkspace } from '../sqlite/rows';
import { pageOf } from './paging';

export type Row = Record<string, unknown>;
export type TxMode = 'write' | 'read';

// Columns are listed, never `*`: a prepared `SELECT *` fails on a connection that outlives a
// migration adding a column (another instance may migrate while this one runs).
const COMPANY_COLUMNS = 'id, name, admin_key_hash, designer_key, tables_count_as_one, created_at';
const WORKSPACE_COLUMNS =
  'id, company_id, key, secret_key_hash, name, is_test, is_active, is_default';
const CHART_COLUMNS =
  'id, workspace_id, key, name, venue_type, archived, tags, revision, draft_drawing IS NOT NULL AS has_draft, created_at';
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
  ) {}

  /**
   * Every statement is named, so each pooled connection parses and plans it once; the texts are
   * fixed strings (plus a few paging variants), so the set of names stays small.
   */
  protected async all<R extends QueryResultRow = Row>(sql: string, params: unknown[] = []) {
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

  async insertChart(
    row: Omit<ChartRow, 'id' | 'revision' | 'hasDraft'>,
    drawing: unknown,
  ): Promise<ChartRow> {
    const id = await this.insertReturningId(
      'INSERT INTO charts (workspace_id, key, name, venue_type, archived, tags, published_drawing, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
      [
        row.workspaceId,
        row.key,
        row.name,
        row.venueType,
        row.archived,
        JSON.stringify(row.tags),
        JSON.stringify(drawing),
        row.createdAt,
      ],
    );
    return { ...row, id, revision: 1, hasDraft: false };
  }

  async getChart(workspaceId: number, key: string) {
    const row = await this.one(
      `SELECT ${CHART_COLUMNS} FROM charts WHERE workspace_id = $1 AND key = $2`,
      [workspaceId, key],
    );
    return row && toChart(row);
  }

  async getChartById(id: number) {
    const row = await this.one(`SELECT ${CHART_COLUMNS} FROM charts WHERE id = $1`, [id]);
    return row && toChart(row);
  }

  async updateChartMeta(row: ChartRow) {
    await this.all(
      'UPDATE charts SET name = $1, venue_type = $2, archived = $3, tags = $4 WHERE id = $5',
      [row.name, row.venueType, row.archived, JSON.stringify(row.tags), row.id],
    );
  }

  async listCharts(
    workspaceId: number,
    archived: boolean,
    page: PageQuery,
  ): Promise<Page<ChartRow>> {
    return pageOf(page, {
      select: `SELECT ${CHART_COLUMNS} FROM charts WHERE workspace_id = $1 AND archived = $2`,
      params: [workspaceId, archived],
      idColumn: 'id',
      searchColumns: ['key', 'name'],
      run: async (sql, params) => (await this.all(sql, params)).map(toChart),
    });
  }

  async getDrawing(chartId: number, version: DrawingVersion) {
    const column = version === 'draft' ? 'draft_drawing' : 'published_drawing';
    const row = await this.one(`SELECT ${column} AS drawing FROM charts WHERE id = $1`, [chartId]);
    return row?.drawing == null ? undefined : JSON.parse(row.drawing as string);
  }

  async putDrawing(chartId: number, version: DrawingVersion, drawing: unknown) {
    const column = version === 'draft' ? 'draft_drawing' : 'published_drawing';
    await this.all(`UPDATE charts SET ${column} = $1, revision = revision + 1 WHERE id = $2`, [
      JSON.stringify(drawing),
      chartId,
    ]);
  }

  async publishDraft(chartId: number) {
    await this.all(
      'UPDATE charts SET published_drawing = draft_drawing, draft_drawing = NULL, revision = revision + 1 WHERE id = $1 AND draft_drawing IS NOT NULL',
      [chartId],
    );
  }

  async discardDraft(chartId: number) {
    await this.all(
      'UPDATE charts SET draft_drawing = NULL, revision = revision + 1 WHERE id = $1',
      [chartId],
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
