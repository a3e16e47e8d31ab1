// Reports on the wire (docs/reports.md): chart reports and summaries, event summaries, deep
// summaries, detailed reports (filtered or not), the flat list and its CSV. The report type is
// read from the path here; application/reports makes the report, streamed when it is big.
import { type Context, Hono } from 'hono';
import {
  ChartReportQuerySchema,
  ChartReportSchema,
  ChartReportTypeSchema,
  ChartSummaryTypeSchema,
  DeepSummaryReportSchema,
  EventReportSchema,
  EventReportTypeSchema,
  EventSummaryTypeSchema,
  FlatListSchema,
  SummaryReportSchema,
} from '../../contract/reports';
import { oneOf } from '../../domain/reports';
import type { Deps } from '../application/context';
import { chartDetailedReport, chartSummaryReport } from '../application/reports/chart-reports';
import {
  eventDeepSummaryReport,
  eventDetailedReport,
  eventListing,
  eventSummaryReport,
} from '../application/reports/event-reports';
import { param, validate } from './body';
import type { AppEnv } from './context';
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

/** The path's report type, one of the contract's list for the call. */
function reportType<T extends string>(c: Context<AppEnv>, allowed: readonly T[]): T {
  return oneOf('reportType', param(c, 'type'), allowed, 'UNKNOWN_REPORT_TYPE');
}

export function reportRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const chartQuery = (c: Context<AppEnv>) =>
    validate(ChartReportQuerySchema, c.req.query(), 'query');

  app.get('/reports/charts/:key/:type/summary', async (c) => {
    const type = reportType(c, ChartSummaryTypeSchema.options);
    const auth = c.get('auth');
    return c.json(await chartSummaryReport(deps, auth, param(c, 'key'), type, chartQuery(c)));
  });

  app.get('/reports/charts/:key/:type', async (c) => {
    const type = reportType(c, ChartReportTypeSchema.options);
    const auth = c.get('auth');
    return streamed(c, await chartDetailedReport(deps, auth, param(c, 'key'), type, chartQuery(c)));
  });

  app.get('/reports/events/:key', async (c) => {
    const key = param(c, 'key');
    const listing = await eventListing(deps, c.get('auth'), key);
    if (listing.format === 'json') return streamed(c, listing.chunks);
    const filename = key.replace(/[^\w.-]+/g, '_');
    c.header('content-disposition', `attachment; filename="${filename}"`);
    return streamed(c, listing.chunks, 'text/csv; charset=utf-8');
  });

  app.get('/reports/events/:key/:type/summary/deep', async (c) => {
    const type = reportType(c, EventSummaryTypeSchema.options);
    return c.json(await eventDeepSummaryReport(deps, c.get('auth'), param(c, 'key'), type));
  });

  app.get('/reports/events/:key/:type/summary', async (c) => {
    const type = reportType(c, EventSummaryTypeSchema.options);
    return c.json(await eventSummaryReport(deps, c.get('auth'), param(c, 'key'), type));
  });

  app.get('/reports/events/:key/:type/:filter', async (c) => {
    const type = reportType(c, EventReportTypeSchema.options);
    const auth = c.get('auth');
    const report = await eventDetailedReport(deps, auth, param(c, 'key'), type, param(c, 'filter'));
    return streamed(c, report);
  });

  app.get('/reports/events/:key/:type', async (c) => {
    const type = reportType(c, EventReportTypeSchema.options);
    return streamed(c, await eventDetailedReport(deps, c.get('auth'), param(c, 'key'), type));
  });

  return app;
}
