// Renders the whole back office (routes, providers, lazy pages) in jsdom against the real
// service in-process (app-service-test-kit.ts). No mocked HTTP.
import { cleanup, configure, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach } from 'vitest';
import type { FetchLike } from '../../client/transport';
import { ToastStore } from '../components/toast-store';
import { writeSession } from '../lib/session';
import { AppProviders, createQueryClient } from '../providers';
import { routes } from '../router';
import { type AppUnderTest, startApp } from './app-service-test-kit';

export { type AppUnderTest, fixture, seedChart, startApp } from './app-service-test-kit';

// The first visit to a page loads its lazy module (the reports page brings recharts); on two
// loaded cores that took over 8 s once. A bound on waiting for something to appear, not a sleep.
configure({ asyncUtilTimeout: 15_000 });

export interface RenderOptions {
  /** Signed in with the service's test workspace unless false. */
  signedIn?: boolean;
  /** Wraps the service's fetch, e.g. to count calls or to simulate a network failure. */
  fetch?: FetchLike;
  /** Failed loads show at once instead of after the query client's retries. */
  noRetry?: boolean;
  /** The tab's stored session as raw text (e.g. one an older version wrote); with signedIn: false. */
  storedSession?: string;
  /** The tabs' session channel; by default one of its own, so tests never share a session. */
  sessionChannel?: string;
  /** The same tab loaded again: its sessionStorage is kept (by default a new tab, emptied). */
  reload?: boolean;
}

let renders = 0;

export function renderApp(app: AppUnderTest, path: string, options: RenderOptions = {}) {
  if (!options.reload) sessionStorage.clear();
  if (options.signedIn !== false) writeSession(app.session);
  if (options.storedSession !== undefined) {
    sessionStorage.setItem('seatdesk.session', options.storedSession);
  }
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
      sessionChannel={options.sessionChannel ?? `seatdesk.test-session.${process.pid}.${++renders}`}
    >
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient, toasts };
}

export async function stopApp(app: AppUnderTest | undefined) {
  cleanup();
  sessionStorage.clear();
  // Unset when the test's start failed.
  await app?.service?.close();
}

/**
 * A fresh service for each test of the file, seeded by `seed`, stopped after the test. The object
 * returned is filled in before each test, so tests read `app.api` and `app.service` as usual.
 */
export function appPerTest(
  seed?: (app: AppUnderTest) => Promise<void>,
  overrides?: Parameters<typeof startApp>[0],
): AppUnderTest {
  const app = {} as AppUnderTest;
  beforeEach(async () => {
    Object.assign(app, await startApp(overrides));
    await seed?.(app);
  });
  afterEach(() => stopApp(app));
  return app;
}

/** A link of the main navigation (page bodies may link to the same places). */
export function navLink(name: string): HTMLElement {
  return within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name });
}
