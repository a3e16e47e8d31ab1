// Issue 32.1 and 32.2 through the unmodified seatsio SDK over a real socket, with the company
// admin key as its tests use it (SQLite, and PostgreSQL with TEST_STORE_URL): workspaces, and
// the account's settings read back as the SDK reads them.
import { Region, SeatsioClient } from 'seatsio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../service-test-kit';

let svc: TestService;
let baseUrl: string;

beforeAll(async () => {
  svc = await startTestService();
  baseUrl = await svc.listen();
});
afterAll(() => svc.close());

async function adminClient() {
  const company = await svc.newCompany();
  return { company, client: new SeatsioClient(new Region(baseUrl), company.admin.secretKey) };
}

async function all<T>(iterator: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterator) items.push(item);
  return items;
}

describe('the seatsio SDK on workspaces', () => {
  it('create, retrieve, update; the admin key acts in it with X-Workspace-Key', async () => {
    const { company, client } = await adminClient();
    const made = await client.workspaces.create('a workspace');
    expect(made).toMatchObject({ name: 'a workspace', isTest: false, isActive: true });
    expect(made.isDefault).toBe(false);
    expect(made.secretKey).toBeTruthy();
    await client.workspaces.update(made.key, 'another name');
    const read = await client.workspaces.retrieve(made.key);
    expect(read.name).toBe('another name');
    expect(read.settings).toEqual(made.settings);
    const inWorkspace = new SeatsioClient(new Region(baseUrl), company.admin.secretKey, made.key);
    expect((await inWorkspace.holdTokens.create()).workspaceKey).toBe(made.key);
  });

  it('listAll / listActive / listInactive with a filter, and pages before', async () => {
    const { company, client } = await adminClient();
    const foo1 = await client.workspaces.create('foo1');
    await client.workspaces.create('bar');
    const foo2 = await client.workspaces.create('foo2');
    const foo3 = await client.workspaces.create('foo3');
    const names = (list: { name: string }[]) => list.map((w) => w.name);
    expect(names(await all(client.workspaces.listAll()))).toEqual([
      'foo3',
      'foo2',
      'bar',
      'foo1',
      company.workspace.name,
    ]);
    const before = await client.workspaces.listPageBefore(foo1.id, 'fo', 2);
    expect(names(before.items)).toEqual(['foo3', 'foo2']);
    expect(String(before.nextPageStartsAfter)).toBe(String(foo2.id));
    await client.workspaces.deactivate(foo3.key);
    expect(names(await all(client.workspaces.listActive('fo')))).toEqual(['foo2', 'foo1']);
    expect(names(await all(client.workspaces.listInactive()))).toEqual(['foo3']);
    expect(names(await all(client.workspaces.listAll('fo')))).toEqual(['foo3', 'foo2', 'foo1']);
    expect((await client.workspaces.listActiveFirstPage(null, 1)).items[0].key).toBe(foo2.key);
  });

  it('activate, deactivate, setDefault and delete, with the default workspace’s refusals', async () => {
    const { company, client } = await adminClient();
    const made = await client.workspaces.create('w');
    await client.workspaces.deactivate(made.key);
    expect((await client.workspaces.retrieve(made.key)).isActive).toBe(false);
    await client.workspaces.activate(made.key);
    expect((await client.workspaces.retrieve(made.key)).isActive).toBe(true);
    await expect(client.workspaces.delete(made.key)).rejects.toMatchObject({
      status: 400,
      errors: [{ code: 'CANNOT_DELETE_ACTIVE_WORKSPACE' }],
    });
    await client.workspaces.setDefault(made.key);
    expect((await client.workspaces.retrieve(made.key)).isDefault).toBe(true);
    expect((await client.workspaces.retrieve(company.workspace.key)).isDefault).toBe(false);
    await expect(client.workspaces.deactivate(made.key)).rejects.toMatchObject({ status: 400 });
    await client.workspaces.deactivate(company.workspace.key);
    await client.workspaces.delete(company.workspace.key);
    await expect(client.workspaces.retrieve(company.workspace.key)).rejects.toMatchObject({
      status: 404,
      errors: [{ code: 'WORKSPACE_NOT_FOUND' }],
    });
  });
});

describe('the seatsio SDK on account settings', () => {
  it('changeHoldPeriod: the account shows it and new hold tokens last that long', async () => {
    const { client } = await adminClient();
    await client.accounts.changeHoldPeriod(14);
    expect((await client.accounts.retrieveMyAccount()).settings.holdPeriodInMinutes).toBe(14);
    const token = await client.holdTokens.create();
    expect(token.expiresInSeconds).toBeGreaterThan(13 * 60);
    expect(token.expiresInSeconds).toBeLessThanOrEqual(14 * 60);
    await expect(client.accounts.changeHoldPeriod(121)).rejects.toMatchObject({ status: 400 });
  });

  it('enable and disable draft chart drawings, update a setting, change the password', async () => {
    const { client } = await adminClient();
    await client.accounts.disableDraftChartDrawings();
    expect((await client.accounts.retrieveMyAccount()).settings.draftChartDrawingsEnabled).toBe(
      false,
    );
    await client.accounts.enableDraftChartDrawings();
    expect((await client.accounts.retrieveMyAccount()).settings.draftChartDrawingsEnabled).toBe(
      true,
    );
    await client.accounts.updateSetting('VALIDATE_DUPLICATE_LABELS', 'ERROR');
    const settings = (await client.accounts.retrieveMyAccount()).settings;
    expect(settings.chartValidation.VALIDATE_DUPLICATE_LABELS).toBe('ERROR');
    expect(settings.chartValidation.VALIDATE_EMPTY_FLOOR).toBe('OFF');
    await expect(client.accounts.updateSetting('VALIDATE_NOTHING', 'ERROR')).rejects.toMatchObject({
      status: 400,
    });
    await client.accounts.changePassword('someNewPassword');
    await expect(client.accounts.changePassword('')).rejects.toMatchObject({ status: 400 });
  });
});
