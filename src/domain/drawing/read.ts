// Tolerant readers for the designer JSON: optional things may be missing or null, but whatever
// is present must have the right shape, or the reader throws one DrawingError naming the path.
import { DrawingError } from './errors';

export type JsonObject = Record<string, unknown>;

const EMPTY: readonly unknown[] = Object.freeze([]);

export function isRecord(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `parent[key]` as an array; missing or null means empty. */
export function optionalArray(parent: JsonObject, key: string, path: string): readonly unknown[] {
  const value = parent[key];
  if (value === undefined || value === null) return EMPTY;
  if (!Array.isArray(value)) throw new DrawingError(`${path}.${key} must be an array`);
  return value;
}

export function recordAt(items: readonly unknown[], index: number, path: string): JsonObject {
  const item = items[index];
  if (!isRecord(item)) throw new DrawingError(`${path}[${index}] must be an object`);
  return item;
}

/** A required label. Designer labels are strings; numbers are accepted and turned into strings. */
export function requiredLabel(obj: JsonObject, path: string): string {
  const label = obj.label;
  if (typeof label === 'string') return label;
  if (typeof label === 'number' && Number.isFinite(label)) return String(label);
  throw new DrawingError(`${path}.label must be a string`);
}

/** A string that carries information: empty strings and non-strings count as absent. */
export function optionalText(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function optionalNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** Designer flags are booleans; anything but `true` (absent, null) means false. */
export function flag(value: unknown): boolean {
  return value === true;
}

/** A category key keeps its type; null, empty strings and other types mean "no category". */
export function optionalCategoryKey(value: unknown): string | number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  return typeof value === 'string' && value !== '' ? value : undefined;
}
