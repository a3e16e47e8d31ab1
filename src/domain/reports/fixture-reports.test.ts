// Every report over the five fixture charts, against testdata/expected.json: the answers of an
// independent Python oracle (testdata/oracle.py) that flattens the drawings and applies the rules
// of docs/reports.md on its own. Regenerate: see the docstring of testdata/oracle.py.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { flattenDrawing } from '../drawing';
import type { Channel, FlatChart, ObjectState, TableBookingConfig } from '../model';
import {
  type BookWholeTables,
  CHART_DETAILED_TYPES,
  CHART_SUMMARY_TYPES,
  chartDetailed,
  chartSummary,
  EVENT_DETAILED_TYPES,
  EVENT_SUMMARY_TYPES,
  type EventReportInput,
  eventDeepSummary,
  eventDetailed,
  eventDetailedJson,
  eventFlatList,
  eventSummary,
} from '.';

interface Scenario {
  chart?: string;
  tableBookingConfig: TableBookingConfig;
  tablesCountAsOne: boolean;
  channels: Array<Omit<Channel, 'areaPlaces'> & { areaPlaces?: Record<string, number> }>;
  states: Record<string, ObjectState>;
}

const here = new URL('./testdata/', import.meta.url);
const scenarios: Record<string, Scenario> = JSON.parse(
  readFileSync(new URL('scenarios.json', here), 'utf8'),
);
// biome-ignore lint/suspicious/noExplicitAny: the oracle's JSON is compared as data.
const expected: Record<string, any> = JSON.parse(
  readFileSync(new URL('expected.json', here), 'utf8'),
);

const charts = new Map<string, FlatChart>();
function chartNamed(name: string): FlatChart {
  let chart = charts.get(name);
  if (!chart) {
    const path = new URL(`../../../fixtures/charts/${name}.json`, import.meta.url);
    chart = flattenDrawing(JSON.parse(readFileSync(path, 'utf8')));
    charts.set(name, chart);
  }
  return chart;
}

function inputOf(name: string): EventReportInput {
  const scenario = scenarios[name];
  return {
    chart: chartNamed(scenario.chart ?? name),
    states: new Map(Object.entries(scenario.states)),
    channels: scenario.channels.map((channel) => ({ areaPlaces: {}, ...channel })),
    tableBookingConfig: scenario.tableBookingConfig,
    tablesCountAsOne: scenario.tablesCountAsOne,
  };
}

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

/** The oracle's compact form: short groups in full, long ones as count, ends and digest. */
function compact(labels: string[]): unknown {
  if (labels.length <= 40) return labels;
  return {
    count: labels.length,
    first: labels.slice(0, 3),
    last: labels.slice(-3),
    sha1: sha1(labels.join('\n')),
  };
}

function compactReport(report: Record<string, Array<Record<string, unknown>>>): unknown {
  const groups = Object.entries(report).map(
    ([key, infos]) => [key, infos.map((info) => String(info.label))] as const,
  );
  if (groups.length <= 40) return Object.fromEntries(groups.map(([k, v]) => [k, compact(v)]));
  groups.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const lines = groups.map(([key, labels]) => `${key}:${labels.join(',')}`).join('\n');
  return { groups: groups.length, sha1: sha1(lines) };
}

/** Plain objects, so that toEqual compares data and not prototypes. */
const plain = (value: unknown) => JSON.parse(JSON.stringify(value));

describe.each(Object.keys(scenarios))('fixture scenario %s', (name) => {
  const want = expected[name];

  test.each(EVENT_SUMMARY_TYPES)('event summary %s', (type) => {
    const report = eventSummary(inputOf(name), type);
    expect(plain(report)).toEqual(want.eventSummaries[type]);
    const total = Object.values(report).reduce((sum, group) => sum + group.count, 0);
    expect(total).toBe(want.places);
  });

  test.each(EVENT_SUMMARY_TYPES)('deep summary %s', (type) => {
    expect(plain(eventDeepSummary(inputOf(name), type))).toEqual(want.deepSummaries[type]);
  });

  test.each(EVENT_DETAILED_TYPES)('detailed report %s lists the right objects', (type) => {
    const report = eventDetailed(inputOf(name), type);
    expect(compactReport(report)).toEqual(want.detailed[type]);
    expect([...eventDetailedJson(inputOf(name), type)].join('')).toBe(JSON.stringify(report));
  });

  test('the flat list holds every listed object once, sorted by label', () => {
    const labels = eventFlatList(inputOf(name)).map((info) => String(info.label));
    expect(compact(labels)).toEqual(want.flatList);
  });

  const modes: Array<BookWholeTables | undefined> = [undefined, 'chart', 'true', 'false'];
  test.each(modes.map((mode) => [mode ?? 'absent', mode] as const))(
    'chart reports with bookWholeTables=%s',
    (key, mode) => {
      const chart = chartNamed(scenarios[name].chart ?? name);
      for (const type of CHART_SUMMARY_TYPES) {
        expect(plain(chartSummary(chart, type, mode)), type).toEqual(
          want.chart[key].summaries[type],
        );
      }
      for (const type of CHART_DETAILED_TYPES) {
        expect(compactReport(chartDetailed(chart, type, mode)), type).toEqual(
          want.chart[key].detailed[type],
        );
      }
    },
  );
});
