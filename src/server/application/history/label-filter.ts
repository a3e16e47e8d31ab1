// The history's label filter without an index written on the booking path (issue 31,
// docs/history.md "Label filters"). The labels an event's history can hold are its chart's
// objects, which the chart cache keeps in memory: the filter is matched there, and the page is read
// as `label IN (…)` through the entries' own (event, label, id) index. Matching is by code unit
// on well-formed text, which is what the stores' byte-for-byte comparison answers.
import { LIMITS } from '../../../contract/limits';
import type { FlatChart } from '../../../domain/model';
import type { StatusChangeFilterType, Tx } from '../../store/port';

/** Whether `label` passes the filter, as the stores' SQL filter decides it (status-change-sql.ts). */
export function labelPasses(type: StatusChangeFilterType, needle: string, label: string) {
  if (type === 'MATCHES') return label === needle;
  if (type === 'BEGINS_WITH') return label.startsWith(needle);
  if (type === 'ENDS_WITH') return label.endsWith(needle);
  return label.includes(needle);
}

/**
 * Labels of an event's history that its chart no longer has (a seat a later publish removed,
 * `dropBookedObjects`), per chart as the cache keeps it: a publish gives a new chart object, so
 * a new set. Each read moves the set forward by the entries written since it last looked, so a
 * write never pays for it; an event's entries are written under its row lock (PostgreSQL) or by
 * the one writer (SQLite), so their ids grow in commit order and none is passed over.
 */
interface OffChart {
  labels: ReadonlySet<string>;
  lastId: number;
}
const offChartByChart = new WeakMap<FlatChart, Map<number, OffChart>>();

async function labelsOffChart(tx: Tx, eventId: number, chart: FlatChart) {
  let events = offChartByChart.get(chart);
  if (!events) {
    events = new Map();
    offChartByChart.set(chart, events);
  }
  const known = events.get(eventId);
  const since = await tx.statusChangeLabelsSince(eventId, known?.lastId ?? 0);
  const fresh = since.labels.filter((label) => !chart.byLabel.has(label));
  const labels =
    fresh.length === 0 && known ? known.labels : new Set([...(known?.labels ?? []), ...fresh]);
  const latest = events.get(eventId);
  if (!latest || latest.lastId < since.lastId)
    events.set(eventId, { labels, lastId: since.lastId });
  return labels;
}

/**
 * The labels of the event's chart and history that pass the filter, or undefined when the store's
 * own SQL filter should read the page instead: for MATCHES (already one index lookup) and when
 * more than LIMITS.historyFilterLabels labels match (then matches are so common that reading the
 * event's entries newest first fills a page sooner than reading each label's entries).
 */
export async function labelsMatching(
  tx: Tx,
  /** The event, and the season units whose entries it reads through. */
  eventIds: readonly number[],
  chart: FlatChart,
  type: StatusChangeFilterType,
  needle: string,
): Promise<string[] | undefined> {
  if (type === 'MATCHES') return undefined;
  const found: string[] = [];
  const add = (label: string) => {
    if (!labelPasses(type, needle, label)) return true;
    found.push(label);
    return found.length <= LIMITS.historyFilterLabels;
  };
  for (const label of chart.byLabel.keys()) if (!add(label)) return undefined;
  const offChart = new Set<string>();
  for (const eventId of eventIds) {
    for (const label of await labelsOffChart(tx, eventId, chart)) offChart.add(label);
  }
  for (const label of offChart) if (!add(label)) return undefined;
  return found;
}
