import { z } from 'zod';
import { CategoryKeySchema, CategorySchema, CssColorSchema, pageSchema } from './common';
import { boundedArray, LIMITS, segmentSafe } from './limits';

/** A chart key as given in the path of an upload: printable, so every message can name it. */
export const ChartKeySchema = segmentSafe(
  z
    .string()
    .min(1, 'must not be empty')
    .max(LIMITS.keyLength, `must be at most ${LIMITS.keyLength} characters`),
).refine((key) => ![...key].some((ch) => ch.charCodeAt(0) < 0x20 || ch === '\u007f'), {
  message: 'must not contain control characters',
});

/** The one rule for a chart's name and venue type, whichever call sets them. */
export const ChartNameSchema = z.string().max(LIMITS.nameLength);
export const VenueTypeSchema = z.string().max(LIMITS.venueTypeLength);

/** The one rule for a category label, whichever call sets it (the upload included). */
export const CategoryLabelSchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(LIMITS.categoryLabelLength);

export const ChartStatusSchema = z.enum(['NOT_USED', 'PUBLISHED', 'PUBLISHED_WITH_DRAFT']);

export const ZoneSchema = z.object({ key: z.string(), label: z.string() });

export const ChartSchema = z.object({
  id: z.number(),
  key: z.string(),
  name: z.string(),
  status: ChartStatusSchema,
  tags: z.array(z.string()),
  publishedVersionThumbnailUrl: z.string(),
  draftVersionThumbnailUrl: z.string().nullable(),
  archived: z.boolean(),
  venueType: z.string(),
  events: z.array(z.looseObject({ key: z.string() })).optional(),
  zones: z.array(ZoneSchema).optional(),
  /** With `GET /charts?expand=validation`: the published version's (ChartValidationSchema). */
  validation: z.object({ errors: z.array(z.string()), warnings: z.array(z.string()) }).optional(),
});
export type Chart = z.infer<typeof ChartSchema>;
export const ChartPageSchema = pageSchema(ChartSchema);

export const NewCategorySchema = z.strictObject({
  key: CategoryKeySchema,
  label: CategoryLabelSchema,
  color: CssColorSchema.optional(),
  accessible: z.boolean().optional(),
});
export type NewCategory = z.infer<typeof NewCategorySchema>;

export const CategoryUpdateSchema = z.strictObject({
  label: CategoryLabelSchema.optional(),
  color: CssColorSchema.optional(),
  accessible: z.boolean().optional(),
});
export type CategoryUpdate = z.infer<typeof CategoryUpdateSchema>;

export const CategoryListSchema = z.object({ categories: z.array(CategorySchema) });

const NewCategoriesSchema = boundedArray(
  NewCategorySchema,
  LIMITS.categoriesPerChart,
  'categories',
);

export const CreateChartSchema = z.strictObject({
  name: ChartNameSchema.optional(),
  venueType: VenueTypeSchema.optional(),
  categories: NewCategoriesSchema.optional(),
});
export type CreateChart = z.infer<typeof CreateChartSchema>;

export const UpdateChartSchema = z.strictObject({
  name: ChartNameSchema.optional(),
  categories: NewCategoriesSchema.optional(),
});
export type UpdateChart = z.infer<typeof UpdateChartSchema>;

/**
 * What an uploaded drawing must satisfy beyond its geometry: the name, venue type and category
 * rules of the other chart calls. Other fields of the drawing are the designer's and pass.
 */
export const DrawingMetaSchema = z.looseObject({
  name: ChartNameSchema.optional(),
  venueType: VenueTypeSchema.optional(),
  categories: z
    .looseObject({
      list: boundedArray(
        z.looseObject({ key: CategoryKeySchema, label: CategoryLabelSchema }),
        LIMITS.categoriesPerChart,
        'categories.list',
      ).optional(),
    })
    .nullable()
    .optional(),
});

export const ChartListQuerySchema = z.object({
  filter: z.string().optional(),
  expand: z.string().optional(),
  tag: z.string().optional(),
  eventsLimit: z.coerce.number().int().min(1).max(LIMITS.chartListEventsLimit).optional(),
});

/** A chart tag, one path segment (`POST /charts/{key}/tags/{tag}`), stored exactly as sent. */
export const ChartTagSchema = z
  .string()
  .min(1, 'must not be empty')
  .max(LIMITS.tagLength, `must be at most ${LIMITS.tagLength} characters`);

/** `GET /charts/tags`: every tag a chart of the workspace carries, once. */
export const ChartTagListSchema = z.object({ tags: z.array(z.string()) });

/**
 * `POST /charts/{key}/version/draft/actions/publish?dropBookedObjects=true`: publish even though
 * the draft drops objects that events have booked or held (refused otherwise).
 */
export const PublishQuerySchema = z.looseObject({
  dropBookedObjects: z.enum(['true', 'false']).optional(),
});

/** Chart validation rules this service checks (the rest of seats.io's never fail here). */
export const VALIDATE_DUPLICATE_LABELS = 'VALIDATE_DUPLICATE_LABELS';

/** seats.io's chart validation rules, each at a company-wide level (docs/charts.md). */
export const CHART_VALIDATION_RULES = [
  VALIDATE_DUPLICATE_LABELS,
  'VALIDATE_OBJECTS_WITHOUT_CATEGORIES',
  'VALIDATE_UNLABELED_OBJECTS',
  'VALIDATE_FOCAL_POINT',
  'VALIDATE_OBJECT_TYPES_PER_CATEGORY',
  'VALIDATE_EMPTY_FLOOR',
] as const;
export type ChartValidationRule = (typeof CHART_VALIDATION_RULES)[number];
export const CHART_VALIDATION_LEVELS = ['OFF', 'WARNING', 'ERROR'] as const;
export type ChartValidationLevel = (typeof CHART_VALIDATION_LEVELS)[number];

/**
 * `POST /charts/{key}/version/{published|draft}/actions/validate`: seats.io's rule names in
 * `errors` / `warnings`, and the duplicates named (the first 100, with `duplicateLabelCount`).
 */
export const ChartValidationSchema = z.object({
  errors: z.array(z.string()),
  warnings: z.array(z.string()),
  duplicateLabels: z.array(z.object({ label: z.string(), count: z.number() })),
  duplicateLabelCount: z.number(),
});
export type ChartValidation = z.infer<typeof ChartValidationSchema>;
