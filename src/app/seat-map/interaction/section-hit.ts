// "Zoom to section": which section a double-click means, and the box to zoom to.
import type { Bounds, MapObject, MapSection, Point } from '../../../domain/seat-map/types';
import {
  pointInPolygon,
  pointsBounds,
  shapeBounds,
  toChart,
  type ViewTransform,
} from '../render/viewport';

/** Half the height of a section label's hit box, in CSS pixels (the label is 14 px). */
const LABEL_HALF_HEIGHT = 12;
const LABEL_CHAR_WIDTH = 5;

/**
 * The section under a screen point: its label when labels are shown (they are drawn at a fixed
 * size on screen), else its outline.
 */
export function sectionAt(
  sections: readonly MapSection[],
  at: Point,
  t: ViewTransform,
  labelsShown: boolean,
): MapSection | undefined {
  if (labelsShown) {
    for (const section of sections) {
      const x = section.labelAt.x * t.k + t.x;
      const y = section.labelAt.y * t.k + t.y;
      const halfWidth = Math.max(24, section.displayLabel.length * LABEL_CHAR_WIDTH);
      if (Math.abs(at.x - x) <= halfWidth && Math.abs(at.y - y) <= LABEL_HALF_HEIGHT) {
        return section;
      }
    }
  }
  const point = toChart(t, at);
  return sections.find(
    (section) => section.outline.length > 2 && pointInPolygon(point, section.outline),
  );
}

function outlineBounds(section: MapSection): Bounds | undefined {
  return section.outline.length > 0 ? pointsBounds(section.outline) : undefined;
}

/** The box of a section: its outline, else the objects in it. */
export function sectionBounds(
  section: MapSection,
  objects: readonly MapObject[],
): Bounds | undefined {
  const outline = outlineBounds(section);
  if (outline) return outline;
  const out = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const object of objects) {
    if (object.section !== section.label || object.floor !== section.floor) continue;
    const box = shapeBounds(object.shape);
    out.minX = Math.min(out.minX, box.minX);
    out.minY = Math.min(out.minY, box.minY);
    out.maxX = Math.max(out.maxX, box.maxX);
    out.maxY = Math.max(out.maxY, box.maxY);
  }
  return out.minX <= out.maxX ? out : undefined;
}
