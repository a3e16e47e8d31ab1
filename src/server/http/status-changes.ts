// Status changes (as seats.io): one event, a group of events, or a batch; each request is one
// transaction. 204 without `expand=objects`; 200 with the infos of the objects changed.
import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  BatchResultSchema,
  BatchStatusChangeSchema,
  BestAvailableResultSchema,
  ChangeResultSchema,
  GroupStatusChangeSchema,
  SeasonStatusSchema,
  ShorthandChangeSchema,
  StatusChangeSchema,
} from '../../contract/status';
import { bestAvailableAsk } from '../../domain/judge/judge';
import type { ObjectInfo } from '../../domain/object-info';
import type { ChangeResult } from '../../domain/status/apply';
import {
  type ChangeAction,
  type NormalizedChange,
  normalizeChange,
} from '../../domain/status/normalize';
import {
  checkTicketBuyerAsks,
  type TicketBuyerAsk,
} from '../application/hold-tokens/ticket-buyer-holds';
import type { Service } from '../application/wiring';
import { param, readBody } from './body';
import type { AppEnv } from './context';
import { badRequest } from './errors';
import { type Accepted, answerRecord, sendAnswer, type WireAnswer } from './idempotency';
import { registerOperations } from './openapi';

registerOperations([
  ...(['change-object-status', 'book', 'hold', 'release'] as const).map((action) => ({
    method: 'post' as const,
    path: `/events/{eventKey}/actions/${action}`,
    summary: `Status change on one event (${action}); 204, or 200 with ?expand=objects. With bestAvailable instead of objects the service chooses: 200 {objects, objectDetails, nextToEachOther}, or 400 BEST_AVAILABLE_OBJECTS_NOT_FOUND`,
    request: action === 'change-object-status' ? StatusChangeSchema : ShorthandChangeSchema,
    response: z.union([ChangeResultSchema, BestAvailableResultSchema]),
  })),
  {
    method: 'post',
    path: '/events/groups/actions/change-object-status',
    summary:
      'One status change on several events, one transaction; 204, or 200 with ?expand=objects',
    request: GroupStatusChangeSchema,
    response: ChangeResultSchema,
  },
  {
    method: 'post',
    path: '/events/actions/change-object-status',
    summary:
      'A batch of status changes over events of one workspace, all or none; 204, or 200 with ?expand=objects',
    request: BatchStatusChangeSchema,
    response: BatchResultSchema,
  },
  ...(['override-season-status', 'use-season-status'] as const).map((action) => ({
    method: 'post' as const,
    path: `/events/{eventKey}/actions/${action}`,
    summary:
      action === 'override-season-status'
        ? 'Frees objects the season (or the partial season `season`) took, in this one event of the season, so they can be sold again; a GA label repeated N times overrides N places; 204 (docs/seasons.md)'
        : 'Undoes override-season-status: the objects take the season status again (they must be free in the event); 204',
    request: SeasonStatusSchema,
  })),
]);

/** Best available is always answered with the choice, `expand` or not (as seats.io does). */
function chosenAnswer({ results, choice }: Accepted): WireAnswer {
  if (!choice) throw new Error('a best-available request was answered without a choice');
  return {
    status: 200,
    json: {
      objects: choice.objects,
      objectDetails: results[0].objects,
      nextToEachOther: choice.nextToEachOther,
    },
  };
}

/** `expand=objects` (also within a comma list); any other expansion is refused. */
function wantsObjects(c: Context): boolean {
  const values = (c.req.queries('expand') ?? []).flatMap((value) => value.split(','));
  for (const value of values) {
    if (value !== 'objects' && value !== '') {
      throw badRequest(`query.expand: unknown expansion ${value}; only objects is supported`);
    }
  }
  return values.includes('objects');
}

/** The objects of several results in one map (a group change answers one map for all events). */
function mergedObjects(results: ChangeResult[]): Record<string, ObjectInfo> {
  return Object.assign({}, ...results.map((result) => result.objects));
}

const NO_CONTENT: WireAnswer = { status: 204 };

