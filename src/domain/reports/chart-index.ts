// What reports need from a chart version, computed once per FlatChart and cached beside it: a
// chart version is immutable, so every report on every event of that version shares this index.

import { runSteps, type Steps } from '../drawing/steps';
import {
  type ChartObject,
  type FlatChart,
  NO_CATEGORY,
  NO_SECTION,
  NO_ZONE,
  type ObjectType,
  type TableBookingConfig,
  tableBookedAsWhole,
} from '../model';

/** The chart-only facts of an object, as report group keys (placeholders filled in). */
export interface StaticClass {
  categoryKey: string;
  categoryLabel: string;
  section: string;
  zone: string;
  objectType: ObjectType;
}

export interface ChartIndex {
  chart: FlatChart;
  /** Per object, in `chart.objects` order: the index of its static class in `classes`. */
  classOf: Int32Array;
  /** Distinct static classes; few (categories × sections × zones × types), whatever the size. */
  classes: StaticClass[];
  /** Per object: for a seat at a table, the table's object index; otherwise -1. */
  tableOf: Int32Array;
  hasTables: boolean;
  /** Label → object index. */
  positionOf: Map<string, number>;
  /** Indices of the GA areas, whose places are counted one by one. */
  gaPositions: number[];
  /** Object indices sorted by label (computed on first use). */
  byLabelOrder?: Int32Array;
  /** Event selections and their places per class, by table booking (see eventSelection). */
  selections: Map<string, EventSelection>;
}

export interface EventSelection {
  /** Per object index: 1 when event reports list the object. */
  included: Uint8Array;
  /** Per static class: places of the listed objects other than GA areas, tables counted as 1. */
  placesAsOne: Float64Array;
  /** The same, whole tables counted as their seats. */
  placesAsSeats: Float64Array;
  /** Per object index: its places if listed and not a GA area, else 0; tables counted as 1. */
  objectPlacesAsOne: Float64Array;
  /** The same, whole tables counted as their seats. */
  objectPlacesAsSeats: Float64Array;
}

const cache = new WeakMap<FlatChart, ChartIndex>();

export function chartIndex(chart: FlatChart): ChartIndex {
  return cache.get(chart) ?? runSteps(chartIndexSteps(chart));
}

/** `chartIndex` as steps (a pause every 4,096 objects): the service builds it with the chart. */
export function* chartIndexSteps(chart: FlatChart): Steps<ChartIndex> {
  let index = cache.get(chart);
  if (!index) {
    index = yield* buildIndex(chart);
    cache.set(chart, index);
  }
  return index;
}

function* buildIndex(chart: FlatChart): Steps<ChartIndex> {
  const objects = chart.objects;
  const classOf = new Int32Array(objects.length);
  const tableOf = new Int32Array(objects.length).fill(-1);
  const classes: StaticClass[] = [];
  const classIds = new Map<string, number>();
  const positionOf = new Map<string, number>();
  const gaPositions: number[] = [];
  let hasTables = false;
  for (let i = 0; i < objects.length; i++) {
    if (!positionOf.has(objects[i].label)) positionOf.set(objects[i].label, i);
    if (objects[i].objectType === 'table') hasTables = true;
    if (objects[i].objectType === 'generalAdmission') gaPositions.push(i);
    if ((i & 4095) === 4095) yield;
  }
  for (let i = 0; i < objects.length; i++) {
    const obj = objects[i];
    const cls = staticClassOf(obj);
    const id = `${cls.categoryKey}\u0000${cls.categoryLabel}\u0000${cls.section}\u0000${cls.zone}\u0000${cls.objectType}`;
    let classId = classIds.get(id);
    if (classId === undefined) {
      classId = classes.length;
      classes.push(cls);
      classIds.set(id, classId);
    }
    classOf[i] = classId;
    if (obj.table !== undefined) tableOf[i] = positionOf.get(obj.table) ?? -1;
    if ((i & 4095) === 4095) yield;
  }
  return {
    chart,
    classOf,
    classes,
    tableOf,
    hasTables,
    positionOf,
    gaPositions,
    selections: new Map(),
  };
}

function staticClassOf(obj: ChartObject): StaticClass {
  return {
    categoryKey: obj.categoryKey ?? NO_CATEGORY,
    categoryLabel:
      obj.categoryKey !== undefined && obj.categoryLabel !== undefined
        ? obj.categoryLabel
        : NO_CATEGORY,
    section: obj.section ?? NO_SECTION,
    zone: obj.zone ?? NO_ZONE,
    objectType: obj.objectType,
  };
}

