// The report routes in-process: numbers after real bookings, every report type, filters with
// awkward characters, CSV, chart versions, table counting per company, and every kind of bad input.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  ChartReportSchema,
  DeepSummaryReportSchema,
  EventReportSchema,
  FlatListSchema,
  SummaryReportSchema,
} from '../../contract/reports';
import { EVENT_DETAILED_TYPES, EVENT_SUMMARY_TYPES } from '../../domain/reports';
import { type BookingKit, fixtureChart, startBookingKit } from './booking-test-kit';

let kit: BookingKit;
let event: string;

const counts = (report: Record<string, { count: number }>) =>
  Object.fromEntries(Object.entries(report).map(([key, group]) => [key, group.count]));

beforeAll(async () => {
  kit = await startBookingKit();
  for (const name of ['sampleChartWithSections', 'sampleChartWithZones'] as const) {
    await kit.call('POST', `/system/public/charts/${name}`, fixtureChart(name));
  }
  event = await kit.event({
    channels: [{ key: 'web/shop', name: 'Web', objects: ['B-1', 'B-2'] }],
  });
  const token = await kit.holdToken();
  await kit.call('POST', `/events/${event}/actions/book`, {
    objects: ['A-1', 'A-2'],
    orderId: 'order 1/a',
  });
  await kit.call('POST', `/events/${event}/actions/change-object-status`, {
    objects: [{ objectId: 'GA1', quantity: 4 }],
    status: 'sold/out',
  });
  await kit.call('POST', `/events/${event}/actions/hold`, { objects: ['A-3'], holdToken: token });
  await kit.call('POST', `/events/${event}/actions/mark-as-not-for-sale`, { objects: ['A-4'] });
  await kit.call('POST', `/events/${event}/actions/book`, {
    objects: ['B-1'],
    channelKeys: ['web/shop'],
  });
});
afterAll(() => kit.svc.close());

