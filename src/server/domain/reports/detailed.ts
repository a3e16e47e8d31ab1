// Detailed event reports: group → the object infos in it (objects, not places), the filtered form,
// and the flat list. Object infos come from objectInfo, so the object endpoint and reports agree.
import { type ChartObject, FREE, NO_CHANNEL, NO_ORDER_ID, type ObjectState } from '../model';
import { type ObjectInfo, isForSale, objectInfo } from '../object-info';
import { chartIndex, eventSelection, labelOrder } from './chart-index';
import type { StaticClass } from './chart-index';
import type { Dimension, EventDetailedType } from './dimensions';
import { type ChannelLookup, channelKeyOf, channelLookup, gaPlaceCells } from './event-places';
import type { EventReportInput } from './histogram';
import { type PlaceFacts, dict, fixedGroups, valueOf } from './values';

export type DetailedReport = Record<string, ObjectInfo[]>;

/** Dimensions whose value can differ between the places of one GA area. */
const PER_PLACE: ReadonlySet<string> = new Set<Dimension>([
  'byStatus',
  'byAvailability',
  'byAvailabilityReason',
  'bySelectability',
  'byChannel',
]);

/**
 * The detailed report of one type. A GA area is listed in every group some of its places are in
 * (booked places under `booked`, free ones under `free`), once per group. With a filter the answer
 * holds that group only, or is `{}` when nothing is in it.
 */
export function eventDetailed(
  input: EventReportInput,
  type: EventDetailedType,
  filter?: string,
): DetailedReport {
  const index = chartIndex(input.chart);
  const objects = input.chart.objects;
  const included = eventSelection(index, input.tableBookingConfig);
  const lookup = channelLookup(input.channels);
  const report = dict<ObjectInfo[]>();
  if (filter === undefined) {
    for (const key of fixedGroups(input.chart, type)) report[key] = [];
  }
  const values: string[] = [];
  for (let i = 0; i < objects.length; i++) {
    if (included[i] === 0) continue;
    const obj = objects[i];
    const state = input.states.get(obj.label);
    values.length = 0;
    groupsOf(type, obj, state, index.classes[index.classOf[i]], lookup, values);
    if (filter !== undefined && !values.includes(filter)) continue;
    const info = infoOf(obj, state, input, lookup);
    if (filter !== undefined) {
      report[filter] ??= [];
      report[filter].push(info);
      continue;
    }
    for (const value of values) {
      report[value] ??= [];
      report[value].push(info);
    }
  }
  return report;
}

/** Every listed object once, sorted by label. */
export function eventFlatList(input: EventReportInput): ObjectInfo[] {
  const index = chartIndex(input.chart);
  const included = eventSelection(index, input.tableBookingConfig);
  const lookup = channelLookup(input.channels);
  const list: ObjectInfo[] = [];
  for (const i of labelOrder(index)) {
    if (included[i] === 0) continue;
    const obj = index.chart.objects[i];
    list.push(infoOf(obj, input.states.get(obj.label), input, lookup));
  }
  return list;
}

function infoOf(
  obj: ChartObject,
  state: ObjectState | undefined,
  input: EventReportInput,
  lookup: ChannelLookup,
): ObjectInfo {
  return objectInfo(obj, state, {
    channel: channelKeyOf(obj.label, lookup),
    tableBookingConfig: input.tableBookingConfig,
  });
}

/** Appends to `out` the groups an object is listed in (one, except GA areas by place). */
function groupsOf(
  type: EventDetailedType,
  obj: ChartObject,
  state: ObjectState | undefined,
  cls: StaticClass,
  lookup: ChannelLookup,
  out: string[],
): void {
  if (type === 'byLabel') {
    out.push(obj.label);
    return;
  }
  if (type === 'byOrderId') {
    out.push(state?.orderId ?? NO_ORDER_ID);
    return;
  }
  const place: PlaceFacts = {
    cls,
    status: state?.status ?? FREE,
    forSale: isForSale(state),
    channel: channelKeyOf(obj.label, lookup) ?? NO_CHANNEL,
  };
  if (obj.objectType !== 'generalAdmission' || !PER_PLACE.has(type)) {
    out.push(valueOf(type, place));
    return;
  }
  const cells = gaPlaceCells(obj, state, lookup);
  if (cells.length === 0) {
    // An area without places still gets listed, by its own status.
    place.status = FREE;
    out.push(valueOf(type, place));
    return;
  }
  for (const cell of cells) {
    place.status = cell.status;
    place.forSale = cell.forSale;
    place.channel = lookup.keys[cell.channel];
    const value = valueOf(type, place);
    if (!out.includes(value)) out.push(value);
  }
}