/** 204, or with `expand=objects` 200 and the objects changed in one map. */
const objectsAnswer = (expand: boolean) => (accepted: Accepted) =>
  expand
    ? { status: 200 as const, json: { objects: mergedObjects(accepted.results) } }
    : NO_CONTENT;

/** The changes' ticket buyer IDs, each with the hold token it comes with, taken off the changes. */
function ticketBuyerAsks<T extends { ticketBuyerId?: string; holdToken?: string }>(
  changes: T[],
): { asks: TicketBuyerAsk[]; changes: Array<Omit<T, 'ticketBuyerId'>> } {
  const asks: TicketBuyerAsk[] = [];
  const rest = changes.map(({ ticketBuyerId, ...change }) => {
    if (ticketBuyerId !== undefined) asks.push({ ticketBuyerId, holdToken: change.holdToken });
    return change;
  });
  return { asks, changes: rest };
}

export function statusChangeRoutes(service: Service) {
  const queue = service.statusQueue;
  const app = new Hono<AppEnv>();

  /** Submits the changes; the answer `shape` gives is sent, and stored with them under a key. */
  async function run(
    c: Context<AppEnv>,
    changes: NormalizedChange[],
    expand: boolean,
    shape: (accepted: Accepted) => WireAnswer,
  ): Promise<Response> {
    const record = answerRecord(c, shape);
    const results = await queue.submit(c.get('auth'), changes, expand, record);
    return sendAnswer(c, shape({ results }));
  }

  const single = (action: ChangeAction) => async (c: Context<AppEnv>) => {
    const expand = wantsObjects(c);
    const schema = action === 'change' ? StatusChangeSchema : ShorthandChangeSchema;
    const body = await readBody(c, schema, undefined);
    const { asks, changes } = ticketBuyerAsks([body]);
    await checkTicketBuyerAsks(service, c.get('auth'), asks);
    const { objects, bestAvailable, ...rest } = changes[0];
    if (bestAvailable) {
      const ask = bestAvailableAsk(param(c, 'key'), bestAvailable, rest, action);
      const record = answerRecord(c, chosenAnswer);
      const { choice, result } = await queue.submitBestAvailable(c.get('auth'), ask, record);
      return sendAnswer(c, chosenAnswer({ results: [result], choice }));
    }
    const change = normalizeChange(param(c, 'key'), { ...rest, objects: objects ?? [] }, action);
    return run(c, [change], expand, objectsAnswer(expand));
  };

  // The group and batch paths come first: `groups` and `actions` are not event keys here.
  app.post('/events/groups/actions/change-object-status', async (c) => {
    const expand = wantsObjects(c);
    const body = await readBody(c, GroupStatusChangeSchema, undefined);
    const {
      asks,
      changes: [{ events, ...change }],
    } = ticketBuyerAsks([body]);
    await checkTicketBuyerAsks(service, c.get('auth'), asks);
    const changes = [...new Set(events)].map((key) => normalizeChange(key, change));
    return run(c, changes, expand, objectsAnswer(expand));
  });

  app.post('/events/actions/change-object-status', async (c) => {
    const expand = wantsObjects(c);
    const body = await readBody(c, BatchStatusChangeSchema, undefined);
    const asked = ticketBuyerAsks(body.statusChanges);
    await checkTicketBuyerAsks(service, c.get('auth'), asked.asks);
    const changes = asked.changes.map(({ event, ...change }) => normalizeChange(event, change));
    return run(c, changes, expand, ({ results }) =>
      expand ? { status: 200, json: { results } } : NO_CONTENT,
    );
  });

  for (const [path, type] of [
    ['override-season-status', 'OVERRIDE_SEASON_STATUS'],
    ['use-season-status', 'USE_SEASON_STATUS'],
  ] as const) {
    app.post(`/events/:key/actions/${path}`, async (c) => {
      const body = await readBody(c, SeasonStatusSchema, undefined);
      return run(c, [normalizeChange(param(c, 'key'), { ...body, type })], false, () => NO_CONTENT);
    });
  }

  app.post('/events/:key/actions/change-object-status', single('change'));
  app.post('/events/:key/actions/book', single('book'));
  app.post('/events/:key/actions/hold', single('hold'));
  app.post('/events/:key/actions/release', single('release'));
  return app;
}
