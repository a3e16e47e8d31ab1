// The objects of an event that channels can hold, computed in the browser from the published
// drawing with the service's own domain code, so the picker shows what the service will accept.
import { flattenDrawing, sellableChart } from '../../../domain/drawing';
import {
  type ChartObject,
  type FlatChart,
  type TableBookingConfig,
  tableBookedAsWhole,
} from '../../../domain/model';
import type { ObjectIndex } from './validate';

export interface PickableObject {
  label: string;
  objectType: ChartObject['objectType'];
  section?: string;
  category?: string;
  /** The row's label for seats in a row; the table's for seats at a table. */
  row?: string;
  capacity?: number;
}

export interface EventObjects {
  /** Bookable objects in drawing order: a table or its seats, as the event books tables. */
  objects: PickableObject[];
  index: ObjectIndex;
}

export function eventObjects(drawing: unknown, tableBooking: TableBookingConfig): EventObjects {
  return fromFlatChart(sellableChart(flattenDrawing(drawing)), tableBooking);
}

export function fromFlatChart(chart: FlatChart, tableBooking: TableBookingConfig): EventObjects {
  const wholeTables = new Set(
    chart.objects
      .filter((obj) => obj.objectType === 'table' && tableBookedAsWhole(obj, tableBooking))
      .map((obj) => obj.label),
  );
  const objects: PickableObject[] = [];
  const gaCapacity = new Map<string, number>();
  for (const obj of chart.objects) {
    if (obj.objectType === 'table' && !wholeTables.has(obj.label)) continue;
    if (obj.table !== undefined && wholeTables.has(obj.table)) continue;
    if (obj.objectType === 'generalAdmission') gaCapacity.set(obj.label, obj.capacity ?? 0);
    objects.push({
      label: obj.label,
      objectType: obj.objectType,
      section: obj.section,
      category: obj.categoryLabel,
      row: obj.labels.parent?.label,
      capacity: obj.capacity,
    });
  }
  // The service knows every label of the chart, tables and their seats alike.
  return { objects, index: { labels: new Set(chart.byLabel.keys()), gaCapacity } };
}

export interface ObjectFilter {
  section?: string;
  category?: string;
  row?: string;
  text?: string;
}

export function filterObjects(
  objects: readonly PickableObject[],
  filter: ObjectFilter,
): PickableObject[] {
  const text = filter.text?.trim().toLowerCase();
  return objects.filter(
    (obj) =>
      (filter.section === undefined || obj.section === filter.section) &&
      (filter.category === undefined || obj.category === filter.category) &&
      (filter.row === undefined || obj.row === filter.row) &&
      (!text || obj.label.toLowerCase().includes(text)),
  );
}

/** The distinct values of one facet, in first-seen order, for the filter selects. */
export function facetValues(
  objects: readonly PickableObject[],
  facet: 'section' | 'category' | 'row',
): string[] {
  const seen = new Set<string>();
  for (const obj of objects) {
    const value = obj[facet];
    if (value !== undefined) seen.add(value);
  }
  return [...seen];
}
