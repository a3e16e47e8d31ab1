// Hand-computed expectations on the fixture charts: the numbers in these tests were worked out on
// paper from the drawings (sampleChart: rows A–D of 8 seats, 16 in Cat1 and 16 in Cat2, GA1 with
// 100 places in Cat1, GA2 with 100 in Cat2; 232 places in all).
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { flattenDrawing } from '../drawing';
import type { Channel, FlatChart, ObjectState, TableBookingConfig } from '../model';
import {
  chartDetailed,
  chartSummary,
  type EventReportInput,
  eventDeepSummary,
  eventDetailed,
  eventSummary,
} from '.';

function fixture(name: string): FlatChart {
  const path = new URL(`../../../fixtures/charts/${name}.json`, import.meta.url);
  return flattenDrawing(JSON.parse(readFileSync(path, 'utf8')));
}
const sample = fixture('sampleChart');
const tables = fixture('sampleChartWithTables');
const zones = fixture('sampleChartWithZones');

function event(
  chart: FlatChart,
  states: Record<string, ObjectState> = {},
  more: {
    channels?: Channel[];
    tableBookingConfig?: TableBookingConfig;
    tablesCountAsOne?: boolean;
  } = {},
): EventReportInput {
  return {
    chart,
    states: new Map(Object.entries(states)),
    channels: more.channels ?? [],
    tableBookingConfig: more.tableBookingConfig ?? { mode: 'INHERIT' },
    tablesCountAsOne: more.tablesCountAsOne ?? false,
  };
}
const plain = (value: unknown) => JSON.parse(JSON.stringify(value));
const counts = (report: Record<string, { count: number }>) =>
  Object.fromEntries(Object.entries(report).map(([key, group]) => [key, group.count]));
const labels = (report: Record<string, Array<{ label?: unknown }>>) =>
  Object.fromEntries(
    Object.entries(report).map(([key, infos]) => [key, infos.map((i) => i.label)]),
  );

// A-1 booked, A-2 custom, A-3 held, A-4 not for sale, B-1 booked and not for sale; GA1: 10 booked,
// 5 custom, 5 held, 7 not for sale, 73 free; GA2 not for sale as a whole with 20 booked.
const busy = event(sample, {
  'A-1': { status: 'booked', orderId: 'o1' },
  'A-2': { status: 'lolzor' },
  'A-3': { status: 'reservedByToken', holdToken: 'tok1' },
  'A-4': { notForSale: true },
  'B-1': { status: 'booked', notForSale: true },
  GA1: {
    places: {
      byStatus: { booked: 10, lolzor: 5 },
      holds: { tok1: { NO_TICKET_TYPE: 5 } },
      notForSale: 7,
    },
  },
  GA2: { notForSale: true, places: { byStatus: { booked: 20 } } },
});

