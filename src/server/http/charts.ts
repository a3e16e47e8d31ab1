// Charts: create, upload a drawing, update (draft rule), read, versions, publish, list, archive.
import { randomUUID } from 'node:crypto';
import { type Context, Hono } from 'hono';
import {
  ChartKeySchema,
  ChartListQuerySchema,
  CreateChartSchema,
  DrawingMetaSchema,
  UpdateChartSchema,
} from '../../contract/charts';
import { PageQuerySchema } from '../../contract/common';
import { flattenDrawing, withCategories } from '../../domain/drawing';
import { defaultCategoryColour } from '../../domain/drawing/categories';
import type { Category } from '../../domain/model';
import { MAX_DRAWING_OBJECTS } from '../application/charts/chart-cache';
import {
  chartToWire,
  editableDrawing,
  emptyDrawing,
  findChart,
} from '../application/charts/charts';
import type { Deps } from '../application/context';
import { eventToWire } from '../application/events/events';
import type { ChartRow } from '../store/port';
import { param, readBody, readJson, validate } from './body';
import type { AppEnv } from './context';
import { badRequest, HTTP, HttpError } from './errors';
import { pageToWire } from './paging';

export function chartRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const { store } = deps;

  app.post('/system/public/charts/:key', async (c) => {
    const key = validate(ChartKeySchema, param(c, 'key'), 'path.chartKey');
    const drawing = await readJson(c);
    let objects: number;
    // The name and category rules of the other chart calls hold for an uploaded drawing too;
    // checked first, as they also bound the category list before the drawing is read.
    if (drawing !== null && typeof drawing === 'object' && !Array.isArray(drawing)) {
      withDefaults(validate(DrawingMetaSchema, drawing, 'body').categories?.list ?? []);
    }
    try {
      objects = flattenDrawing(drawing).objects.length;
    } catch (error) {
      throw badRequest(`Invalid drawing: ${(error as Error).message}`, 'INVALID_DRAWING');
    }
    if (objects > MAX_DRAWING_OBJECTS) {
      throw new HttpError(
        HTTP.PAYLOAD_TOO_LARGE,
        'DRAWING_TOO_LARGE',
        `The drawing has ${objects} objects; at most ${MAX_DRAWING_OBJECTS} are accepted`,
      );
    }
    const body = drawing as Record<string, unknown>;
    const name = typeof body.name === 'string' ? body.name : 'Untitled chart';
    const venueType = typeof body.venueType === 'string' ? body.venueType : 'SIMPLE';
    const auth = c.get('auth');
    await store.transaction(async (tx) => {
      const existing = await tx.getChart(auth.workspace.id, key);
      if (!existing) {
        await tx.insertChart(
          {
            workspaceId: auth.workspace.id,
            key,
            name,
            venueType,
            archived: false,
            tags: [],
            createdAt: deps.now().toISOString(),
          },
          body,
        );
        return;
      }
      // A chart with events keeps its published drawing: the events' states (bookings, holds)
      // name its objects. The upload becomes the draft, published only when asked, as every
      // other change of such a chart (services/charts.ts, editableDrawing).
      if ((await tx.countEventsOfChart(existing.id)) > 0) {
        await tx.putDrawing(existing.id, 'draft', body);
        return;
      }
      await tx.putDrawing(existing.id, 'published', body);
      await tx.updateChartMeta({ ...existing, name, venueType });
    });
    return c.body(null, HTTP.NO_CONTENT);
  });

  app.post('/charts', async (c) => {
    const body = await readBody(c, CreateChartSchema);
    const auth = c.get('auth');
    const name = body.name ?? 'Untitled chart';
    const venueType = body.venueType ?? 'SIMPLE';
    const categories = withDefaults(body.categories ?? []);
    const chart = await store.transaction(async (tx) => {
      const row = await tx.insertChart(
        {
          workspaceId: auth.workspace.id,
          key: randomUUID(),
          name,
          venueType,
          archived: false,
          tags: [],
          createdAt: deps.now().toISOString(),
        },
        withCategories(emptyDrawing(name, venueType, []), categories),
      );
      return chartToWire(tx, row);
    });
    return c.json(chart);
  });

  app.post('/charts/:key', async (c) => {
    const body = await readBody(c, UpdateChartSchema);
    const auth = c.get('auth');
    await store.transaction(async (tx) => {
      const chart = await findChart(tx, auth, param(c, 'key'));
      const { version, drawing } = await editableDrawing(tx, chart);
      let next: Record<string, unknown> = { ...drawing };
      if (body.name !== undefined) next.name = body.name;
      if (body.categories !== undefined) next = withCategories(next, withDefaults(body.categories));
      await tx.putDrawing(chart.id, version, next);
      if (body.name !== undefined && version === 'published') {
        await tx.updateChartMeta({ ...chart, name: body.name });
      }
    });
    return c.body(null, HTTP.NO_CONTENT);
  });

  app.get('/charts', (c) => listCharts(c, false));
  app.get('/charts/archive', (c) => listCharts(c, true));

  async function listCharts(c: Context<AppEnv>, archived: boolean) {
    const query = validate(
      PageQuerySchema.extend(ChartListQuerySchema.shape),
      c.req.query(),
      'query',
    );
    // The SDKs repeat the parameter (`expand=events&expand=zones`); others join with commas.
    const expand = (c.req.queries('expand') ?? []).flatMap((value) => value.split(','));
    const auth = c.get('auth');
    const page = await store.read(async (tx) => {
      const found = await tx.listCharts(auth.workspace.id, archived, {
        limit: query.limit,
        startAfterId: query.start_after_id,
        endBeforeId: query.end_before_id,
        search: query.filter,
      });
      const items = [];
      for (const chart of found.items) items.push(await wireWithExpansions(chart));
      return { ...found, items };

      async function wireWithExpansions(chart: ChartRow) {
        const zones = expand.includes('zones') ? (await deps.charts.get(tx, chart))?.zones : [];
        const wire = await chartToWire(tx, chart, zones);
        if (expand.includes('events')) {
          wire.events = (await tx.listEventsOfChart(chart.id)).map((event) => eventToWire(event));
        }
        return wire;
      }
    });
    return c.json(pageToWire(page));
  }

  app.get('/charts/:key', async (c) => {
    const auth = c.get('auth');
    const expand = c.req.queries('expand')?.join(',') ?? '';
    const wire = await store.read(async (tx) => {
      const chart = await findChart(tx, auth, param(c, 'key'));
      const flat = await deps.charts.get(tx, chart);
      const result = await chartToWire(tx, chart, flat?.zones);
      if (expand.split(',').includes('events')) {
        result.events = (await tx.listEventsOfChart(chart.id)).map((event) => eventToWire(event));
      }
      return result;
    });
    return c.json(wire);
  });

  app.get('/charts/:key/version/:version{published|draft}', async (c) => {
    const auth = c.get('auth');
    const version = c.req.param('version') as 'published' | 'draft';
    const drawing = await store.read(async (tx) => {
      const chart = await findChart(tx, auth, param(c, 'key'));
      return tx.getDrawing(chart.id, version);
    });
    if (drawing === undefined) {
      throw new HttpError(
        HTTP.NOT_FOUND,
        'DRAFT_NOT_FOUND',
        `Chart ${param(c, 'key')} has no draft version`,
      );
    }
    return c.json(drawing);
  });

  app.post('/charts/:key/version/draft/actions/:action{publish|discard}', async (c) => {
    const auth = c.get('auth');
    await store.transaction(async (tx) => {
      const chart = await findChart(tx, auth, param(c, 'key'));
      if (!chart.hasDraft) {
        throw new HttpError(
          HTTP.BAD_REQUEST,
          'DRAFT_NOT_FOUND',
          `Chart ${chart.key} has no draft version`,
        );
      }
      if (c.req.param('action') === 'publish') {
        const draft = (await tx.getDrawing(chart.id, 'draft')) as Record<string, unknown>;
        await tx.publishDraft(chart.id);
        if (typeof draft.name === 'string')
          await tx.updateChartMeta({ ...chart, name: draft.name });
      } else {
        await tx.discardDraft(chart.id);
      }
    });
    return c.body(null, HTTP.NO_CONTENT);
  });

  app.post('/charts/:key/actions/:action{move-to-archive|move-out-of-archive}', async (c) => {
    const auth = c.get('auth');
    const toArchive = c.req.param('action') === 'move-to-archive';
    await store.transaction(async (tx) => {
      const chart = await findChart(tx, auth, param(c, 'key'));
      if (!toArchive && !chart.archived) {
        throw new HttpError(
          HTTP.BAD_REQUEST,
          'CHART_NOT_ARCHIVED',
          `Chart ${chart.key} is not in the archive`,
        );
      }
      await tx.updateChartMeta({ ...chart, archived: toArchive });
    });
    return c.body(null, HTTP.NO_CONTENT);
  });

  return app;
}

/** Categories given without colour or accessibility get the defaults the designer would give. */
export function withDefaults(
  categories: Array<{ key: string | number; label: string; color?: string; accessible?: boolean }>,
): Category[] {
  const seen = new Set<string>();
  return categories.map((category, index) => {
    // 1 and "1" are one key: paths and reports name categories by the key's string form.
    const id = String(category.key);
    if (seen.has(id))
      throw badRequest(
        `categories[${index}].key: ${category.key} is given twice`,
        'DUPLICATE_CATEGORY_KEY',
      );
    seen.add(id);
    return {
      key: category.key,
      label: category.label,
      color: category.color ?? defaultCategoryColour(index),
      accessible: category.accessible ?? false,
    };
  });
}
