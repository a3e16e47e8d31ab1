// Issue 32.1 through HTTP (SQLite, and PostgreSQL with TEST_STORE_URL): workspaces created,
// renamed, listed and paged, activated, deactivated, made default and deleted; the default
// workspace's refusals; a deactivated workspace's keys stop working at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WorkspacePageSchema, WorkspaceWireSchema } from '../../contract/workspaces';
import { startTestService, type TestService } from '../service-test-kit';
import { type Call, caller, expectError } from './http-test-kit';
import { expectWholeWalk, walkBothWays } from './paging-walk-test-kit';

let svc: TestService;

beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc.close());

async function newAdmin() {
  const company = await svc.newCompany();
  return { company, admin: caller(svc, company.admin.secretKey) };
}

async function create(admin: Call, name: string) {
  const reply = await admin('POST', '/workspaces', { name, isTest: false });
  expect(reply.status, reply.text).toBe(200);
  return WorkspaceWireSchema.parse(reply.body);
}

async function names(admin: Call, path: string): Promise<string[]> {
  const reply = await admin('GET', path);
  expect(reply.status, reply.text).toBe(200);
  return WorkspacePageSchema.parse(reply.body).items.map((w) => w.name);
}

describe('workspaces over HTTP', () => {
  it('creates one with its secret key, retrieves and renames it; the new key works in it', async () => {
    const { admin } = await newAdmin();
    const made = await create(admin, 'box office');
    expect(made).toMatchObject({ isActive: true, isDefault: false, isTest: false });
    expect(made.secretKey).toEqual(expect.any(String));
    expect(Object.keys(made.settings).length).toBeGreaterThan(0);
    const token = await admin('POST', '/hold-tokens', {}, { key: made.secretKey });
    expect(token.body.workspaceKey).toBe(made.key);
    expect((await admin('POST', `/workspaces/${made.key}`, { name: 'front desk' })).status).toBe(
      204,
    );
    const read = await admin('GET', `/workspaces/${made.key}`);
    expect(read.body).toMatchObject({ id: made.id, key: made.key, name: 'front desk' });
    expect(read.body.settings).toEqual(made.settings);
    expectError(
      await admin('POST', `/workspaces/${made.key}`, { name: ' ' }),
      400,
      'GENERAL_ERROR',
    );
    expectError(
      await admin('GET', '/workspaces/no-such-key'),
      404,
      'WORKSPACE_NOT_FOUND',
      "No workspace found with public key 'no-such-key'",
    );
  });

  it('lists newest first, active and inactive apart, filtered by name in any case', async () => {
    const { company, admin } = await newAdmin();
    for (const name of ['foo1', 'bar', 'foo2', 'foo3']) await create(admin, name);
    const all = (await admin('GET', '/workspaces')).body.items;
    const foo3 = all[0];
    expect(all.map((w: { name: string }) => w.name)).toEqual([
      'foo3',
      'foo2',
      'bar',
      'foo1',
      company.workspace.name,
    ]);
    expect(all.at(-1)).toMatchObject({ isDefault: true, key: company.workspace.key });
    expect(all[0].secretKey).toBeUndefined();
    const foo1 = all[3];
    expect(await names(admin, `/workspaces?filter=FO&end_before_id=${foo1.id}&limit=2`)).toEqual([
      'foo3',
      'foo2',
    ]);
    expect((await admin('POST', `/workspaces/${foo3.key}/actions/deactivate`)).status).toBe(204);
    expect(await names(admin, '/workspaces/active?filter=fo')).toEqual(['foo2', 'foo1']);
    expect(await names(admin, '/workspaces/inactive')).toEqual(['foo3']);
    expect(await names(admin, '/workspaces?filter=fo')).toEqual(['foo3', 'foo2', 'foo1']);
    expect(await names(admin, `/workspaces?filter=${foo1.key}`)).toEqual(['foo1']);
    expectError(
      await admin('GET', '/workspaces?start_after_id=1&end_before_id=2'),
      400,
      'GENERAL_ERROR',
    );
    expectError(await admin('GET', '/workspaces?limit=0'), 400, 'GENERAL_ERROR');
  });

  it('pages to the end and back with workspaces added meanwhile: none twice, none skipped', async () => {
    const { admin } = await newAdmin();
    let n = 0;
    const add = async () => {
      await create(admin, `ws ${++n}`);
    };
    for (let i = 0; i < 6; i++) await add();
    for (const path of ['/workspaces', '/workspaces/active']) {
      const before = await names(admin, path);
      const walked = await walkBothWays({
        page: async (cursor) => (await admin('GET', `${path}?limit=2&${cursor}`)).body,
        add,
        name: (w: { name: string }) => w.name,
      });
      expectWholeWalk(walked, before, await names(admin, path));
      expect(walked.backward.length).toBeGreaterThan(before.length);
    }
  });

  it('deactivating stops its secret key and the admin key naming it at once; activate restores', async () => {
    const { admin } = await newAdmin();
    const made = await create(admin, 'season desk');
    const own = caller(svc, made.secretKey as string);
    const named = { headers: { 'x-workspace-key': made.key } };
    // Cached by the authentication first: the deactivation must not wait for the cache.
    expect((await own('GET', '/events')).status).toBe(200);
    expect((await admin('GET', '/events', undefined, named)).status).toBe(200);
    expect((await admin('POST', `/workspaces/${made.key}/actions/deactivate`)).status).toBe(204);
    expect((await own('GET', '/events')).status).toBe(401);
    expectError(await admin('GET', '/events', undefined, named), 403, 'WORKSPACE_INACTIVE');
    expect((await admin('GET', `/workspaces/${made.key}`)).body.isActive).toBe(false);
    // The company's routes stay open with the header: activating it again among them.
    expect(
      (await admin('POST', `/workspaces/${made.key}/actions/activate`, undefined, named)).status,
    ).toBe(204);
    expect((await own('GET', '/events')).status).toBe(200);
    expect((await admin('GET', '/events', undefined, named)).status).toBe(200);
  });

  it('sets the default: admin calls without a header act there, the old default may be deactivated', async () => {
    const { company, admin } = await newAdmin();
    const made = await create(admin, 'new home');
    const setDefault = await admin('POST', `/workspaces/actions/set-default/${made.key}`, {
      key: made.key,
    });
    expect(setDefault.status, setDefault.text).toBe(204);
    expect((await admin('POST', '/hold-tokens', {})).body.workspaceKey).toBe(made.key);
    const listed = (await admin('GET', '/workspaces')).body.items;
    expect(
      listed.filter((w: { isDefault: boolean }) => w.isDefault).map((w: { key: string }) => w.key),
    ).toEqual([made.key]);
    expect((await admin('GET', '/accounts/me')).body.publicKey).toBe(made.key);
    expectError(
      await admin('POST', `/workspaces/${made.key}/actions/deactivate`),
      400,
      'CANNOT_DEACTIVATE_DEFAULT_WORKSPACE',
    );
    const old = company.workspace.key;
    expect((await admin('POST', `/workspaces/${old}/actions/deactivate`)).status).toBe(204);
    expectError(
      await admin('POST', `/workspaces/actions/set-default/${old}`),
      400,
      'CANNOT_SET_INACTIVE_WORKSPACE_AS_DEFAULT',
    );
  });

  it('deletes only an inactive workspace that is not the default; then it is gone and its key refused', async () => {
    const { company, admin } = await newAdmin();
    const made = await create(admin, 'to go');
    expectError(
      await admin('DELETE', `/workspaces/${made.key}`),
      400,
      'CANNOT_DELETE_ACTIVE_WORKSPACE',
      'Cannot delete active workspace, please deactivate it first',
    );
    expectError(
      await admin('DELETE', `/workspaces/${company.workspace.key}`),
      400,
      'CANNOT_DELETE_DEFAULT_WORKSPACE',
    );
    await admin('POST', `/workspaces/${made.key}/actions/deactivate`);
    expect((await admin('DELETE', `/workspaces/${made.key}`)).status).toBe(204);
    expectError(
      await admin('GET', `/workspaces/${made.key}`),
      404,
      'WORKSPACE_NOT_FOUND',
      `No workspace found with public key '${made.key}'`,
    );
    expect(await names(admin, '/workspaces')).toEqual([company.workspace.name]);
    expect((await caller(svc, made.secretKey as string)('GET', '/events')).status).toBe(401);
  });

  it('is the company admin key’s: a workspace secret key is refused and changes nothing', async () => {
    const { company, admin } = await newAdmin();
    const workspace = caller(svc, company.workspace.secretKey);
    expectError(await workspace('POST', '/workspaces', { name: 'x' }), 403, 'ADMIN_KEY_REQUIRED');
    expectError(await workspace('GET', '/workspaces'), 403, 'ADMIN_KEY_REQUIRED');
    expect(await names(admin, '/workspaces')).toEqual([company.workspace.name]);
    // Another company's workspace is not found.
    const other = await newAdmin();
    expectError(
      await admin('GET', `/workspaces/${other.company.workspace.key}`),
      404,
      'WORKSPACE_NOT_FOUND',
    );
  });
});
