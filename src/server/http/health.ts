// Liveness and readiness. /health/live: the process answers HTTP (no store involved), for a
// supervisor deciding whether to restart it. /health/ready (and /health, its alias): the store
// answers a trivial read within READY_TIMEOUT_MS, for a load balancer deciding whether to send
// traffic here. A store that is down, frozen or refusing gives 503 with Retry-After; so does a
// PostgreSQL whose booking tables cannot be locked within the time (Store.probe), and an instance
// told to stop (SIGTERM), from then on, while it still serves (main.ts).
import { type Context, Hono } from 'hono';
import type { Deps } from '../application/context';
import { RETRY_AFTER_SECONDS } from '../store/unavailable';
import type { AppEnv } from './context';
import { HTTP } from './errors';

export const READY_TIMEOUT_MS = 1_000;

export interface HealthOptions {
  timeoutMs?: number;
  /** True once the process has been told to stop. */
  stopping?: () => boolean;
}

export function healthRoutes(
  deps: Deps,
  { timeoutMs = READY_TIMEOUT_MS, stopping = () => false }: HealthOptions = {},
) {
  const app = new Hono<AppEnv>();
  app.get('/health/live', (c) => c.json({ status: 'ok' }));

  const ready = async (c: Context<AppEnv>) => {
    const problem = stopping() ? 'the service is stopping' : await storeProblem(deps, timeoutMs);
    if (!problem) return c.json({ status: 'ok', store: deps.store.kind });
    c.header('Retry-After', String(RETRY_AFTER_SECONDS));
    // The answer the probe is for, not a fault of this request: the outage shows as errors elsewhere.
    c.set('logLevel', 'warn');
    return c.json(
      { status: 'unavailable', store: deps.store.kind, reason: problem },
      HTTP.UNAVAILABLE,
    );
  };
  app.get('/health/ready', ready);
  app.get('/health', ready);
  return app;
}

/** Why the store cannot serve, or undefined when its probe passes in time. */
async function storeProblem(deps: Deps, timeoutMs: number): Promise<string | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${timeoutMs} ms`), timeoutMs);
  });
  const probe = deps.store.probe(timeoutMs).then(
    () => undefined,
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );
  try {
    return await Promise.race([probe, late]);
  } finally {
    clearTimeout(timer);
  }
}
