// Chart categories on the wire: add, list, update, remove (application/charts/categories.ts).
import { Hono } from 'hono';
import { CategoryUpdateSchema, NewCategorySchema } from '../../contract/charts';
import {
  addChartCategory,
  listCategories,
  removeChartCategory,
  updateChartCategory,
} from '../application/charts/categories';
import type { Deps } from '../application/context';
import { param, readBody } from './body';
import type { AppEnv } from './context';
import { HTTP } from './errors';

export function categoryRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();

  app.get('/charts/:key/categories', async (c) => {
    const categories = await listCategories(deps, c.get('auth'), param(c, 'key'));
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
    await addChartCategory(deps, c.get('auth'), param(c, 'key'), body);
    return c.body(null, HTTP.NO_CONTENT);
  });

  app.post('/charts/:key/categories/:categoryKey', async (c) => {
    const body = await readBody(c, CategoryUpdateSchema);
    const auth = c.get('auth');
    await updateChartCategory(deps, auth, param(c, 'key'), param(c, 'categoryKey'), body);
    return c.body(null, HTTP.NO_CONTENT);
  });

  app.delete('/charts/:key/categories/:categoryKey', async (c) => {
    const categoryKey = param(c, 'categoryKey');
    await removeChartCategory(deps, c.get('auth'), param(c, 'key'), categoryKey);
    return c.body(null, HTTP.NO_CONTENT);
  });

  return app;
}
