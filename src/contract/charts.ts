import { z } from 'zod';
import { CategoryKeySchema, CategorySchema, CssColorSchema, pageSchema } from './common';

/** A chart key as given in the path of an upload: printable, so every message can name it. */
export const ChartKeySchema = z
  .string()
  .min(1, 'must not be empty')
  .max(250, 'must be at most 250 characters')
  .refine((key) => ![...key].some((ch) => ch.charCodeAt(0) < 0x20 || ch === '\u007f'), {
    message: 'must not contain control characters',
  });

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
});
export type Chart = z.infer<typeof ChartSchema>;
export const ChartPageSchema = pageSchema(ChartSchema);

export const NewCategorySchema = z.strictObject({
  key: CategoryKeySchema,
  label: z.string().trim().min(1, 'must not be empty').max(200),
  color: CssColorSchema.optional(),
  accessible: z.boolean().optional(),
});
export type NewCategory = z.infer<typeof NewCategorySchema>;

export const CategoryUpdateSchema = z.strictObject({
  label: z.string().trim().min(1, 'must not be empty').max(200).optional(),
  color: CssColorSchema.optional(),
  accessible: z.boolean().optional(),
});
export type CategoryUpdate = z.infer<typeof CategoryUpdateSchema>;

export const CategoryListSchema = z.object({ categories: z.array(CategorySchema) });

export const CreateChartSchema = z.strictObject({
  name: z.string().max(500).optional(),
  venueType: z.string().max(100).optional(),
  categories: z.array(NewCategorySchema).optional(),
});
export type CreateChart = z.infer<typeof CreateChartSchema>;

export const UpdateChartSchema = z.strictObject({
  name: z.string().max(500).optional(),
  categories: z.array(NewCategorySchema).optional(),
});
export type UpdateChart = z.infer<typeof UpdateChartSchema>;

export const ChartListQuerySchema = z.object({
  filter: z.string().optional(),
  expand: z.string().optional(),
});
