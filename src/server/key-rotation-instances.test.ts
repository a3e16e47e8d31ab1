// Issue 32, item 2: a replaced key stops working on every instance. Two service processes on one
// PostgreSQL database (needs TEST_DATABASE_URL, e.g. through scripts/with-postgres.sh): a key
// cached by instance B is replaced through instance A; A refuses the old key at once, B within
// KEY_CACHE_MS (its cache's time limit), and the new key works on both at once.
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
/** Room for a loaded 2-core machine on top of the documented bound. */
const SLACK_MS = 3_000;

async function status(on: ServiceProcess, key: string, method = 'GET', path = '/events') {
  return (await fetch(`${on.baseUrl}${path}`, { method, headers: auth(key) })).status;
}

/** Milliseconds until `key` is refused by `on`, polling every 50 ms. */
async function untilRefused(on: ServiceProcess, key: string): Promise<number> {
  const start = Date.now();
  while ((await status(on, key)) !== 401) {
    if (Date.now() - start > KEY_CACHE_MS + SLACK_MS) break;
    await new Promise((done) => setTimeout(done, 50));
  }
  return Date.now() - start;
}

describe.skipIf(!databaseUrl)('a replaced key on two instances of one PostgreSQL', () => {
  let instances: TwoInstances | undefined;
  let a: ServiceProcess;
  let b: ServiceProcess;
  let company: TestCompany;

  beforeAll(async () => {
    instances = await startTwoInstances(databaseUrl as string);
    ({ a, b, company } = instances);
  }, 120_000);

  afterAll(() => instances?.stop());

  test('a workspace secret key regenerated on A', async () => {
    const old = company.workspace.secretKey;
    expect(await status(b, old)).toBe(200);
    expect(await status(a, old)).toBe(200);
    const path = `/workspaces/${company.workspace.key}/actions/regenerate-secret-key`;
    const answer = await fetch(`${a.baseUrl}${path}`, {
      method: 'POST',
      headers: auth(company.admin.secretKey),
    });
    const { secretKey: fresh } = await answer.json();
    expect(await status(a, old)).toBe(401);
    expect(await status(b, fresh)).toBe(200);
    expect(await untilRefused(b, old)).toBeLessThanOrEqual(KEY_CACHE_MS + SLACK_MS);
    expect(await status(b, old)).toBe(401);
  });

  test('the company admin key regenerated on A', async () => {
    const old = company.admin.secretKey;
    expect(await status(b, old)).toBe(200);
    const answer = await fetch(`${a.baseUrl}/accounts/me/secret-key/actions/regenerate`, {
      method: 'POST',
      headers: auth(old),
    });
    const { secretKey: fresh } = await answer.json();
    expect(await status(a, old)).toBe(401);
    expect(await status(b, fresh)).toBe(200);
    expect(await untilRefused(b, old)).toBeLessThanOrEqual(KEY_CACHE_MS + SLACK_MS);
    expect(await status(b, old)).toBe(401);
  });
});
