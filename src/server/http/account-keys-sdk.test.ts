// Issue 32, item 2 (keys) and item 1 (a workspace's secret key) through the unmodified seatsio
// SDK over a real socket, with the company admin key as its tests use it.
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

describe('the seatsio SDK on accounts and keys', () => {
  it('retrieveMyAccount, then a regenerated admin key: the new key works, the old one is refused', async () => {
    const company = await svc.newCompany();
    const client = new SeatsioClient(new Region(baseUrl), company.admin.secretKey);
    const account = await client.accounts.retrieveMyAccount();
    expect(account.secretKey).toBe(company.admin.secretKey);
    expect(account.designerKey).toBe(company.admin.designerKey);
    expect(account.email).toBeTruthy();
    expect(account.settings.draftChartDrawingsEnabled).toBe(true);
    expect(account.settings.holdPeriodInMinutes).toBe(15);
    expect(account.settings.chartValidation.VALIDATE_DUPLICATE_LABELS).toBe('OFF');
    expect(account.settings.defaultRendererSettings.showFullScreenButton).toBe(false);

    // This SDK version has no call for it: the route as seats.io documents it.
    const regenerated = await fetch(`${baseUrl}/accounts/me/secret-key/actions/regenerate`, {
      method: 'POST',
      headers: { authorization: `Basic ${btoa(`${company.admin.secretKey}:`)}` },
    });
    const fresh = ((await regenerated.json()) as { secretKey: string }).secretKey;
    expect(fresh).not.toBe(company.admin.secretKey);
    const renewed = new SeatsioClient(new Region(baseUrl), fresh);
    expect((await renewed.accounts.retrieveMyAccount()).secretKey).toBe(fresh);
    await expect(client.accounts.retrieveMyAccount()).rejects.toMatch(/resulted in 401/);
  });

  it('regenerateDesignerKey', async () => {
    const company = await svc.newCompany();
    const client = new SeatsioClient(new Region(baseUrl), company.admin.secretKey);
    const designerKey = await client.accounts.regenerateDesignerKey();
    expect(designerKey).not.toBe(company.admin.designerKey);
    expect((await client.accounts.retrieveMyAccount()).designerKey).toBe(designerKey);
  });

  it('workspaces.regenerateSecretKey replaces the workspace’s key', async () => {
    const company = await svc.newCompany();
    const admin = new SeatsioClient(new Region(baseUrl), company.admin.secretKey);
    const oldClient = new SeatsioClient(new Region(baseUrl), company.workspace.secretKey);
    expect((await oldClient.holdTokens.create()).workspaceKey).toBe(company.workspace.key);
    const fresh = await admin.workspaces.regenerateSecretKey(company.workspace.key);
    expect(fresh).not.toBe(company.workspace.secretKey);
    const newClient = new SeatsioClient(new Region(baseUrl), fresh);
    expect((await newClient.holdTokens.create()).workspaceKey).toBe(company.workspace.key);
    await expect(oldClient.holdTokens.create()).rejects.toMatch(/resulted in 401/);
  });
});
