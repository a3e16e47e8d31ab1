// Starting the real service for tests: in-process (the app's `request` as fetch, in-memory SQLite)
// or over a real socket for SDKs and load. Used by server, client and app tests alike.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { TestCompany } from '../contract/accounts';
import { createCompany } from './application/accounts/accounts';
import { type Service, wireService } from './application/wiring';
import { type Config, DEV_SYSTEM_SECRET, testConfig } from './config';
import { stampAcceptance } from './http/accepted';
import { type AppOptions, createApp } from './http/app';
import { ServiceMetrics } from './metrics';
import { openTestStore, testStoreUrl } from './store/store-test-kit';

export interface TestService {
  deps: Service;
  app: ReturnType<typeof createApp>;
  /** The service as a fetch function, for the thin client and the app's tests. */
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
  baseUrl: string;
  /** Where the store lives (for PostgreSQL, the URL of the test's scratch schema). */
  databaseUrl: string;
  company: TestCompany;
  /** The workspace secret key of `company`. */
  secretKey: string;
  /** A second company, to prove isolation. */
  newCompany(): Promise<TestCompany>;
  /** Moves the service's clock (hold expiry) without waiting. */
  advanceClock(ms: number): void;
  /** Listens on a real loopback port; returns its base URL. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

export const TEST_BASE_URL = 'http://seatdesk.test';

export async function startTestService(
  overrides: Partial<Config> = {},
  appOptions: AppOptions = {},
): Promise<TestService> {
  // TEST_STORE_URL=postgres://… runs every service test on PostgreSQL, each service in a
  // scratch schema of its own (store/store-test-kit.ts).
  const config = testConfig({ databaseUrl: testStoreUrl(), ...overrides });
  const { store, url, dispose } = await openTestStore(config.databaseUrl);
  let offset = 0;
  const deps = wireService({
    config,
    store,
    now: () => new Date(Date.now() + offset),
    metrics: new ServiceMetrics(),
  });
  const app = createApp(deps, appOptions);
  const company = await store.transaction((tx) => createCompany(tx, 'Test company', deps.now()));
  let server: ReturnType<typeof serve> | undefined;
  return {
    deps,
    app,
    fetch: async (input, init) => app.request(input, init),
    baseUrl: TEST_BASE_URL,
    databaseUrl: url,
    company,
    secretKey: company.workspace.secretKey,
    newCompany: () => store.transaction((tx) => createCompany(tx, 'Other company', deps.now())),
    advanceClock: (ms) => {
      offset += ms;
    },
    listen: () =>
      new Promise((resolve) => {
        server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
          resolve(`http://127.0.0.1:${info.port}`),
        );
        stampAcceptance(server as Server);
      }),
    close: async () => {
      if (server) await new Promise<void>((resolve) => server?.close(() => resolve()));
      await dispose();
    },
  };
}

export { DEV_SYSTEM_SECRET };
