// The demo seed of a first start: on an empty store the five fixture charts with one event each,
// reachable with the demo key; on a store that holds anything, nothing at all.
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { createApp } from '../../http/app';
import { caller } from '../../http/http-test-kit';
import { signInReply } from '../../http/staff-test-kit';
import type { TestService } from '../../service-test-kit';
import { type OpenedStore, openTestStore, testStoreUrl } from '../../store/store-test-kit';
import { wireService } from '../wiring';
import { demoDay, seedDemo } from './demo';

const chartsDir = resolve(import.meta.dirname, '../../../../fixtures/charts');
const FIXTURES = [
  'sampleChart',
  'sampleChartWithFloors',
  'sampleChartWithSections',
  'sampleChartWithTables',
  'sampleChartWithZones',
];

let opened: OpenedStore;
beforeEach(async () => {
  opened = await openTestStore(testStoreUrl());
});
afterEach(() => opened.dispose());

/** Just enough of a TestService for `caller`: the app over this store. */
function serviceOver(host = '127.0.0.1', secretKey = '') {
  const deps = wireService({ config: testConfig({ host, seedDemo: true }), store: opened.store });
  return { app: createApp(deps), secretKey } as unknown as TestService;
}

describe('seedDemo', () => {
  it('imports the five fixture charts with an event each into a new company', async () => {
    const demo = await seedDemo(opened.store, chartsDir, new Date());
    expect(demo).toBeDefined();
    if (!demo) return;
    expect(demo.charts).toEqual(FIXTURES);
    const call = caller(serviceOver('127.0.0.1', demo.secretKey));
    const charts = (await call('GET', '/charts?limit=100')).body.items;
    expect(charts.map((c: { key: string }) => c.key).sort()).toEqual(FIXTURES);
    expect(charts.every((c: { status: string }) => c.status === 'PUBLISHED')).toBe(true);
    const events = (await call('GET', '/events?limit=100')).body.items;
    expect(events.map((e: { key: string }) => e.key).sort()).toEqual(
      FIXTURES.map((key) => `${key}-event`),
    );
    // The admin key reaches the same workspace.
    const asAdmin = caller(serviceOver('127.0.0.1', demo.adminKey));
    expect((await asAdmin('GET', '/charts?limit=100')).body.items).toHaveLength(5);
    // An admin, a manager and a clerk sign in with the passwords printed (issue 31, item 3).
    expect(demo.staff.map((s) => s.role)).toEqual(['admin', 'manager', 'clerk']);
    for (const { role, signInName, password } of demo.staff) {
      const reply = await signInReply(serviceOver().app, signInName, password);
      expect(reply.status, reply.text).toBe(200);
      expect(reply.body.account.role).toBe(role);
      expect(reply.body.workspace.key).toBe(demo.workspaceKey);
    }
  });

  it("dates its events from the seed's day, so the events list's Today finds tonight's show", async () => {
    const now = new Date();
    const demo = await seedDemo(opened.store, chartsDir, now);
    const call = caller(serviceOver('127.0.0.1', demo?.secretKey));
    // What the back office's "Today" asks (features/events/api.ts), on the seed's day.
    const today = demoDay(now, 0);
    const day = (date: string) =>
      call('GET', `/events?limit=20&sort=date&today=${today}&dateFrom=${date}&dateTo=${date}`);
    const tonight = await day(today);
    expect(tonight.status, tonight.text).toBe(200);
    expect(tonight.body.items.map((e: { key: string }) => e.key)).toEqual(['sampleChart-event']);
    // The others on the following days, one a day, none before today.
    const dates = (await call('GET', '/events?limit=100')).body.items
      .map((e: { date: string | null }) => e.date)
      .sort();
    expect(dates).toEqual([0, 1, 2, 3, 4].map((days) => demoDay(now, days)));
  });

  it('tells its key through /system/demo-workspace on loopback only', async () => {
    const demo = await seedDemo(opened.store, chartsDir, new Date());
    const local = await caller(serviceOver())('GET', '/system/demo-workspace', undefined, {
      key: null,
    });
    expect(local.status).toBe(200);
    expect(local.body).toEqual({
      secretKey: demo?.secretKey,
      workspaceKey: demo?.workspaceKey,
      name: demo?.name,
    });
    const exposed = await caller(serviceOver('0.0.0.0'))(
      'GET',
      '/system/demo-workspace',
      undefined,
      { key: null },
    );
    expect(exposed.status).toBe(404);
  });

  it('does nothing on a second call, or on any store that holds a company', async () => {
    const first = await seedDemo(opened.store, chartsDir, new Date());
    const second = await seedDemo(opened.store, chartsDir, new Date());
    expect(second).toBeUndefined();
    expect(await opened.store.read((tx) => tx.countCompanies())).toBe(1);
    const call = caller(serviceOver('127.0.0.1', first?.secretKey));
    expect((await call('GET', '/charts?limit=100')).body.items).toHaveLength(5);
    expect((await call('GET', '/events?limit=100')).body.items).toHaveLength(5);
  });
});
