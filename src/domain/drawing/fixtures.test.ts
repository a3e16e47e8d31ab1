// The five fixture charts. Expected counts and distances were computed independently with a
// Python one-off over the raw JSON (numpy float32 for the distances), not copied from this code.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { ChartObject, FlatChart, ObjectType } from '../model';
import { flattenDrawing } from './index';

function load(name: string): FlatChart {
  const url = new URL(`../../../fixtures/charts/${name}.json`, import.meta.url);
  return flattenDrawing(JSON.parse(readFileSync(url, 'utf8')));
}

function countByType(chart: FlatChart): Record<ObjectType, number> {
  const counts = { seat: 0, table: 0, generalAdmission: 0, booth: 0 };
  for (const obj of chart.objects) counts[obj.objectType]++;
  return counts;
}

function places(chart: FlatChart): number {
  let total = 0;
  for (const obj of chart.objects) {
    if (obj.objectType === 'seat') total++;
    if (obj.objectType === 'generalAdmission') total += obj.capacity ?? 0;
  }
  return total;
}

function get(chart: FlatChart, label: string): ChartObject {
  const obj = chart.byLabel.get(label);
  if (!obj) throw new Error(`no object ${label}`);
  return obj;
}

const NO_FLAGS = {
  isAccessible: false,
  hasRestrictedView: false,
  isCompanionSeat: false,
  hasLiftUpArmrests: false,
  isHearingImpaired: false,
  isSemiAmbulatorySeat: false,
  hasSignLanguageInterpretation: false,
  isPlusSize: false,
};

describe('sampleChart.json', () => {
  const chart = load('sampleChart');

  test('has 32 seats and two GA areas of 100, 232 places', () => {
    expect(countByType(chart)).toEqual({ seat: 32, table: 0, generalAdmission: 2, booth: 0 });
    expect(places(chart)).toBe(232);
    expect(chart.byLabel.size).toBe(34);
    expect(chart.hasFloors).toBe(false);
    expect(chart.sections).toEqual([]);
    expect(chart.zones).toEqual([]);
  });

  test('keeps category keys with their type', () => {
    expect(chart.categories).toEqual([
      { key: 9, label: 'Cat1', color: '#87A9CD', accessible: false },
      { key: 10, label: 'Cat2', color: '#5E42ED', accessible: false },
      { key: 'string11', label: 'Cat3', color: '#5E42BB', accessible: false },
    ]);
  });

  test('A-1 is exactly the object seats.io answers for a free seat A-1', () => {
    expect(get(chart, 'A-1')).toStrictEqual({
      label: 'A-1',
      objectType: 'seat',
      labels: { own: { label: '1', type: 'seat' }, parent: { label: 'A', type: 'row' } },
      ids: { own: '1', parent: 'A' },
      categoryKey: '9',
      categoryLabel: 'Cat1',
      seatFlags: NO_FLAGS,
      rightNeighbour: 'A-2',
      distanceToFocalPoint: 98.67842540608864,
    });
  });

  test('seats in the middle and at the end of a row', () => {
    const a7 = get(chart, 'A-7');
    expect(a7.seatFlags).toEqual({ ...NO_FLAGS, isAccessible: true });
    expect(a7.leftNeighbour).toBe('A-6');
    expect(a7.rightNeighbour).toBe('A-8');
    expect(a7.distanceToFocalPoint).toBe(81.25904697228334);
    const d8 = get(chart, 'D-8');
    expect(d8.leftNeighbour).toBe('D-7');
    expect(d8.rightNeighbour).toBeUndefined();
    expect(d8.categoryKey).toBe('10');
    expect(d8.categoryLabel).toBe('Cat2');
    expect(d8.distanceToFocalPoint).toBe(153.67547736626688);
  });

  test('GA areas measure from their centre', () => {
    expect(get(chart, 'GA1')).toStrictEqual({
      label: 'GA1',
      objectType: 'generalAdmission',
      labels: { own: { label: 'GA1', type: 'generalAdmission' } },
      ids: { own: 'GA1' },
      categoryKey: '9',
      categoryLabel: 'Cat1',
      distanceToFocalPoint: 201.96795460542745,
      capacity: 100,
      bookAsAWhole: false,
      variableOccupancy: true,
      minOccupancy: 1,
    });
    expect(get(chart, 'GA2').distanceToFocalPoint).toBe(195.57836904294913);
    expect(get(chart, 'GA2').variableOccupancy).toBe(false);
  });
});

describe('sampleChartWithTables.json', () => {
  const chart = load('sampleChartWithTables');

  test('has two tables of six seats', () => {
    expect(countByType(chart)).toEqual({ seat: 12, table: 2, generalAdmission: 0, booth: 0 });
  });

  test('a table lists its seats and measures from its centre', () => {
    expect(get(chart, 'T1')).toStrictEqual({
      label: 'T1',
      objectType: 'table',
      labels: { own: { label: 'T1', type: 'table' } },
      ids: { own: 'T1' },
      categoryKey: '9',
      categoryLabel: 'Cat1',
      distanceToFocalPoint: 188.17083121129588,
      seatLabels: ['T1-1', 'T1-2', 'T1-3', 'T1-4', 'T1-5', 'T1-6'],
      numSeats: 6,
      bookAsAWhole: false,
    });
    expect(get(chart, 'T2').bookAsAWhole).toBe(true);
  });

  test('a table seat names its table and has no neighbours', () => {
    expect(get(chart, 'T1-1')).toStrictEqual({
      label: 'T1-1',
      objectType: 'seat',
      labels: { own: { label: '1', type: 'seat' }, parent: { label: 'T1', type: 'table' } },
      ids: { own: '1', parent: 'T1' },
      categoryKey: '9',
      categoryLabel: 'Cat1',
      distanceToFocalPoint: 190.2338302096922,
      seatFlags: NO_FLAGS,
      table: 'T1',
    });
  });

  test('each table comes before its seats', () => {
    expect(chart.objects.map((o) => o.label).slice(0, 8)).toEqual([
      'T1',
      'T1-1',
      'T1-2',
      'T1-3',
      'T1-4',
      'T1-5',
      'T1-6',
      'T2',
    ]);
  });
});

