// The full shape of every summary, deep summary and chart summary on sampleChart, through the
// routes and the store (SQLite, or PostgreSQL with TEST_STORE_URL): which maps each group carries,
// which groups are there at zero, and that every map of a group adds up to its count.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  ChartSummaryTypeSchema,
  DeepSummaryReportSchema,
  EventSummaryTypeSchema,
  SummaryReportSchema,
} from '../../contract/reports';
import { DEEP_SUMMARY_SECOND } from '../../domain/reports';
import { type BookingKit, startBookingKit } from './booking-test-kit';

let kit: BookingKit;
let event: string;

/** The ten dimensions and the chart's five, as the wire names them (in any order: maps are sorted). */
const TEN = EventSummaryTypeSchema.options;
type Dimension = (typeof TEN)[number];
const CHART_FIVE: readonly Dimension[] = ChartSummaryTypeSchema.options;
const CATEGORY: readonly Dimension[] = ['byCategoryKey', 'byCategoryLabel'];

/** Written out from the rule, not read from the engine: all of `among` but the grouped ones. */
function mapsBeside(among: readonly Dimension[], grouped: Dimension[]): string[] {
  const left = grouped.some((d) => CATEGORY.includes(d)) ? [...grouped, ...CATEGORY] : grouped;
  return among.filter((d) => !left.includes(d)).sort();
}

/** Groups sampleChart shows at zero (it has categories 9, 10 and string11, and no zones). */
const ZERO_GROUPS: Partial<Record<Dimension, string[]>> = {
  byObjectType: ['seat', 'generalAdmission', 'table', 'booth'],
  byCategoryKey: ['9', '10', 'string11', 'NO_CATEGORY'],
  byCategoryLabel: ['Cat1', 'Cat2', 'Cat3', 'NO_CATEGORY'],
  byZone: ['NO_ZONE'],
  byAvailabilityReason: [
    'available',
    'booked',
    'disabled_by_social_distancing',
    'not_for_sale',
    'reservedByToken',
  ],
};

type Group = { count: number } & Record<string, unknown>;
const keysOf = (group: object) =>
  Object.keys(group)
    .filter((key) => key !== 'count')
    .sort();
const sum = (map: unknown) =>
  Object.values(map as Record<string, number>).reduce((n, value) => n + value, 0);

/** Every map of `group` is `{value: n}` with n > 0, adding up to the group's count. */
function expectMapsAddUp(group: Group, maps: string[], where: string) {
  expect(keysOf(group), where).toEqual(maps);
  for (const map of maps) {
    const values = Object.values(group[map] as Record<string, number>);
    expect(
      values.every((n) => n > 0),
      `${where}.${map} non-zero`,
    ).toBe(true);
    expect(sum(group[map]), `${where}.${map}`).toBe(group.count);
  }
}

function expectZeroGroups(report: Record<string, Group>, type: Dimension) {
  for (const key of ZERO_GROUPS[type] ?? [])
    expect(report, `${type} lists ${key}`).toHaveProperty([key]);
}

async function get(path: string) {
  const answer = await kit.call('GET', path);
  expect(answer.status, path).toBe(200);
  return answer.body;
}

beforeAll(async () => {
  kit = await startBookingKit();
  event = await kit.event({ channels: [{ key: 'web', name: 'Web', objects: ['B-1', 'B-2'] }] });
  const token = await kit.holdToken();
  const writes: Array<[string, unknown]> = [
    ['book', { objects: ['A-1'] }],
    ['book', { objects: ['B-1'], channelKeys: ['web'] }],
    ['change-object-status', { objects: [{ objectId: 'GA1', quantity: 4 }], status: 'sold' }],
    ['hold', { objects: ['A-3'], holdToken: token }],
    ['mark-as-not-for-sale', { objects: ['A-4'] }],
  ];
  for (const [action, body] of writes) {
    const answer = await kit.call('POST', `/events/${event}/actions/${action}`, body);
    expect(answer.status, action).toBeLessThan(300);
  }
});
afterAll(() => kit.svc.close());

describe('summary shapes on sampleChart', () => {
  test.each(TEN)(
    'event summary %s: every other dimension, zero groups, maps add up',
    async (type) => {
      const report = SummaryReportSchema.parse(
        await get(`/reports/events/${event}/${type}/summary`),
      ) as Record<string, Group>;
      expectZeroGroups(report, type);
      let total = 0;
      for (const [key, group] of Object.entries(report)) {
        expectMapsAddUp(group, mapsBeside(TEN, [type]), `${type}.${key}`);
        total += group.count;
      }
      expect(total).toBe(232);
    },
  );

  test.each(TEN)('deep summary %s: D2, then every dimension but D1 and D2', async (type) => {
    const report = DeepSummaryReportSchema.parse(
      await get(`/reports/events/${event}/${type}/summary/deep`),
    ) as Record<string, Group>;
    expectZeroGroups(report, type);
    // Which D2 each type has is checked against the Python oracle (fixture-reports.test.ts).
    const second = DEEP_SUMMARY_SECOND[type];
    let total = 0;
    for (const [key, group] of Object.entries(report)) {
      expect(keysOf(group), `${type}.${key}`).toEqual([second]);
      const middles = group[second] as Record<string, Group>;
      expect(
        Object.values(middles).reduce((n, middle) => n + middle.count, 0),
        `${type}.${key}`,
      ).toBe(group.count);
      for (const [value, middle] of Object.entries(middles)) {
        expect(middle.count).toBeGreaterThan(0);
        expectMapsAddUp(middle, mapsBeside(TEN, [type, second]), `${type}.${key}.${value}`);
      }
      total += group.count;
    }
    expect(total).toBe(232);
  });

  test.each(CHART_FIVE)('chart summary %s: the other chart dimensions', async (type) => {
    const report = SummaryReportSchema.parse(
      await get(`/reports/charts/sampleChart/${type}/summary`),
    ) as Record<string, Group>;
    expectZeroGroups(report, type);
    for (const [key, group] of Object.entries(report)) {
      expectMapsAddUp(group, mapsBeside(CHART_FIVE, [type]), `chart ${type}.${key}`);
    }
  });

  test('a group in full: booked seats and GA places by status', async () => {
    const report = await get(`/reports/events/${event}/byStatus/summary`);
    expect(report.booked).toEqual({
      count: 2,
      bySection: { NO_SECTION: 2 },
      byCategoryLabel: { Cat1: 2 },
      byCategoryKey: { '9': 2 },
      byAvailability: { not_available: 2 },
      byAvailabilityReason: { booked: 2 },
      bySelectability: { not_selectable: 2 },
      byChannel: { NO_CHANNEL: 1, web: 1 },
      byObjectType: { seat: 2 },
      byZone: { NO_ZONE: 2 },
    });
    const chart = await get('/reports/charts/sampleChart/byObjectType/summary');
    expect(chart.booth).toEqual({
      count: 0,
      bySection: {},
      byCategoryLabel: {},
      byCategoryKey: {},
      byZone: {},
    });
    expect(chart.seat.byZone).toEqual({ NO_ZONE: 32 });
  });
});
