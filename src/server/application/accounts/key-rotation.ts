// Replacing keys (issue 32): the company admin key, the designer key and a workspace's secret
// key. A replaced secret key stops working as soon as the change is committed: this instance's
// key cache forgets at once (key-changes.ts), the others within KEY_CACHE_MS.
import { randomUUID } from 'node:crypto';
import { DomainError } from '../../../domain/errors';
import type { Tx, WorkspaceRow } from '../../store/port';
import type { Auth, Deps } from '../context';
import { readAccountSettings } from './account-settings';
import { keysChanged } from './key-changes';
import { hashKey } from './keys';

export const workspaceNotFound = (key: string) =>
  new DomainError(
    'WORKSPACE_NOT_FOUND',
    `No workspace found with public key '${key}'`,
    'not-found',
  );

export async function findWorkspace(tx: Tx, auth: Auth, key: string): Promise<WorkspaceRow> {
  const workspace = await tx.getWorkspaceByKey(auth.company.id, key);
  if (!workspace) throw workspaceNotFound(key);
  return workspace;
}

async function replacing<T>(deps: Deps, work: (tx: Tx) => Promise<T>): Promise<T> {
  const answer = await deps.store.transaction(work);
  // As workspaces.ts's changing(): answered once the others were told, or that failed (logged).
  await keysChanged(deps);
  return answer;
}

/** A new company admin key; the old one stops working. Workspace secret keys are unaffected. */
export function regenerateAdminKey(deps: Deps, auth: Auth): Promise<string> {
  return replacing(deps, async (tx) => {
    const company = (await tx.getCompany(auth.company.id)) ?? auth.company;
    const secretKey = randomUUID();
    await tx.updateCompany({ ...company, adminKeyHash: hashKey(secretKey) });
    return secretKey;
  });
}

export function regenerateDesignerKey(deps: Deps, auth: Auth): Promise<string> {
  return replacing(deps, async (tx) => {
    const company = (await tx.getCompany(auth.company.id)) ?? auth.company;
    const designerKey = randomUUID();
    await tx.updateCompany({ ...company, designerKey });
    return designerKey;
  });
}

/** A new secret key for the workspace whose public key is `key`; its public key is unchanged. */
export function regenerateWorkspaceKey(deps: Deps, auth: Auth, key: string): Promise<string> {
  return replacing(deps, async (tx) => {
    const workspace = await findWorkspace(tx, auth, key);
    const secretKey = randomUUID();
    await tx.updateWorkspace({ ...workspace, secretKeyHash: hashKey(secretKey) });
    return secretKey;
  });
}

/** The company's designer key, default workspace and settings, as they are now. */
export function companyKeys(deps: Deps, auth: Auth) {
  return deps.store.read(async (tx) => {
    const company = (await tx.getCompany(auth.company.id)) ?? auth.company;
    const workspace = await tx.getDefaultWorkspace(company.id);
    const settings = await readAccountSettings(tx, company.id);
    return { company, publicKey: workspace?.key ?? auth.workspace.key, settings };
  });
}
