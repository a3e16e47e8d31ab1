// The thin client's report methods against the real service in-process.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestService, type TestService } from '../server/service-test-kit';
import { ReportsApi } from './reports';
import { ApiError, Transport } from './transport';

let svc: TestService;
let reports: ReportsApi;
let transport: Transport;

beforeAll(async () => {
  svc = await startTestService();
  transport = new Transport({ baseUrl: svc.baseUrl, secretKey: svc.secretKey, fetch: svc.fetch });
  reports = new ReportsApi(transport);
  const drawing = readFileSync(
    new URL('../../fixtures/charts/sampleChartWithTables.json', import.meta.url),
    'utf8',
  );
  await transport.empty({
    method: 'POST',
    path: '/system/public/charts/tables',
    body: JSON.parse(drawing),
  });
  await transport.empty({
    method: 'POST',
    path: '/events',
    body: { chartKey: 'tables', eventKey: 'e 1' },
  });
  await transport.empty({
    method: 'POST',
    path: '/events/e%201/actions/book',
    body: { objects: ['T1-1'], orderId: 'x/y' },
  });
});
afterAll(() => svc.close());

test('chart reports and summaries', async () => {
  const summary = await reports.chartSummary('tables', 'byObjectType', {
    bookWholeTables: 'chart',
  });
  expect(summary.table.count).toBe(1);
  expect(summary.seat.count).toBe(6);
  const detailed = await reports.chartReport('tables', 'byLabel', { bookWholeTables: 'false' });
  expect(Object.keys(detailed)).toHaveLength(12);
  await expect(
    reports.chartSummary('tables', 'bySection', { version: 'draft' }),
  ).rejects.toMatchObject({
    status: 404,
    code: 'DRAFT_NOT_FOUND',
  });
});

test('event summaries, deep summaries, detailed and filtered reports', async () => {
  const summary = await reports.eventSummary('e 1', 'byStatus');
  expect(summary.booked.count).toBe(1);
  expect(summary.free.count).toBe(11);
  const deep = await reports.eventDeepSummary('e 1', 'byObjectType');
  expect(deep.table.count).toBe(6);
  const filtered = await reports.eventReport('e 1', 'byOrderId', 'x/y');
  expect(Object.keys(filtered)).toEqual(['x/y']);
  expect(filtered['x/y'][0].label).toBe('T1-1');
  expect(await reports.eventReport('e 1', 'byStatus', 'resale')).toEqual({});
  const all = await reports.eventReport('e 1', 'byObjectType');
  expect(all.table.map((o) => o.label)).toEqual(['T2']);
});

test('the flat list and the CSV', async () => {
  const list = await reports.eventFlatList('e 1');
  expect(list.map((o) => o.label)).toEqual(['T1-1', 'T1-2', 'T1-3', 'T1-4', 'T1-5', 'T1-6', 'T2']);
  const csv = await reports.eventCsv('e 1');
  expect(csv.trimEnd().split('\r\n')).toHaveLength(8);
});

test('a bad report type becomes an ApiError naming the allowed values', async () => {
  const error = await reports.eventSummary('e 1', 'byLabel' as 'byStatus').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 400, code: 'UNKNOWN_REPORT_TYPE' });
  expect((error as ApiError).message).toMatch(/allowed: byStatus/);
});
