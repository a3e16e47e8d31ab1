// Renders the whole back office (routes, providers, lazy pages) in jsdom against the real
// service in-process: its `app.request` is the app's fetch, on in-memory SQLite. No mocked HTTP.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, configure, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SeatdeskClient } from '../../client';
import type { FetchLike } from '../../client/transport';
import { startTestService, type TestService } from '../../server/testing';
import { ToastStore } from '../components/toast-store';
import { type Session, writeSession } from '../lib/session';
import { AppProviders, createQueryClient } from '../providers';
import { routes } from '../router';

// The first visit to a page loads its lazy module; on two busy cores that can take over a second.
configure({ asyncUtilTimeout: 8000 });

export interface AppUnderTest {
  service: TestService;
  /** A client on the same workspace, for seeding and for checking what the app did. */
  api: SeatdeskClient;
  session: Session;
}

export async function startApp(): Promise<AppUnderTest> {
  const service = await startTestService();
  const session: Session = { baseUrl: service.baseUrl, secretKey: service.secretKey };
  const api = new SeatdeskClient({ ...session, fetch: service.fetch });
  return { service, api, session };
}

export interface RenderOptions {
  /** Signed in with the service's test workspace unless false. */
  signedIn?: boolean;
  /** Wraps the service's fetch, e.g. to count calls or to simulate a network failure. */
  fetch?: FetchLike;
  /** Failed loads show at once instead of after the query client's retries. */
  noRetry?: boolean;
}

export function renderApp(app: AppUnderTest, path: string, options: RenderOptions = {}) {
  sessionStorage.clear();
  if (options.signedIn !== false) writeSession(app.session);
  const toasts = new ToastStore();
  const queryClient = createQueryClient(toasts);
  if (options.noRetry) {
    queryClient.setDefaultOptions({
      queries: { ...queryClient.getDefaultOptions().queries, retry: false },
    });
  }
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders
      fetch={options.fetch ?? app.service.fetch}
      queryClient={queryClient}
      toasts={toasts}
    >
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient, toasts };
}

export async function stopApp(app: AppUnderTest | undefined) {
  cleanup();
  sessionStorage.clear();
  await app?.service.close();
}

// jsdom gives modules an http: URL, so the fixtures are found from the directory instead.
const FIXTURES = join(import.meta.dirname, '../../../fixtures/charts');

export function fixture(name: string): unknown {
  return JSON.parse(readFileSync(join(FIXTURES, `${name}.json`), 'utf8'));
}

/** Uploads a fixture chart under `key`, optionally with events on it. */
export async function seedChart(
  api: SeatdeskClient,
  key: string,
  fixtureName = 'sampleChart',
  events: string[] = [],
) {
  await api.charts.upload(key, fixture(fixtureName));
  for (const eventKey of events) await api.events.create({ chartKey: key, eventKey });
}

/** A link of the main navigation (page bodies may link to the same places). */
export function navLink(name: string): HTMLElement {
  return within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name });
}
