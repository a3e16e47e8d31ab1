// The drawing's category list: reading it with defaults, editing it without mutating the drawing,
// and resolving an object's category key to its current label.
import type { Category } from '../model';
import { DrawingError } from './errors';
import { isRecord, type JsonObject, optionalArray, recordAt } from './read';

/** Colours handed out, in turn, to categories created without one. */
export const CATEGORY_COLOURS: readonly string[] = [
  '#5E42ED',
  '#87A9CD',
  '#E4572E',
  '#17BEBB',
  '#FFC914',
  '#76B041',
  '#D81E5B',
  '#2E86AB',
  '#A23B72',
  '#F18F01',
  '#3B1F2B',
  '#6C757D',
];

export function defaultCategoryColour(index: number): string {
  return CATEGORY_COLOURS[index % CATEGORY_COLOURS.length];
}

/** Reads `categories.list` of a drawing object; a missing list is an empty one. */
export function readCategories(drawing: JsonObject): Category[] {
  const holder = drawing.categories;
  if (holder === undefined || holder === null) return [];
  if (!isRecord(holder)) throw new DrawingError('drawing.categories must be an object');
  const list = optionalArray(holder, 'list', 'drawing.categories');
  const categories: Category[] = [];
  for (let i = 0; i < list.length; i++) {
    const path = 'drawing.categories.list';
    const raw = recordAt(list, i, path);
    const key = raw.key;
    if (!(typeof key === 'string' || (typeof key === 'number' && Number.isFinite(key)))) {
      throw new DrawingError(`${path}[${i}].key must be a number or a string`);
    }
    if (typeof raw.label !== 'string') {
      throw new DrawingError(`${path}[${i}].label must be a string`);
    }
    categories.push({
      key,
      label: raw.label,
      color:
        typeof raw.color === 'string' && raw.color !== '' ? raw.color : defaultCategoryColour(i),
      accessible: raw.accessible === true,
    });
  }
  return categories;
}

export function drawingCategories(drawing: unknown): Category[] {
  if (!isRecord(drawing)) throw new DrawingError('drawing must be a JSON object');
  return readCategories(drawing);
}

/**
 * A copy of the drawing whose category list is `categories` (the drawing itself is untouched).
 * `maxCategoryKey` is raised to the largest numeric key so the designer never hands out a key
 * that is already taken.
 */
export function withCategories(drawing: unknown, categories: Category[]): JsonObject {
  if (!isRecord(drawing)) throw new DrawingError('drawing must be a JSON object');
  const previous = isRecord(drawing.categories) ? drawing.categories : {};
  let maxCategoryKey = typeof previous.maxCategoryKey === 'number' ? previous.maxCategoryKey : 0;
  for (const category of categories) {
    if (typeof category.key === 'number' && category.key > maxCategoryKey) {
      maxCategoryKey = category.key;
    }
  }
  const list = categories.map(({ key, label, color, accessible }) => ({
    key,
    label,
    color,
    accessible,
  }));
  return { ...drawing, categories: { ...previous, list, maxCategoryKey } };
}

export interface ResolvedCategory {
  /** The key in its wire form, a string. */
  key: string;
  label?: string;
}

/**
 * Looks categories up by key. An exact match (same type) wins; otherwise the string forms are
 * compared, because drawings written by hand or by older designers mix `9` and `"9"`.
 */
export class CategoryIndex {
  private readonly exact = new Map<string | number, Category>();
  private readonly byString = new Map<string, Category>();
  private readonly resolved = new Map<string | number, ResolvedCategory>();

  constructor(categories: readonly Category[]) {
    for (const category of categories) {
      if (!this.exact.has(category.key)) this.exact.set(category.key, category);
      const asString = String(category.key);
      if (!this.byString.has(asString)) this.byString.set(asString, category);
    }
  }

  /** Shared result objects per key: a chart of 100,000 seats has only a handful of categories. */
  resolve(key: string | number): ResolvedCategory {
    let result = this.resolved.get(key);
    if (!result) {
      const asString = String(key);
      const category = this.exact.get(key) ?? this.byString.get(asString);
      result = category ? { key: asString, label: category.label } : { key: asString };
      this.resolved.set(key, result);
    }
    return result;
  }
}