describe('sampleChartWithSections.json', () => {
  const chart = load('sampleChartWithSections');

  test('has 71 seats in two sections', () => {
    expect(countByType(chart)).toEqual({ seat: 71, table: 0, generalAdmission: 0, booth: 0 });
    expect(chart.sections).toEqual(['Section A', 'Section B']);
    expect(chart.objects.filter((o) => o.section === 'Section A')).toHaveLength(36);
    expect(chart.objects.filter((o) => o.section === 'Section B')).toHaveLength(35);
  });

  test('a section seat inherits category and entrance, and is placed by the section', () => {
    expect(get(chart, 'Section B-A-5')).toStrictEqual({
      label: 'Section B-A-5',
      objectType: 'seat',
      labels: {
        own: { label: '5', type: 'seat' },
        parent: { label: 'A', type: 'row' },
        section: 'Section B',
      },
      ids: { own: '5', parent: 'A', section: 'Section B' },
      categoryKey: '4',
      categoryLabel: 'cat2',
      section: 'Section B',
      entrance: 'Entrance 2',
      // topLeft (189.94, 0) + seat (96.25, 45.25); 106.356… if the offset were ignored.
      distanceToFocalPoint: 289.7452005642199,
      seatFlags: NO_FLAGS,
      leftNeighbour: 'Section B-A-4',
    });
    expect(get(chart, 'Section B-G-5').distanceToFocalPoint).toBe(343.10389279342195);
    const a6 = get(chart, 'Section A-A-6');
    expect(a6.categoryLabel).toBe('cat1');
    expect(a6.entrance).toBe('Entrance 1');
    expect(a6.distanceToFocalPoint).toBe(125.2382729040927);
  });
});

describe('sampleChartWithFloors.json', () => {
  const chart = load('sampleChartWithFloors');

  test('has four seats on two floors, no focal point', () => {
    expect(countByType(chart)).toEqual({ seat: 4, table: 0, generalAdmission: 0, booth: 0 });
    expect(chart.hasFloors).toBe(true);
    expect(chart.sections).toEqual(['S1', 'S2']);
    expect(chart.objects.map((o) => o.label)).toEqual(['S1-A-1', 'S1-A-2', 'S2-B-1', 'S2-B-2']);
    for (const obj of chart.objects) expect(obj.distanceToFocalPoint).toBeUndefined();
  });

  test('each seat knows its floor; a stale stored category label is ignored', () => {
    const seat = get(chart, 'S2-B-1');
    expect(seat.floor).toEqual({ name: '2', displayName: 'Floor 2' });
    expect(seat.section).toBe('S2');
    expect(seat.labels).toEqual({
      own: { label: '1', type: 'seat' },
      parent: { label: 'B', type: 'row' },
      section: 'S2',
    });
    expect(seat.ids).toEqual({ own: '1', parent: 'B', section: 'S2' });
    expect(seat.categoryKey).toBe('2');
    expect(seat.categoryLabel).toBe('CatB'); // the drawing stores "Foo" on the seat
    expect(seat.entrance).toBeUndefined();
    expect(seat.rightNeighbour).toBe('S2-B-2');
    expect(get(chart, 'S1-A-1').floor).toEqual({ name: '1', displayName: 'Floor 1' });
  });
});

describe('sampleChartWithZones.json', () => {
  const chart = load('sampleChartWithZones');

  test('has 8,897 seats in four sections and two zones', () => {
    expect(countByType(chart)).toEqual({ seat: 8897, table: 0, generalAdmission: 0, booth: 0 });
    expect(chart.byLabel.size).toBe(8897);
    expect(chart.sections).toEqual(['Goal Stand 4', 'Goal Stand 3', 'MT1', 'MT3']);
    expect(chart.zones).toEqual([
      { key: 'finishline', label: 'Finish Line' },
      { key: 'midtrack', label: 'Mid Track' },
    ]);
    const perSection = (s: string) => chart.objects.filter((o) => o.section === s).length;
    expect([perSection('Goal Stand 4'), perSection('Goal Stand 3')]).toEqual([650, 2215]);
    expect([perSection('MT1'), perSection('MT3')]).toEqual([2418, 3614]);
    expect(chart.hasFloors).toBe(false);
  });

  test('seats take their zone from the section and measure to the zone focal point', () => {
    const seat = get(chart, 'MT1-M-10');
    expect(seat.zone).toBe('midtrack');
    expect(seat.section).toBe('MT1');
    expect(seat.categoryKey).toBe('2');
    expect(seat.categoryLabel).toBe('Mid Track Stand');
    expect(seat.leftNeighbour).toBe('MT1-M-9');
    expect(seat.rightNeighbour).toBe('MT1-M-11');
    expect(seat.floor).toBeUndefined();
    expect(seat.distanceToFocalPoint).toBe(30497.081827610982);
    expect(get(chart, 'Goal Stand 4-A-1').distanceToFocalPoint).toBe(25425.339171779007);
    expect(get(chart, 'Goal Stand 4-A-1').zone).toBe('finishline');
    expect(get(chart, 'Goal Stand 3-A-1').distanceToFocalPoint).toBe(28210.362918615563);
    expect(get(chart, 'MT3-A-1').distanceToFocalPoint).toBe(31257.97485442715);
    expect(get(chart, 'Goal Stand 4-A-26').rightNeighbour).toBeUndefined();
  });
});
