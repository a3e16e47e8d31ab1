// Creating companies: a company admin key, a designer key and a default workspace. Secret keys are
// returned once and stored only as hashes.
import { randomUUID } from 'node:crypto';
import type { TestCompany } from '../../../contract/accounts';
import type { Tx } from '../../store/port';
import type { Deps } from '../context';
import { hashKey } from './keys';

/** Companies created before this day count a whole-bookable table as one in event reports. */
export const TABLE_COUNTING_CUTOFF = '2022-07-12';

export async function createCompany(tx: Tx, name: string, now: Date): Promise<TestCompany> {
  const adminKey = randomUUID();
  const workspaceSecret = randomUUID();
  const designerKey = randomUUID();
  const createdAt = now.toISOString();
  const company = await tx.insertCompany({
    name,
    adminKeyHash: hashKey(adminKey),
    designerKey,
    tablesCountAsOne: createdAt < TABLE_COUNTING_CUTOFF,
    createdAt,
  });
  const workspace = await tx.insertWorkspace({
    companyId: company.id,
    key: randomUUID(),
    secretKeyHash: hashKey(workspaceSecret),
    name: `${name} workspace`,
    isTest: true,
    isActive: true,
    isDefault: true,
  });
  return {
    admin: { id: company.id, secretKey: adminKey, designerKey, publicKey: workspace.key },
    workspace: {
      id: workspace.id,
      key: workspace.key,
      secretKey: workspaceSecret,
      name: workspace.name,
      isTest: true,
      isActive: true,
      settings: {},
    },
  };
}

/** A company for a test run, as the system API's create-test-company makes it. */
export function createTestCompany(deps: Deps): Promise<TestCompany> {
  return deps.store.transaction((tx) => createCompany(tx, 'Test company', deps.now()));
}
