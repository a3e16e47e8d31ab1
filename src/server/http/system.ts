// System API: test companies (system secret) and, to local clients only, the demo workspace's key.
import { Hono } from 'hono';
import { createTestCompany } from '../application/accounts/accounts';
import type { Deps } from '../application/context';
import { readDemoWorkspace } from '../application/jobs/demo';
import { DEV_SYSTEM_SECRET } from '../config';
import { basicUser } from './auth';
import type { AppEnv } from './context';
import { HTTP, HttpError } from './errors';
import { isLocalRequest } from './local-request';

export function systemRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();

  app.post('/system/private/create-test-company', async (c) => {
    const secret = basicUser(c.req.header('authorization'));
    if (
      !secret ||
      !acceptedSystemSecrets(deps, isLocalRequest(c, deps.config.host)).includes(secret)
    )
      return c.body(null, HTTP.UNAUTHORIZED);
    return c.json(await createTestCompany(deps));
  });

  // The back office's one-click demo sign-in. Only a client on this machine, connecting directly
  // to a service bound to loopback, is told the demo key; to anyone else this route does not exist.
  // SEED_DEMO=false turns it off whoever asks (a proxy on the same host may look local).
  app.get('/system/demo-workspace', async (c) => {
    const demo =
      deps.config.seedDemo && isLocalRequest(c, deps.config.host)
        ? await readDemoWorkspace(deps.store)
        : undefined;
    if (!demo)
      throw new HttpError(
        HTTP.NOT_FOUND,
        'NO_DEMO_WORKSPACE',
        'This service offers no demo workspace',
      );
    return c.json(demo);
  });

  return app;
}

/** A configured SYSTEM_SECRET replaces the development one, for local clients too. */
function acceptedSystemSecrets(deps: Deps, local: boolean): string[] {
  if (deps.config.systemSecret) return [deps.config.systemSecret];
  return local ? [DEV_SYSTEM_SECRET] : [];
}
