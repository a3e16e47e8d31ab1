// The rows a report table shows: filtered by text over the shown columns, then sorted by one
// column. Built for 100,000 rows: sort keys are computed once per column and data (cached), and
// the sort compares plain strings and numbers, never a locale collator.

export type CellValue = string | number | boolean | undefined;

export interface Column<R> {
  id: string;
  header: string;
  value: (row: R) => CellValue;
  kind: 'text' | 'number' | 'boolean';
  /** Width in px; the table has a fixed layout so virtual rows never change column widths. */
  width: number;
  /** Shown when the URL names no columns. */
  shownByDefault?: boolean;
}

export type SortDirection = 'asc' | 'desc';

/** A cell as text, the same on screen, in the filter and in the CSV (booleans as true/false). */
export function cellText(value: CellValue): string {
  return value === undefined ? '' : String(value);
}

export function filterRows<R>(rows: readonly R[], columns: readonly Column<R>[], q?: string): R[] {
  const needle = q?.trim().toLowerCase();
  if (!needle) return rows as R[];
  return rows.filter((row) =>
    columns.some((column) => cellText(column.value(row)).toLowerCase().includes(needle)),
  );
}

/** `A-10` after `A-9`: digit runs are padded so that plain string order is natural order. */
export function naturalKey(text: string): string {
  return text.toLowerCase().replace(/\d+/g, (digits) => digits.padStart(12, '0'));
}

type SortKey = string | number;
const keyCache = new WeakMap<readonly unknown[], Map<string, (SortKey | undefined)[]>>();

/** Sort keys of a column over the whole data set; filtering only picks from them. */
function sortKeys<R>(data: readonly R[], column: Column<R>): (SortKey | undefined)[] {
  let perColumn = keyCache.get(data);
  if (!perColumn) {
    perColumn = new Map();
    keyCache.set(data, perColumn);
  }
  const cached = perColumn.get(column.id);
  if (cached) return cached;
  const keys = data.map((row): SortKey | undefined => {
    const value = column.value(row);
    if (value === undefined) return undefined;
    if (typeof value === 'number') return value;
    if (typeof value === 'boolean') return value ? 1 : 0;
    return naturalKey(value);
  });
  perColumn.set(column.id, keys);
  return keys;
}

/**
 * Rows of `data` (or of `subset`, a filtered part of it) in the column's order. Stable: equal
 * keys keep the report's order; empty cells go last in both directions.
 */
export function sortRows<R>(
  data: readonly R[],
  subset: readonly R[],
  column: Column<R> | undefined,
  direction: SortDirection,
): R[] {
  if (!column) return subset as R[];
  const keys = sortKeys(data, column);
  const position = subset === data ? undefined : new Map(data.map((row, i) => [row, i]));
  const indexes = position ? subset.map((row) => position.get(row) ?? 0) : data.map((_, i) => i);
  const sign = direction === 'asc' ? 1 : -1;
  indexes.sort((a, b) => {
    const ka = keys[a];
    const kb = keys[b];
    if (ka === kb) return a - b;
    if (ka === undefined) return 1;
    if (kb === undefined) return -1;
    return (ka < kb ? -1 : 1) * sign;
  });
  return indexes.map((i) => data[i]);
}

/** The columns to show: the URL's choice (unknown ids dropped), else the defaults. */
export function shownColumns<R>(
  all: readonly Column<R>[],
  chosen?: readonly string[],
): Column<R>[] {
  const picked = chosen ? all.filter((column) => chosen.includes(column.id)) : [];
  return picked.length > 0 ? picked : all.filter((column) => column.shownByDefault);
}
