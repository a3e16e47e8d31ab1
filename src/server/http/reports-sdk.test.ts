// The official seatsio SDK, unmodified, reading every chart and event report over a real socket.
import { CreateEventParams, ObjectProperties, Region, SeatsioClient } from 'seatsio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BookingKit, startBookingKit } from './booking-test-kit';

let kit: BookingKit;
let client: SeatsioClient;
const event = 'sdk-reports';

const counts = (report: Record<string, { count: number }>) =>
  Object.fromEntries(Object.entries(report).map(([key, group]) => [key, group.count]));
const labelsOf = (report: Record<string, Array<{ label: string }>>) =>
  Object.fromEntries(
    Object.entries(report).map(([key, objects]) => [key, objects.map((o) => o.label)]),
  );

beforeAll(async () => {
  kit = await startBookingKit();
  client = new SeatsioClient(new Region(await kit.svc.listen()), kit.svc.secretKey);
  await client.events.create('sampleChart', new CreateEventParams().withKey(event));
  await client.events.book(event, ['A-1'], null, 'o1');
  await client.events.book(event, [new ObjectProperties('GA1').setQuantity(5)], null, 'o1');
  await client.events.changeObjectStatus(event, ['A-2'], 'lolzor');
  const { holdToken } = await client.holdTokens.create();
  await client.events.hold(event, ['A-3'], holdToken);
  await client.events.markAsNotForSale(event, ['A-4']);
});
afterAll(() => kit.svc.close());

describe('the seatsio SDK reads event reports', () => {
  it('summaries of every type', async () => {
    const r = client.eventReports;
    expect(counts(await r.summaryByStatus(event))).toEqual({
      booked: 6,
      lolzor: 1,
      reservedByToken: 1,
      free: 224,
    });
    expect(counts(await r.summaryByAvailability(event))).toEqual({
      available: 223,
      not_available: 9,
    });
    expect(counts(await r.summaryByAvailabilityReason(event))).toEqual({
      available: 223,
      booked: 6,
      disabled_by_social_distancing: 0,
      not_for_sale: 1,
      reservedByToken: 1,
      lolzor: 1,
    });
    expect(counts(await r.summaryByCategoryKey(event))).toEqual({
      '9': 116,
      '10': 116,
      string11: 0,
      NO_CATEGORY: 0,
    });
    expect(counts(await r.summaryByCategoryLabel(event))).toEqual({
      Cat1: 116,
      Cat2: 116,
      Cat3: 0,
      NO_CATEGORY: 0,
    });
    expect(counts(await r.summaryBySection(event))).toEqual({ NO_SECTION: 232 });
    expect(counts(await r.summaryByChannel(event))).toEqual({ NO_CHANNEL: 232 });
    expect(counts(await r.summaryByZone(event))).toEqual({ NO_ZONE: 232 });
    const byType = await r.summaryByObjectType(event);
    expect(counts(byType)).toEqual({ seat: 32, generalAdmission: 200, table: 0, booth: 0 });
    expect(byType.generalAdmission.byStatus).toEqual({ booked: 5, free: 195 });
  });

  it('deep summaries of every type', async () => {
    const r = client.eventReports;
    const byStatus = await r.deepSummaryByStatus(event);
    expect(byStatus.booked.bySection.NO_SECTION).toEqual({
      count: 6,
      byCategoryLabel: { Cat1: 6 },
      byCategoryKey: { '9': 6 },
      byAvailability: { not_available: 6 },
      byAvailabilityReason: { booked: 6 },
      bySelectability: { not_selectable: 6 },
      byChannel: { NO_CHANNEL: 6 },
      byObjectType: { seat: 1, generalAdmission: 5 },
      byZone: { NO_ZONE: 6 },
    });
    const deep = [
      r.deepSummaryByObjectType(event),
      r.deepSummaryByCategoryKey(event),
      r.deepSummaryByCategoryLabel(event),
      r.deepSummaryBySection(event),
      r.deepSummaryByZone(event),
      r.deepSummaryByAvailability(event),
      r.deepSummaryByAvailabilityReason(event),
      r.deepSummaryByChannel(event),
    ];
    for (const report of await Promise.all(deep)) {
      expect(
        Object.values(report as Record<string, { count: number }>).reduce((n, g) => n + g.count, 0),
      ).toBe(232);
    }
    const bySection = await r.deepSummaryBySection(event);
    expect(bySection.NO_SECTION.byCategoryLabel.Cat1.byAvailability).toEqual({
      available: 107,
      not_available: 9,
    });
  });

  it('detailed reports, filtered and not', async () => {
    const r = client.eventReports;
    expect(labelsOf(await r.byStatus(event, 'booked'))).toEqual({ booked: ['A-1', 'GA1'] });
    expect((await r.byStatus(event)).free).toHaveLength(31);
    expect(labelsOf(await r.byAvailabilityReason(event, 'not_for_sale'))).toEqual({
      not_for_sale: ['A-4'],
    });
    expect((await r.byAvailability(event)).not_available).toHaveLength(5);
    expect((await r.byCategoryKey(event, '10'))['10']).toHaveLength(17);
    expect((await r.byCategoryLabel(event)).Cat3).toEqual([]);
    expect(labelsOf(await r.byOrderId(event, 'o1'))).toEqual({ o1: ['A-1', 'GA1'] });
    expect((await r.byOrderId(event)).NO_ORDER_ID).toHaveLength(32);
    expect((await r.bySection(event, 'NO_SECTION')).NO_SECTION).toHaveLength(34);
    expect((await r.byChannel(event)).NO_CHANNEL).toHaveLength(34);
    expect((await r.byZone(event)).NO_ZONE).toHaveLength(34);
    expect(Object.keys(await r.byObjectType(event)).sort()).toEqual([
      'booth',
      'generalAdmission',
      'seat',
      'table',
    ]);
    const [a1] = (await r.byLabel(event, 'A-1'))['A-1'];
    expect(a1).toMatchObject({
      label: 'A-1',
      status: 'booked',
      orderId: 'o1',
      isAvailable: false,
      availabilityReason: 'booked',
    });
    expect(Object.keys(await r.byLabel(event))).toHaveLength(34);
  });

  it('the flat list and the CSV', async () => {
    const list = await client.eventReports.flatList(event);
    expect(list.map((o) => o.label)).toEqual(list.map((o) => o.label).sort());
    expect(list.find((o) => o.label === 'GA1')).toMatchObject({
      numBooked: 5,
      numFree: 95,
      capacity: 100,
    });
    const csv: string = await client.eventReports.flatListCsv(event);
    expect(csv.split('\r\n')[0]).toMatch(/^label,objectType,/);
    expect(csv.trimEnd().split('\r\n')).toHaveLength(35);
  });
});

