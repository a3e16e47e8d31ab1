// Detailed event reports: group → the object infos in it (objects, not places), the filtered form,
// and the flat list. Object infos come from objectInfo, so the object endpoint and reports agree.
// json-output.ts writes the same reports straight to JSON text, for the big answers.
import { FREE, NO_ORDER_ID } from '../model';
import { isForSale, type ObjectInfo, objectInfo } from '../object-info';
import { labelOrder } from './chart-index';
import type { Dimension, EventDetailedType } from './dimensions';
import { channelKeyOf, gaPlaceCells } from './event-places';
import { type EventView, eventView } from './event-view';
import type { EventReportInput } from './histogram';
import { finish, PAUSE, SLICE, type Steps } from './steps';
import { dict, dimensionValue, fixedGroups, type PlaceFacts } from './values';

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
 * Group → object indices, in the order the answer lists them. A GA area is in every group some
 * of its places are in (booked places under `booked`, free ones under `free`), once per group.
 * With a filter only that group, and no group at all when nothing is in it.
 */
export function groupMembers(
  view: EventView,
  type: EventDetailedType,
  filter?: string,
): Record<string, number[]> {
  return finish(groupMembersSteps(view, type, filter));
}

/** groupMembers, pausing every SLICE objects. */
export function* groupMembersSteps(
  view: EventView,
  type: EventDetailedType,
  filter?: string,
): Steps<Record<string, number[]>> {
  const groups = dict<number[]>();
  if (filter === undefined) {
    for (const key of fixedGroups(view.input.chart, type)) groups[key] = [];
  }
  const values: string[] = [];
  for (let i = 0; i < view.objects.length; i++) {
    if (i % SLICE === SLICE - 1) yield PAUSE;
    if (view.included[i] === 0) continue;
    values.length = 0;
    groupsOf(view, type, i, values);
    for (const value of values) {
      if (filter !== undefined && value !== filter) continue;
      groups[value] ??= [];
      groups[value].push(i);
    }
  }
  return groups;
}

export function eventDetailed(
  input: EventReportInput,
  type: EventDetailedType,
  filter?: string,
): DetailedReport {
  const view = eventView(input);
  const report = dict<ObjectInfo[]>();
  for (const [key, members] of Object.entries(groupMembers(view, type, filter))) {
    report[key] = members.map((i) => infoAt(view, i));
  }
  return report;
}

/** Indices of the listed objects, sorted by label. */
export function flatListMembers(view: EventView): number[] {
  return finish(flatListMembersSteps(view));
}

/** flatListMembers, pausing every SLICE objects. */
export function* flatListMembersSteps(view: EventView): Steps<number[]> {
  const members: number[] = [];
  const order = labelOrder(view.index);
  for (let k = 0; k < order.length; k++) {
    if (k % SLICE === SLICE - 1) yield PAUSE;
    if (view.included[order[k]] === 1) members.push(order[k]);
  }
  return members;
}

/** Every listed object once, sorted by label. */
export function eventFlatList(input: EventReportInput): ObjectInfo[] {
  const view = eventView(input);
  return flatListMembers(view).map((i) => infoAt(view, i));
}

export function infoAt(view: EventView, i: number): ObjectInfo {
  return objectInfo(view.objects[i], view.stateAt[i], { channel: channelKeyOf(i, view.lookup) });
}

/** Appends to `out` the groups object `i` is listed in (one, except GA areas by place). */
function groupsOf(view: EventView, type: EventDetailedType, i: number, out: string[]): void {
  const obj = view.objects[i];
  const state = view.stateAt[i];
  if (type === 'byLabel') {
    out.push(obj.label);
    return;
  }
  if (type === 'byOrderId') {
    out.push(state?.orderId ?? NO_ORDER_ID);
    return;
  }
  const { lookup, index } = view;
  const place: PlaceFacts = {
    cls: index.classes[index.classOf[i]],
    status: state?.status ?? FREE,
    forSale: isForSale(state),
    channel: lookup.keys[lookup.channelOf[i]],
  };
  if (obj.objectType !== 'generalAdmission' || !PER_PLACE.has(type)) {
    out.push(dimensionValue(type, place));
    return;
  }
  const cells = gaPlaceCells(i, obj, state, lookup);
  if (cells.length === 0) {
    // An area without places still gets listed, by its own status.
    place.status = FREE;
    out.push(dimensionValue(type, place));
    return;
  }
  for (const cell of cells) {
    place.status = cell.status;
    place.forSale = cell.forSale;
    place.channel = lookup.keys[cell.channel];
    const value = dimensionValue(type, place);
    if (!out.includes(value)) out.push(value);
  }
}
