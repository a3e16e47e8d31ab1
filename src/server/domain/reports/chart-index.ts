// What reports need from a chart version, computed once per FlatChart and cached beside it: a
// chart version is immutable, so every report on every event of that version shares this index.
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
  /** Object indices sorted by label (computed on first use). */
  byLabelOrder?: Int32Array;
}

const cache = new WeakMap<FlatChart, ChartIndex>();

export function chartIndex(chart: FlatChart): ChartIndex {
  let index = cache.get(chart);
  if (!index) {
    index = buildIndex(chart);
    cache.set(chart, index);
  }
  return index;
}

function buildIndex(chart: FlatChart): ChartIndex {
  const objects = chart.objects;
  const classOf = new Int32Array(objects.length);
  const tableOf = new Int32Array(objects.length).fill(-1);
  const classes: StaticClass[] = [];
  const classIds = new Map<string, number>();
  const positions = new Map<string, number>();
  let hasTables = false;
  for (let i = 0; i < objects.length; i++) {
    if (objects[i].objectType === 'table') {
      hasTables = true;
      positions.set(objects[i].label, i);
    }
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
    if (obj.table !== undefined) tableOf[i] = positions.get(obj.table) ?? -1;
  }
  return { chart, classOf, classes, tableOf, hasTables };
}

function staticClassOf(obj: ChartObject): StaticClass {
  return {
    categoryKey: obj.categoryKey ?? NO_CATEGORY,
    categoryLabel: obj.categoryKey !== undefined && obj.categoryLabel !== undefined ? obj.categoryLabel : NO_CATEGORY,
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

/**
 * Which objects an event's reports list: the bookable ones. A table booked as a whole is listed
 * instead of its seats; a table booked by seat is not listed, its seats are.
 */
export function eventSelection(index: ChartIndex, config: TableBookingConfig): Uint8Array {
  const objects = index.chart.objects;
  const included = new Uint8Array(objects.length).fill(1);
  if (!index.hasTables) return included;
  const wholeByTable = new Map<number, boolean>();
  const whole = (tableIndex: number): boolean => {
    let answer = wholeByTable.get(tableIndex);
    if (answer === undefined) {
      answer = tableBookedAsWhole(objects[tableIndex], config);
      wholeByTable.set(tableIndex, answer);
    }
    return answer;
  };
  for (let i = 0; i < objects.length; i++) {
    if (objects[i].objectType === 'table') included[i] = whole(i) ? 1 : 0;
    else if (index.tableOf[i] >= 0) included[i] = whole(index.tableOf[i]) ? 0 : 1;
  }
  return included;
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
