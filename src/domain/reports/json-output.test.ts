// The JSON text writer must say exactly what JSON.stringify of the object reports says.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  CHART_DETAILED_TYPES,
  chartDetailed,
  chartDetailedJson,
  EVENT_DETAILED_TYPES,
  type EventReportInput,
  eventDetailed,
  eventDetailedJson,
  eventFlatList,
  eventFlatListJson,
} from '.';
import { chart, eventInput } from './testdata/random-event-test-kit';

const text = (chunks: Iterable<string>) => [...chunks].join('');

describe('JSON text of detailed reports', () => {
  test('equals JSON.stringify of the object report, for every type, filtered or not', () => {
    fc.assert(
      fc.property(eventInput, fc.constantFrom(...EVENT_DETAILED_TYPES), (input, type) => {
        const report = eventDetailed(input, type);
        expect(text(eventDetailedJson(input, type))).toBe(JSON.stringify(report));
        for (const key of [...Object.keys(report).slice(0, 3), 'NO_SUCH_GROUP']) {
          expect(text(eventDetailedJson(input, type, key))).toBe(
            JSON.stringify(eventDetailed(input, type, key)),
          );
        }
      }),
      { numRuns: 60 },
    );
  });

  test('chart reports, in chunks, equal JSON.stringify of the object report', () => {
    for (const type of CHART_DETAILED_TYPES) {
      for (const mode of [undefined, 'chart', 'true', 'false'] as const) {
        expect(text(chartDetailedJson(chart, type, mode))).toBe(
          JSON.stringify(chartDetailed(chart, type, mode)),
        );
      }
    }
  });

  test('the flat list, in chunks, equals JSON.stringify of the object list', () => {
    fc.assert(
      fc.property(eventInput, (input) => {
        const chunks = [...eventFlatListJson(input)];
        expect(chunks.join('')).toBe(JSON.stringify(eventFlatList(input)));
      }),
      { numRuns: 30 },
    );
  });

  test('large groups come in several chunks that join to valid JSON', () => {
    const many = { ...chart, objects: [] as typeof chart.objects };
    for (let copy = 0; copy < 50; copy++) {
      for (const obj of chart.objects) many.objects.push({ ...obj, label: `${copy}/${obj.label}` });
    }
    many.byLabel = new Map(many.objects.map((obj) => [obj.label, obj]));
    const input: EventReportInput = {
      chart: many,
      states: new Map([['3/A-1', { status: 'booked' }]]),
      channels: [{ key: 'c"1', name: 'c', objects: ['7/A-2'], areaPlaces: {} }],
      tableBookingConfig: { mode: 'INHERIT' },
      tablesCountAsOne: false,
    };
    const chunks = [...eventDetailedJson(input, 'byObjectType')];
    expect(chunks.length).toBeGreaterThan(3);
    expect(JSON.parse(chunks.join(''))).toEqual(
      JSON.parse(JSON.stringify(eventDetailed(input, 'byObjectType'))),
    );
    const chartChunks = [...chartDetailedJson(many, 'byObjectType', undefined)];
    expect(chartChunks.length).toBeGreaterThan(3);
    expect(chartChunks.join('')).toBe(
      JSON.stringify(chartDetailed(many, 'byObjectType', undefined)),
    );
  });
});
