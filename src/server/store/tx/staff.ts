// The port's staff accounts and sessions (docs/staff.md).

/** A staff member's account (docs/staff.md); the password only as its scrypt hash. */
export interface StaffRow {
  id: number;
  workspaceId: number;
  displayName: string;
  /** Lower-case, unique across the service. */
  signInName: string;
  passwordHash: string;
  role: 'clerk' | 'manager' | 'admin';
  enabled: boolean;
  createdAt: string;
}

/** A signed-in staff session, found by the sha256 of its cookie's value. */
export interface StaffSessionRow {
  idHash: string;
  staffId: number;
  createdAt: string;
  lastSeenAt: string;
}

/** A session with what decides whether it may still be used: its account and workspace. */
export interface JoinedStaffSession {
  session: StaffSessionRow;
  staff: StaffRow;
  /** The account's workspace is active (a deactivated one ends its staff's sessions). */
  workspaceActive: boolean;
}

export interface StaffTx {
  /** A new account, unless its sign-in name is taken (then undefined). */
  insertStaff(row: Omit<StaffRow, 'id'>): Promise<StaffRow | undefined>;
  getStaff(workspaceId: number, id: number): Promise<StaffRow | undefined>;
  findStaffBySignInName(signInName: string): Promise<StaffRow | undefined>;
  listStaff(workspaceId: number): Promise<StaffRow[]>;
  updateStaff(row: StaffRow): Promise<void>;
  insertStaffSession(row: StaffSessionRow): Promise<void>;
  /** The session, its account and its workspace's active flag, in one indexed read. */
  getStaffSession(idHash: string): Promise<JoinedStaffSession | undefined>;
  touchStaffSession(idHash: string, lastSeenAt: string): Promise<void>;
  deleteStaffSession(idHash: string): Promise<void>;
  /** Ends every session of the account; resolves to how many there were. */
  deleteStaffSessionsOf(staffId: number): Promise<number>;
}
