// createApp(): the whole HTTP surface of the service, built once per process (or per test).
// Request ids, logging, body limits, the error body and not-found are installed here once;
// each resource is a sub-app of its own module.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { type Context, Hono } from 'hono';
import type { Service } from '../application/wiring';
import { writeLog } from '../log';
import { accountKeyRoutes } from './account-keys';
import { accountSettingRoutes } from './account-settings';
import { authenticate } from './auth';
import { bigBodiesInTurn } from './big-bodies';
import { bodyLimitOf } from './body-limits';
import { boxOfficeTokenRoutes } from './box-office-tokens';
import { categoryRoutes } from './categories';
import { channelRoutes } from './channels';
import { chartTagAndCopyRoutes } from './chart-tags-and-copies';
import { chartRoutes } from './charts';
import { compression } from './compression';
import type { AppEnv } from './context';
import { requestDeadline, withinDeadline } from './deadline';
import { badRequest, bodyTooLarge, errorBody, HTTP, knownError } from './errors';
import { eventBatchRoutes } from './event-batches';
import { eventLogRoutes } from './event-log';
import { eventRoutes } from './events';
import { healthRoutes } from './health';
import { historyPeopleRoutes } from './history-people';
import { holdTokenRoutes } from './hold-tokens';
import { idempotencyKeys } from './idempotency';
import { rateLimitLanes } from './lanes';
import { liveFeedRoutes } from './live-feed';
import { liveFeedStreamRoutes } from './live-feed-stream';
import { MemoRouter } from './memo-router';
import { metricsRoutes } from './metrics-endpoint';
import { objectRoutes } from './objects';
import { answerOpenApi } from './openapi';
import { reportRoutes } from './reports';
import { CLIENT_CLOSED, requestLog } from './request-log';
import { enforceRoles } from './route-roles';
import { seasonRoutes } from './seasons';
import { staffRoutes, staffSignInRoutes } from './staff';
import { statusChangeRoutes } from './status-changes';
import { requestOrigin, statusHistoryRoutes } from './status-history';
import { systemRoutes } from './system';
import { ticketBuyerRoutes } from './ticket-buyers';
import { workspaceRoutes } from './workspaces';

/**
 * Route modules behind authentication and the rate-limit lanes. Add new resources here, and each
 * route's least staff role in route-roles.ts.
 */
export const apiModules: Array<(service: Service) => Hono<AppEnv>> = [
  chartTagAndCopyRoutes,
  ticketBuyerRoutes,
  chartRoutes,
  categoryRoutes,
  eventBatchRoutes,
  eventRoutes,
  seasonRoutes,
  holdTokenRoutes,
  boxOfficeTokenRoutes,
  liveFeedRoutes,
  statusChangeRoutes,
  statusHistoryRoutes,
  historyPeopleRoutes,
  objectRoutes,
  channelRoutes,
  reportRoutes,
  staffRoutes,
  accountKeyRoutes,
  eventLogRoutes,
  workspaceRoutes,
  accountSettingRoutes,
];

export interface AppOptions {
  /** Mounted before authentication: the built back office, the upstream proxy. */
  publicRoutes?: Hono<AppEnv>;
  log?: (line: Record<string, unknown>) => void;
  /** True once the process has been told to stop: readiness answers 503 (http/health.ts). */
  stopping?: () => boolean;
}

