// One line per object, for the map's live region and its list view: "A-5, row A, Cat1, Free".
import type { MapObject, SeatMapLayout } from '../../../domain/seat-map/types';
import { statusName } from './colour-modes';
import { AVAILABLE, FREE, NOT_FOR_SALE } from './event-map-data';
import {
  areaPlaces,
  categoriesOf,
  type EventMapInput,
  type MapEvent,
  objectView,
} from './event-map-data-objects';

/** Where the object is and what it is, without any event: the chart page's line. */
export function describePlace(
  layout: SeatMapLayout,
  object: MapObject,
  event?: MapEvent,
  categoryKey: string | undefined = object.categoryKey,
): string[] {
  const parts = [object.label];
  if (object.rowLabel !== undefined) parts.push(`row ${object.rowLabel}`);
  if (object.table !== undefined) parts.push(`table ${object.table}`);
  if (object.kind === 'table') parts.push('table');
  if (object.kind === 'booth') parts.push('booth');
  if (object.kind === 'generalAdmission') parts.push(`standing area of ${object.capacity ?? 0}`);
  const category = categoriesOf(layout, event).find((c) => String(c.key) === categoryKey);
  if (category) parts.push(category.label);
  return parts;
}

/** The chart page's describe: place and category. */
export function describeChartObject(layout: SeatMapLayout) {
  return (object: MapObject) => describePlace(layout, object).join(', ');
}

/** The event page's describe: place, category and the object's state in staff words. */
export function describeEventObject(input: EventMapInput) {
  return (object: MapObject) => {
    const view = objectView(input, object);
    const parts = describePlace(input.layout, object, input.event, view.categoryKey);
    if (!input.bookable(object)) {
      // A later object of a repeated label can never be sold (domain/drawing/duplicates.ts).
      const repeats = input.layout.byLabel.get(object.label) !== object;
      parts.push(
        repeats
          ? 'Not for sale (its label repeats another seat’s)'
          : object.kind === 'table'
            ? 'booked seat by seat'
            : `booked with table ${object.table}`,
      );
      return parts.join(', ');
    }
    if (object.kind === 'generalAdmission') {
      const places = areaPlaces(input, object);
      parts.push(`${places.get(AVAILABLE) ?? 0} places free`);
      return parts.join(', ');
    }
    parts.push(statusName(view.status === FREE && !view.forSale ? NOT_FOR_SALE : view.status));
    if (view.status !== FREE && !view.forSale) parts.push('not for sale');
    return parts.join(', ');
  };
}
