// Staff accounts of a workspace (docs/staff.md): added, listed and changed by its admins (or the
// secret key's holder, or `npm run staff`). A new password or a disabled account ends every
// session of the account in the same transaction, so the next request on any instance is refused.
import { LIMITS } from '../../../contract/limits';
import type { StaffAccount, StaffRole } from '../../../contract/staff';
import { DomainError } from '../../../domain/errors';
import type { StaffRow, Tx } from '../../store/port';
import { hashPassword } from '../accounts/passwords';
import type { Auth, Deps } from '../context';
import { type LoggedChange, recordChanges } from '../event-log/record';
import { staffSessionsChanged } from './session-cache';

export interface NewStaff {
  displayName: string;
  signInName: string;
  password: string;
  role: StaffRole;
}

export interface StaffChanges {
  displayName?: string;
  password?: string;
  role?: StaffRole;
  enabled?: boolean;
}

export function staffToWire(row: StaffRow): StaffAccount {
  return {
    id: String(row.id),
    displayName: row.displayName,
    signInName: row.signInName,
    role: row.role,
    enabled: row.enabled,
    createdAt: row.createdAt,
  };
}

const staffNotFound = (id: string) =>
  new DomainError('STAFF_NOT_FOUND', `Staff account not found: ${id}`, 'not-found');

/** Adds an account inside `tx`; the password is hashed by the caller, outside any transaction. */
export async function insertStaffAccount(
  tx: Tx,
  workspaceId: number,
  fields: Omit<NewStaff, 'password'> & { passwordHash: string },
  now: Date,
): Promise<StaffRow> {
  if ((await tx.listStaff(workspaceId)).length >= LIMITS.staffPerWorkspace) {
    throw new DomainError(
      'TOO_MANY_STAFF',
      `A workspace may have at most ${LIMITS.staffPerWorkspace} staff accounts`,
    );
  }
  const row = await tx.insertStaff({
    workspaceId,
    ...fields,
    enabled: true,
    createdAt: now.toISOString(),
  });
  if (!row) {
    throw new DomainError(
      'STAFF_SIGN_IN_NAME_TAKEN',
      `The sign-in name ${fields.signInName} is taken; choose another`,
    );
  }
  return row;
}

/** `auth`, when given, is who added it: the audit names them (docs/event-log.md). */
export async function addStaff(deps: Deps, workspaceId: number, input: NewStaff, auth?: Auth) {
  const { password, ...fields } = input;
  const passwordHash = await hashPassword(password);
  return deps.store.transaction(async (tx) => {
    const row = await insertStaffAccount(tx, workspaceId, { ...fields, passwordHash }, deps.now());
    if (auth) await recordChanges(tx, auth, deps.now(), [staffLogged('staff.added', row)]);
    return row;
  });
}

function staffLogged(type: LoggedChange['type'], row: StaffRow): LoggedChange {
  return {
    type,
    subjectKey: String(row.id),
    subjectName: row.displayName,
    details: { role: row.role },
  };
}

/** The audit's entries of a change; a password is recorded as reset, never itself. */
function staffChangesLogged(before: StaffRow, after: StaffRow, passwordReset: boolean) {
  const logged: LoggedChange[] = [];
  if (before.enabled !== after.enabled)
    logged.push(staffLogged(after.enabled ? 'staff.enabled' : 'staff.disabled', after));
  if (before.role !== after.role) {
    const changed = staffLogged('staff.role.changed', after);
    logged.push({ ...changed, details: { role: after.role, previousRole: before.role } });
  }
  if (before.displayName !== after.displayName) {
    const renamed = staffLogged('staff.renamed', after);
    logged.push({ ...renamed, details: { previousName: before.displayName } });
  }
  if (passwordReset) logged.push(staffLogged('staff.password.reset', after));
  return logged;
}

export function listStaff(deps: Deps, workspaceId: number): Promise<StaffRow[]> {
  return deps.store.read((tx) => tx.listStaff(workspaceId));
}

export async function changeStaff(
  deps: Deps,
  workspaceId: number,
  id: string,
  changes: StaffChanges,
  auth?: Auth,
): Promise<StaffRow> {
  const numericId = /^\d{1,15}$/.test(id) ? Number(id) : undefined;
  if (numericId === undefined) throw staffNotFound(id);
  const passwordHash =
    changes.password === undefined ? undefined : await hashPassword(changes.password);
  const changed = await deps.store.transaction(async (tx) => {
    const row = await tx.getStaff(workspaceId, numericId);
    if (!row) throw staffNotFound(id);
    const next: StaffRow = {
      ...row,
      displayName: changes.displayName ?? row.displayName,
      role: changes.role ?? row.role,
      enabled: changes.enabled ?? row.enabled,
      passwordHash: passwordHash ?? row.passwordHash,
    };
    await tx.updateStaff(next);
    if (passwordHash !== undefined || !next.enabled) await tx.deleteStaffSessionsOf(row.id);
    const logged = staffChangesLogged(row, next, passwordHash !== undefined);
    if (auth) await recordChanges(tx, auth, deps.now(), logged);
    return next;
  });
  // Every instance reads the account afresh: its sessions may have ended, its role changed.
  await staffSessionsChanged(deps);
  return changed;
}
