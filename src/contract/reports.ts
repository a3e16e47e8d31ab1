// Reports on the wire: chart and event summaries, deep
// summaries, detailed reports, the flat list. Shapes only; which groups appear is docs/reports.md.
import { z } from 'zod';
import { ObjectInfoSchema } from './status';

export const EventSummaryTypeSchema = z.enum([
  'byStatus',
  'byAvailability',
  'byAvailabilityReason',
  'bySelectability',
  'byCategoryKey',
  'byCategoryLabel',
  'bySection',
  'byChannel',
  'byObjectType',
  'byZone',
]);
export type EventSummaryType = z.infer<typeof EventSummaryTypeSchema>;

export const EventReportTypeSchema = z.enum([
  ...EventSummaryTypeSchema.options,
  'byLabel',
  'byOrderId',
]);
export type EventReportType = z.infer<typeof EventReportTypeSchema>;

export const ChartSummaryTypeSchema = z.enum([
  'byObjectType',
  'byCategoryKey',
  'byCategoryLabel',
  'bySection',
  'byZone',
]);
export type ChartSummaryType = z.infer<typeof ChartSummaryTypeSchema>;

export const ChartReportTypeSchema = z.enum([...ChartSummaryTypeSchema.options, 'byLabel']);
export type ChartReportType = z.infer<typeof ChartReportTypeSchema>;

export const BookWholeTablesSchema = z.enum(['chart', 'true', 'false'], {
  error: 'bookWholeTables must be one of chart, true, false',
});
export type BookWholeTables = z.infer<typeof BookWholeTablesSchema>;

export const ChartVersionSchema = z.enum(['published', 'draft'], {
  error: 'version must be one of published, draft',
});

/** Query of the chart report calls. Other parameters are ignored, as SDKs add their own. */
export const ChartReportQuerySchema = z.object({
  bookWholeTables: BookWholeTablesSchema.optional(),
  version: ChartVersionSchema.optional(),
});
export type ChartReportQuery = z.infer<typeof ChartReportQuerySchema>;

const BreakdownSchema = z.record(z.string(), z.number().int());

/**
 * `{count, by<Other>: {value: n}, …}`: counts are places; a group carries a map for every other
 * dimension (byCategoryKey and byCategoryLabel leave each other out), each with non-zero counts.
 */
export const SummaryGroupSchema = z.object({ count: z.number().int() }).catchall(BreakdownSchema);
export const SummaryReportSchema = z.record(z.string(), SummaryGroupSchema);
export type SummaryReport = z.infer<typeof SummaryReportSchema>;

const DeepMiddleSchema = z.object({ count: z.number().int() }).catchall(BreakdownSchema);
/** `{v1: {count, by<D2>: {v2: {count, by<D3>: {v3: n}, …}}}}`: every D3 but D1 and D2. */
export const DeepSummaryReportSchema = z.record(
  z.string(),
  z.object({ count: z.number().int() }).catchall(z.record(z.string(), DeepMiddleSchema)),
);
export type DeepSummaryReport = z.infer<typeof DeepSummaryReportSchema>;

/** Group → the object infos in it; a filtered report holds one group, or is `{}`. */
export const EventReportSchema = z.record(z.string(), z.array(ObjectInfoSchema));
export type EventReport = z.infer<typeof EventReportSchema>;

export const FlatListSchema = z.array(ObjectInfoSchema);

/** Objects of a detailed report checked one by one against the full schema, per group. */
const SAMPLE_SIZE = 200;

/**
 * An array whose shape is checked whole but whose objects are checked against `item` only at up to
 * SAMPLE_SIZE positions spread over it (all of them in smaller arrays). Detailed reports of a
 * stadium hold 100,000 objects: checking each costs more than drawing the table.
 */
function sampledArray<T extends z.ZodType>(item: T) {
  return z
    .array(z.unknown())
    .superRefine((items, ctx) => {
      const step = Math.max(1, Math.floor(items.length / SAMPLE_SIZE));
      for (let i = 0; i < items.length; i += step) {
        const checked = item.safeParse(items[i]);
        if (checked.success) continue;
        const issue = checked.error.issues[0];
        ctx.addIssue({ code: 'custom', message: issue.message, path: [i, ...issue.path] });
        return;
      }
    })
    .transform((items) => items as z.infer<T>[]);
}

/** What the client checks of a detailed report: every group, a spread sample of its objects. */
export const EventReportSampledSchema = z.record(z.string(), sampledArray(ObjectInfoSchema));
export const FlatListSampledSchema = sampledArray(ObjectInfoSchema);

/** An object of a chart report: the chart-only fields of an object info, and where it stands. */
export const ChartObjectInfoSchema = ObjectInfoSchema.pick({
  label: true,
  labels: true,
  ids: true,
  categoryKey: true,
  categoryLabel: true,
  objectType: true,
  capacity: true,
  numSeats: true,
  bookAsAWhole: true,
}).extend({
  section: z.string().optional(),
  entrance: z.string().optional(),
  zone: z.string().optional(),
});
export const ChartReportSchema = z.record(z.string(), z.array(ChartObjectInfoSchema));
export type ChartReport = z.infer<typeof ChartReportSchema>;
