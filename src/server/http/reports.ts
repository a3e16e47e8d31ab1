// Reports (wire.md §8, api-seed.md §4.7–4.9): chart reports and summaries, event summaries, deep
// summaries, detailed reports (filtered or not), the flat list and its CSV. Reads only: one store
// snapshot per request, the chart from the chart cache, the event's states with expired holds
// released, then the pure reports engine.
import { type Context, Hono } from 'hono';
import {
  ChartReportQuerySchema,
  ChartReportSchema,
  DeepSummaryReportSchema,
  EventReportSchema,
  FlatListSchema,
  SummaryReportSchema,
} from '../../contract/reports';
import type { ObjectState } from '../domain/model';
import {
  CHART_DETAILED_TYPES,
  CHART_SUMMARY_TYPES,
  CLOSED_VALUES,
  chartDetailed,
  chartSummary,
  EVENT_DETAILED_TYPES,
  EVENT_SUMMARY_TYPES,
  type EventReportInput,
  eventCsvChunks,
  eventDeepSummary,
  eventDetailedJson,
  eventFlatListJson,
  eventSummary,
} from '../domain/reports';
import { normalizeExpiredHolds } from '../domain/status/hold-expiry';
import { chartOf, liveTokens } from '../services/booking';
import { findChart } from '../services/charts';
import type { Tx } from '../store/port';
import { param, validate } from './body';
import type { AppEnv, Deps } from './context';
import { badRequest, eventNotFound, HTTP, HttpError } from './errors';
import { registerOperations } from './openapi';

const chartPath = '/reports/charts/{chartKey}/{reportType}';
const eventPath = '/reports/events/{eventKey}';
registerOperations([
  {
    method: 'get',
    path: chartPath,
    summary:
      'Chart report: objects by group (?bookWholeTables=chart|true|false&version=published|draft)',
    response: ChartReportSchema,
  },
  {
    method: 'get',
    path: `${chartPath}/summary`,
    summary: 'Chart summary report: places by group',
    response: SummaryReportSchema,
  },
  {
    method: 'get',
    path: eventPath,
    summary: 'Every object of the event, sorted by label',
    response: FlatListSchema,
  },
  {
    method: 'get',
    path: `${eventPath}.csv`,
    summary: 'Every object of the event as CSV (see docs/reports.md for the columns)',
  },
  {
    method: 'get',
    path: `${eventPath}/{reportType}`,
    summary: 'Event report: objects by group',
    response: EventReportSchema,
  },
  {
    method: 'get',
    path: `${eventPath}/{reportType}/{filter}`,
    summary: 'Event report holding one group ({} when empty)',
    response: EventReportSchema,
  },
  {
    method: 'get',
    path: `${eventPath}/{reportType}/summary`,
    summary: 'Event summary report: places by group',
    response: SummaryReportSchema,
  },
  {
    method: 'get',
    path: `${eventPath}/{reportType}/summary/deep`,
    summary: 'Event deep summary: places by group and two nested dimensions',
    response: DeepSummaryReportSchema,
  },
]);

function oneOf<T extends string>(
  what: string,
  value: string,
  allowed: readonly T[],
  code: string,
): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw badRequest(
    `${what}: unknown value ${JSON.stringify(value)}; allowed: ${allowed.join(', ')}`,
    code,
  );
}

