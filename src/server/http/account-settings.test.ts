// Issue 32.2 through HTTP (SQLite, and PostgreSQL with TEST_STORE_URL): the hold period is new
// hold tokens' default lifetime; with draft chart drawings off, a chart with events is changed
// at once (no draft); bad settings are refused and change nothing; company admin key only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../service-test-kit';
import { type Call, caller, createEvent, expectError, fixture, upload } from './http-test-kit';

let svc: TestService;

beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc.close());

async function newAdmin() {
  const company = await svc.newCompany();
  return { company, admin: caller(svc, company.admin.secretKey) };
}

const settingsOf = async (admin: Call) => (await admin('GET', '/accounts/me')).body.settings;

describe('the hold period', () => {
  it('is the lifetime of a hold token created without expiresInMinutes', async () => {
    const { admin } = await newAdmin();
    const reply = await admin('POST', '/accounts/me/actions/change-hold-period', {
      holdPeriodInMinutes: 3,
    });
    expect(reply.status, reply.text).toBe(204);
    expect((await settingsOf(admin)).holdPeriodInMinutes).toBe(3);
    const token = (await admin('POST', '/hold-tokens', {})).body;
    const lifetime = Date.parse(token.expiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan(2 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(3 * 60_000);
    // A given expiresInMinutes still wins.
    const given = (await admin('POST', '/hold-tokens', { expiresInMinutes: 30 })).body;
    expect(Date.parse(given.expiresAt) - Date.now()).toBeGreaterThan(29 * 60_000);
  });

  it('outside 1 to 120 minutes is refused and changes nothing', async () => {
    const { admin } = await newAdmin();
    for (const holdPeriodInMinutes of [0, 121, 1.5]) {
      expectError(
        await admin('POST', '/accounts/me/actions/change-hold-period', { holdPeriodInMinutes }),
        400,
        'INVALID_HOLD_PERIOD',
      );
    }
    expect((await settingsOf(admin)).holdPeriodInMinutes).toBe(15);
  });
});

describe('draft chart drawings', () => {
  it('while disabled, a chart with events is renamed and uploaded without a draft', async () => {
    const { admin } = await newAdmin();
    await upload(admin, 'venue');
    await createEvent(admin, 'venue', 'gala');
    await admin('POST', '/charts/venue', { name: 'through a draft' });
    expect((await admin('GET', '/charts/venue')).body).toMatchObject({
      status: 'PUBLISHED_WITH_DRAFT',
      draftVersionThumbnailUrl: expect.any(String),
    });
    await admin('POST', '/charts/venue/version/draft/actions/discard');

    const off = await admin('POST', '/accounts/me/draft-chart-drawings/actions/disable');
    expect(off.status, off.text).toBe(204);
    expect((await settingsOf(admin)).draftChartDrawingsEnabled).toBe(false);
    await admin('POST', '/charts/venue', { name: 'at once' });
    expect((await admin('GET', '/charts/venue')).body).toMatchObject({
      name: 'at once',
      status: 'PUBLISHED',
      draftVersionThumbnailUrl: null,
    });
    const uploaded = await admin('POST', '/system/public/charts/venue', {
      ...fixture('sampleChart'),
      name: 'uploaded at once',
    });
    expect(uploaded.status, uploaded.text).toBe(204);
    expect((await admin('GET', '/charts/venue')).body).toMatchObject({
      name: 'uploaded at once',
      status: 'PUBLISHED',
    });

    await admin('POST', '/accounts/me/draft-chart-drawings/actions/enable');
    await admin('POST', '/charts/venue', { name: 'a draft again' });
    expect((await admin('GET', '/charts/venue')).body.status).toBe('PUBLISHED_WITH_DRAFT');
  });
});

describe('the settings route and the password', () => {
  it('sets a validation level; an unknown key or level is refused and changes nothing', async () => {
    const { admin } = await newAdmin();
    const set = await admin('POST', '/accounts/me/settings', {
      key: 'VALIDATE_FOCAL_POINT',
      value: 'WARNING',
    });
    expect(set.status, set.text).toBe(204);
    expectError(
      await admin('POST', '/accounts/me/settings', { key: 'VALIDATE_ALL', value: 'ERROR' }),
      400,
      'UNKNOWN_SETTING',
    );
    expectError(
      await admin('POST', '/accounts/me/settings', { key: 'VALIDATE_FOCAL_POINT', value: 'LOUD' }),
      400,
      'INVALID_SETTING_VALUE',
    );
    expect((await settingsOf(admin)).chartValidation).toMatchObject({
      VALIDATE_FOCAL_POINT: 'WARNING',
      VALIDATE_DUPLICATE_LABELS: 'OFF',
    });
  });

  it('changes the password (204); an empty one is refused', async () => {
    const { admin } = await newAdmin();
    const changed = await admin('POST', '/accounts/me/actions/change-password', {
      password: 'a new password',
    });
    expect(changed.status, changed.text).toBe(204);
    expectError(
      await admin('POST', '/accounts/me/actions/change-password', { password: '' }),
      400,
      'INVALID_PASSWORD',
    );
  });

  it('is the company admin key’s: a workspace secret key is refused and changes nothing', async () => {
    const { company, admin } = await newAdmin();
    const workspace = caller(svc, company.workspace.secretKey);
    expectError(
      await workspace('POST', '/accounts/me/actions/change-hold-period', {
        holdPeriodInMinutes: 5,
      }),
      403,
      'ADMIN_KEY_REQUIRED',
    );
    expectError(
      await workspace('POST', '/accounts/me/draft-chart-drawings/actions/disable'),
      403,
      'ADMIN_KEY_REQUIRED',
    );
    expect(await settingsOf(admin)).toMatchObject({
      holdPeriodInMinutes: 15,
      draftChartDrawingsEnabled: true,
    });
  });
});
