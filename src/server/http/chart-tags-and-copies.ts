// Chart tags, chart copies (in the workspace, of the draft, into another workspace) and moving
// an event to a new copy of its chart (issue 32.5, 32.8). Registered before chartRoutes, so
// `GET /charts/tags` wins over `GET /charts/{key}`.
import { Hono } from 'hono';
import { ChartSchema, ChartTagListSchema, ChartTagSchema } from '../../contract/charts';
import { EventSchema } from '../../contract/events';
import { copyChart, copyChartToWorkspace } from '../application/charts/chart-copies';
import { listChartTags, tagChart } from '../application/charts/chart-tags';
import type { Deps } from '../application/context';
import { moveEventToChartCopy } from '../application/events/move-to-chart-copy';
import { param, validate } from './body';
import type { AppEnv } from './context';
import { HTTP } from './errors';
import { registerOperations } from './openapi';

const copyToWorkspace =
  'Company admin key only (403 otherwise): copy the published version into another workspace of the company, same name, no tags (404 WORKSPACE_NOT_FOUND for an unknown workspace)';

registerOperations([
  {
    method: 'get',
    path: '/charts/tags',
    summary: 'Every tag a chart of the workspace carries, once',
    response: ChartTagListSchema,
  },
  {
    method: 'post',
    path: '/charts/{chartKey}/tags/{tag}',
    summary: 'Tag a chart (one URI-encoded segment)',
  },
  {
    method: 'delete',
    path: '/charts/{chartKey}/tags/{tag}',
    summary: 'Remove a tag (an absent one is no error)',
  },
  {
    method: 'post',
    path: '/charts/{chartKey}/version/published/actions/copy',
    summary: 'Copy the published version: a new chart "<name> (copy)" with the tags, no events',
    response: ChartSchema,
  },
  {
    method: 'post',
    path: '/charts/{chartKey}/version/draft/actions/copy',
    summary:
      'Copy the draft as a new chart\'s published version, "<draft name> (copy)"; 404 without a draft',
    response: ChartSchema,
  },
  {
    method: 'post',
    path: '/charts/{chartKey}/version/published/actions/copy-to-workspace/{toWorkspaceKey}',
    summary: copyToWorkspace,
    response: ChartSchema,
  },
  {
    method: 'post',
    path: '/charts/{chartKey}/version/published/actions/copy/from/{fromWorkspaceKey}/to/{toWorkspaceKey}',
    summary: copyToWorkspace,
    response: ChartSchema,
  },
  {
    method: 'post',
    path: '/events/{eventKey}/actions/move-to-new-chart-copy',
    summary: 'Move an event (not of a season) to a new copy of its chart, keeping its states',
    response: EventSchema,
  },
]);

const COPY = '/charts/:key/version/published/actions';

export function chartTagAndCopyRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();

  app.get('/charts/tags', async (c) => c.json({ tags: await listChartTags(deps, c.get('auth')) }));

  app.on(['POST', 'DELETE'], '/charts/:key/tags/:tag', async (c) => {
    // The tag is one encoded segment (`tag1%2F…`): decoded after routing, stored as sent.
    const tag = validate(ChartTagSchema, param(c, 'tag'), 'path.tag');
    await tagChart(deps, c.get('auth'), param(c, 'key'), tag, c.req.method === 'POST');
    return c.body(null, HTTP.NO_CONTENT);
  });

  app.post('/charts/:key/version/:version{published|draft}/actions/copy', async (c) => {
    const version = c.req.param('version') as 'published' | 'draft';
    return c.json(await copyChart(deps, c.get('auth'), param(c, 'key'), version));
  });

  app.post(`${COPY}/copy-to-workspace/:to`, async (c) => {
    const workspaces = { to: param(c, 'to') };
    return c.json(await copyChartToWorkspace(deps, c.get('auth'), param(c, 'key'), workspaces));
  });

  app.post(`${COPY}/copy/from/:from/to/:to`, async (c) => {
    const workspaces = { from: param(c, 'from'), to: param(c, 'to') };
    return c.json(await copyChartToWorkspace(deps, c.get('auth'), param(c, 'key'), workspaces));
  });

  app.post('/events/:key/actions/move-to-new-chart-copy', async (c) => {
    return c.json(await moveEventToChartCopy(deps, c.get('auth'), param(c, 'key')));
  });

  return app;
}
