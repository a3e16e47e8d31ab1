// Statements of the SQLite adapter for staff accounts and their sessions (docs/staff.md).
import type { StaffRow, StaffSessionRow } from '../port';
import { toWorkspace } from '../rows';
import { joinedSessionSql, STAFF_COLUMNS, toJoinedSession, toStaff } from '../staff-rows';
import { SqliteIdempotencyQueries } from './sqlite-idempotency';

export class SqliteStaffQueries extends SqliteIdempotencyQueries {
  async getWorkspaceById(id: number) {
    const row = this.get('SELECT * FROM workspaces WHERE id = ?', id);
    return row && toWorkspace(row);
  }

  async insertStaff(row: Omit<StaffRow, 'id'>) {
    const result = this.run(
      `INSERT INTO staff_accounts (workspace_id, display_name, sign_in_name, password_hash, role,
        enabled, created_at) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (sign_in_name) DO NOTHING`,
      row.workspaceId,
      row.displayName,
      row.signInName,
      row.passwordHash,
      row.role,
      row.enabled ? 1 : 0,
      row.createdAt,
    );
    return result.changes === 1 ? { ...row, id: Number(result.lastInsertRowid) } : undefined;
  }

  async getStaff(workspaceId: number, id: number) {
    const row = this.get(
      `SELECT ${STAFF_COLUMNS} FROM staff_accounts WHERE workspace_id = ? AND id = ?`,
      workspaceId,
      id,
    );
    return row && toStaff(row);
  }

  async findStaffBySignInName(signInName: string) {
    const row = this.get(
      `SELECT ${STAFF_COLUMNS} FROM staff_accounts WHERE sign_in_name = ?`,
      signInName,
    );
    return row && toStaff(row);
  }

  async listStaff(workspaceId: number) {
    return this.all(
      `SELECT ${STAFF_COLUMNS} FROM staff_accounts WHERE workspace_id = ? ORDER BY id`,
      workspaceId,
    ).map(toStaff);
  }

  async updateStaff(row: StaffRow) {
    this.run(
      'UPDATE staff_accounts SET display_name = ?, password_hash = ?, role = ?, enabled = ? WHERE id = ?',
      row.displayName,
      row.passwordHash,
      row.role,
      row.enabled ? 1 : 0,
      row.id,
    );
  }

  async insertStaffSession(row: StaffSessionRow) {
    this.run(
      'INSERT INTO staff_sessions (id_hash, staff_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)',
      row.idHash,
      row.staffId,
      row.createdAt,
      row.lastSeenAt,
    );
  }

  async getStaffSession(idHash: string) {
    const row = this.get(joinedSessionSql('?'), idHash);
    return row && toJoinedSession(row);
  }

  async touchStaffSession(idHash: string, lastSeenAt: string) {
    this.run('UPDATE staff_sessions SET last_seen_at = ? WHERE id_hash = ?', lastSeenAt, idHash);
  }

  async deleteStaffSession(idHash: string) {
    this.run('DELETE FROM staff_sessions WHERE id_hash = ?', idHash);
  }

  async deleteStaffSessionsOf(staffId: number) {
    return this.run('DELETE FROM staff_sessions WHERE staff_id = ?', staffId).changes;
  }
}
