// The event page's availability figures, read straight off the service's byAvailabilityReason
// summary (places; a GA area counts its places), so they always equal what the service reports:
// Free = free and for sale, Held, Booked, Not for sale (free but withheld), custom statuses.
import { type Category, NO_CATEGORY } from '../../../domain/model';

export interface FigureColumn {
  /** The wire's availability reason. */
  key: string;
  name: string;
}

export interface CategoryFigures {
  name: string;
  counts: Record<string, number>;
  total: number;
}

export interface AvailabilityFigures {
  columns: FigureColumn[];
  totals: Record<string, number>;
  total: number;
  /** One row per category that has places, in the chart's order; "No category" last. */
  categories: CategoryFigures[];
}

const FIXED: FigureColumn[] = [
  { key: 'available', name: 'Free' },
  { key: 'reservedByToken', name: 'Held' },
  { key: 'booked', name: 'Booked' },
  { key: 'not_for_sale', name: 'Not for sale' },
];
// Listed by the summary at zero always; shown only when a region has any.
const HIDDEN_AT_ZERO = new Set(['disabled_by_social_distancing']);

/** A summary's groups as far as the figures read them (a SummaryReport fits). */
type SummaryGroups = Record<string, { count: number; byCategoryLabel?: Record<string, number> }>;

export function availabilityFigures(
  summary: SummaryGroups,
  categories: readonly Category[],
): AvailabilityFigures {
  const fixedKeys = new Set(FIXED.map((c) => c.key));
  const extra = Object.keys(summary)
    .filter((key) => !fixedKeys.has(key) && !(HIDDEN_AT_ZERO.has(key) && summary[key].count === 0))
    .sort()
    .map((key) => ({ key, name: key === 'disabled_by_social_distancing' ? 'Distancing' : key }));
  const columns = [...FIXED, ...extra];
  const totals = Object.fromEntries(columns.map((c) => [c.key, summary[c.key]?.count ?? 0]));
  const total = Object.values(totals).reduce((sum, n) => sum + n, 0);

  const byCategory = new Map<string, Record<string, number>>();
  for (const column of columns) {
    for (const [label, n] of Object.entries(summary[column.key]?.byCategoryLabel ?? {})) {
      const counts = byCategory.get(label) ?? {};
      counts[column.key] = (counts[column.key] ?? 0) + n;
      byCategory.set(label, counts);
    }
  }
  const order = categories.map((c) => c.label);
  const rank = (label: string) =>
    label === NO_CATEGORY ? Number.MAX_SAFE_INTEGER : order.indexOf(label) + 1 || order.length + 1;
  const rows = [...byCategory.entries()]
    .map(([label, counts]) => ({
      name: label === NO_CATEGORY ? 'No category' : label,
      counts: Object.fromEntries(columns.map((c) => [c.key, counts[c.key] ?? 0])),
      total: Object.values(counts).reduce((sum, n) => sum + n, 0),
      rank: rank(label),
    }))
    .filter((row) => row.total > 0)
    .sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name))
    .map(({ rank: _rank, ...row }) => row);
  return { columns, totals, total, categories: rows };
}