export function createApp(deps: Service, options: AppOptions = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ router: new MemoRouter() });
  const log = options.log ?? writeLog;

  app.use('*', requestLog(deps, log));

  app.use('*', compression());

  // In proxy mode the upstream has UPSTREAM_TIMEOUT_MS for its whole answer; the deadline must
  // not cut a slow but legitimate seats.io answer before that (its 504 names the real cause).
  const { requestTimeoutMs, upstreamUrl, upstreamTimeoutMs } = deps.config;
  const deadlineMs = upstreamUrl
    ? Math.max(requestTimeoutMs, upstreamTimeoutMs + 1_000)
    : requestTimeoutMs;
  app.use('*', requestDeadline(deadlineMs));

  // A broken percent-escape (`%E0%A4%A`, a lone `%`) would otherwise reach the routes undecoded
  // and silently name a chart or event nobody meant. Refuse it by name instead.
  app.use('*', async (c, next) => {
    if (c.req.url.includes('%')) {
      // U+0000 in a key, label or query value: PostgreSQL cannot store it in text, so neither
      // store accepts it (and no seats.io key or label holds one).
      if (/%00/i.test(c.req.url)) {
        throw badRequest(
          'The URL holds the character U+0000 (%00), which is not accepted in keys, labels or parameters',
          'NUL_CHARACTER',
        );
      }
      const path = new URL(c.req.url).pathname;
      try {
        decodeURIComponent(path);
      } catch {
        throw badRequest(
          `The path ${path} is not valid percent-encoding (write a literal % as %25)`,
          'INVALID_PATH',
        );
      }
    }
    await next();
  });

  // The body limit is checked against Content-Length here (cheap), and enforced while reading a
  // body without one in readJson; Hono's bodyLimit middleware rebuilt every request, costing
  // about half of a booking's CPU time.
  // Each route has its own limit (body-limits.ts): megabytes for the chart upload only.
  app.use('*', async (c, next) => {
    const limit = bodyLimitOf(c.req.method, c.req.path, deps.config);
    const length = Number(c.req.header('content-length') ?? 0);
    if (length > limit) throw bodyTooLarge(limit);
    c.set('bodyLimit', limit);
    await next();
  });

  app.route('/', healthRoutes(deps, { stopping: options.stopping }));
  app.route('/', metricsRoutes(deps));
  app.get('/openapi.json', answerOpenApi);
  app.route('/', systemRoutes(deps));
  if (options.publicRoutes) app.route('/', options.publicRoutes);
  app.route('/', staffSignInRoutes(deps));

  // Streams are authenticated on their own, outside the request lanes (live-feed-stream.ts).
  app.route('/', liveFeedStreamRoutes(deps));
  const api = new Hono<AppEnv>();
  api.use('*', requestOrigin());
  api.use('*', authenticate(deps));
  api.use('*', enforceRoles());
  api.use('*', rateLimitLanes(deps));
  api.use('*', withinDeadline());
  api.use('*', bigBodiesInTurn());
  // Inside the deadline, so that a write's stored answer is its real outcome, not the deadline's.
  api.use('*', idempotencyKeys(deps));
  for (const module of apiModules) api.route('/', module(deps));
  app.route('/', api);

  app.notFound((c) => {
    const message = `No such endpoint: ${c.req.method} ${c.req.path}`;
    return c.json(
      errorBody(HTTP.NOT_FOUND, 'NOT_FOUND', message, c.get('requestId') ?? randomUUID()),
      404,
    );
  });

  app.onError((error, c) => {
    const requestId = c.get('requestId') ?? randomUUID();
    // The client went away mid-body: nobody to answer and nothing wrong with the service. Logged
    // by the line above as status 499 (nginx's "client closed request"), without a stack.
    if (clientGone(c)) return c.body(null, CLIENT_CLOSED as 400);
    const known = knownError(error);
    if (known) {
      // 503: the store is unavailable or the deadline passed; the client may retry after this.
      if (known.retryAfterSeconds) c.header('Retry-After', String(known.retryAfterSeconds));
      return c.json(
        errorBody(known.status, known.code, known.message, requestId, known.data),
        known.status as 400,
      );
    }
    log({
      time: new Date().toISOString(),
      level: 'error',
      requestId,
      error: String((error as Error)?.stack ?? error),
    });
    const message = 'Internal error; the request id identifies it in the service log';
    return c.json(errorBody(HTTP.INTERNAL, 'INTERNAL_ERROR', message, requestId), 500);
  });

  return app;
}

function clientGone(c: Context<AppEnv>): boolean {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return Boolean(incoming && (incoming.readableAborted || incoming.socket?.destroyed));
}