describe('event summaries count places', () => {
  test('a fresh event on sampleChart has 232 free places, split by object type', () => {
    const none = {
      bySection: {},
      byCategoryLabel: {},
      byCategoryKey: {},
      byStatus: {},
      byAvailability: {},
      byAvailabilityReason: {},
      bySelectability: {},
      byChannel: {},
      byZone: {},
    };
    const free = (n: number, cat1: number, cat2: number) => ({
      count: n,
      bySection: { NO_SECTION: n },
      byCategoryLabel: { Cat1: cat1, Cat2: cat2 },
      byCategoryKey: { '9': cat1, '10': cat2 },
      byStatus: { free: n },
      byAvailability: { available: n },
      byAvailabilityReason: { available: n },
      bySelectability: { selectable: n },
      byChannel: { NO_CHANNEL: n },
      byZone: { NO_ZONE: n },
    });
    expect(plain(eventSummary(event(sample), 'byObjectType'))).toEqual({
      seat: free(32, 16, 16),
      generalAdmission: free(200, 100, 100),
      table: { count: 0, ...none },
      booth: { count: 0, ...none },
    });
  });

  test('GA places split by state; a place not for sale is free in status reports', () => {
    expect(counts(eventSummary(busy, 'byStatus'))).toEqual({
      booked: 32,
      lolzor: 6,
      reservedByToken: 6,
      free: 188,
    });
    expect(counts(eventSummary(busy, 'byAvailability'))).toEqual({
      available: 100,
      not_available: 132,
    });
    expect(counts(eventSummary(busy, 'bySelectability'))).toEqual({
      selectable: 100,
      not_selectable: 132,
    });
  });

  test('a non-free object that is not for sale reports its status as availability reason', () => {
    const report = eventSummary(busy, 'byAvailabilityReason');
    expect(counts(report)).toEqual({
      available: 100,
      booked: 32,
      disabled_by_social_distancing: 0,
      not_for_sale: 88,
      reservedByToken: 6,
      lolzor: 6,
    });
    expect(plain(report.disabled_by_social_distancing)).toEqual({
      count: 0,
      bySection: {},
      byCategoryLabel: {},
      byCategoryKey: {},
      byStatus: {},
      byAvailability: {},
      bySelectability: {},
      byChannel: {},
      byObjectType: {},
      byZone: {},
    });
    expect(plain(report.not_for_sale.byCategoryLabel)).toEqual({ Cat1: 8, Cat2: 80 });
  });

  test('every category is listed, the unused one and NO_CATEGORY at zero', () => {
    const report = eventSummary(busy, 'byCategoryKey');
    expect(counts(report)).toEqual({ '9': 116, '10': 116, string11: 0, NO_CATEGORY: 0 });
    expect(plain(report['10'].byStatus)).toEqual({ booked: 20, free: 96 });
    // A byCategoryKey group has neither category map: key and label say the same thing.
    expect(plain(report.string11)).toEqual({
      count: 0,
      bySection: {},
      byStatus: {},
      byAvailability: {},
      byAvailabilityReason: {},
      bySelectability: {},
      byChannel: {},
      byObjectType: {},
      byZone: {},
    });
  });

  test('channels: listed objects, and GA places given with areaPlaces', () => {
    const channels: Channel[] = [
      { key: 'ch1', name: 'One', objects: ['A-5', 'B-1'], areaPlaces: { GA1: 30 } },
      { key: 'ch2', name: 'Two', objects: ['GA2'], areaPlaces: {} },
    ];
    const report = eventSummary({ ...busy, channels }, 'byChannel');
    // GA1 keeps 70 places outside channels, which take its 27 non-free places first.
    expect(counts(report)).toEqual({ NO_CHANNEL: 100, ch1: 32, ch2: 100 });
    expect(plain(report.ch1.byStatus)).toEqual({ booked: 1, free: 31 });
    expect(plain(report.ch2.byAvailability)).toEqual({ not_available: 100 });
  });

  test('zones: every zone and NO_ZONE are groups', () => {
    expect(counts(eventSummary(event(zones), 'byZone'))).toEqual({
      finishline: 2865,
      midtrack: 6032,
      NO_ZONE: 0,
    });
  });

  test('a deep summary nests by one more dimension, each entry carrying every other one', () => {
    // Below byStatus and bySection: every dimension but those two (both category maps stay).
    const entry = (n: number, status: 'available' | 'booked') => ({
      count: n,
      byCategoryLabel: status === 'booked' ? { Cat1: 1 } : { Cat1: 115, Cat2: 116 },
      byCategoryKey: status === 'booked' ? { '9': 1 } : { '9': 115, '10': 116 },
      byAvailability: { [status === 'booked' ? 'not_available' : 'available']: n },
      byAvailabilityReason: { [status]: n },
      bySelectability: { [status === 'booked' ? 'not_selectable' : 'selectable']: n },
      byChannel: { NO_CHANNEL: n },
      byObjectType: status === 'booked' ? { seat: 1 } : { seat: 31, generalAdmission: 200 },
      byZone: { NO_ZONE: n },
    });
    expect(
      plain(eventDeepSummary(event(sample, { 'A-1': { status: 'booked' } }), 'byStatus')),
    ).toEqual({
      booked: { count: 1, bySection: { NO_SECTION: entry(1, 'booked') } },
      free: { count: 231, bySection: { NO_SECTION: entry(231, 'available') } },
    });
  });

  test('a deep summary by channel goes on by category label, without the category key', () => {
    const report = plain(eventDeepSummary(event(sample), 'byChannel'));
    expect(Object.keys(report.NO_CHANNEL)).toEqual(['count', 'byCategoryLabel']);
    expect(report.NO_CHANNEL.byCategoryLabel.Cat2).toEqual({
      count: 116,
      bySection: { NO_SECTION: 116 },
      byStatus: { free: 116 },
      byAvailability: { available: 116 },
      byAvailabilityReason: { available: 116 },
      bySelectability: { selectable: 116 },
      byObjectType: { seat: 16, generalAdmission: 100 },
      byZone: { NO_ZONE: 116 },
    });
  });
});

describe('tables', () => {
  // T1: 6 seats, booked by seat in the chart; T2: 6 seats, booked as a whole.
  test('a whole table counts as its seats for new companies and as 1 for old ones', () => {
    const states = { T2: { status: 'booked' } };
    expect(counts(eventSummary(event(tables, states), 'byObjectType'))).toEqual({
      seat: 6,
      table: 6,
      generalAdmission: 0,
      booth: 0,
    });
    const old = event(tables, states, { tablesCountAsOne: true });
    expect(counts(eventSummary(old, 'byStatus'))).toEqual({ booked: 1, free: 6 });
  });

  test("the event's table booking decides which objects are listed", () => {
    const byTable = event(tables, {}, { tableBookingConfig: { mode: 'ALL_BY_TABLE' } });
    expect(labels(eventDetailed(byTable, 'byObjectType'))).toEqual({
      seat: [],
      generalAdmission: [],
      table: ['T1', 'T2'],
      booth: [],
    });
    const custom = event(
      tables,
      {},
      { tableBookingConfig: { mode: 'CUSTOM', tables: { T2: 'BY_SEAT' } } },
    );
    expect(counts(eventSummary(custom, 'byObjectType')).seat).toBe(12);
  });

  test('chart reports follow bookWholeTables', () => {
    const places = (mode?: 'chart' | 'true' | 'false') =>
      counts(chartSummary(tables, 'byObjectType', mode));
    expect(places()).toEqual({ seat: 12, table: 2, generalAdmission: 0, booth: 0 });
    expect(places('chart')).toEqual({ seat: 6, table: 1, generalAdmission: 0, booth: 0 });
    expect(places('true')).toEqual({ seat: 0, table: 2, generalAdmission: 0, booth: 0 });
    expect(places('false')).toEqual({ seat: 12, table: 0, generalAdmission: 0, booth: 0 });
    expect(labels(chartDetailed(tables, 'byObjectType', 'chart')).table).toEqual(['T2']);
  });
});

