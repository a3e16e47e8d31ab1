// Issue 32, item 2 (keys) and item 1 (a workspace's secret key) through HTTP: a replaced key stops
// working at once on the instance that replaced it, even while cached; the new one works at once;
// the account shows the keys; only the company admin key may call these routes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../service-test-kit';
import { type Call, caller, expectError } from './http-test-kit';

let svc: TestService;
let call: Call;

beforeAll(async () => {
  svc = await startTestService();
  call = caller(svc);
});
afterAll(() => svc.close());

describe('the company admin key', () => {
  it('is replaced by regenerate: the old key answers 401 at once, the new one works', async () => {
    const company = await svc.newCompany();
    const old = company.admin.secretKey;
    // Cached by the authentication first: the replacement must not wait for the cache.
    expect((await call('GET', '/events', undefined, { key: old })).status).toBe(200);
    const me = await call('GET', '/accounts/me', undefined, { key: old });
    expect(me.body).toMatchObject({
      secretKey: old,
      designerKey: company.admin.designerKey,
      publicKey: company.workspace.key,
      role: 'COMPANY_ADMIN',
      email: expect.any(String),
      settings: {
        draftChartDrawingsEnabled: true,
        holdPeriodInMinutes: 15,
        chartValidation: { VALIDATE_DUPLICATE_LABELS: 'OFF' },
        defaultRendererSettings: { showFullScreenButton: false },
      },
    });
    const regenerated = await call(
      'POST',
      '/accounts/me/secret-key/actions/regenerate',
      undefined,
      { key: old },
    );
    expect(regenerated.status, regenerated.text).toBe(200);
    const fresh = regenerated.body.secretKey;
    expect(fresh).not.toBe(old);
    const refused = await call('GET', '/events', undefined, { key: old });
    expect(refused.status).toBe(401);
    expect(refused.text).toBe('');
    expect((await call('GET', '/accounts/me', undefined, { key: fresh })).body.secretKey).toBe(
      fresh,
    );
    // The workspace secret key is unaffected.
    expect(
      (await call('GET', '/events', undefined, { key: company.workspace.secretKey })).status,
    ).toBe(200);
  });

  it('gets a new designer key, shown by the account', async () => {
    const company = await svc.newCompany();
    const key = company.admin.secretKey;
    const answer = await call('POST', '/accounts/me/designer-key/actions/regenerate', undefined, {
      key,
    });
    expect(answer.body.designerKey).toEqual(expect.any(String));
    expect(answer.body.designerKey).not.toBe(company.admin.designerKey);
    expect((await call('GET', '/accounts/me', undefined, { key })).body.designerKey).toBe(
      answer.body.designerKey,
    );
  });
});

describe('a workspace secret key', () => {
  it('is replaced by the company admin key: the old one answers 401 at once, the public key stays', async () => {
    const company = await svc.newCompany();
    const { key: publicKey, secretKey: old } = company.workspace;
    expect((await call('GET', '/events', undefined, { key: old })).status).toBe(200);
    const path = `/workspaces/${publicKey}/actions/regenerate-secret-key`;
    const answer = await call('POST', path, undefined, { key: company.admin.secretKey });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.secretKey).not.toBe(old);
    expect((await call('GET', '/events', undefined, { key: old })).status).toBe(401);
    expect((await call('GET', '/events', undefined, { key: answer.body.secretKey })).status).toBe(
      200,
    );
    const token = await call('POST', '/hold-tokens', {}, { key: answer.body.secretKey });
    expect(token.body.workspaceKey).toBe(publicKey);
  });

  it('may not call the company routes (403 ADMIN_KEY_REQUIRED, nothing changed)', async () => {
    const company = await svc.newCompany();
    const key = company.workspace.secretKey;
    for (const [method, path] of [
      ['GET', '/accounts/me'],
      ['POST', '/accounts/me/secret-key/actions/regenerate'],
      ['POST', '/accounts/me/designer-key/actions/regenerate'],
      ['POST', `/workspaces/${company.workspace.key}/actions/regenerate-secret-key`],
    ]) {
      const reply = await call(method, path, undefined, { key });
      expectError(reply, 403, 'ADMIN_KEY_REQUIRED');
    }
    expect((await call('GET', '/events', undefined, { key })).status).toBe(200);
    expect((await call('GET', '/events', undefined, { key: company.admin.secretKey })).status).toBe(
      200,
    );
  });

  it('of another company’s workspace is not found', async () => {
    const other = await svc.newCompany();
    const path = `/workspaces/${other.workspace.key}/actions/regenerate-secret-key`;
    const reply = await call('POST', path, undefined, { key: svc.company.admin.secretKey });
    expectError(
      reply,
      404,
      'WORKSPACE_NOT_FOUND',
      `No workspace found with public key '${other.workspace.key}'`,
    );
    expect(
      (await call('GET', '/events', undefined, { key: other.workspace.secretKey })).status,
    ).toBe(200);
  });
});
