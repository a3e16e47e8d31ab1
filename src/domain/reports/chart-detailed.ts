// Detailed chart reports: the chart's objects without any event state, grouped by one dimension.
import type { FlatChart } from '../model';
import { chartObjectInfo, type ObjectInfo } from '../object-info';
import { type BookWholeTables, chartIndex, chartSelection } from './chart-index';
import type { ChartDetailedType } from './dimensions';
import { finish, PAUSE, SLICE, type Steps } from './steps';
import { dict, dimensionValue, fixedGroups } from './values';

export function chartDetailed(
  chart: FlatChart,
  type: ChartDetailedType,
  bookWholeTables: BookWholeTables | undefined,
): Record<string, ObjectInfo[]> {
  const report = dict<ObjectInfo[]>();
  const groups = finish(chartGroupsSteps(chart, type, bookWholeTables));
  for (const [key, members] of Object.entries(groups)) {
    report[key] = members.map((i) => chartObjectInfo(chart.objects[i]));
  }
  return report;
}

/**
 * The same report as JSON text in chunks, exactly JSON.stringify(chartDetailed(…)), written
 * in slices (steps.ts) so that a 100,000-object chart does not hold the event loop.
 */
export function* chartDetailedJson(
  chart: FlatChart,
  type: ChartDetailedType,
  bookWholeTables: BookWholeTables | undefined,
): Generator<string> {
  const groups = yield* chartGroupsSteps(chart, type, bookWholeTables);
  let first = true;
  yield '{';
  // Object.keys gives the order JSON.stringify uses (integer-like keys first).
  for (const key of Object.keys(groups)) {
    yield `${first ? '' : ','}${JSON.stringify(key)}:`;
    first = false;
    const members = groups[key];
    if (members.length === 0) yield '[]';
    for (let start = 0; start < members.length; start += OBJECTS_PER_CHUNK) {
      const end = Math.min(members.length, start + OBJECTS_PER_CHUNK);
      const parts: string[] = [];
      for (let k = start; k < end; k++) {
        parts.push(JSON.stringify(chartObjectInfo(chart.objects[members[k]])));
      }
      yield `${start === 0 ? '[' : ','}${parts.join(',')}${end === members.length ? ']' : ''}`;
    }
  }
  yield '}';
}

const OBJECTS_PER_CHUNK = 256;

/** Group → indices of the chart's listed objects, pausing every SLICE objects. */
function* chartGroupsSteps(
  chart: FlatChart,
  type: ChartDetailedType,
  bookWholeTables: BookWholeTables | undefined,
): Steps<Record<string, number[]>> {
  const index = chartIndex(chart);
  const included = chartSelection(index, bookWholeTables);
  const groups = dict<number[]>();
  for (const key of fixedGroups(chart, type)) groups[key] = [];
  for (let i = 0; i < chart.objects.length; i++) {
    if (i % SLICE === SLICE - 1) yield PAUSE;
    if (included[i] === 0) continue;
    const obj = chart.objects[i];
    const key =
      type === 'byLabel'
        ? obj.label
        : dimensionValue(type, {
            cls: index.classes[index.classOf[i]],
            status: '',
            forSale: true,
            channel: '',
          });
    groups[key] ??= [];
    groups[key].push(i);
  }
  return groups;
}
