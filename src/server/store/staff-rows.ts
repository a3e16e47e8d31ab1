// Row mappers of the staff tables, shared by both adapters (docs/staff.md).
import type { JoinedStaffSession, StaffRow } from './port';

type Row = Record<string, unknown>;

export const STAFF_COLUMNS =
  'id, workspace_id, display_name, sign_in_name, password_hash, role, enabled, created_at';

/** The staff columns again, named `staff_…`, for the session read that joins them. */
export const JOINED_STAFF_COLUMNS =
  's.id AS staff_id, s.workspace_id, s.display_name, s.sign_in_name, s.password_hash, s.role, s.enabled, s.created_at AS staff_created_at';

export function toStaff(row: Row): StaffRow {
  return {
    id: Number(row.id),
    workspaceId: Number(row.workspace_id),
    displayName: String(row.display_name),
    signInName: String(row.sign_in_name),
    passwordHash: String(row.password_hash),
    role: String(row.role) as StaffRow['role'],
    enabled: Boolean(row.enabled),
    createdAt: String(row.created_at),
  };
}

/**
 * The session read of both adapters (`?` or `$1` the session's hash): indexed all along (the
 * session's key, then the account's and the workspace's).
 */
export function joinedSessionSql(parameter: string): string {
  return `SELECT t.id_hash, t.created_at, t.last_seen_at, ${JOINED_STAFF_COLUMNS}, w.is_active AS workspace_active
    FROM staff_sessions t JOIN staff_accounts s ON s.id = t.staff_id
    JOIN workspaces w ON w.id = s.workspace_id WHERE t.id_hash = ${parameter}`;
}

export function toJoinedSession(row: Row): JoinedStaffSession {
  return {
    workspaceActive: Boolean(row.workspace_active),
    session: {
      idHash: String(row.id_hash),
      staffId: Number(row.staff_id),
      createdAt: String(row.created_at),
      lastSeenAt: String(row.last_seen_at),
    },
    staff: toStaff({ ...row, id: row.staff_id, created_at: row.staff_created_at }),
  };
}
