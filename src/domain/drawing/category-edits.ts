// The rules of a chart's (or an event's) category list as callers give it: defaults filled in,
// keys unique by their string form, and the add / update / remove edits of the categories API.
// Pure: each returns a new list or refuses with a DomainError, and nothing is written.
import { DomainError, invalid } from '../errors';
import type { Category } from '../model';
import { defaultCategoryColour } from './categories';

/** A category as a caller gives it: colour and accessibility may be left to the defaults. */
export interface GivenCategory {
  key: string | number;
  label: string;
  color?: string;
  accessible?: boolean;
}

/** Categories given without colour or accessibility get the defaults the designer would give. */
export function categoriesWithDefaults(categories: GivenCategory[]): Category[] {
  const seen = new Set<string>();
  return categories.map((category, index) => {
    // 1 and "1" are one key: paths and reports name categories by the key's string form.
    const id = String(category.key);
    if (seen.has(id)) {
      throw invalid(
        `categories[${index}].key: ${category.key} is given twice`,
        'DUPLICATE_CATEGORY_KEY',
      );
    }
    seen.add(id);
    return {
      key: category.key,
      label: category.label,
      color: category.color ?? defaultCategoryColour(index),
      accessible: category.accessible ?? false,
    };
  });
}

/** An event's own categories, with defaults; a key may not repeat one of the chart's. */
export function eventCategoriesWithDefaults(
  given: GivenCategory[],
  chartCategories: readonly Category[],
): Category[] {
  const categories = categoriesWithDefaults(given);
  const taken = new Set(chartCategories.map((category) => String(category.key)));
  categories.forEach((category, index) => {
    if (taken.has(String(category.key))) {
      throw invalid(
        `categories[${index}].key: ${category.key} is already a category of the chart`,
        'CATEGORY_ALREADY_EXISTS',
      );
    }
  });
  return categories;
}

/** A path key matches a category whatever its type: `/categories/1` finds the numeric key 1. */
function indexOfKey(categories: Category[], pathKey: string): number {
  return categories.findIndex((category) => String(category.key) === pathKey);
}

function indexOrRefuse(categories: Category[], key: string, chartKey: string): number {
  const index = indexOfKey(categories, key);
  if (index >= 0) return index;
  throw new DomainError(
    'CATEGORY_NOT_FOUND',
    `Category not found: ${key} is not a category of chart ${chartKey}`,
    'not-found',
  );
}

export function addCategory(list: Category[], given: GivenCategory, chartKey: string): Category[] {
  // 1 and "1" would be one category for the path and for reports: refuse the second.
  if (indexOfKey(list, String(given.key)) >= 0) {
    throw invalid(
      `Category key already exists on chart ${chartKey}: ${given.key}`,
      'CATEGORY_ALREADY_EXISTS',
    );
  }
  const color = given.color ?? defaultCategoryColour(list.length);
  return [
    ...list,
    { key: given.key, label: given.label, color, accessible: given.accessible ?? false },
  ];
}

export function updateCategory(
  list: Category[],
  key: string,
  change: Partial<Omit<Category, 'key'>>,
  chartKey: string,
): Category[] {
  const index = indexOrRefuse(list, key, chartKey);
  const next = [...list];
  next[index] = {
    ...list[index],
    ...(change.label !== undefined && { label: change.label }),
    ...(change.color !== undefined && { color: change.color }),
    ...(change.accessible !== undefined && { accessible: change.accessible }),
  };
  return next;
}

export function removeCategory(list: Category[], key: string, chartKey: string): Category[] {
  const index = indexOrRefuse(list, key, chartKey);
  return list.filter((_, i) => i !== index);
}
