// Two service processes on one PostgreSQL schema of their own, and a test company made through
// the first: the set-up of the tests that change something through instance A and watch what
// instance B does about it (key caches, key rotation).
import { DEV_SYSTEM_SECRET } from '../config';
import { createScratchSchema, type ScratchSchema } from '../store/postgres/scratch-schema-test-kit';
import { type ServiceProcess, startServiceProcess } from './service-process-test-kit';

export interface TestCompany {
  admin: { secretKey: string };
  workspace: { key: string; secretKey: string };
}

export interface TwoInstances {
  a: ServiceProcess;
  b: ServiceProcess;
  company: TestCompany;
  /** Stops both processes (SIGTERM, waiting for them to exit) and drops the schema. */
  stop(): Promise<void>;
}

export const keyAuth = (key: string) => ({ authorization: `Basic ${btoa(`${key}:`)}` });

export async function startTwoInstances(databaseUrl: string): Promise<TwoInstances> {
  const schema: ScratchSchema = await createScratchSchema(databaseUrl);
  const [a, b] = await Promise.all([
    startServiceProcess('unused', { DATABASE_URL: schema.url }),
    startServiceProcess('unused', { DATABASE_URL: schema.url }),
  ]);
  const made = await fetch(`${a.baseUrl}/system/private/create-test-company`, {
    method: 'POST',
    headers: keyAuth(DEV_SYSTEM_SECRET),
  });
  const company = (await made.json()) as TestCompany;
  const stop = async () => {
    for (const one of [a, b]) {
      if (one.child.exitCode === null && one.child.signalCode === null) {
        one.child.kill('SIGTERM');
        await one.exited;
      }
    }
    await schema.drop();
  };
  return { a, b, company, stop };
}
