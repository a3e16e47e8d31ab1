// Reports (docs/reports.md): chart reports and summaries, event summaries, deep
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
import { eventNotFound } from '../../domain/errors';
import {
  CHART_DETAILED_TYPES,
  CHART_SUMMARY_TYPES,
  CLOSED_VALUES,
  chartDetailedJson,
  chartSummary,
  EVENT_DETAILED_TYPES,
  EVENT_SUMMARY_TYPES,
  type EventReportInput,
  eventCsvChunks,
  eventDeepSummaryOf,
  eventDetailedJson,
  eventFlatListJson,
  eventSummaryOf,
  type Histogram,
} from '../../domain/reports';
import { findChart } from '../application/charts/charts';
import type { Deps } from '../application/context';
import { eventSnapshot, snapshotHistogram } from '../application/reports/report-input';
import type { Tx } from '../store/port';
import { param, validate } from './body';
import type { AppEnv } from './context';
import { badRequest, HTTP, HttpError } from './errors';
import { registerOperations } from './openapi';
import { streamed } from './streamed';

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
    return streamed(c, chartDetailedJson(chart, type, bookWholeTables));
  });

  async function eventInput(tx: Tx, c: Context<AppEnv>, key: string) {
    return (await eventSnapshot(deps, tx, c.get('auth'), key))?.input;
  }

  async function requireEvent(c: Context<AppEnv>, key: string): Promise<EventReportInput> {
    const input = await store.read((tx) => eventInput(tx, c, key));
    if (!input) throw eventNotFound(key, c.get('auth').workspace.key);
    return input;
  }

  function requireHistogram(c: Context<AppEnv>, key: string): Promise<Histogram> {
    return store.read(async (tx) => {
      const snapshot = await eventSnapshot(deps, tx, c.get('auth'), key);
      if (!snapshot) throw eventNotFound(key, c.get('auth').workspace.key);
      return snapshotHistogram(deps, tx, snapshot);
    });
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
    return c.json(eventDeepSummaryOf(await requireHistogram(c, param(c, 'key')), type));
  });

  app.get('/reports/events/:key/:type/summary', async (c) => {
    const type = oneOf('reportType', param(c, 'type'), EVENT_SUMMARY_TYPES, 'UNKNOWN_REPORT_TYPE');
    return c.json(eventSummaryOf(await requireHistogram(c, param(c, 'key')), type));
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