export function labelOrder(index: ChartIndex): Int32Array {
  if (!index.byLabelOrder) {
    const objects = index.chart.objects;
    const order = Array.from(objects.keys());
    // Code-unit order: stable, locale-independent and the same in every runtime.
    order.sort((a, b) => {
      const la = objects[a].label;
      const lb = objects[b].label;
      return la < lb ? -1 : la > lb ? 1 : a - b;
    });
    index.byLabelOrder = Int32Array.from(order);
  }
  return index.byLabelOrder;
}

/** `bookWholeTables` of chart reports; absent counts tables and their seats both. */
export type BookWholeTables = 'chart' | 'true' | 'false';
export const BOOK_WHOLE_TABLES_VALUES: readonly BookWholeTables[] = ['chart', 'true', 'false'];

/** Which objects a chart report lists, per object index (1 = included). */
export function chartSelection(index: ChartIndex, mode: BookWholeTables | undefined): Uint8Array {
  const objects = index.chart.objects;
  const included = new Uint8Array(objects.length).fill(1);
  if (mode === undefined || !index.hasTables) return included;
  for (let i = 0; i < objects.length; i++) {
    const obj = objects[i];
    const table = index.tableOf[i];
    if (obj.objectType === 'table') {
      included[i] = mode === 'true' || (mode === 'chart' && Boolean(obj.bookAsAWhole)) ? 1 : 0;
    } else if (table >= 0) {
      const whole = Boolean(objects[table].bookAsAWhole);
      included[i] = mode === 'false' || (mode === 'chart' && !whole) ? 1 : 0;
    }
  }
  return included;
}

const MAX_CACHED_SELECTIONS = 32;

/**
 * Which objects an event's reports list: the bookable ones. A table booked as a whole is listed
 * instead of its seats; a table booked by seat is not listed, its seats are. Cached per table
 * booking configuration, since every event on the chart with that configuration shares it.
 */
export function eventSelection(index: ChartIndex, config: TableBookingConfig): EventSelection {
  const key = !index.hasTables
    ? ''
    : config.mode === 'CUSTOM'
      ? `CUSTOM${JSON.stringify(config.tables ?? {})}`
      : config.mode;
  let selection = index.selections.get(key);
  if (!selection) {
    if (index.selections.size >= MAX_CACHED_SELECTIONS) index.selections.clear();
    selection = buildSelection(index, config);
    index.selections.set(key, selection);
  }
  return selection;
}

function buildSelection(index: ChartIndex, config: TableBookingConfig): EventSelection {
  const objects = index.chart.objects;
  const included = new Uint8Array(objects.length).fill(1);
  const wholeByTable = new Map<number, boolean>();
  const whole = (tableIndex: number): boolean => {
    let answer = wholeByTable.get(tableIndex);
    if (answer === undefined) {
      answer = tableBookedAsWhole(objects[tableIndex], config);
      wholeByTable.set(tableIndex, answer);
    }
    return answer;
  };
  const placesAsOne = new Float64Array(index.classes.length);
  const placesAsSeats = new Float64Array(index.classes.length);
  const objectPlacesAsOne = new Float64Array(objects.length);
  const objectPlacesAsSeats = new Float64Array(objects.length);
  for (let i = 0; i < objects.length; i++) {
    const obj = objects[i];
    if (obj.objectType === 'table') included[i] = whole(i) ? 1 : 0;
    else if (index.tableOf[i] >= 0) included[i] = whole(index.tableOf[i]) ? 0 : 1;
    if (included[i] === 0 || obj.objectType === 'generalAdmission') continue;
    objectPlacesAsOne[i] = eventPlaces(obj, true);
    objectPlacesAsSeats[i] = eventPlaces(obj, false);
    placesAsOne[index.classOf[i]] += objectPlacesAsOne[i];
    placesAsSeats[index.classOf[i]] += objectPlacesAsSeats[i];
  }
  return { included, placesAsOne, placesAsSeats, objectPlacesAsOne, objectPlacesAsSeats };
}

/** Places of an object in chart reports: a GA area its capacity, anything else 1. */
export function chartPlaces(obj: ChartObject): number {
  return obj.objectType === 'generalAdmission' ? (obj.capacity ?? 0) : 1;
}

/** Places of a listed object in event reports (GA areas are split by place, see event-places). */
export function eventPlaces(obj: ChartObject, tablesCountAsOne: boolean): number {
  if (obj.objectType === 'generalAdmission') return obj.capacity ?? 0;
  if (obj.objectType === 'table' && !tablesCountAsOne) {
    return obj.numSeats ?? obj.seatLabels?.length ?? 0;
  }
  return 1;
}
