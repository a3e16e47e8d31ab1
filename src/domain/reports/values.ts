// The value a place has in each dimension, and the groups a report lists even when empty.
import { type FlatChart, FREE, NO_CATEGORY, NO_ZONE, OBJECT_TYPES } from '../model';
import { availabilityReasonOf } from '../object-info';
import type { StaticClass } from './chart-index';
import {
  AVAILABLE,
  type Dimension,
  FIXED_AVAILABILITY_REASONS,
  NOT_AVAILABLE,
  NOT_SELECTABLE,
  SELECTABLE,
} from './dimensions';

/** What decides a place's value in every dimension. */
export interface PlaceFacts {
  cls: StaticClass;
  status: string;
  forSale: boolean;
  /** Channel key, NO_CHANNEL when in none. */
  channel: string;
}

/**
 * A place is available when free and for sale (docs/reports.md). Selectable means the same here:
 * the service has no social-distancing rules or season overrides that could tell them apart.
 */
export function dimensionValue(dimension: Dimension, place: PlaceFacts): string {
  switch (dimension) {
    case 'byStatus':
      // A place not for sale is free in status reports: that is its status.
      return place.status;
    case 'byAvailability':
      return place.status === FREE && place.forSale ? AVAILABLE : NOT_AVAILABLE;
    case 'bySelectability':
      return place.status === FREE && place.forSale ? SELECTABLE : NOT_SELECTABLE;
    case 'byAvailabilityReason':
      return availabilityReasonOf(place.status, place.forSale);
    case 'byCategoryKey':
      return place.cls.categoryKey;
    case 'byCategoryLabel':
      return place.cls.categoryLabel;
    case 'bySection':
      return place.cls.section;
    case 'byZone':
      return place.cls.zone;
    case 'byObjectType':
      return place.cls.objectType;
    case 'byChannel':
      return place.channel;
  }
}

/** Groups present even at zero (docs/reports.md), in the order the report lists them. */
export function fixedGroups(
  chart: FlatChart,
  dimension: Dimension | 'byLabel' | 'byOrderId',
): string[] {
  switch (dimension) {
    case 'byObjectType':
      return [...OBJECT_TYPES];
    case 'byCategoryKey':
      return unique([...chart.categories.map((category) => String(category.key)), NO_CATEGORY]);
    case 'byCategoryLabel':
      return unique([...chart.categories.map((category) => category.label), NO_CATEGORY]);
    case 'byZone':
      return unique([...chart.zones.map((zone) => zone.key), NO_ZONE]);
    case 'byAvailabilityReason':
      return [...FIXED_AVAILABILITY_REASONS];
    default:
      return [];
  }
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

/** A map safe for any key (a section may well be called `__proto__`). */
export function dict<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}
