// Every spec owns its data: a fresh company on the running service, seeded through the API with
// the project's own thin client, and a browser signed in to it through the real sign-in form.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { SeatdeskClient } from '../src/client/index';

/** The service accepts this development system secret only on loopback, where the tests run. */
const SYSTEM_SECRET = 'superSecretSystemApi';
const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'charts');

export interface Workspace {
  secretKey: string;
  api: SeatdeskClient;
  /** Uploads a fixture chart under `key` and creates the given events on it. */
  seedChart(key: string, fixture?: string, events?: string[]): Promise<void>;
  /** Signs the page in through the sign-in form and waits for the events page. */
  signIn(page: Page): Promise<void>;
}

export const test = base.extend<{ workspace: Workspace }>({
  workspace: async ({ baseURL }, use) => {
    if (!baseURL) throw new Error('playwright.config.ts must set use.baseURL');
    const system = new SeatdeskClient({ baseUrl: baseURL, secretKey: SYSTEM_SECRET });
    const company = await system.system.createTestCompany();
    const secretKey = company.workspace.secretKey;
    const api = new SeatdeskClient({ baseUrl: baseURL, secretKey });
    await use({
      secretKey,
      api,
      async seedChart(key, fixture = 'sampleChart', events = []) {
        await api.charts.upload(
          key,
          JSON.parse(readFileSync(join(FIXTURES, `${fixture}.json`), 'utf8')),
        );
        for (const eventKey of events) await api.events.create({ chartKey: key, eventKey });
      },
      async signIn(page) {
        await page.goto('/app/sign-in');
        await page.getByLabel('Secret key').fill(secretKey);
        await page.getByRole('button', { name: 'Sign in', exact: true }).click();
        await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
      },
    });
  },
});

export { expect };
