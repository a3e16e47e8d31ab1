// `/workspaces` (issue 32.1, docs/wire-compat.md): the company's workspaces; company admin key
// only (COMPANY_KEY in route-roles.ts). Literal paths are registered before `/workspaces/:key`.
import { Hono } from 'hono';
import {
  NewWorkspaceSchema,
  RenameWorkspaceSchema,
  WorkspacePageQuerySchema,
  WorkspacePageSchema,
  WorkspaceWireSchema,
} from '../../contract/workspaces';
import {
  activateWorkspace,
  createWorkspace,
  deactivateWorkspace,
  deleteWorkspace,
  listWorkspaces,
  renameWorkspace,
  retrieveWorkspace,
  setDefaultWorkspace,
} from '../application/accounts/workspaces';
import type { Deps } from '../application/context';
import type { WorkspaceListing } from '../store/port';
import { param, readBody, validate } from './body';
import type { AppEnv } from './context';
import { badRequest, HTTP } from './errors';
import { type Operation, registerOperations } from './openapi';
import { pageQuery, pageToWire } from './paging';

const LISTINGS: Record<string, WorkspaceListing> = {
  '/workspaces': 'all',
  '/workspaces/active': 'active',
  '/workspaces/inactive': 'inactive',
};

const action = (path: string, summary: string): Operation => ({
  method: 'post',
  path: `/workspaces/{workspaceKey}/actions/${path}`,
  summary,
});

registerOperations([
  {
    method: 'post',
    path: '/workspaces',
    summary: 'A new workspace, active, with its secret key (shown this once)',
    request: NewWorkspaceSchema,
    response: WorkspaceWireSchema,
  },
  ...Object.entries(LISTINGS).map(
    ([path, which]): Operation => ({
      method: 'get',
      path,
      summary: `The company's workspaces (${which}), newest first; filter by name or public key`,
      query: { ...WorkspacePageQuerySchema.shape },
      response: WorkspacePageSchema,
    }),
  ),
  {
    method: 'get',
    path: '/workspaces/{workspaceKey}',
    summary: 'One workspace by its public key',
    response: WorkspaceWireSchema,
  },
  {
    method: 'post',
    path: '/workspaces/{workspaceKey}',
    summary: 'Renames the workspace',
    request: RenameWorkspaceSchema,
  },
  {
    method: 'delete',
    path: '/workspaces/{workspaceKey}',
    summary: 'Deletes an inactive workspace that is not the default; its keys stop working',
  },
  action('activate', 'Activates the workspace'),
  action('deactivate', 'Deactivates the workspace (not the default): its keys stop working'),
  {
    method: 'post',
    path: '/workspaces/actions/set-default/{workspaceKey}',
    summary: 'Makes the (active) workspace the company default',
  },
]);

export function workspaceRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();

  app.post('/workspaces', async (c) => {
    const given = await readBody(c, NewWorkspaceSchema);
    return c.json(await createWorkspace(deps, c.get('auth'), given));
  });

  for (const [path, which] of Object.entries(LISTINGS)) {
    app.get(path, async (c) => {
      const query = validate(WorkspacePageQuerySchema, c.req.query(), 'query');
      if (query.start_after_id !== undefined && query.end_before_id !== undefined) {
        throw badRequest('query: start_after_id and end_before_id may not be given together');
      }
      const page = await listWorkspaces(deps, c.get('auth'), which, pageQuery(query));
      return c.json(pageToWire(page));
    });
  }

  // The SDK sends `{key}` again in the body; the path's key is the one that counts.
  app.post('/workspaces/actions/set-default/:key', async (c) => {
    await setDefaultWorkspace(deps, c.get('auth'), param(c, 'key'));
    return c.body(null, HTTP.NO_CONTENT);
  });

  app.get('/workspaces/:key', async (c) =>
    c.json(await retrieveWorkspace(deps, c.get('auth'), param(c, 'key'))),
  );

  app.post('/workspaces/:key', async (c) => {
    const { name } = await readBody(c, RenameWorkspaceSchema);
    await renameWorkspace(deps, c.get('auth'), param(c, 'key'), name);
    return c.body(null, HTTP.NO_CONTENT);
  });

  app.delete('/workspaces/:key', async (c) => {
    await deleteWorkspace(deps, c.get('auth'), param(c, 'key'));
    return c.body(null, HTTP.NO_CONTENT);
  });

  app.post('/workspaces/:key/actions/activate', async (c) => {
    await activateWorkspace(deps, c.get('auth'), param(c, 'key'));
    return c.body(null, HTTP.NO_CONTENT);
  });

  app.post('/workspaces/:key/actions/deactivate', async (c) => {
    await deactivateWorkspace(deps, c.get('auth'), param(c, 'key'));
    return c.body(null, HTTP.NO_CONTENT);
  });

  return app;
}
