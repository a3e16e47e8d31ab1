// What a bookable object inherits from where it sits in the drawing, and the fields that follow
// from it (category, section, entrance, zone, floor, distance to the focal point).
import type { ChartObject, Floor } from '../model';
import type { CategoryIndex } from './categories';
import { distanceToFocalPoint, type Point } from './geometry';

export interface SectionScope {
  /** Technical label: the prefix of object labels, `ids.section` and `ChartObject.section`. */
  label: string;
  /** What `labels.section` shows: the designer's display label, else the label. */
  displayLabel: string;
  categoryKey?: string | number;
  entrance?: string;
  /** Zone key. */
  zone?: string;
}

export interface Scope {
  categories: CategoryIndex;
  floor?: Floor;
  section?: SectionScope;
  /** Where the sub-chart's origin lies in chart coordinates (a section's `topLeft`). */
  offset: Point;
  /** The zone's focal point, else the floor's or the chart's; absent when there is none. */
  focalPoint?: Point;
}

/**
 * Sets the fields every object type shares. `x`/`y` are in the sub-chart's own coordinates
 * (undefined when the drawing gives no position); `entrance` overrides the section's when the
 * object names its own.
 */
export function placeObject(
  obj: ChartObject,
  scope: Scope,
  categoryKey: string | number | undefined,
  x: number | undefined,
  y: number | undefined,
  entrance?: string,
): void {
  const key = categoryKey ?? scope.section?.categoryKey;
  if (key !== undefined) {
    const category = scope.categories.resolve(key);
    obj.categoryKey = category.key;
    if (category.label !== undefined) obj.categoryLabel = category.label;
  }
  const section = scope.section;
  if (section) obj.section = section.label;
  const objectEntrance = entrance ?? section?.entrance;
  if (objectEntrance !== undefined) obj.entrance = objectEntrance;
  if (section?.zone !== undefined) obj.zone = section.zone;
  if (scope.floor) obj.floor = scope.floor;
  if (x !== undefined && y !== undefined && scope.focalPoint) {
    obj.distanceToFocalPoint = distanceToFocalPoint(
      scope.offset.x + x,
      scope.offset.y + y,
      scope.focalPoint,
    );
  }
}
