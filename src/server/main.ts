// Entry point: reads the configuration once, opens the store, listens, seeds the demo company on
// an empty database of a local start, serves the API at the root and the back office under /app/,
// and shuts down cleanly. Every line it writes is a JSON line on stdout (log.ts).
import type { Server } from 'node:http';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { closeFeeds } from './application/feed/feed-hubs';
import { type SeededDemo, seedDemo } from './application/jobs/demo';
import { startEventLogSweep } from './application/jobs/event-log-sweep';
import { startHistorySweep } from './application/jobs/history-sweep';
import { startHoldSweep } from './application/jobs/hold-sweep';
import { startIdempotencySweep } from './application/jobs/idempotency-sweep';
import { wireService } from './application/wiring';
import { type Config, isLoopback, readConfig } from './config';
import { stampAcceptance } from './http/accepted';
import { createApp } from './http/app';
import { answerClientErrorsAsJson } from './http/client-errors';
import { drainable } from './http/shutdown';
import { staticAppRoutes } from './http/static-app';
import { upstreamProxyRoutes } from './http/upstream-proxy';
import { logLine, writeLog } from './log';
import { ServiceMetrics } from './metrics';
import { openStore, redact } from './store/open-store';

const root = resolve(import.meta.dirname, '../..');

async function main() {
  const config = readConfig();
  const store = await openStore(config.databaseUrl, {
    statementTimeoutMs: config.requestTimeoutMs,
    lockTimeoutMs: config.pgLockTimeoutMs,
    idleInTransactionTimeoutMs: config.pgIdleInTransactionTimeoutMs,
  });
  const deps = wireService({
    config,
    store,
    metrics: new ServiceMetrics({ processMetrics: true }),
  });
  const publicRoutes = staticAppRoutes(resolve(root, config.appDir));
  if (config.upstreamUrl) {
    publicRoutes.route('/', upstreamProxyRoutes(config.upstreamUrl, config.upstreamTimeoutMs));
  }
  // Set on SIGTERM or SIGINT; readiness answers 503 from then on.
  let stopping = false;
  const app = createApp(deps, { publicRoutes, stopping: () => stopping });

  // Listen before seeding: a port in use or a bad HOST must stop the start before the demo is
  // written (its keys would never be shown).
  let server: Server;
  try {
    server = await listen(app.fetch, config);
  } catch (error) {
    await store.close();
    throw error;
  }
  const drain = drainable(server, config.shutdownTimeoutMs);
  answerClientErrorsAsJson(server, writeLog);

  // Handled from the moment the port is open: without a listener a signal kills at once.
  let stopSweep = () => {};
  let endDelay: (() => void) | undefined;
  const stop = async (signal: string) => {
    // A second signal cuts the drain delay short.
    if (stopping) return endDelay?.();
    stopping = true;
    // Readiness already says 503; the port stays open until load balancers have seen that, else
    // they keep sending to a closed port. Ctrl-C (SIGINT) is a developer at a prompt: no wait.
    const delayMs = signal === 'SIGTERM' ? config.shutdownDrainDelayMs : 0;
    if (delayMs > 0) {
      logLine('info', `${signal}: readiness answers 503; still serving for ${delayMs} ms`, {
        delayMs,
      });
      await new Promise<void>((done) => {
        const timer = setTimeout(done, delayMs);
        endDelay = () => {
          clearTimeout(timer);
          done();
        };
      });
    }
    logLine('info', `${signal}: no new connections; finishing requests in flight`, {
      inFlight: drain.inFlight,
      timeoutMs: config.shutdownTimeoutMs,
    });
    stopSweep();
    closeFeeds(deps);
    const clean = await drain();
    if (!clean) {
      logLine('error', `requests still in flight after ${config.shutdownTimeoutMs} ms were cut`);
    }
    await store.close().catch((error: Error) => logLine('error', `closing the store: ${error}`));
    logLine('info', clean ? 'stopped cleanly' : 'stopped');
    process.exit(clean ? 0 : 1);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  // The demo and its keys are for someone trying the service on their own machine: never on an
  // address others can reach, never in front of an upstream.
  const demo =
    config.seedDemo && !config.upstreamUrl && isLoopback(config.host)
      ? await seedDemo(store, resolve(root, 'fixtures/charts'), deps.now())
      : undefined;
  if (stopping) return;
  if (!config.upstreamUrl) {
    const stopHolds = startHoldSweep(deps);
    const stopKeys = startIdempotencySweep(deps);
    const stopHistory = startHistorySweep(deps);
    const stopEventLog = startEventLogSweep(deps);
    stopSweep = () => {
      stopHolds();
      stopKeys();
      stopHistory();
      stopEventLog();
    };
  }
  banner(server, config, demo);
}

function listen(fetch: Parameters<typeof serve>[0]['fetch'], config: Config): Promise<Server> {
  return new Promise((ready, fail) => {
    const server = serve({ fetch, port: config.port, hostname: config.host }, () => {
      server.off('error', onError);
      ready(server as Server);
    }) as Server;
    stampAcceptance(server);
    const onError = (error: NodeJS.ErrnoException) => fail(new Error(listenProblem(error, config)));
    server.once('error', onError);
  });
}

/** One sentence naming the variable to change. */
function listenProblem(error: NodeJS.ErrnoException, config: Config): string {
  const where = `${config.host}:${config.port}`;
  switch (error.code) {
    case 'EADDRINUSE':
      return `Cannot listen on ${where}: PORT ${config.port} is already in use on HOST ${config.host}`;
    case 'EACCES':
      return `Cannot listen on ${where}: PORT ${config.port} needs privileges this process lacks`;
    case 'EADDRNOTAVAIL':
      return `Cannot listen on ${where}: HOST ${config.host} is not an address of this machine`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_NONAME':
      return `Cannot listen on ${where}: HOST ${config.host} is neither an IP address nor a name that resolves`;
    default:
      return `Cannot listen on ${where}: ${error.message}`;
  }
}

function banner(server: Server, config: Config, demo?: SeededDemo) {
  const info = server.address();
  if (!info || typeof info === 'string') return;
  const url = `http://${info.family === 'IPv6' ? `[${info.address}]` : info.address}:${info.port}`;
  const store = redact(config.databaseUrl);
  logLine('info', `Seatdesk listening on ${url} (store: ${store})`, {
    url,
    store,
    backOffice: `${url}/app/`,
    pid: process.pid,
    ...(config.upstreamUrl && { upstream: redact(config.upstreamUrl) }),
  });
  if (demo) {
    const created = `demo company created with ${demo.charts.length} charts, one event each`;
    logLine('info', `${created}; try: curl -u <demoSecretKey>: ${url}/charts`, {
      demoSecretKey: demo.secretKey,
      demoAdminKey: demo.adminKey,
      demoStaff: demo.staff.map((s) => `${s.role}: ${s.signInName} / ${s.password}`),
    });
  }
  if (!config.systemSecret && !isLoopback(config.host)) {
    logLine('info', 'no SYSTEM_SECRET set: the system API is closed on this non-loopback address');
  }
}

// Whatever escapes is still one JSON line (its stack a field, not lines of text on stderr).
const fatal = (error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  logLine('fatal', `uncaught error: ${message}`, { stack: (error as Error)?.stack });
  process.exit(1);
};
process.on('uncaughtException', fatal);
process.on('unhandledRejection', fatal);

main().catch((error) => {
  logLine('fatal', error instanceof Error ? error.message : String(error));
  process.exit(1);
});
