// What publishing a chart's draft would change, from the two laid-out drawings the chart page
// already loads (seat-map/use-layout.ts): categories added, removed or changed (label, colour,
// accessible), objects added, removed, moved to another category or otherwise changed, and the
// places in each category before and after (counted as the map's legend counts them, when given).
import { type Category, NO_CATEGORY } from '../../../domain/model';
import type { MapObject, SeatMapLayout } from '../../../domain/seat-map/types';

type Layout = Pick<SeatMapLayout, 'objects' | 'categories'>;

export interface CategoryChange {
  key: string;
  before: Category;
  after: Category;
  /** In words: `label "Cat1" → "Stalls"`, `colour`, `accessible`. */
  what: string[];
}

export interface CategoryCount {
  key: string;
  label: string;
  /** The draft's colour (the published one for a removed category); none for "No category". */
  color?: string;
  before: number;
  after: number;
}

export interface ObjectMove {
  label: string;
  from: string;
  to: string;
}

export interface DraftDiff {
  categories: { added: Category[]; removed: Category[]; changed: CategoryChange[] };
  /** Every category of either version (and "No category" when it has places), in draft order. */
  counts: CategoryCount[];
  objects: {
    added: string[];
    removed: string[];
    /** Same object, another category. */
    recategorised: ObjectMove[];
    /** Same object, another kind, capacity or place on the map. */
    changed: string[];
  };
  totals: { before: number; after: number };
  /** Nothing at all differs (e.g. a draft saved without edits). */
  same: boolean;
}

/** Chart units; designer rounding is not a move. */
const MOVE_TOLERANCE = 0.5;

const keyOf = (category: Pick<Category, 'key'>) => String(category.key);

function countByCategory(objects: readonly MapObject[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const object of objects) {
    const key = object.categoryKey ?? NO_CATEGORY;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

function sum(counts: CategoryCounts): number {
  let total = 0;
  for (const n of counts.values()) total += n;
  return total;
}

function categoryChanges(before: Category, after: Category): string[] {
  const what: string[] = [];
  if (before.label !== after.label) what.push(`label "${before.label}" → "${after.label}"`);
  if (before.color.toLowerCase() !== after.color.toLowerCase()) what.push('colour');
  if (before.accessible !== after.accessible) {
    what.push(after.accessible ? 'now accessible' : 'no longer accessible');
  }
  return what;
}

function objectChanged(before: MapObject, after: MapObject): boolean {
  return (
    before.kind !== after.kind ||
    before.capacity !== after.capacity ||
    Math.abs(before.x - after.x) > MOVE_TOLERANCE ||
    Math.abs(before.y - after.y) > MOVE_TOLERANCE
  );
}

/** Category key (NO_CATEGORY for none) → places. */
export type CategoryCounts = ReadonlyMap<string, number>;

/**
 * `counts` are the places per category of each version; without them every object counts one
 * (the chart page passes the legend's counts, so the table and the map agree).
 */
export function draftDiff(
  published: Layout,
  draft: Layout,
  counts?: { published: CategoryCounts; draft: CategoryCounts },
): DraftDiff {
  const oldCategories = new Map(published.categories.map((c) => [keyOf(c), c]));
  const newCategories = new Map(draft.categories.map((c) => [keyOf(c), c]));
  const added = draft.categories.filter((c) => !oldCategories.has(keyOf(c)));
  const removed = published.categories.filter((c) => !newCategories.has(keyOf(c)));
  const changed: CategoryChange[] = [];
  for (const after of draft.categories) {
    const before = oldCategories.get(keyOf(after));
    const what = before ? categoryChanges(before, after) : [];
    if (before && what.length > 0) changed.push({ key: keyOf(after), before, after, what });
  }

  const oldObjects = new Map(published.objects.map((o) => [o.label, o]));
  const newObjects = new Map(draft.objects.map((o) => [o.label, o]));
  const objects: DraftDiff['objects'] = { added: [], removed: [], recategorised: [], changed: [] };
  for (const after of draft.objects) {
    const before = oldObjects.get(after.label);
    if (!before) objects.added.push(after.label);
    else {
      if ((before.categoryKey ?? NO_CATEGORY) !== (after.categoryKey ?? NO_CATEGORY)) {
        objects.recategorised.push({
          label: after.label,
          from: before.categoryKey ?? NO_CATEGORY,
          to: after.categoryKey ?? NO_CATEGORY,
        });
      }
      if (objectChanged(before, after)) objects.changed.push(after.label);
    }
  }
  for (const before of published.objects) {
    if (!newObjects.has(before.label)) objects.removed.push(before.label);
  }

  const oldCounts = counts?.published ?? countByCategory(published.objects);
  const newCounts = counts?.draft ?? countByCategory(draft.objects);
  const labelOf = (key: string) =>
    key === NO_CATEGORY
      ? 'No category'
      : (newCategories.get(key)?.label ?? oldCategories.get(key)?.label ?? key);
  const keys = [
    ...new Set([
      ...draft.categories.map(keyOf),
      ...published.categories.map(keyOf),
      ...newCounts.keys(),
      ...oldCounts.keys(),
    ]),
  ].filter((key) => key !== NO_CATEGORY || oldCounts.has(key) || newCounts.has(key));
  keys.sort((a, b) => Number(a === NO_CATEGORY) - Number(b === NO_CATEGORY));
  const rows = keys.map((key) => ({
    key,
    label: labelOf(key),
    color: (newCategories.get(key) ?? oldCategories.get(key))?.color,
    before: oldCounts.get(key) ?? 0,
    after: newCounts.get(key) ?? 0,
  }));

  const same =
    added.length + removed.length + changed.length === 0 &&
    Object.values(objects).every((list) => list.length === 0);
  return {
    categories: { added, removed, changed },
    counts: rows,
    objects,
    totals: { before: sum(oldCounts), after: sum(newCounts) },
    same,
  };
}
