// Chart categories (add, list, update, remove). Categories live in the drawing, so a change
// follows the draft rule: through a draft when the chart has events, directly otherwise.
import { Hono } from 'hono';
import { CategoryUpdateSchema, NewCategorySchema } from '../../contract/charts';
import { drawingCategories, withCategories } from '../../domain/drawing';
import { defaultCategoryColour } from '../../domain/drawing/categories';
import type { Category } from '../../domain/model';
import { editableDrawing, findChart } from '../application/charts/charts';
import type { Auth, Deps } from '../application/context';
import type { ChartRow, Tx } from '../store/port';
import { param, readBody } from './body';
import type { AppEnv } from './context';
import { badRequest, HTTP, HttpError } from './errors';

/** A path key matches a category whatever its type: `/categories/1` finds the numeric key 1. */
function indexOfKey(categories: Category[], pathKey: string): number {
  return categories.findIndex((category) => String(category.key) === pathKey);
}

const categoryNotFound = (chart: ChartRow, key: string) =>
  new HttpError(
    HTTP.NOT_FOUND,
    'CATEGORY_NOT_FOUND',
    `Category not found: ${key} is not a category of chart ${chart.key}`,
  );

export function categoryRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const { store } = deps;

  /** Reads the editable category list, lets `change` edit it, writes it back by the draft rule. */
  async function edit(
    auth: Auth,
    chartKey: string,
    change: (list: Category[], chart: ChartRow) => Category[],
  ) {
    await store.transaction(async (tx: Tx) => {
      const chart = await findChart(tx, auth, chartKey);
      const { version, drawing } = await editableDrawing(tx, chart);
      const next = change(drawingCategories(drawing), chart);
      await tx.putDrawing(chart.id, version, withCategories(drawing, next));
    });
  }

  app.get('/charts/:key/categories', async (c) => {
    const auth = c.get('auth');
    const categories = await store.read(async (tx) => {
      const chart = await findChart(tx, auth, param(c, 'key'));
      const drawing = await tx.getDrawing(chart.id, chart.hasDraft ? 'draft' : 'published');
      return drawingCategories(drawing);
    });
    return c.json({
      categories: categories.map(({ key, label, color, accessible }) => ({
        key,
        label,
        color,
        accessible,
      })),
    });
  });

  app.post('/charts/:key/categories', async (c) => {
    const body = await readBody(c, NewCategorySchema);
    await edit(c.get('auth'), param(c, 'key'), (list, chart) => {
      // 1 and "1" would be one category for the path and for reports: refuse the second.
      if (indexOfKey(list, String(body.key)) >= 0) {
        throw badRequest(
          `Category key already exists on chart ${chart.key}: ${body.key}`,
          'CATEGORY_ALREADY_EXISTS',
        );
      }
      const color = body.color ?? defaultCategoryColour(list.length);
      return [
        ...list,
        { key: body.key, label: body.label, color, accessible: body.accessible ?? false },
      ];
    });
    return c.body(null, HTTP.NO_CONTENT);
  });

  app.post('/charts/:key/categories/:categoryKey', async (c) => {
    const body = await readBody(c, CategoryUpdateSchema);
    const categoryKey = param(c, 'categoryKey');
    await edit(c.get('auth'), param(c, 'key'), (list, chart) => {
      const index = indexOfKey(list, categoryKey);
      if (index < 0) throw categoryNotFound(chart, categoryKey);
      const next = [...list];
      next[index] = {
        ...list[index],
        ...(body.label !== undefined && { label: body.label }),
        ...(body.color !== undefined && { color: body.color }),
        ...(body.accessible !== undefined && { accessible: body.accessible }),
      };
      return next;
    });
    return c.body(null, HTTP.NO_CONTENT);
  });

  app.delete('/charts/:key/categories/:categoryKey', async (c) => {
    const categoryKey = param(c, 'categoryKey');
    await edit(c.get('auth'), param(c, 'key'), (list, chart) => {
      const index = indexOfKey(list, categoryKey);
      if (index < 0) throw categoryNotFound(chart, categoryKey);
      return list.filter((_, i) => i !== index);
    });
    return c.body(null, HTTP.NO_CONTENT);
  });

  return app;
}
