// Row mappers of the staff tables, shared by both adapters (docs/staff.md).
import type { StaffRow, StaffSessionRow } from './port';

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

export function toJoinedSession(row: Row): { session: StaffSessionRow; staff: StaffRow } {
  return {
    session: {
      idHash: String(row.id_hash),
      staffId: Number(row.staff_id),
      createdAt: String(row.created_at),
      lastSeenAt: String(row.last_seen_at),
    },
    staff: toStaff({ ...row, id: row.staff_id, created_at: row.staff_created_at }),
  };
}
