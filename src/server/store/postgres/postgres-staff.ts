// Statements of the PostgreSQL adapter for staff accounts and their sessions (docs/staff.md).
import type pg from 'pg';
import { LIMITS } from '../../../contract/limits';
import type { StaffRow, StaffSessionRow } from '../port';
import { toWorkspace } from '../rows';
import { joinedSessionSql, STAFF_COLUMNS, toJoinedSession, toStaff } from '../staff-rows';
import { PostgresIdempotencyQueries } from './postgres-idempotency';
import { statementName } from './postgres-queries';

const JOINED_SESSION = joinedSessionSql('$1');
const JOINED_SESSIONS = joinedSessionSql('ANY($1::text[])');

/**
 * The sessions as committed now, outside any transaction: one statement is its own snapshot, so
 * BEGIN and COMMIT would only add two round trips to every staff request (Store.readStaffSessionNow,
 * which gathers the requests waiting for a read into one call: session-reads.ts).
 * Given up after `timeoutMs` ("Query read timeout", answered 503): every staff request waits on
 * this read, and a stuck one (a frozen connection, a lock held elsewhere) held them all for the
 * statement timeout and more. The pool then discards that connection, so the next read uses
 * another.
 */
export async function readStaffSessionsNow(
  pool: pg.Pool,
  idHashes: string[],
  timeoutMs: number = LIMITS.staffSessionReadMs,
) {
  // node-postgres honours a query's own query_timeout; its types omit it.
  const query = {
    name: statementName(JOINED_SESSIONS),
    text: JOINED_SESSIONS,
    values: [idHashes],
    query_timeout: timeoutMs,
  } as pg.QueryConfig<string[][]>;
  const { rows } = await pool.query(query);
  return rows.map(toJoinedSession);
}

export class PostgresStaffQueries extends PostgresIdempotencyQueries {
  async getWorkspaceById(id: number) {
    const row = await this.one(
      'SELECT id, company_id, key, secret_key_hash, name, is_test, is_active, is_default FROM workspaces WHERE id = $1',
      [id],
    );
    return row && toWorkspace(row);
  }

  async insertStaff(row: Omit<StaffRow, 'id'>) {
    const inserted = await this.one(
      `INSERT INTO staff_accounts (workspace_id, display_name, sign_in_name, password_hash, role,
        enabled, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
        ON CONFLICT (sign_in_name) DO NOTHING RETURNING id`,
      [
        row.workspaceId,
        row.displayName,
        row.signInName,
        row.passwordHash,
        row.role,
        row.enabled,
        row.createdAt,
      ],
    );
    return inserted ? { ...row, id: Number(inserted.id) } : undefined;
  }

  async getStaff(workspaceId: number, id: number) {
    const row = await this.one(
      `SELECT ${STAFF_COLUMNS} FROM staff_accounts WHERE workspace_id = $1 AND id = $2`,
      [workspaceId, id],
    );
    return row && toStaff(row);
  }

  async findStaffBySignInName(signInName: string) {
    const row = await this.one(
      `SELECT ${STAFF_COLUMNS} FROM staff_accounts WHERE sign_in_name = $1`,
      [signInName],
    );
    return row && toStaff(row);
  }

  async listStaff(workspaceId: number) {
    const rows = await this.all(
      `SELECT ${STAFF_COLUMNS} FROM staff_accounts WHERE workspace_id = $1 ORDER BY id`,
      [workspaceId],
    );
    return rows.map(toStaff);
  }

  async updateStaff(row: StaffRow) {
    await this.all(
      'UPDATE staff_accounts SET display_name = $1, password_hash = $2, role = $3, enabled = $4 WHERE id = $5',
      [row.displayName, row.passwordHash, row.role, row.enabled, row.id],
    );
  }

  async insertStaffSession(row: StaffSessionRow) {
    await this.all(
      'INSERT INTO staff_sessions (id_hash, staff_id, created_at, last_seen_at) VALUES ($1, $2, $3, $4)',
      [row.idHash, row.staffId, row.createdAt, row.lastSeenAt],
    );
  }

  async getStaffSession(idHash: string) {
    const row = await this.one(JOINED_SESSION, [idHash]);
    return row && toJoinedSession(row);
  }

  async touchStaffSession(idHash: string, lastSeenAt: string) {
    await this.all('UPDATE staff_sessions SET last_seen_at = $1 WHERE id_hash = $2', [
      lastSeenAt,
      idHash,
    ]);
  }

  async deleteStaffSession(idHash: string) {
    await this.all('DELETE FROM staff_sessions WHERE id_hash = $1', [idHash]);
  }

  async deleteStaffSessionsOf(staffId: number) {
    const rows = await this.all(
      'DELETE FROM staff_sessions WHERE staff_id = $1 RETURNING id_hash',
      [staffId],
    );
    return rows.length;
  }
}
