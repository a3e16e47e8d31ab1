import type { MapObject } from '../../../domain/seat-map/types';

/** A-2 before A-10, and "a" beside "A". */
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** The objects by label in natural order (a new array; the layout's order is drawing order). */
export function naturalOrder(objects: readonly MapObject[]): MapObject[] {
  return [...objects].sort((a, b) => collator.compare(a.label, b.label));
}

/** The objects whose label or description contains every word of the query (any case). */
export function searchObjects(
  objects: readonly MapObject[],
  query: string,
  describeObject: (object: MapObject) => string,
): readonly MapObject[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return objects;
  return objects.filter((object) => {
    const text = `${object.label} ${describeObject(object)}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
