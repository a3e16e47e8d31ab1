// Detailed chart reports: the chart's objects without any event state, grouped by one dimension.
import type { ChartObject, FlatChart } from '../model';
import type { ObjectInfo } from '../object-info';
import { type BookWholeTables, chartIndex, chartSelection } from './chart-index';
import type { ChartDetailedType } from './dimensions';
import { dict, dimensionValue, fixedGroups } from './values';

export function chartDetailed(
  chart: FlatChart,
  type: ChartDetailedType,
  bookWholeTables: BookWholeTables | undefined,
): Record<string, ObjectInfo[]> {
  const index = chartIndex(chart);
  const included = chartSelection(index, bookWholeTables);
  const report = dict<ObjectInfo[]>();
  for (const key of fixedGroups(chart, type)) report[key] = [];
  for (let i = 0; i < chart.objects.length; i++) {
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
    report[key] ??= [];
    report[key].push(chartObjectInfo(obj));
  }
  return report;
}

/** An object as chart reports show it: the object info's chart-only fields, in the same order. */
export function chartObjectInfo(obj: ChartObject): ObjectInfo {
  const info: ObjectInfo = { label: obj.label, labels: obj.labels, ids: obj.ids };
  if (obj.categoryKey !== undefined) info.categoryKey = obj.categoryKey;
  if (obj.categoryLabel !== undefined) info.categoryLabel = obj.categoryLabel;
  info.objectType = obj.objectType;
  if (obj.seatFlags) Object.assign(info, obj.seatFlags);
  if (obj.leftNeighbour !== undefined) info.leftNeighbour = obj.leftNeighbour;
  if (obj.rightNeighbour !== undefined) info.rightNeighbour = obj.rightNeighbour;
  if (obj.section !== undefined) info.section = obj.section;
  if (obj.entrance !== undefined) info.entrance = obj.entrance;
  if (obj.zone !== undefined) info.zone = obj.zone;
  if (obj.floor !== undefined) info.floor = obj.floor;
  if (obj.distanceToFocalPoint !== undefined) info.distanceToFocalPoint = obj.distanceToFocalPoint;
  if (obj.objectType === 'generalAdmission') {
    info.capacity = obj.capacity ?? 0;
    info.bookAsAWhole = Boolean(obj.bookAsAWhole);
    info.variableOccupancy = Boolean(obj.variableOccupancy);
    if (obj.minOccupancy !== undefined) info.minOccupancy = obj.minOccupancy;
    if (obj.variableOccupancy && obj.maxOccupancy !== undefined) {
      info.maxOccupancy = obj.maxOccupancy;
    }
  }
  if (obj.objectType === 'table') {
    info.numSeats = obj.numSeats ?? obj.seatLabels?.length ?? 0;
    info.bookAsAWhole = Boolean(obj.bookAsAWhole);
  }
  return info;
}
