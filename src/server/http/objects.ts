// Objects of an event: object info, extra data, and the for-sale calls (application/objects).
import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { RateLimitInfoSchema } from '../../contract/event-batches';
import { boundedRecord, LIMITS } from '../../contract/limits';
import {
  ExtraDataSchema,
  ForSaleSchema,
  ObjectInfosSchema,
  UpdateExtraDataSchema,
} from '../../contract/status';
import type { Deps } from '../application/context';
import { replaceForSaleConfig } from '../application/events/for-sale-replace';
import {
  type ExtraDataByLabel,
  markEverythingForSale,
  objectInfos,
  updateExtraData,
} from '../application/objects/objects';
import { param, readBody } from './body';
import type { AppEnv } from './context';
import { badRequest, HTTP } from './errors';
import { registerOperations } from './openapi';

const UpdateExtraDatasSchema = z.strictObject({
  extraData: boundedRecord(
    z.string(),
    ExtraDataSchema,
    LIMITS.extraDataObjects,
    'extraData',
    'extraData must map labels to JSON objects',
  ),
});

registerOperations([
  {
    method: 'get',
    path: '/events/{eventKey}/objects',
    summary: 'Object infos of the labels asked (?label=A-1&label=A-2)',
    response: ObjectInfosSchema,
  },
  {
    method: 'post',
    path: '/events/{eventKey}/objects/{label}/actions/update-extra-data',
    summary: 'Replace the extra data of one object (null clears it)',
    request: UpdateExtraDataSchema,
  },
  {
    method: 'post',
    path: '/events/{eventKey}/actions/update-extra-data',
    summary: 'Replace the extra data of several objects',
    request: UpdateExtraDatasSchema,
  },
  {
    method: 'post',
    path: '/events/{eventKey}/actions/mark-as-not-for-sale',
    summary:
      'Replace the for-sale config: only these objects, GA places and categories are not for sale',
    request: ForSaleSchema,
    response: RateLimitInfoSchema,
  },
  {
    method: 'post',
    path: '/events/{eventKey}/actions/mark-as-for-sale',
    summary:
      'Replace the for-sale config: only these objects, GA places and categories are for sale',
    request: ForSaleSchema,
    response: RateLimitInfoSchema,
  },
  {
    method: 'post',
    path: '/events/{eventKey}/actions/mark-everything-as-for-sale',
    summary: 'Put every object and place of the event on sale',
  },
]);

export function objectRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();

  app.get('/events/:key/objects', async (c) => {
    const labels = [...new Set(c.req.queries('label') ?? [])];
    if (labels.length === 0) throw badRequest('query.label: give at least one label (?label=A-1)');
    return c.json(await objectInfos(deps, c.get('auth'), param(c, 'key'), labels));
  });

  async function extraData(c: Context<AppEnv>, data: ExtraDataByLabel) {
    await updateExtraData(deps, c.get('auth'), param(c, 'key'), data);
    return c.body(null, HTTP.NO_CONTENT);
  }

  app.post('/events/:key/objects/:label/actions/update-extra-data', async (c) => {
    const body = await readBody(c, UpdateExtraDataSchema, undefined);
    return extraData(c, { [param(c, 'label')]: body.extraData });
  });

  app.post('/events/:key/actions/update-extra-data', async (c) => {
    const body = await readBody(c, UpdateExtraDatasSchema, undefined);
    return extraData(c, body.extraData);
  });

  // A replace: `{}` is a config too (nothing listed).
  const mark = (forSale: boolean) => async (c: Context<AppEnv>) => {
    const body = await readBody(c, ForSaleSchema, {});
    return c.json(await replaceForSaleConfig(deps, c.get('auth'), param(c, 'key'), forSale, body));
  };

  app.post('/events/:key/actions/mark-as-not-for-sale', mark(false));
  app.post('/events/:key/actions/mark-as-for-sale', mark(true));

  app.post('/events/:key/actions/mark-everything-as-for-sale', async (c) => {
    await markEverythingForSale(deps, c.get('auth'), param(c, 'key'));
    return c.body(null, HTTP.NO_CONTENT);
  });

  return app;
}
