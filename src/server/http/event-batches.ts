// Calls on several events at once, and the incremental for-sale edits (issue 32, docs/wire-compat.md).
import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  CreatedEventsSchema,
  CreateMultipleEventsSchema,
  EditForSaleConfigsSchema,
  type ForSaleEdit,
  ForSaleEditResultSchema,
  ForSaleEditResultsSchema,
  ForSaleEditSchema,
  MultipleEventEntrySchema,
} from '../../contract/event-batches';
import { LIMITS } from '../../contract/limits';
import type { Deps } from '../application/context';
import { createEvents, type EventEntry } from '../application/events/create-multiple';
import { editForSaleConfigs } from '../application/events/for-sale-edits';
import { param, readBody, validate } from './body';
import { channelsGiven } from './channels';
import type { AppEnv } from './context';
import { badRequest } from './errors';
import { registerOperations } from './openapi';

registerOperations([
  {
    method: 'post',
    path: '/events/actions/create-multiple',
    summary: `Create 1 to ${LIMITS.eventsPerCreateMultiple} events of one chart, all or none; answered in request order`,
    request: CreateMultipleEventsSchema.extend({
      events: MultipleEventEntrySchema.array().max(LIMITS.eventsPerCreateMultiple),
    }),
    response: CreatedEventsSchema,
  },
  {
    method: 'post',
    path: '/events/{eventKey}/actions/edit-for-sale-config',
    summary:
      'Put objects or GA places on sale (forSale) or take them off (notForSale), keeping the rest',
    request: ForSaleEditSchema,
    response: ForSaleEditResultSchema,
  },
  {
    method: 'post',
    path: '/events/actions/edit-for-sale-config',
    summary:
      'The incremental for-sale edit of several events at once, all or none; answered by event key',
    request: EditForSaleConfigsSchema,
    response: ForSaleEditResultsSchema,
  },
]);

export function eventBatchRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();

  app.post('/events/actions/create-multiple', async (c) => {
    const { chartKey, events } = await readBody(c, CreateMultipleEventsSchema);
    // seats.io's own messages for the count (its SDK tests read them).
    const max = LIMITS.eventsPerCreateMultiple;
    if (events.length < 1 || events.length > max) {
      const bound = events.length < 1 ? 'minimum item count: 1' : `maximum item count: ${max}`;
      throw badRequest(`#/events: expected ${bound}, found: ${events.length}`);
    }
    const entries = events.map((raw, i) => entryOf(raw, `body.events.${i}`));
    return c.json({ events: await createEvents(deps, c.get('auth'), chartKey, entries) });
  });

  const edit = async (c: Context<AppEnv>, edits: Record<string, ForSaleEdit>) =>
    editForSaleConfigs(deps, c.get('auth'), edits);

  app.post('/events/:key/actions/edit-for-sale-config', async (c) => {
    const key = param(c, 'key');
    const body = await readBody(c, ForSaleEditSchema);
    return c.json((await edit(c, { [key]: body }))[key]);
  });

  app.post('/events/actions/edit-for-sale-config', async (c) => {
    const { events } = await readBody(c, EditForSaleConfigsSchema);
    if (Object.keys(events).length === 0) throw badRequest('body.events: name at least one event');
    return c.json(await edit(c, events));
  });

  return app;
}

/** One entry, its channels read one by one so that a refusal names its index (as POST /events). */
function entryOf(raw: unknown, where: string): EventEntry {
  const { channels, ...entry } = validate(MultipleEventEntrySchema, raw, where);
  return { ...entry, channels: channelsGiven(channels, `${where}.channels`) };
}
