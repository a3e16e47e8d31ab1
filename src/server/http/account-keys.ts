// The company's account and its keys (issue 32, docs/wire-compat.md): company admin key only; a
// workspace secret key gets 403 ADMIN_KEY_REQUIRED.
import { Hono } from 'hono';
import { z } from 'zod';
import {
  companyKeys,
  regenerateAdminKey,
  regenerateDesignerKey,
  regenerateWorkspaceKey,
} from '../application/accounts/key-rotation';
import type { Deps } from '../application/context';
import { basicUser } from './auth';
import { param } from './body';
import type { AppEnv } from './context';
import { registerOperations } from './openapi';

const AccountSchema = z.object({
  secretKey: z.string(),
  designerKey: z.string(),
  publicKey: z.string(),
  email: z.string(),
  role: z.literal('COMPANY_ADMIN'),
  company: z.object({ id: z.number(), name: z.string() }),
  settings: z.record(z.string(), z.unknown()),
});

registerOperations([
  {
    method: 'get',
    path: '/accounts/me',
    summary: 'The company account: keys and settings (company admin key)',
    response: AccountSchema,
  },
  {
    method: 'post',
    path: '/accounts/me/secret-key/actions/regenerate',
    summary: 'A new company admin key; the old one stops working (company admin key)',
    response: z.object({ secretKey: z.string() }),
  },
  {
    method: 'post',
    path: '/accounts/me/designer-key/actions/regenerate',
    summary: 'A new designer key (company admin key)',
    response: z.object({ designerKey: z.string() }),
  },
  {
    method: 'post',
    path: '/workspaces/{workspaceKey}/actions/regenerate-secret-key',
    summary: 'A new secret key for the workspace; the old one stops working (company admin key)',
    response: z.object({ secretKey: z.string() }),
  },
]);

export function accountKeyRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();

  app.get('/accounts/me', async (c) => {
    const { company, publicKey, settings } = await companyKeys(deps, c.get('auth'));
    return c.json({
      secretKey: basicUser(c.req.header('authorization')),
      designerKey: company.designerKey,
      publicKey,
      // Seatdesk keeps no e-mail address; the SDK needs one to be there.
      email: `admin@company-${company.id}.seatdesk.invalid`,
      role: 'COMPANY_ADMIN',
      company: { id: company.id, name: company.name },
      settings,
    });
  });

  app.post('/accounts/me/secret-key/actions/regenerate', async (c) =>
    c.json({ secretKey: await regenerateAdminKey(deps, c.get('auth')) }),
  );

  app.post('/accounts/me/designer-key/actions/regenerate', async (c) =>
    c.json({ designerKey: await regenerateDesignerKey(deps, c.get('auth')) }),
  );

  app.post('/workspaces/:key/actions/regenerate-secret-key', async (c) =>
    c.json({ secretKey: await regenerateWorkspaceKey(deps, c.get('auth'), param(c, 'key')) }),
  );

  return app;
}
