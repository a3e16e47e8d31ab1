// Objects of an event: object info, extra data, and the for-sale calls.
import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { boundedRecord, LIMITS } from '../../contract/limits';
import {
  ExtraDataSchema,
  ForSaleSchema,
  ObjectInfosSchema,
  UpdateExtraDataSchema,
} from '../../contract/status';
import type { FlatChart, ObjectState } from '../../domain/model';
import { objectInfo } from '../../domain/object-info';
import { channelOf } from '../../domain/status/channels';
import {
  forSaleLabels,
  markEverythingForSale,
  markForSale,
  markNotForSale,
} from '../../domain/status/for-sale';
import { nextForSaleConfig } from '../../domain/status/for-sale-config';
import { normalizeExpiredHolds } from '../../domain/status/hold-expiry';
import { RuleError } from '../../domain/status/rule-error';
import { compactState } from '../../domain/status/state';
import { reportedState } from '../../domain/status/tables';
import {
  type LoadedEvent,
  liveTokens,
  loadEvents,
  tokensIn,
} from '../application/bookings/booking';
import type { Deps } from '../application/context';
import { writingStates } from '../application/states/state-writer';
import type { Tx } from '../store/port';
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
    summary: 'Mark objects, GA places or categories not for sale',
    request: ForSaleSchema,
  },
  {
    method: 'post',
    path: '/events/{eventKey}/actions/mark-as-for-sale',
    summary: 'Mark objects, GA places or categories for sale again',
    request: ForSaleSchema,
  },
  {
    method: 'post',
    path: '/events/{eventKey}/actions/mark-everything-as-for-sale',
    summary: 'Put every object and place of the event on sale',
  },
]);

function assertOnChart(chart: FlatChart, labels: string[]): void {
  for (const label of labels) {
    if (!chart.byLabel.has(label))
      throw new RuleError('OBJECT_NOT_FOUND', `Object not found: ${label}`);
  }
}

export function objectRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const { store } = deps;

  async function oneEvent(tx: Tx, c: Context<AppEnv>): Promise<LoadedEvent> {
    const [event] = await loadEvents(deps, tx, c.get('auth'), [param(c, 'key')]);
    return event;
  }

  app.get('/events/:key/objects', async (c) => {
    const labels = [...new Set(c.req.queries('label') ?? [])];
    if (labels.length === 0) throw badRequest('query.label: give at least one label (?label=A-1)');
    const auth = c.get('auth');
    const infos = await store.read(async (tx) => {
      const { row, chart } = await oneEvent(tx, c);
      assertOnChart(chart, labels);
      const tables = labels.flatMap((label) => chart.byLabel.get(label)?.table ?? []);
      const states = await tx.getObjectStates(row.id, [...labels, ...tables]);
      const live = await liveTokens(tx, auth, tokensIn(states.values()), deps.now());
      const stateOf = (label: string) =>
        normalizeExpiredHolds(states.get(label), (t) => live.has(t));
      const channels = channelOf(row.channels);
      const result: Record<string, unknown> = {};
      for (const label of labels) {
        const obj = chart.byLabel.get(label);
        if (!obj) continue;
        const state = reportedState(obj, chart, row.tableBookingConfig, stateOf);
        result[label] = objectInfo(obj, state, {
          channel: channels.get(label),
          tableBookingConfig: row.tableBookingConfig,
        });
      }
      return result;
    });
    return c.json(infos);
  });

  async function updateExtraData(
    c: Context<AppEnv>,
    data: Record<string, Record<string, unknown> | null>,
  ) {
    await writingStates(deps, async (tx, writer) => {
      const { row, chart } = await oneEvent(tx, c);
      const labels = Object.keys(data);
      assertOnChart(chart, labels);
      const states = await tx.getObjectStates(row.id, labels);
      const writes = new Map<string, ObjectState | undefined>();
      for (const label of labels) {
        writes.set(
          label,
          compactState({ ...states.get(label), extraData: data[label] ?? undefined }),
        );
      }
      await writer.put(row.id, writes, { labels: new Set(labels), states });
    });
    return c.body(null, HTTP.NO_CONTENT);
  }

  app.post('/events/:key/objects/:label/actions/update-extra-data', async (c) => {
    const body = await readBody(c, UpdateExtraDataSchema, undefined);
    return updateExtraData(c, { [param(c, 'label')]: body.extraData });
  });

  app.post('/events/:key/actions/update-extra-data', async (c) => {
    const body = await readBody(c, UpdateExtraDatasSchema, undefined);
    return updateExtraData(c, body.extraData);
  });

  const mark = (forSale: boolean) => async (c: Context<AppEnv>) => {
    const body = await readBody(c, ForSaleSchema, undefined);
    if (
      !body.objects?.length &&
      !body.categories?.length &&
      !Object.keys(body.areaPlaces ?? {}).length
    ) {
      throw badRequest('body: give objects, areaPlaces or categories to mark');
    }
    await writingStates(deps, async (tx, writer) => {
      const { row, chart } = await oneEvent(tx, c);
      const labels = forSaleLabels(chart, body);
      const states = await tx.getObjectStates(row.id, labels);
      const live = await liveTokens(tx, c.get('auth'), tokensIn(states.values()), deps.now());
      const apply = forSale ? markForSale : markNotForSale;
      const writes = apply(chart, states, body, (t) => live.has(t));
      await writer.put(row.id, writes, { labels: new Set(labels), states });
      await tx.updateEvent({
        ...row,
        forSaleConfig: nextForSaleConfig(row.forSaleConfig, forSale, body),
      });
    });
    return c.body(null, HTTP.NO_CONTENT);
  };

  app.post('/events/:key/actions/mark-as-not-for-sale', mark(false));
  app.post('/events/:key/actions/mark-as-for-sale', mark(true));

  app.post('/events/:key/actions/mark-everything-as-for-sale', async (c) => {
    await writingStates(deps, async (tx, writer) => {
      const { row } = await oneEvent(tx, c);
      const states = await tx.getAllObjectStates(row.id);
      await writer.put(row.id, markEverythingForSale(states), { labels: 'every', states });
      await tx.updateEvent({ ...row, forSaleConfig: null });
    });
    return c.body(null, HTTP.NO_CONTENT);
  });

  return app;
}
