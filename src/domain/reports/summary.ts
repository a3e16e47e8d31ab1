// Summaries and deep summaries, read off a histogram of places (docs/reports.md).
import type { FlatChart } from '../model';
import { NO_CHANNEL } from '../model';
import type { BookWholeTables } from './chart-index';
import {
  CHART_SUMMARY_BREAKDOWNS,
  type ChartSummaryType,
  DEEP_SUMMARY_LEVELS,
  type Dimension,
  EVENT_SUMMARY_BREAKDOWNS,
  type EventSummaryType,
} from './dimensions';
import { chartHistogram, type EventReportInput, eventHistogram, type Histogram } from './histogram';
import { dict, dimensionValue, fixedGroups, type PlaceFacts } from './values';

/** `{count, by<Other>: {value: n}, …}`; breakdown maps hold non-zero counts only. */
export type SummaryGroup = { count: number } & Record<string, number | Record<string, number>>;
export type SummaryReport = Record<string, SummaryGroup>;

export interface DeepSummaryGroup {
  count: number;
  [level2: string]:
    | number
    | Record<string, { count: number; [level3: string]: number | Record<string, number> }>;
}
export type DeepSummaryReport = Record<string, DeepSummaryGroup>;

export function eventSummary(input: EventReportInput, type: EventSummaryType): SummaryReport {
  return eventSummaryOf(eventHistogram(input), type);
}

/** The summary read off an event histogram (which a caller may keep while the event is unchanged). */
export function eventSummaryOf(histogram: Histogram, type: EventSummaryType): SummaryReport {
  return summarize(histogram, type, EVENT_SUMMARY_BREAKDOWNS[type]);
}

export function chartSummary(
  chart: FlatChart,
  type: ChartSummaryType,
  bookWholeTables: BookWholeTables | undefined,
): SummaryReport {
  return summarize(chartHistogram(chart, bookWholeTables), type, CHART_SUMMARY_BREAKDOWNS[type]);
}

export function summarize(
  histogram: Histogram,
  primary: Dimension,
  breakdowns: readonly Dimension[],
): SummaryReport {
  const report = dict<SummaryGroup>();
  const group = (key: string): SummaryGroup => {
    let found = report[key];
    if (!found) {
      found = { count: 0 } as SummaryGroup;
      for (const breakdown of breakdowns) found[breakdown] = dict<number>();
      report[key] = found;
    }
    return found;
  };
  for (const key of fixedGroups(histogram.index.chart, primary)) group(key);
  forEachCell(histogram, (place, n) => {
    const target = group(dimensionValue(primary, place));
    target.count += n;
    for (const breakdown of breakdowns) {
      const map = target[breakdown] as Record<string, number>;
      const value = dimensionValue(breakdown, place);
      map[value] = (map[value] ?? 0) + n;
    }
  });
  return report;
}

export function eventDeepSummary(
  input: EventReportInput,
  type: EventSummaryType,
): DeepSummaryReport {
  return eventDeepSummaryOf(eventHistogram(input), type);
}

export function eventDeepSummaryOf(
  histogram: Histogram,
  type: EventSummaryType,
): DeepSummaryReport {
  const { second, third } = DEEP_SUMMARY_LEVELS[type];
  return deepSummarize(histogram, type, second, third);
}

/**
 * `{v1: {count, by<second>: {v2: {count, by<third>: {v3: n}, …}}}}` in the same one pass over the
 * cells as a summary: each cell adds its places to one entry per level and to each of its maps.
 */
export function deepSummarize(
  histogram: Histogram,
  primary: Dimension,
  second: Dimension,
  third: readonly Dimension[],
): DeepSummaryReport {
  type Level2 = { count: number } & Record<string, number | Record<string, number>>;
  const report = dict<DeepSummaryGroup>();
  const group = (key: string): DeepSummaryGroup => {
    let found = report[key];
    if (!found) {
      found = { count: 0, [second]: dict<Level2>() };
      report[key] = found;
    }
    return found;
  };
  for (const key of fixedGroups(histogram.index.chart, primary)) group(key);
  forEachCell(histogram, (place, n) => {
    const top = group(dimensionValue(primary, place));
    top.count += n;
    const level2 = top[second] as Record<string, Level2>;
    const value2 = dimensionValue(second, place);
    let middle = level2[value2];
    if (!middle) {
      middle = { count: 0 } as Level2;
      for (const dimension of third) middle[dimension] = dict<number>();
      level2[value2] = middle;
    }
    middle.count += n;
    for (const dimension of third) {
      const map = middle[dimension] as Record<string, number>;
      const value3 = dimensionValue(dimension, place);
      map[value3] = (map[value3] ?? 0) + n;
    }
  });
  return report;
}

/** Calls `visit` once per histogram cell; the facts object is reused, so do not keep it. */
function forEachCell(histogram: Histogram, visit: (place: PlaceFacts, places: number) => void) {
  const { classes } = histogram.index;
  const place: PlaceFacts = { cls: classes[0], status: '', forSale: true, channel: NO_CHANNEL };
  for (let e = 0; e < histogram.places.length; e++) {
    place.cls = classes[histogram.classOf[e]];
    place.status = histogram.statuses[histogram.statusOf[e]];
    place.forSale = histogram.forSale[e];
    place.channel = histogram.channels[histogram.channelOf[e]] ?? NO_CHANNEL;
    visit(place, histogram.places[e]);
  }
}