describe('event reports', () => {
  test('summaries count the places the booking routes changed', async () => {
    const answer = await kit.call('GET', `/reports/events/${event}/byStatus/summary`);
    expect(answer.status).toBe(200);
    expect(counts(SummaryReportSchema.parse(answer.body))).toEqual({
      booked: 3,
      'sold/out': 4,
      reservedByToken: 1,
      free: 224,
    });
    const reasons = await kit.call('GET', `/reports/events/${event}/byAvailabilityReason/summary`);
    expect(counts(reasons.body)).toEqual({
      available: 223,
      booked: 3,
      disabled_by_social_distancing: 0,
      not_for_sale: 1,
      reservedByToken: 1,
      'sold/out': 4,
    });
    const channels = await kit.call('GET', `/reports/events/${event}/byChannel/summary`);
    expect(channels.body['web/shop']).toEqual({
      count: 2,
      bySection: { NO_SECTION: 2 },
      byCategoryLabel: { Cat1: 2 },
      byCategoryKey: { '9': 2 },
      byStatus: { booked: 1, free: 1 },
      byAvailability: { available: 1, not_available: 1 },
      byAvailabilityReason: { available: 1, booked: 1 },
      bySelectability: { selectable: 1, not_selectable: 1 },
      byObjectType: { seat: 2 },
      byZone: { NO_ZONE: 2 },
    });
  });

  test('every summary and deep summary type answers with the contract shape', async () => {
    for (const type of EVENT_SUMMARY_TYPES) {
      const summary = await kit.call('GET', `/reports/events/${event}/${type}/summary`);
      expect(summary.status, type).toBe(200);
      const total = Object.values(SummaryReportSchema.parse(summary.body)).reduce(
        (n, g) => n + g.count,
        0,
      );
      expect(total, type).toBe(232);
      const deep = await kit.call('GET', `/reports/events/${event}/${type}/summary/deep`);
      expect(deep.status, type).toBe(200);
      expect(() => DeepSummaryReportSchema.parse(deep.body), type).not.toThrow();
    }
  });

  test('every detailed type answers object infos; filters are URI-decoded', async () => {
    for (const type of EVENT_DETAILED_TYPES) {
      const answer = await kit.call('GET', `/reports/events/${event}/${type}`);
      expect(answer.status, type).toBe(200);
      expect(() => EventReportSchema.parse(answer.body), type).not.toThrow();
    }
    const byOrder = await kit.call(
      'GET',
      `/reports/events/${event}/byOrderId/${encodeURIComponent('order 1/a')}`,
    );
    expect(Object.keys(byOrder.body)).toEqual(['order 1/a']);
    expect(byOrder.body['order 1/a'].map((o: { label: string }) => o.label)).toEqual([
      'A-1',
      'A-2',
    ]);
    const byChannel = await kit.call(
      'GET',
      `/reports/events/${event}/byChannel/${encodeURIComponent('web/shop')}`,
    );
    expect(byChannel.body['web/shop'].map((o: { label: string }) => o.label)).toEqual([
      'B-1',
      'B-2',
    ]);
    expect(byChannel.body['web/shop'][0]).toMatchObject({
      channel: 'web/shop',
      status: 'booked',
      isAvailable: false,
    });
    const soldOut = await kit.call(
      'GET',
      `/reports/events/${event}/byStatus/${encodeURIComponent('sold/out')}`,
    );
    expect(soldOut.body['sold/out'][0]).toMatchObject({ label: 'GA1', numBooked: 4, numFree: 96 });
    const none = await kit.call('GET', `/reports/events/${event}/byCategoryKey/NO_CATEGORY`);
    expect(none).toEqual({ status: 200, body: {} });
  });

  test('byAvailabilityReason lists its fixed groups even when empty', async () => {
    const answer = await kit.call('GET', `/reports/events/${event}/byAvailabilityReason`);
    expect(answer.body.disabled_by_social_distancing).toEqual([]);
    expect(answer.body.not_for_sale.map((o: { label: string }) => o.label)).toEqual(['A-4']);
  });

  test('an expired hold counts as free at once, before any sweep', async () => {
    const key = await kit.event();
    const token = await kit.holdToken(1);
    await kit.call('POST', `/events/${key}/actions/hold`, {
      objects: ['C-1', { objectId: 'GA2', quantity: 5 }],
      holdToken: token,
    });
    const before = await kit.call('GET', `/reports/events/${key}/byStatus/summary`);
    expect(counts(before.body)).toEqual({ reservedByToken: 6, free: 226 });
    kit.svc.advanceClock(2 * 60_000);
    const after = await kit.call('GET', `/reports/events/${key}/byStatus/summary`);
    expect(counts(after.body)).toEqual({ free: 232 });
  });

  test('the flat list is sorted by label; the CSV has a header and one row per object', async () => {
    const list = await kit.call('GET', `/reports/events/${event}`);
    const labels = FlatListSchema.parse(list.body).map((info) => info.label);
    expect(labels).toHaveLength(34);
    expect(labels).toEqual([...labels].sort());
    const response = await kit.svc.app.request(`/reports/events/${event}.csv`, {
      headers: { authorization: `Basic ${btoa(`${kit.svc.secretKey}:`)}` },
    });
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    const rows = (await response.text()).trimEnd().split('\r\n');
    expect(rows).toHaveLength(35);
    expect(rows[0].startsWith('label,objectType,')).toBe(true);
    expect(rows.find((row) => row.startsWith('A-1,'))).toContain('order 1/a');
  });

  test('a summary follows channel changes, which leave the states untouched', async () => {
    const key = await kit.event();
    await kit.call('POST', `/events/${key}/actions/book`, { objects: ['A-1'] });
    const before = await kit.call('GET', `/reports/events/${key}/byChannel/summary`);
    expect(counts(before.body)).toEqual({ NO_CHANNEL: 232 });
    await kit.call('POST', `/events/${key}/channels/replace`, {
      channels: [{ key: 'vip', name: 'VIP', objects: ['A-1', 'A-2'], areaPlaces: { GA1: 10 } }],
    });
    const after = await kit.call('GET', `/reports/events/${key}/byChannel/summary`);
    expect(counts(after.body)).toEqual({ NO_CHANNEL: 220, vip: 12 });
    expect(after.body.vip.byStatus).toEqual({ booked: 1, free: 11 });
  });

  test("table counting follows the company's setting", async () => {
    const key = await kit.event({ chartKey: 'sampleChartWithTables' });
    await kit.call('POST', `/events/${key}/actions/book`, { objects: ['T2'] });
    const seats = await kit.call('GET', `/reports/events/${key}/byStatus/summary`);
    expect(counts(seats.body)).toEqual({ booked: 6, free: 6 });
    const { store } = kit.svc.deps;
    const setCounting = (asOne: boolean) =>
      store.transaction(async (tx) => {
        const company = await tx.getCompany(kit.svc.company.admin.id);
        if (company) await tx.updateCompany({ ...company, tablesCountAsOne: asOne });
      });
    await setCounting(true);
    try {
      const asOne = await kit.call('GET', `/reports/events/${key}/byStatus/summary`);
      expect(counts(asOne.body)).toEqual({ booked: 1, free: 6 });
    } finally {
      await setCounting(false);
    }
  });
});

