// The one resolver of an object's category in an event. An event may give some objects a category
// of its own (`objectCategories`: label → category key of the chart or of the event): the event
// then works on a view of its chart in which those objects carry that category, so object info,
// reports (byCategoryKey, byCategoryLabel), for-sale by category and every other rule that reads
// a chart object's category see the same answer without knowing about events.

import type { Category, ChartObject, FlatChart } from '../model';
import { RuleError } from '../status/rule-error';

export type ObjectCategories = Record<string, string | number>;

/** The categories an event may name: the chart's, then the event's own. */
function categoryIndex(chart: FlatChart, eventCategories: readonly Category[]) {
  const byKey = new Map<string, Category>();
  for (const category of [...chart.categories, ...eventCategories]) {
    if (!byKey.has(String(category.key))) byKey.set(String(category.key), category);
  }
  return byKey;
}

/** Refuses labels not on the chart and keys of no category: nothing is stored that is not used. */
export function checkObjectCategories(
  chart: FlatChart,
  given: ObjectCategories,
  eventCategories: readonly Category[],
): void {
  const categories = categoryIndex(chart, eventCategories);
  for (const [label, key] of Object.entries(given)) {
    if (!chart.byLabel.has(label)) {
      throw new RuleError('OBJECT_NOT_FOUND', `objectCategories: object not found: ${label}`);
    }
    if (!categories.has(String(key))) {
      throw new RuleError(
        'CATEGORY_NOT_FOUND',
        `objectCategories.${label}: ${key} is not a category of the chart or the event`,
      );
    }
  }
}

/**
 * The chart as the event sees it: the listed objects with the event's category, everything else
 * shared with `chart`. Labels or keys that no longer resolve (the chart was republished since)
 * are left as the chart has them.
 */
export function withObjectCategories(
  chart: FlatChart,
  given: ObjectCategories,
  eventCategories: readonly Category[],
): FlatChart {
  const categories = categoryIndex(chart, eventCategories);
  const replaced = new Map<ChartObject, ChartObject>();
  for (const [label, key] of Object.entries(given)) {
    const obj = chart.byLabel.get(label);
    const category = categories.get(String(key));
    if (!obj || !category) continue;
    replaced.set(obj, { ...obj, categoryKey: String(category.key), categoryLabel: category.label });
  }
  const objects = chart.objects.map((obj) => replaced.get(obj) ?? obj);
  const byLabel = new Map(chart.byLabel);
  for (const [label, obj] of byLabel) {
    const next = replaced.get(obj);
    if (next) byLabel.set(label, next);
  }
  return { ...chart, objects, byLabel, categories: [...categories.values()] };
}

/** The event's object categories as stored, or undefined when it gives none. */
export function objectCategoriesOf(event: {
  objectCategories: unknown;
}): ObjectCategories | undefined {
  const given = event.objectCategories;
  if (!given || typeof given !== 'object' || Object.keys(given).length === 0) return undefined;
  return given as ObjectCategories;
}