export function reportRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const { store } = deps;

  /** The chart version a chart report reads, and its `bookWholeTables`. */
  async function chartFor(c: Context<AppEnv>) {
    const query = validate(ChartReportQuerySchema, c.req.query(), 'query');
    const version = query.version ?? 'published';
    const auth = c.get('auth');
    const chart = await store.read(async (tx) => {
      const row = await findChart(tx, auth, param(c, 'key'));
      const flat = await deps.charts.get(tx, row, version);
      if (flat) return flat;
      throw new HttpError(
        HTTP.NOT_FOUND,
        'DRAFT_NOT_FOUND',
        `Chart ${row.key} has no ${version} version`,
      );
    });
    return { chart, bookWholeTables: query.bookWholeTables };
  }

  app.get('/reports/charts/:key/:type/summary', async (c) => {
    const type = oneOf('reportType', param(c, 'type'), CHART_SUMMARY_TYPES, 'UNKNOWN_REPORT_TYPE');
    const { chart, bookWholeTables } = await chartFor(c);
    return c.json(chartSummary(chart, type, bookWholeTables));
  });

  app.get('/reports/charts/:key/:type', async (c) => {
    const type = oneOf('reportType', param(c, 'type'), CHART_DETAILED_TYPES, 'UNKNOWN_REPORT_TYPE');
    const { chart, bookWholeTables } = await chartFor(c);
    return c.json(chartDetailed(chart, type, bookWholeTables));
  });

  /** Everything an event report needs, read in one snapshot. Holds of dead tokens count as free. */
  async function eventInput(
    tx: Tx,
    c: Context<AppEnv>,
    key: string,
  ): Promise<EventReportInput | undefined> {
    const auth = c.get('auth');
    const row = await tx.getEvent(auth.workspace.id, key);
    if (!row) return undefined;
    const chart = await chartOf(deps, tx, row);
    const stored = await deps.states.all(tx, row);
    const held = heldStates(stored);
    const live = await liveTokens(tx, auth, [...held.tokens], deps.now());
    // Read afresh: the authenticated company row is cached, and the setting can be switched.
    const company = (await tx.getCompany(auth.company.id)) ?? auth.company;
    return {
      chart,
      states: withoutExpiredHolds(stored, held.labels, live),
      channels: row.channels,
      tableBookingConfig: row.tableBookingConfig,
      tablesCountAsOne: company.tablesCountAsOne,
    };
  }

  async function requireEvent(c: Context<AppEnv>, key: string): Promise<EventReportInput> {
    const input = await store.read((tx) => eventInput(tx, c, key));
    if (!input) throw eventNotFound(key, c.get('auth').workspace.key);
    return input;
  }

  // `/reports/events/k.csv` is the CSV of event `k`, unless no event `k` exists but one called
  // `k.csv` does: then it is that event's flat list.
  app.get('/reports/events/:key', async (c) => {
    const key = param(c, 'key');
    if (key.endsWith('.csv')) {
      const input = await store.read(async (tx) => ({
        csv: await eventInput(tx, c, key.slice(0, -'.csv'.length)),
        json: await eventInput(tx, c, key),
      }));
      if (input.csv) {
        const filename = key.replace(/[^\w.-]+/g, '_');
        c.header('content-disposition', `attachment; filename="${filename}"`);
        return streamed(c, eventCsvChunks(input.csv), 'text/csv; charset=utf-8');
      }
      if (!input.json)
        throw eventNotFound(key.slice(0, -'.csv'.length), c.get('auth').workspace.key);
      return streamed(c, eventFlatListJson(input.json));
    }
    return streamed(c, eventFlatListJson(await requireEvent(c, key)));
  });

  app.get('/reports/events/:key/:type/summary/deep', async (c) => {
    const type = oneOf('reportType', param(c, 'type'), EVENT_SUMMARY_TYPES, 'UNKNOWN_REPORT_TYPE');
    return c.json(eventDeepSummary(await requireEvent(c, param(c, 'key')), type));
  });

  app.get('/reports/events/:key/:type/summary', async (c) => {
    const type = oneOf('reportType', param(c, 'type'), EVENT_SUMMARY_TYPES, 'UNKNOWN_REPORT_TYPE');
    return c.json(eventSummary(await requireEvent(c, param(c, 'key')), type));
  });

  app.get('/reports/events/:key/:type/:filter', async (c) => {
    const type = oneOf('reportType', param(c, 'type'), EVENT_DETAILED_TYPES, 'UNKNOWN_REPORT_TYPE');
    const filter = param(c, 'filter');
    const closed = CLOSED_VALUES[type];
    if (closed) oneOf(`filter of ${type}`, filter, closed, 'UNKNOWN_REPORT_FILTER');
    return streamed(c, eventDetailedJson(await requireEvent(c, param(c, 'key')), type, filter));
  });

  app.get('/reports/events/:key/:type', async (c) => {
    const type = oneOf('reportType', param(c, 'type'), EVENT_DETAILED_TYPES, 'UNKNOWN_REPORT_TYPE');
    return streamed(c, eventDetailedJson(await requireEvent(c, param(c, 'key')), type));
  });

  return app;
}

/**
 * A big answer sent as it is written: chunk by chunk, so that neither the whole text nor all the
 * object infos are ever in memory at once. The engine is pure and its input already loaded, so
 * nothing can fail once the first byte has gone.
 */
function streamed(
  c: Context<AppEnv>,
  chunks: Generator<string>,
  contentType = 'application/json; charset=UTF-8',
): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    cancel() {
      chunks.return(undefined);
    },
  });
  c.header('content-type', contentType);
  return c.body(body);
}

/** The hold tokens the states refer to, and the labels holding with them. */
function heldStates(states: ReadonlyMap<string, ObjectState>): {
  tokens: Set<string>;
  labels: string[];
} {
  const tokens = new Set<string>();
  const labels: string[] = [];
  for (const [label, state] of states) {
    const gaHolds = state.places?.holds;
    if (state.holdToken === undefined && gaHolds === undefined) continue;
    labels.push(label);
    if (state.holdToken !== undefined) tokens.add(state.holdToken);
    for (const token in gaHolds) tokens.add(token);
  }
  return { tokens, labels };
}

/** The states as reports must see them; the stored map itself when no hold has expired. */
function withoutExpiredHolds(
  stored: ReadonlyMap<string, ObjectState>,
  heldLabels: string[],
  live: Set<string>,
): ReadonlyMap<string, ObjectState> {
  let result: Map<string, ObjectState> | undefined;
  for (const label of heldLabels) {
    const state = stored.get(label) as ObjectState;
    const normalized = normalizeExpiredHolds(state, (token) => live.has(token));
    if (normalized === state) continue;
    result ??= new Map(stored);
    if (normalized) result.set(label, normalized);
    else result.delete(label);
  }
  return result ?? stored;
}
