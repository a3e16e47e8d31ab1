// What the selection tools do to the set of selected labels, and how the selection bar counts
// it. Pure: the widget never changes the selection itself, it hands the next set to the page.
import type { MapObject, SeatMapLayout } from '../../../domain/seat-map/types';
import type { MapPaint } from '../render/paint';

export type Selectable = (object: MapObject) => boolean;

export const everySelectable: Selectable = () => true;

/**
 * A click: with a modifier (Shift, Ctrl, ⌘) the object is added or removed and the rest stays;
 * without, it becomes the only one selected, or is unselected when it already was.
 */
export function clickSelection(
  current: ReadonlySet<string>,
  label: string,
  additive: boolean,
): Set<string> {
  if (additive || current.has(label)) return toggled(current, label);
  return new Set([label]);
}

export function toggled(current: ReadonlySet<string>, label: string): Set<string> {
  const next = new Set(current);
  if (next.has(label)) next.delete(label);
  else next.add(label);
  return next;
}

export function withAll(current: ReadonlySet<string>, labels: Iterable<string>): Set<string> {
  const next = new Set(current);
  for (const label of labels) next.add(label);
  return next;
}

export function withNone(current: ReadonlySet<string>, labels: Iterable<string>): Set<string> {
  const next = new Set(current);
  for (const label of labels) next.delete(label);
  return next;
}

export type Grouping = 'row' | 'section' | 'table';

/** The key an object shares with the others of its row, section or table; undefined: none. */
export function groupKey(object: MapObject, grouping: Grouping): string | undefined {
  switch (grouping) {
    case 'row':
      return object.rowKey;
    case 'section':
      return object.section;
    case 'table':
      return object.table ?? (object.kind === 'table' ? object.label : undefined);
  }
}

/** The selectable objects of the target's row, section or table (a table counts with its seats). */
export function membersOf(
  objects: readonly MapObject[],
  target: MapObject,
  grouping: Grouping,
  selectable: Selectable,
): MapObject[] {
  const key = groupKey(target, grouping);
  if (key === undefined) return [];
  return objects.filter((object) => groupKey(object, grouping) === key && selectable(object));
}

export interface SelectionCount {
  key: string;
  name: string;
  color?: string;
  count: number;
}

export interface SelectionSummary {
  total: number;
  /** By the legend entry of the colour mode shown. */
  byLegend: SelectionCount[];
  /** By the chart's categories (empty when the legend already is the categories). */
  byCategory: SelectionCount[];
  /** Selected labels the chart does not have (any more): kept, and said. */
  missing: string[];
}

const OTHER = 'other';

/** Counts the selection by legend entry and by category, in the legend's and categories' order. */
export function summariseSelection(
  selection: ReadonlySet<string>,
  layout: SeatMapLayout,
  paint: MapPaint,
): SelectionSummary {
  const byColor = new Map<string, string>();
  for (const entry of paint.legend) {
    const color = entry.color.toLowerCase();
    if (!byColor.has(color)) byColor.set(color, entry.key);
  }
  const legendOf = (label: string) =>
    paint.group ? paint.group(label) : byColor.get((paint.fill(label) ?? '').toLowerCase());
  const legendCounts = new Map<string, number>();
  const categoryCounts = new Map<string, number>();
  const missing: string[] = [];
  for (const label of selection) {
    const object = layout.byLabel.get(label);
    if (!object) {
      missing.push(label);
      continue;
    }
    const key = legendOf(label) ?? OTHER;
    legendCounts.set(key, (legendCounts.get(key) ?? 0) + 1);
    const category = object.categoryKey ?? OTHER;
    categoryCounts.set(category, (categoryCounts.get(category) ?? 0) + 1);
  }
  const byLegend = ordered(
    legendCounts,
    paint.legend.map((entry) => ({ key: entry.key, name: entry.name, color: entry.color })),
  );
  const categories = layout.categories.map((category) => ({
    key: String(category.key),
    name: category.label,
    color: category.color,
  }));
  const legendIsCategories =
    paint.legend.length > 0 &&
    paint.legend.every((entry) => categories.some((category) => category.key === entry.key));
  return {
    total: selection.size - missing.length,
    byLegend,
    byCategory: legendIsCategories ? [] : ordered(categoryCounts, categories),
    missing,
  };
}

function ordered(
  counts: Map<string, number>,
  entries: { key: string; name: string; color?: string }[],
): SelectionCount[] {
  const out: SelectionCount[] = [];
  for (const entry of entries) {
    const count = counts.get(entry.key);
    if (count) out.push({ ...entry, count });
    counts.delete(entry.key);
  }
  const others = [...counts.values()].reduce((sum, count) => sum + count, 0);
  if (others > 0) out.push({ key: OTHER, name: 'Other', count: others });
  return out;
}

/** "12 selected: 8 Free, 4 Held · Cat1 10, Cat2 2" */
export function selectionSentence(summary: SelectionSummary): string {
  if (summary.total === 0) return 'Nothing selected';
  const legend = summary.byLegend.map((entry) => `${entry.count} ${entry.name}`).join(', ');
  const categories = summary.byCategory.map((entry) => `${entry.name} ${entry.count}`).join(', ');
  return `${summary.total.toLocaleString('en')} selected: ${legend}${categories ? ` · ${categories}` : ''}`;
}
