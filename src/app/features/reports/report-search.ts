// The view state of the report pages lives in the URL (search params, validated by zod), so a
// copied link reopens the same report, breakdown, drill-down group, filter, sorting and columns.
// A value that does not parse falls back to its default instead of breaking the page.

import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import type { SeatdeskClient } from '../../../client';
import {
  BookWholeTablesSchema,
  ChartSummaryTypeSchema,
  ChartVersionSchema,
  EventReportTypeSchema,
  EventSummaryTypeSchema,
} from '../../../contract/reports';
import type { LiveOptions } from './api';
import type { ReportColours } from './report-colours';
import type { ReportsFeed } from './use-live-reports';

export const REFRESH_INTERVALS = [0, 5, 15, 30, 60] as const;

const optionalText = z.string().min(1).optional().catch(undefined);

/** What every report table keeps in the URL. */
const TableSearchShape = {
  /** Text filter over the shown columns. */
  q: optionalText,
  /** Column id to sort by; absent keeps the report's own order. */
  sort: optionalText,
  dir: z.enum(['asc', 'desc']).default('asc').catch('asc'),
  /** Shown columns, comma-separated; absent shows the default set. */
  cols: z
    .string()
    .optional()
    .transform((text) => (text ? text.split(',').filter(Boolean) : undefined))
    .catch(undefined),
};

export const EventReportSearchSchema = z
  .object({
    view: z.enum(['summary', 'detailed']).default('summary').catch('summary'),
    type: EventReportTypeSchema.default('byStatus').catch('byStatus'),
    /** Breakdown of the summary's bars, e.g. `bySection`; absent picks one that splits. */
    by: optionalText,
    /** Drill-down group: the detailed report holds only this group (the filtered endpoint). */
    group: z.string().optional().catch(undefined),
    refresh: z.coerce
      .number()
      .refine((n) => (REFRESH_INTERVALS as readonly number[]).includes(n))
      .default(0)
      .catch(0),
    ...TableSearchShape,
  })
  .transform((search) =>
    // byLabel and byOrderId have no summary: their link opens the detailed report.
    search.view === 'summary' && !EventSummaryTypeSchema.safeParse(search.type).success
      ? { ...search, view: 'detailed' as const }
      : search,
  );
export type EventReportSearch = z.infer<typeof EventReportSearchSchema>;

export const ChartReportSearchSchema = z.object({
  type: ChartSummaryTypeSchema.default('byObjectType').catch('byObjectType'),
  by: optionalText,
  group: z.string().optional().catch(undefined),
  version: ChartVersionSchema.default('published').catch('published'),
  bookWholeTables: BookWholeTablesSchema.optional().catch(undefined),
  ...TableSearchShape,
});
export type ChartReportSearch = z.infer<typeof ChartReportSearchSchema>;

export type SearchPatch = Record<string, string | number | readonly string[] | undefined>;

/** The current search with `patch` applied; undefined and empty values leave the URL. */
export function patchSearch(current: URLSearchParams, patch: SearchPatch): string {
  const next = new URLSearchParams(current);
  for (const [name, value] of Object.entries(patch)) {
    const text = Array.isArray(value) ? value.join(',') : value === undefined ? '' : String(value);
    if (text === '') next.delete(name);
    else next.set(name, text);
  }
  const query = next.toString();
  return query ? `?${query}` : '';
}

/** Parsed search state, a link builder and an updater for one schema. */
export function useSearchState<T>(schema: z.ZodType<T>) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => schema.parse(Object.fromEntries(params)), [schema, params]);
  const link = useCallback((patch: SearchPatch) => patchSearch(params, patch), [params]);
  const update = useCallback(
    (patch: SearchPatch, options: { replace?: boolean } = {}) =>
      setParams((current) => new URLSearchParams(patchSearch(current, patch)), options),
    [setParams],
  );
  return { state, link, update };
}

/** What the event report page hands each of its views (summary and detailed). */
export interface EventViewProps {
  client: SeatdeskClient;
  eventKey: string;
  /** The event as staff name it (name and date): captions say this, never the key. */
  eventTitle: string;
  search: EventReportSearch;
  link: (patch: SearchPatch) => string;
  update: (patch: SearchPatch, options?: { replace?: boolean }) => void;
  hasZones: boolean;
  live: LiveOptions;
  /** The event's feed: live, the summaries follow it and no timer runs (use-live-reports.ts). */
  feed: ReportsFeed;
  /** The chart's category colours and the event's channel colours. */
  colours: ReportColours;
}