describe('detailed reports', () => {
  test('a GA area is listed in each group its places are in', () => {
    expect(labels(eventDetailed(busy, 'byStatus', 'booked'))).toEqual({
      booked: ['A-1', 'B-1', 'GA1', 'GA2'],
    });
    expect(labels(eventDetailed(busy, 'byAvailabilityReason', 'not_for_sale'))).toEqual({
      not_for_sale: ['A-4', 'GA1', 'GA2'],
    });
  });

  test('objects carry isAvailable and availabilityReason', () => {
    const [b1] = eventDetailed(busy, 'byLabel', 'B-1')['B-1'];
    expect(b1).toMatchObject({
      status: 'booked',
      forSale: false,
      isAvailable: false,
      availabilityReason: 'booked',
    });
    const [a4] = eventDetailed(busy, 'byAvailability', 'not_available').not_available.filter(
      (info) => info.label === 'A-4',
    );
    expect(a4).toMatchObject({
      status: 'free',
      isAvailable: false,
      availabilityReason: 'not_for_sale',
    });
  });

  test('a filter that matches nothing answers {}', () => {
    expect(plain(eventDetailed(busy, 'byStatus', 'resale'))).toEqual({});
    expect(plain(eventDetailed(busy, 'byObjectType', 'booth'))).toEqual({});
    expect(plain(eventDetailed(busy, 'byOrderId', 'o1'))).toEqual({
      o1: [expect.objectContaining({ label: 'A-1' })],
    });
  });

  test('placeholders group what has no category, section or order id', () => {
    const bySection = eventDetailed(busy, 'bySection');
    expect(Object.keys(bySection)).toEqual(['NO_SECTION']);
    expect(bySection.NO_SECTION).toHaveLength(34);
    expect(eventDetailed(busy, 'byOrderId').NO_ORDER_ID).toHaveLength(33);
    expect(eventDetailed(busy, 'byCategoryLabel').NO_CATEGORY).toEqual([]);
  });

  test("a variable-occupancy area's maximum is its capacity; a table's bookAsAWhole is the chart's", () => {
    // GA1 has variableOccupancy and no maxOccupancy in the drawing; GA2 has no variable occupancy.
    const [ga1] = eventDetailed(event(sample), 'byLabel', 'GA1').GA1;
    expect(ga1).toMatchObject({ capacity: 100, variableOccupancy: true, maxOccupancy: 100 });
    const [ga2] = eventDetailed(event(sample), 'byLabel', 'GA2').GA2;
    expect(ga2).not.toHaveProperty('maxOccupancy');
    expect(chartDetailed(sample, 'byLabel', undefined).GA1[0]).toMatchObject({ maxOccupancy: 100 });
    // T1 is booked by seat in the drawing, T2 as a whole: so they say whatever the event does.
    const flags = (tableBookingConfig: TableBookingConfig) =>
      eventDetailed(event(tables, {}, { tableBookingConfig }), 'byObjectType', 'table').table.map(
        (info) => [info.label, info.bookAsAWhole],
      );
    expect(flags({ mode: 'ALL_BY_TABLE' })).toEqual([
      ['T1', false],
      ['T2', true],
    ]);
    expect(flags({ mode: 'INHERIT' })).toEqual([['T2', true]]);
    expect(flags({ mode: 'CUSTOM', tables: { T1: 'BY_TABLE', T2: 'BY_SEAT' } })).toEqual([
      ['T1', false],
    ]);
  });

  test('chart objects carry no event state', () => {
    const [a1] = chartDetailed(sample, 'byLabel', undefined)['A-1'];
    expect(a1).toEqual({
      label: 'A-1',
      labels: { own: { label: '1', type: 'seat' }, parent: { label: 'A', type: 'row' } },
      ids: { own: '1', parent: 'A' },
      categoryKey: '9',
      categoryLabel: 'Cat1',
      objectType: 'seat',
      isAccessible: false,
      hasRestrictedView: false,
      isCompanionSeat: false,
      hasLiftUpArmrests: false,
      isHearingImpaired: false,
      isSemiAmbulatorySeat: false,
      hasSignLanguageInterpretation: false,
      isPlusSize: false,
      rightNeighbour: 'A-2',
      distanceToFocalPoint: 98.67842540608864,
    });
  });
});
