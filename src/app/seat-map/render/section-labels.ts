// Where section names go on screen, and at what size: as large as they fit without running into
// each other ("Section 9Section 10" reads as one word), smaller when the view is crowded, and a
// name that still collides at the smallest size is left out rather than drawn over another.
import type { MapSection } from '../../../domain/seat-map/types';
import type { ViewTransform } from './viewport';

/** The sizes tried, largest first (CSS px). */
export const SECTION_LABEL_SIZES = [14, 12, 10] as const;
/** Space kept between two names, in CSS px. */
const GAP = 4;

export interface PlacedLabel {
  text: string;
  x: number;
  y: number;
}

interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

const overlaps = (a: Box, b: Box) =>
  a.minX < b.maxX + GAP && b.minX < a.maxX + GAP && a.minY < b.maxY + GAP && b.minY < a.maxY + GAP;

/**
 * Where a name goes: the designer's spot while seats are too small to read; once they can be read
 * (working zoom), over the section's top edge, and kept inside the view while any of the section
 * is, so staff zoomed into a block still see which section it is (issue 28) and no seat number is
 * covered by it.
 */
function anchorOf(section: MapSection, t: ViewTransform, size: number, atTop: boolean) {
  const centre = { x: section.labelAt.x * t.k + t.x, y: section.labelAt.y * t.k + t.y };
  if (!atTop || section.outline.length < 3) return centre;
  const ys = section.outline.map((p) => p.y * t.k + t.y);
  const top = Math.min(...ys);
  const bottom = Math.max(...ys);
  return { x: centre.x, y: Math.min(Math.max(top - size, size), bottom - size) };
}

/**
 * Places the names of `sections` in view `t`. `widthAt(text, size)` measures a name at a size
 * (the canvas's measureText in the page). Greedy in the sections' order at the chosen size.
 * `atTop`: seats are legible, so names go over each section's top edge (anchorOf).
 */
export function placeSectionLabels(
  sections: readonly MapSection[],
  t: ViewTransform,
  widthAt: (text: string, size: number) => number,
  atTop = false,
): { size: number; labels: PlacedLabel[] } {
  let placed: { size: number; labels: PlacedLabel[] } = { size: 0, labels: [] };
  for (const size of SECTION_LABEL_SIZES) {
    const boxes: Box[] = [];
    const labels: PlacedLabel[] = [];
    let collided = false;
    for (const section of sections) {
      const text = section.displayLabel;
      if (!text) continue;
      const { x, y } = anchorOf(section, t, size, atTop);
      const half = widthAt(text, size) / 2;
      const box = { minX: x - half, maxX: x + half, minY: y - size / 2, maxY: y + size / 2 };
      if (boxes.some((other) => overlaps(box, other))) {
        collided = true;
        continue;
      }
      boxes.push(box);
      labels.push({ text, x, y });
    }
    placed = { size, labels };
    if (!collided) break;
  }
  return placed;
}
