// Issue 30, item 3: the instances' caches kept current from the database's notifications. A key
// that instance B has just cached, replaced through instance A, is refused by B before its cache
// entry would run out (KEY_CACHE_MS): A's NOTIFY makes B forget at once. Two service
// processes on one PostgreSQL database (needs TEST_DATABASE_URL). A deactivated workspace's key
// likewise (workspaces.ts answers after its NOTIFY left).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { KEY_CACHE_MS } from './http/auth';
import type { ServiceProcess } from './reliability/service-process-test-kit';
import {
  keyAuth as auth,
  startTwoInstances,
  type TestCompany,
  type TwoInstances,
} from './reliability/two-instances-test-kit';

const databaseUrl = process.env.TEST_DATABASE_URL;
async function status(on: ServiceProcess, key: string) {
  return (await fetch(`${on.baseUrl}/events`, { headers: auth(key) })).status;
}

describe.skipIf(!databaseUrl)('key caches of two instances kept current by NOTIFY', () => {
  let instances: TwoInstances | undefined;
  let a: ServiceProcess;
  let b: ServiceProcess;
  let company: TestCompany;

  beforeAll(async () => {
    instances = await startTwoInstances(databaseUrl as string);
    ({ a, b, company } = instances);
  }, 120_000);

  afterAll(() => instances?.stop());

  /**
   * Caches `key` on B, runs `change` through A, and expects B to refuse `key` before its cache
   * entry would run out: only the NOTIFY can make it forget that early.
   */
  async function refusedByBEarly(key: string, change: () => Promise<void>, mayRetry: boolean) {
    const cachedBefore = Date.now();
    // Cached by B now: without a notification B accepts it until cachedBefore + KEY_CACHE_MS
    // at the earliest.
    expect(await status(b, key)).toBe(200);
    await change();
    // Too slow a machine to tell a notification from the entry running out: the caller retries.
    if (Date.now() - cachedBefore > KEY_CACHE_MS / 2 && mayRetry) return 'too slow';
    let refused = false;
    while (!refused && Date.now() < cachedBefore + KEY_CACHE_MS) {
      refused = (await status(b, key)) === 401;
      if (!refused) await new Promise((done) => setTimeout(done, 20));
    }
    expect(refused, 'refused while its cache entry was still valid').toBe(true);
    expect(Date.now()).toBeLessThan(cachedBefore + KEY_CACHE_MS);
    return 'refused';
  }

  test('a secret key B has just cached, regenerated on A: B refuses it before its cache entry would run out', async () => {
    let key = company.workspace.secretKey;
    const path = `/workspaces/${company.workspace.key}/actions/regenerate-secret-key`;
    for (let attempt = 1; ; attempt++) {
      const outcome = await refusedByBEarly(
        key,
        async () => {
          const answer = await fetch(`${a.baseUrl}${path}`, {
            method: 'POST',
            headers: auth(company.admin.secretKey),
          });
          expect(answer.status).toBe(200);
          key = ((await answer.json()) as { secretKey: string }).secretKey;
        },
        attempt < 5,
      );
      if (outcome === 'refused') return;
    }
  });

  test('a workspace B has just cached a key of, deactivated on A: B refuses the key before its cache entry would run out', async () => {
    const admin = { ...auth(company.admin.secretKey), 'content-type': 'application/json' };
    for (let attempt = 1; ; attempt++) {
      const made = await fetch(`${a.baseUrl}/workspaces`, {
        method: 'POST',
        headers: admin,
        body: JSON.stringify({ name: `door ${attempt}`, isTest: false }),
      });
      expect(made.status).toBe(200);
      const workspace = (await made.json()) as { key: string; secretKey: string };
      const outcome = await refusedByBEarly(
        workspace.secretKey,
        async () => {
          const answer = await fetch(
            `${a.baseUrl}/workspaces/${workspace.key}/actions/deactivate`,
            {
              method: 'POST',
              headers: admin,
            },
          );
          expect(answer.status).toBe(204);
        },
        attempt < 5,
      );
      if (outcome === 'refused') return;
    }
  });
});