describe('chart reports', () => {
  test('summaries and detailed reports follow bookWholeTables', async () => {
    const summary = (query: string) =>
      kit.call('GET', `/reports/charts/sampleChartWithTables/byObjectType/summary${query}`);
    expect(counts((await summary('')).body)).toEqual({
      seat: 12,
      table: 2,
      generalAdmission: 0,
      booth: 0,
    });
    expect(counts((await summary('?bookWholeTables=chart')).body).seat).toBe(6);
    expect(counts((await summary('?bookWholeTables=true')).body).seat).toBe(0);
    expect(counts((await summary('?bookWholeTables=false')).body).table).toBe(0);
    const detailed = await kit.call(
      'GET',
      '/reports/charts/sampleChartWithTables/byLabel?bookWholeTables=chart',
    );
    expect(Object.keys(ChartReportSchema.parse(detailed.body)).sort()).toEqual([
      'T1-1',
      'T1-2',
      'T1-3',
      'T1-4',
      'T1-5',
      'T1-6',
      'T2',
    ]);
    const zones = await kit.call('GET', '/reports/charts/sampleChartWithZones/byZone/summary');
    expect(counts(zones.body)).toEqual({ finishline: 2865, midtrack: 6032, NO_ZONE: 0 });
  });

  test('version=draft reads the draft, and is a 404 while there is none', async () => {
    const noDraft = await kit.call(
      'GET',
      '/reports/charts/sampleChartWithSections/bySection/summary?version=draft',
    );
    expect(noDraft.status).toBe(404);
    await kit.call('POST', '/events', { chartKey: 'sampleChartWithSections' });
    await kit.call('POST', '/charts/sampleChartWithSections/categories', {
      key: 'new',
      label: 'New',
    });
    const draft = await kit.call(
      'GET',
      '/reports/charts/sampleChartWithSections/byCategoryLabel/summary?version=draft',
    );
    expect(draft.status).toBe(200);
    expect(counts(draft.body)).toEqual({ cat1: 36, cat2: 35, New: 0, NO_CATEGORY: 0 });
    const published = await kit.call(
      'GET',
      '/reports/charts/sampleChartWithSections/byCategoryLabel/summary?version=published',
    );
    expect(counts(published.body)).toEqual({ cat1: 36, cat2: 35, NO_CATEGORY: 0 });
  });
});

describe('bad input answers one JSON error naming the parameter and the allowed values', () => {
  const cases: Array<[string, string, number, string, RegExp]> = [
    [
      'an unknown event report type',
      '/byColour',
      400,
      'UNKNOWN_REPORT_TYPE',
      /reportType.*byColour.*byStatus, byAvailability/,
    ],
    [
      'a summary of byLabel',
      '/byLabel/summary',
      400,
      'UNKNOWN_REPORT_TYPE',
      /reportType.*allowed: byStatus/,
    ],
    [
      'an unknown object type filter',
      '/byObjectType/chair',
      400,
      'UNKNOWN_REPORT_FILTER',
      /byObjectType.*chair.*seat, generalAdmission, table, booth/,
    ],
    [
      'an unknown availability filter',
      '/byAvailability/maybe',
      400,
      'UNKNOWN_REPORT_FILTER',
      /available, not_available/,
    ],
  ];
  test.each(cases)('%s', async (_, suffix, status, code, message) => {
    const answer = await kit.call('GET', `/reports/events/${event}${suffix}`);
    expect(answer.status).toBe(status);
    expect(answer.body.errors[0].code).toBe(code);
    expect(answer.body.errors[0].message).toMatch(message);
  });

  test('unknown events and charts are 404s', async () => {
    const noEvent = await kit.call('GET', '/reports/events/nope/byStatus/summary');
    expect([noEvent.status, noEvent.body.errors[0].code]).toEqual([404, 'EVENT_NOT_FOUND']);
    const noCsv = await kit.call('GET', '/reports/events/nope.csv');
    expect([noCsv.status, noCsv.body.errors[0].code]).toEqual([404, 'EVENT_NOT_FOUND']);
    const noChart = await kit.call('GET', '/reports/charts/nope/byLabel');
    expect([noChart.status, noChart.body.errors[0].code]).toEqual([404, 'CHART_NOT_FOUND']);
  });

  test('bad bookWholeTables, version and chart report types', async () => {
    const badTables = await kit.call(
      'GET',
      '/reports/charts/sampleChart/byLabel?bookWholeTables=yes',
    );
    expect(badTables.status).toBe(400);
    expect(badTables.body.errors[0].message).toMatch(/bookWholeTables.*chart, true, false/);
    const badVersion = await kit.call('GET', '/reports/charts/sampleChart/byLabel?version=latest');
    expect(badVersion.body.errors[0].message).toMatch(/version.*published, draft/);
    const badType = await kit.call('GET', '/reports/charts/sampleChart/byStatus/summary');
    expect(badType.status).toBe(400);
    expect(badType.body.errors[0].message).toMatch(
      /byObjectType, byCategoryKey, byCategoryLabel, bySection, byZone/,
    );
  });
});
