// A company's workspaces (issue 32.1, docs/wire-compat.md): create, rename, list, activate,
// deactivate, set default, delete. The default workspace is never inactive nor deleted. A change
// that makes a workspace's keys stop working (deactivate, delete) empties this instance's key
// cache once committed and tells the other instances before answering (key-changes.ts); should
// that fail, they follow within KEY_CACHE_MS.
import { randomUUID } from 'node:crypto';
import { LIMITS } from '../../../contract/limits';
import type { WorkspaceWire } from '../../../contract/workspaces';
import { DomainError, invalid } from '../../../domain/errors';
import type { Page, PageQuery, Tx, WorkspaceListing, WorkspaceRow } from '../../store/port';
import type { Auth, Deps } from '../context';
import { type AccountSettings, readAccountSettings } from './account-settings';
import { keysChanged } from './key-changes';
import { findWorkspace } from './key-rotation';
import { hashKey } from './keys';

/** The settings are the company's (seats.io keeps a copy per workspace); shown on each. */
export function workspaceToWire(
  row: WorkspaceRow,
  settings: AccountSettings,
  secretKey?: string,
): WorkspaceWire {
  const wire: WorkspaceWire = {
    id: row.id,
    key: row.key,
    name: row.name,
    isDefault: row.isDefault,
    isTest: row.isTest,
    isActive: row.isActive,
    settings,
  };
  if (secretKey !== undefined) wire.secretKey = secretKey;
  return wire;
}

export function createWorkspace(
  deps: Deps,
  auth: Auth,
  given: { name: string; isTest: boolean },
): Promise<WorkspaceWire> {
  return deps.store.transaction(async (tx) => {
    const max = LIMITS.workspacesPerCompany;
    const existing = await tx.listWorkspaces(auth.company.id, 'all', { limit: max });
    if (existing.items.length >= max) {
      throw invalid(
        `The company has ${max} workspaces, the most it may have; delete one first`,
        'TOO_MANY_WORKSPACES',
      );
    }
    const secretKey = randomUUID();
    const row = await tx.insertWorkspace({
      companyId: auth.company.id,
      key: randomUUID(),
      secretKeyHash: hashKey(secretKey),
      name: given.name,
      isTest: given.isTest,
      isActive: true,
      isDefault: false,
    });
    return workspaceToWire(row, await readAccountSettings(tx, auth.company.id), secretKey);
  });
}

export function retrieveWorkspace(deps: Deps, auth: Auth, key: string): Promise<WorkspaceWire> {
  return deps.store.read(async (tx) =>
    workspaceToWire(
      await findWorkspace(tx, auth, key),
      await readAccountSettings(tx, auth.company.id),
    ),
  );
}

export async function listWorkspaces(
  deps: Deps,
  auth: Auth,
  which: WorkspaceListing,
  page: PageQuery,
): Promise<Page<WorkspaceWire>> {
  return deps.store.read(async (tx) => {
    const found = await tx.listWorkspaces(auth.company.id, which, page);
    const settings = await readAccountSettings(tx, auth.company.id);
    return { ...found, items: found.items.map((row) => workspaceToWire(row, settings)) };
  });
}

async function changing(
  deps: Deps,
  auth: Auth,
  key: string,
  change: (tx: Tx, workspace: WorkspaceRow) => Promise<void>,
): Promise<void> {
  await deps.store.transaction(async (tx) => change(tx, await findWorkspace(tx, auth, key)));
  // Answered once the other instances were told; should telling them fail, keysChanged logs it
  // and the committed change is still answered as done (they forget within KEY_CACHE_MS).
  await keysChanged(deps);
}

export function renameWorkspace(deps: Deps, auth: Auth, key: string, name: string) {
  return changing(deps, auth, key, (tx, workspace) => tx.updateWorkspace({ ...workspace, name }));
}

export function activateWorkspace(deps: Deps, auth: Auth, key: string) {
  return changing(deps, auth, key, (tx, workspace) =>
    tx.updateWorkspace({ ...workspace, isActive: true }),
  );
}

export function deactivateWorkspace(deps: Deps, auth: Auth, key: string) {
  return changing(deps, auth, key, async (tx, workspace) => {
    if (workspace.isDefault) {
      throw invalid(
        `Workspace '${key}' is the default workspace; set another default before deactivating it`,
        'CANNOT_DEACTIVATE_DEFAULT_WORKSPACE',
      );
    }
    await tx.updateWorkspace({ ...workspace, isActive: false });
  });
}

export function setDefaultWorkspace(deps: Deps, auth: Auth, key: string) {
  return changing(deps, auth, key, async (tx, workspace) => {
    if (!workspace.isActive) {
      throw invalid(
        `Workspace '${key}' is inactive; activate it before making it the default`,
        'CANNOT_SET_INACTIVE_WORKSPACE_AS_DEFAULT',
      );
    }
    await tx.setDefaultWorkspace(auth.company.id, workspace.id);
  });
}

export function deleteWorkspace(deps: Deps, auth: Auth, key: string) {
  return changing(deps, auth, key, async (tx, workspace) => {
    if (workspace.isDefault) {
      throw new DomainError(
        'CANNOT_DELETE_DEFAULT_WORKSPACE',
        `Workspace '${key}' is the default workspace and cannot be deleted`,
      );
    }
    if (workspace.isActive) {
      throw new DomainError(
        'CANNOT_DELETE_ACTIVE_WORKSPACE',
        'Cannot delete active workspace, please deactivate it first',
      );
    }
    await tx.deleteWorkspace(workspace.id);
  });
}
