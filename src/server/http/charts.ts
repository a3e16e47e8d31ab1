// Charts on the wire: create, upload a drawing, update (draft rule), read, versions, publish,
// list, archive. The use cases are in application/charts.
import { type Context, Hono } from 'hono';
import {
  ChartKeySchema,
  ChartListQuerySchema,
  CreateChartSchema,
  DrawingMetaSchema,
  PublishQuerySchema,
  UpdateChartSchema,
} from '../../contract/charts';
import { PageQuerySchema } from '../../contract/common';
import { LABELS_DIGEST_HEADER } from '../../contract/live-feed';
import {
  createChart,
  listCharts,
  readChart,
  setArchived,
  updateChart,
} from '../application/charts/chart-records';
import { settleDraft } from '../application/charts/drafts';
import { readDrawingForMap } from '../application/charts/drawing-for-map';
import { uploadDrawing } from '../application/charts/upload-drawing';
import { validateChart } from '../application/charts/validation';
import type { Deps } from '../application/context';
import { param, readBody, validate } from './body';
import type { AppEnv } from './context';
import { badRequest, HTTP } from './errors';
import { pageQuery, pageToWire } from './paging';
import { readUploadJson } from './upload-body';
import { answerWire } from './wire-answer';

/** `?expand=`: the SDKs repeat the parameter (`expand=events&expand=zones`); others use commas. */
function expansions(c: Context<AppEnv>): string[] {
  return (c.req.queries('expand') ?? []).flatMap((value) => value.split(','));
}

export function chartRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();

  app.post('/system/public/charts/:key', async (c) => {
    const key = validate(ChartKeySchema, param(c, 'key'), 'path.chartKey');
    const drawing = await readUploadJson(c);
    // The name and category rules of the other chart calls hold for an uploaded drawing too.
    const meta =
      drawing !== null && typeof drawing === 'object' && !Array.isArray(drawing)
        ? validate(DrawingMetaSchema, drawing, 'body')
        : undefined;
    await uploadDrawing(deps, c.get('auth'), key, drawing, meta?.categories?.list ?? []);
    return c.body(null, HTTP.NO_CONTENT);
  });

  app.post('/charts', async (c) => {
    const body = await readBody(c, CreateChartSchema);
    return c.json(await createChart(deps, c.get('auth'), body));
  });

  app.post('/charts/:key', async (c) => {
    const body = await readBody(c, UpdateChartSchema);
    await updateChart(deps, c.get('auth'), param(c, 'key'), body);
    return c.body(null, HTTP.NO_CONTENT);
  });

  app.get('/charts', (c) => list(c, false));
  app.get('/charts/archive', (c) => list(c, true));

  async function list(c: Context<AppEnv>, archived: boolean) {
    const query = validate(
      PageQuerySchema.extend(ChartListQuerySchema.shape),
      c.req.query(),
      'query',
    );
    for (const name of ['filter', 'tag']) {
      if ((c.req.queries(name)?.length ?? 0) > 1)
        throw badRequest(`query.${name} may be given once`);
    }
    const page = await listCharts(
      deps,
      c.get('auth'),
      archived,
      { ...pageQuery(query), tag: query.tag },
      expansions(c),
      query.eventsLimit,
    );
    return c.json(pageToWire(page));
  }

  app.get('/charts/:key', async (c) => {
    return c.json(await readChart(deps, c.get('auth'), param(c, 'key'), expansions(c)));
  });

  // Served from bytes kept per chart revision (application/charts/drawing-cache.ts): a 13 MB
  // drawing is neither parsed, written nor gzipped again per request, and a browser holding the
  // current one gets a 304. It changes with every publish or draft edit: always revalidated.
  app.get('/charts/:key/version/:version{published|draft}', async (c) => {
    const version = c.req.param('version') as 'published' | 'draft';
    const read = await readDrawingForMap(deps, c.get('auth'), param(c, 'key'), version);
    return answerWire(c, read.drawing, {
      contentType: 'application/json',
      cacheControl: 'private, no-cache',
      etag: true,
      // Seatdesk's own: the map asks for the status snapshot with it before parsing the drawing.
      headers: read.labelsDigest ? { [LABELS_DIGEST_HEADER]: read.labelsDigest } : undefined,
    });
  });

  app.post('/charts/:key/version/draft/actions/:action{publish|discard}', async (c) => {
    const action = c.req.param('action') as 'publish' | 'discard';
    const { dropBookedObjects } = validate(PublishQuerySchema, c.req.query(), 'query');
    await settleDraft(deps, c.get('auth'), param(c, 'key'), action, {
      dropBookedObjects: dropBookedObjects === 'true',
    });
    return c.body(null, HTTP.NO_CONTENT);
  });

  app.post('/charts/:key/version/:version{published|draft}/actions/validate', async (c) => {
    const version = c.req.param('version') as 'published' | 'draft';
    return c.json(await validateChart(deps, c.get('auth'), param(c, 'key'), version));
  });

  app.post('/charts/:key/actions/:action{move-to-archive|move-out-of-archive}', async (c) => {
    const toArchive = c.req.param('action') === 'move-to-archive';
    await setArchived(deps, c.get('auth'), param(c, 'key'), toArchive);
    return c.body(null, HTTP.NO_CONTENT);
  });

  return app;
}
