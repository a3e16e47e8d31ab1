// `npm run staff -- add <sign-in name> <display name> <role>`: a staff account for the workspace
// whose secret key is in WORKSPACE_SECRET_KEY (the first administrator, docs/staff.md), in the
// database named by DATABASE_URL. The password is made here and printed once; the service need
// not be running (SQLite: while it runs is fine too).
import { randomBytes } from 'node:crypto';
import { SignInNameSchema, StaffRoleSchema } from '../contract/staff';
import { hashKey } from './application/accounts/keys';
import { hashPassword } from './application/accounts/passwords';
import { insertStaffAccount } from './application/staff/staff-accounts';
import { openStore } from './store/open-store';

const USAGE =
  'usage: WORKSPACE_SECRET_KEY=<secret key> npm run staff -- add <sign-in name> "<display name>" <clerk|manager|admin>';

async function main(argv: string[]): Promise<void> {
  const [command, name, displayName, role, ...rest] = argv;
  const secretKey = process.env.WORKSPACE_SECRET_KEY;
  if (command !== 'add' || !name || !displayName?.trim() || !role || rest.length || !secretKey)
    throw new Error(USAGE);
  const signInName = SignInNameSchema.parse(name);
  const staffRole = StaffRoleSchema.parse(role);
  const store = await openStore(process.env.DATABASE_URL ?? 'sqlite:./data/seatdesk.db');
  try {
    const password = randomBytes(12).toString('base64url');
    const passwordHash = await hashPassword(password);
    const row = await store.transaction(async (tx) => {
      const workspace = await tx.findWorkspaceBySecretKeyHash(hashKey(secretKey));
      if (!workspace)
        throw new Error('WORKSPACE_SECRET_KEY is not the secret key of a workspace here');
      const fields = { signInName, displayName: displayName.trim(), role: staffRole, passwordHash };
      return insertStaffAccount(tx, workspace.id, fields, new Date());
    });
    console.log(`added ${row.role} ${row.signInName} (${row.displayName}); password: ${password}`);
  } finally {
    await store.close();
  }
}

main(process.argv.slice(2)).catch((error) => {
  console.error(`staff: ${(error as Error).message}`);
  process.exit(1);
});
