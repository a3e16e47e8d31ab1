// Summary reports shaped for pictures and tables: the groups of the report, the values of one
// breakdown as chart series, totals, and the availability split for the donut. Pure functions,
// used in the queries' `select`, so a refresh with equal numbers re-renders nothing.
import type { SummaryReport } from '../../../contract/reports';
import { groupName, valueColour } from './dimensions';
import { type ReportColours, venueColour } from './report-colours';

/** Bars get at most this many coloured stacks; the rest are one "Other" stack (the table has all). */
export const MAX_CHART_SERIES = 10;
export const OTHER_SERIES_KEY = 'other';

export interface SummaryGroup {
  group: string;
  name: string;
  count: number;
  /** The venue's colour for the group (a category's, a channel's), when it has one. */
  colour?: string;
  /** The chosen breakdown of this group: value → places (non-zero only, as on the wire). */
  values: Record<string, number>;
}

export interface Series {
  /** Key in the bar rows; never the value itself, which may hold dots recharts reads as paths. */
  key: string;
  value: string;
  name: string;
  colour: string;
  total: number;
}

export type BarRow = { group: string; name: string; count: number } & Record<
  string,
  number | string
>;

export interface SummaryShape {
  type: string;
  breakdown?: string;
  /** Breakdowns the groups carry, in the service's order. */
  breakdowns: string[];
  groups: SummaryGroup[];
  /** Every value of the breakdown, most places first. */
  series: Series[];
  /** The series the bars stack: the biggest ones, and "Other" for the rest. */
  chartSeries: Series[];
  bars: BarRow[];
  total: number;
}

/** The `by…` maps the report's groups carry, in order of first appearance. */
export function breakdownsOf(summary: SummaryReport): string[] {
  const seen = new Set<string>();
  for (const group of Object.values(summary)) {
    for (const key of Object.keys(group)) if (key.startsWith('by')) seen.add(key);
  }
  return [...seen];
}

const PREFERRED_BREAKDOWNS = [
  'bySection',
  'byStatus',
  'byAvailability',
  'byCategoryLabel',
  'byChannel',
  'byObjectType',
];

/** The first preferred breakdown that splits the places at all, e.g. status by section. */
export function defaultBreakdown(summary: SummaryReport): string | undefined {
  const available = breakdownsOf(summary);
  const ordered = [
    ...PREFERRED_BREAKDOWNS.filter((b) => available.includes(b)),
    ...available.filter((b) => !PREFERRED_BREAKDOWNS.includes(b)),
  ];
  const distinct = (b: string) =>
    new Set(Object.values(summary).flatMap((g) => Object.keys((g[b] as object) ?? {}))).size;
  return ordered.find((b) => distinct(b) > 1) ?? ordered[0];
}

export function shapeSummary(
  summary: SummaryReport,
  type: string,
  breakdown: string | undefined,
  colours?: ReportColours,
): SummaryShape {
  const breakdowns = breakdownsOf(summary);
  const chosen = breakdown && breakdowns.includes(breakdown) ? breakdown : undefined;
  const groups: SummaryGroup[] = Object.entries(summary).map(([group, entry]) => ({
    group,
    name: groupName(type, group),
    count: entry.count,
    colour: venueColour(colours, type, group),
    values: chosen ? ((entry[chosen] as Record<string, number> | undefined) ?? {}) : {},
  }));

  const totals = new Map<string, number>();
  for (const g of groups) {
    for (const [value, n] of Object.entries(g.values))
      totals.set(value, (totals.get(value) ?? 0) + n);
  }
  const series = [...totals.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([value, total], i) => ({
      key: `s${i}`,
      value,
      name: groupName(chosen ?? '', value),
      colour: venueColour(colours, chosen, value) ?? valueColour(value, i),
      total,
    }));

  const shown = series.length > MAX_CHART_SERIES ? series.slice(0, MAX_CHART_SERIES - 1) : series;
  const rest = series.slice(shown.length);
  const chartSeries =
    rest.length === 0
      ? shown
      : [
          ...shown,
          {
            key: OTHER_SERIES_KEY,
            value: OTHER_SERIES_KEY,
            name: `Other (${rest.length})`,
            colour: '#adb5bd',
            total: rest.reduce((sum, s) => sum + s.total, 0),
          },
        ];
  const restValues = new Set(rest.map((s) => s.value));

  const bars = groups.map((g) => {
    const row: BarRow = { group: g.group, name: g.name, count: g.count };
    if (!chosen) return row;
    for (const s of shown) row[s.key] = g.values[s.value] ?? 0;
    if (rest.length > 0) {
      row[OTHER_SERIES_KEY] = Object.entries(g.values)
        .filter(([value]) => restValues.has(value))
        .reduce((sum, [, n]) => sum + n, 0);
    }
    return row;
  });

  return {
    type,
    breakdown: chosen,
    breakdowns,
    groups,
    series,
    chartSeries,
    bars,
    total: groups.reduce((sum, g) => sum + g.count, 0),
  };
}

export interface Slice {
  value: string;
  name: string;
  count: number;
  colour: string;
}

/**
 * Places by availability: the groups themselves in an availability report, else the sum of the
 * groups' `byAvailability` maps. Undefined when the report carries no availability (chart reports).
 */
export function availabilitySlices(summary: SummaryReport, type: string): Slice[] | undefined {
  const counts = new Map<string, number>([
    ['available', 0],
    ['not_available', 0],
  ]);
  if (type === 'byAvailability') {
    for (const [group, entry] of Object.entries(summary)) counts.set(group, entry.count);
  } else {
    if (!breakdownsOf(summary).includes('byAvailability')) return undefined;
    for (const entry of Object.values(summary)) {
      const map = (entry.byAvailability as Record<string, number> | undefined) ?? {};
      for (const [value, n] of Object.entries(map)) counts.set(value, (counts.get(value) ?? 0) + n);
    }
  }
  return [...counts.entries()].map(([value, count], i) => ({
    value,
    name: groupName('byAvailability', value),
    count,
    colour: valueColour(value, i),
  }));
}
