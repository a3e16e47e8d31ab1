// The built-in development system secret opens the system API only while the service listens on
// loopback; on any other address only a configured SYSTEM_SECRET does.
import { describe, expect, test } from 'vitest';
import { startTestService, type TestService } from '../testing';
import { send } from './kit';

const DEV_SECRET = 'superSecretSystemApi';

describe('the development system secret', () => {
  const createCompany = (service: TestService, secret: string) =>
    send(service.app, 'POST', '/system/private/create-test-company', { key: secret });

  test('is accepted while the service listens on loopback; other keys are not', async () => {
    const loopback = await startTestService({ host: '127.0.0.1' });
    try {
      expect((await createCompany(loopback, DEV_SECRET)).status).toBe(200);
      expect((await createCompany(loopback, 'not-the-secret')).status).toBe(401);
      expect((await createCompany(loopback, loopback.secretKey)).status).toBe(401);
      expect((await createCompany(loopback, loopback.company.admin.secretKey)).status).toBe(401);
    } finally {
      await loopback.close();
    }
  });

  test('is refused on a public address; only a configured secret opens the system API there', async () => {
    const open = await startTestService({ host: '0.0.0.0' });
    const configured = await startTestService({ host: '0.0.0.0', systemSecret: 'configured-1' });
    try {
      for (const service of [open, configured]) {
        const refused = await createCompany(service, DEV_SECRET);
        expect({ status: refused.status, body: refused.text }).toEqual({ status: 401, body: '' });
        expect((await send(service.app, 'GET', '/system/demo-workspace')).status).toBe(404);
      }
      expect((await createCompany(configured, 'configured-1')).status).toBe(200);
      expect((await createCompany(open, 'configured-1')).status).toBe(401);
    } finally {
      await open.close();
      await configured.close();
    }
  });
});
