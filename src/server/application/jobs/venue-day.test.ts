// "Today" is the venue's day: the service's time zone (docs/deployment.md). The demo dates tonight's
// show on that day and the events list orders from it when the back office sends no `today`, so a
// clerk never finds tonight's show under another day near midnight. A fixed clock and a zone far
// from UTC: 20:00 UTC on Dec 2 is already 09:00 on Dec 3 in Auckland.
import { resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { createApp } from '../../http/app';
import { caller } from '../../http/http-test-kit';
import type { TestService } from '../../service-test-kit';
import { type OpenedStore, openTestStore, testStoreUrl } from '../../store/store-test-kit';
import { wireService } from '../wiring';
import { seedDemo } from './demo';

const chartsDir = resolve(import.meta.dirname, '../../../../fixtures/charts');
const NOW = new Date('2026-12-02T20:00:00Z');

const zoneBefore = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Pacific/Auckland';
});
afterAll(() => {
  if (zoneBefore === undefined) delete process.env.TZ;
  else process.env.TZ = zoneBefore;
});

let opened: OpenedStore;
beforeEach(async () => {
  opened = await openTestStore(testStoreUrl());
});
afterEach(() => opened.dispose());

it("dates the demo's tonight and orders the list from the venue's day, not UTC's", async () => {
  const demo = await seedDemo(opened.store, chartsDir, NOW);
  const deps = wireService({ config: testConfig(), store: opened.store, now: () => NOW });
  const call = caller({ app: createApp(deps), secretKey: demo?.secretKey } as TestService);
  const tonight = (await call('GET', '/events?limit=1&sort=date')).body;
  expect(tonight.seatdesk.today).toBe('2026-12-03');
  expect(tonight.items.map((e: { key: string; date: string }) => [e.key, e.date])).toEqual([
    ['sampleChart-event', '2026-12-03'],
  ]);
});