describe('the seatsio SDK reads chart reports', () => {
  it('detailed and summary reports with bookWholeTables and version', async () => {
    const r = client.chartReports;
    expect(Object.keys(await r.byLabel('sampleChartWithTables', 'chart')).sort()).toEqual([
      'T1-1',
      'T1-2',
      'T1-3',
      'T1-4',
      'T1-5',
      'T1-6',
      'T2',
    ]);
    expect(counts(await r.summaryByObjectType('sampleChartWithTables', 'true'))).toEqual({
      seat: 0,
      table: 2,
      generalAdmission: 0,
      booth: 0,
    });
    expect((await r.byObjectType('sampleChart')).generalAdmission.map((o) => o.label)).toEqual([
      'GA1',
      'GA2',
    ]);
    expect((await r.byCategoryKey('sampleChart'))['9']).toHaveLength(17);
    expect((await r.byCategoryLabel('sampleChart', undefined, 'published')).Cat2).toHaveLength(17);
    expect((await r.bySection('sampleChart')).NO_SECTION).toHaveLength(34);
    expect((await r.byZone('sampleChart')).NO_ZONE).toHaveLength(34);
    expect(counts(await r.summaryByCategoryKey('sampleChart'))).toEqual({
      '9': 116,
      '10': 116,
      string11: 0,
      NO_CATEGORY: 0,
    });
    expect(counts(await r.summaryByCategoryLabel('sampleChart'))).toEqual({
      Cat1: 116,
      Cat2: 116,
      Cat3: 0,
      NO_CATEGORY: 0,
    });
    expect(counts(await r.summaryBySection('sampleChart'))).toEqual({ NO_SECTION: 232 });
    expect(counts(await r.summaryByZone('sampleChart'))).toEqual({ NO_ZONE: 232 });
    await expect(r.summaryBySection('sampleChart', undefined, 'draft')).rejects.toMatchObject({
      status: 404,
    });
  });
});
