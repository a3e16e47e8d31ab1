// Entry point: reads the configuration once, opens the store, seeds the demo company on an empty
// database, serves the API at the root and the back office under /app/, and shuts down cleanly.
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { isLoopback, readConfig } from './config';
import { createApp } from './http/app';
import type { Deps } from './http/context';
import { staticAppRoutes } from './http/static-app';
import { upstreamProxyRoutes } from './http/upstream-proxy';
import { ChartCache } from './services/chart-cache';
import { seedDemo } from './services/demo';
import { startHoldSweep } from './services/hold-sweep';
import { StatesCache } from './services/states-cache';
import { openStore, redact } from './store/open-store';

const root = resolve(import.meta.dirname, '../..');

async function main() {
  const config = readConfig();
  const store = await openStore(config.databaseUrl, {
    statementTimeoutMs: config.requestTimeoutMs,
  });
  const deps: Deps = {
    config,
    store,
    charts: new ChartCache(),
    states: new StatesCache(),
    now: () => new Date(),
  };
  const publicRoutes = staticAppRoutes(resolve(root, 'dist/app'));
  if (config.upstreamUrl) publicRoutes.route('/', upstreamProxyRoutes(config.upstreamUrl));
  const app = createApp(deps, { publicRoutes });

  const demo =
    config.seedDemo && !config.upstreamUrl
      ? await seedDemo(store, resolve(root, 'fixtures/charts'), deps.now())
      : undefined;

  const stopSweep = config.upstreamUrl ? () => {} : startHoldSweep(deps);

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const url = `http://${info.family === 'IPv6' ? `[${info.address}]` : info.address}:${info.port}`;
    // One write, so a reader of the pipe sees the whole banner at once.
    const lines = [`Seatdesk listening on ${url} (store: ${redact(config.databaseUrl)})`];
    lines.push(`  back office: ${url}/app/`);
    if (config.upstreamUrl) lines.push(`  forwarding every API request to ${config.upstreamUrl}`);
    if (demo) {
      lines.push(`  demo company created with ${demo.charts.length} charts, one event each`);
      lines.push(`  demo workspace secret key: ${demo.secretKey}`);
      lines.push(`  demo company admin key:    ${demo.adminKey}`);
      lines.push(`  try: curl -u ${demo.secretKey}: ${url}/charts`);
    }
    if (!config.systemSecret && !isLoopback(config.host)) {
      lines.push('  no SYSTEM_SECRET set: the system API is closed on this non-loopback address');
    }
    console.log(lines.join('\n'));
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: no new connections; finishing requests in flight`);
    // close() stops accepting and calls back once in-flight requests are done.
    const http = server as unknown as { closeIdleConnections?: () => void };
    stopSweep();
    server.close(async () => {
      await store.close();
      console.log('stopped cleanly');
      process.exit(0);
    });
    http.closeIdleConnections?.();
    setTimeout(() => {
      console.error('requests still in flight after 10 s; exiting');
      process.exit(1);
    }, 10_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
