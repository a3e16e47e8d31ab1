// GET /metrics: the service's Prometheus metrics (src/server/metrics.ts). Served only when
// METRICS_TOKEN is set, and only to a scraper that sends it as `Authorization: Bearer <token>`:
// the figures are the whole service's, every company's traffic together, so no API key opens them.
import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { Deps } from '../application/context';
import type { AppEnv } from './context';
import { HTTP, HttpError } from './errors';

export function metricsRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const { metrics, config } = deps;
  metrics?.watch({
    store: deps.store,
    caches: { charts: deps.charts, drawings: deps.drawings, states: deps.states },
    lanes: { priority: config.priorityLaneLimit, regular: config.regularLaneLimit },
  });
  const expected = config.metricsToken && digest(config.metricsToken);

  app.get('/metrics', async (c) => {
    if (!expected || !metrics) {
      throw new HttpError(
        HTTP.NOT_FOUND,
        'METRICS_DISABLED',
        'Metrics are off: set METRICS_TOKEN to serve GET /metrics',
      );
    }
    const given = /^Bearer (.+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    if (!given || !timingSafeEqual(digest(given.trim()), expected)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      throw new HttpError(
        HTTP.UNAUTHORIZED,
        'METRICS_UNAUTHORIZED',
        'GET /metrics needs the header Authorization: Bearer <METRICS_TOKEN>',
      );
    }
    c.header('Content-Type', metrics.contentType);
    c.header('Cache-Control', 'no-store');
    return c.body(await metrics.exposition());
  });
  return app;
}

/** Compared as digests: equal lengths for timingSafeEqual, and no early exit on the first byte. */
function digest(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}
