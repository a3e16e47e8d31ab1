// The real service in-process for the back office's tests: its `app.request` is the app's fetch,
// on in-memory SQLite. No DOM here, so node-environment tests (the batch desk's property tests)
// use it as well as the page tests.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SeatdeskClient } from '../../client';
import type { Config } from '../../server/config';
import { startTestService, type TestService } from '../../server/service-test-kit';
import { newStoreId, type Session } from '../lib/session';

export interface AppUnderTest {
  service: TestService;
  /** A client on the same workspace, for seeding and for checking what the app did. */
  api: SeatdeskClient;
  session: Session;
}

/** `overrides`: the service's config for the test (e.g. staff-session-test-kit's slow hashes). */
export async function startApp(overrides: Partial<Config> = {}): Promise<AppUnderTest> {
  const service = await startTestService(overrides);
  const session: Session = {
    baseUrl: service.baseUrl,
    secretKey: service.secretKey,
    storeId: newStoreId(),
  };
  const api = new SeatdeskClient({ ...session, fetch: service.fetch });
  return { service, api, session };
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
