// Consistency of the reports over random event states (fast-check). The test keeps its own model:
// every listed object expanded into single places, each with its status, for-sale flag and channel.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { type ChartObject, FREE, HELD, NO_CHANNEL, tableBookedAsWhole } from '../model';
import {
  DEEP_SUMMARY_LEVELS,
  type Dimension,
  EVENT_DETAILED_TYPES,
  EVENT_SUMMARY_BREAKDOWNS,
  EVENT_SUMMARY_TYPES,
  type EventReportInput,
  eventDeepSummary,
  eventDetailed,
  eventSummary,
} from '.';
import { chartIndex } from './chart-index';
import { chart, eventInput } from './testdata/random-event-test-kit';
import { dimensionValue } from './values';

interface Place {
  obj: ChartObject;
  status: string;
  forSale: boolean;
  channel: string;
}

/** The model: every listed object as single places, in the order docs/reports.md gives. */
function placesOf(input: EventReportInput): Place[] {
  const index = chartIndex(input.chart);
  const channelOf = (label: string) =>
    input.channels.find((channel) => channel.objects.includes(label))?.key ?? NO_CHANNEL;
  const places: Place[] = [];
  input.chart.objects.forEach((obj, i) => {
    const table = index.tableOf[i] >= 0 ? input.chart.objects[index.tableOf[i]] : undefined;
    if (obj.objectType === 'table' && !tableBookedAsWhole(obj, input.tableBookingConfig)) return;
    if (table && tableBookedAsWhole(table, input.tableBookingConfig)) return;
    const state = input.states.get(obj.label);
    const forSale = !state?.notForSale;
    if (obj.objectType !== 'generalAdmission') {
      const n = obj.objectType === 'table' && !input.tablesCountAsOne ? (obj.numSeats ?? 0) : 1;
      const status = state?.status ?? FREE;
      for (let k = 0; k < n; k++)
        places.push({ obj, status, forSale, channel: channelOf(obj.label) });
      return;
    }
    const statuses: Array<[string, boolean]> = [];
    const byStatus = state?.places?.byStatus ?? {};
    for (const status of Object.keys(byStatus).sort()) {
      for (let k = 0; k < byStatus[status]; k++) statuses.push([status, forSale]);
    }
    const held = state?.places?.holds?.t1?.NO_TICKET_TYPE ?? 0;
    for (let k = 0; k < held; k++) statuses.push([HELD, forSale]);
    for (let k = 0; k < (state?.places?.notForSale ?? 0); k++) statuses.push([FREE, false]);
    while (statuses.length < (obj.capacity ?? 0)) statuses.push([FREE, forSale]);
    const whole = channelOf(obj.label);
    const channels: string[] = [];
    if (whole === NO_CHANNEL) {
      const split = input.channels.map((c) => [c.key, c.areaPlaces[obj.label] ?? 0] as const);
      const inChannels = split.reduce((sum, [, n]) => sum + n, 0);
      for (let k = 0; k < statuses.length - inChannels; k++) channels.push(NO_CHANNEL);
      for (const [key, n] of split) for (let k = 0; k < n; k++) channels.push(key);
    }
    statuses.forEach(([status, placeForSale], k) => {
      places.push({ obj, status, forSale: placeForSale, channel: channels[k] ?? whole });
    });
  });
  return places;
}

const facts = (place: Place) => ({
  cls: chartIndex(chart).classes[chartIndex(chart).classOf[chart.objects.indexOf(place.obj)]],
  status: place.status,
  forSale: place.forSale,
  channel: place.channel,
});

/** Places per value of `dimension`: what a breakdown map must hold. */
function countBy(places: Place[], dimension: Dimension): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const place of places) {
    const value = dimensionValue(dimension, facts(place));
    counts[value] = (counts[value] ?? 0) + 1;
  }
  return counts;
}

const RUNS = { numRuns: 60 };

describe('reports agree with each other on random events', () => {
  test('each summary counts every place once, by group and by breakdown', () => {
    fc.assert(
      fc.property(eventInput, (input) => {
        const places = placesOf(input);
        for (const type of EVENT_SUMMARY_TYPES) {
          const report = eventSummary(input, type);
          let total = 0;
          for (const [key, group] of Object.entries(report)) {
            const inGroup = places.filter((place) => dimensionValue(type, facts(place)) === key);
            total += group.count;
            expect(group.count, `${type} ${key}`).toBe(inGroup.length);
            for (const breakdown of EVENT_SUMMARY_BREAKDOWNS[type]) {
              expect({ ...(group[breakdown] as object) }, `${type} ${key} ${breakdown}`).toEqual(
                countBy(inGroup, breakdown),
              );
            }
          }
          expect(total, type).toBe(places.length);
          const deep = eventDeepSummary(input, type);
          const { second, third } = DEEP_SUMMARY_LEVELS[type];
          for (const [key, group] of Object.entries(deep)) {
            expect(group.count).toBe(report[key].count);
            // Each second-level entry counts its places in every one of its maps.
            const middles = group[second] as Record<string, Record<string, unknown>>;
            for (const [value, middle] of Object.entries(middles)) {
              const inMiddle = places.filter(
                (place) =>
                  dimensionValue(type, facts(place)) === key &&
                  dimensionValue(second, facts(place)) === value,
              );
              expect(middle.count, `${type} ${key} ${value}`).toBe(inMiddle.length);
              for (const dimension of third) {
                expect({ ...(middle[dimension] as object) }, `${type} ${key} ${value}`).toEqual(
                  countBy(inMiddle, dimension),
                );
              }
            }
          }
        }
      }),
      RUNS,
    );
  });

  test("a summary group's count equals the places in the matching detailed group", () => {
    fc.assert(
      fc.property(eventInput, (input) => {
        const places = placesOf(input);
        for (const type of EVENT_SUMMARY_TYPES) {
          const summary = eventSummary(input, type);
          const detailed = eventDetailed(input, type);
          expect(Object.keys(detailed).sort(), type).toEqual(Object.keys(summary).sort());
          for (const [key, infos] of Object.entries(detailed)) {
            const listed = new Set(infos.map((info) => info.label));
            expect(listed.size, `${type} ${key}: listed once`).toBe(infos.length);
            const inGroup = places.filter(
              (place) => listed.has(place.obj.label) && dimensionValue(type, facts(place)) === key,
            );
            expect(inGroup.length, `${type} ${key}`).toBe(summary[key].count);
          }
        }
      }),
      RUNS,
    );
  });

  test('a filtered report equals that group of the unfiltered one', () => {
    fc.assert(
      fc.property(eventInput, fc.constantFrom(...EVENT_DETAILED_TYPES), (input, type) => {
        const full = eventDetailed(input, type);
        for (const [key, infos] of Object.entries(full)) {
          const filtered = JSON.parse(JSON.stringify(eventDetailed(input, type, key)));
          expect(filtered).toEqual(
            infos.length === 0 ? {} : { [key]: JSON.parse(JSON.stringify(infos)) },
          );
        }
        expect(JSON.stringify(eventDetailed(input, type, 'no such group'))).toBe('{}');
      }),
      RUNS,
    );
  });
});
