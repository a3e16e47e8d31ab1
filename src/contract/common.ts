import { z } from 'zod';
import { LIMITS, segmentSafe } from './limits';

/**
 * Category keys are numbers or strings and keep their type on the wire. A string key is also a
 * path segment (`/charts/{key}/categories/{categoryKey}`).
 */
export const CategoryKeySchema = z.union([
  segmentSafe(z.string().min(1).max(LIMITS.keyLength)),
  z.number(),
]);

export const CssColorSchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(64)
  .refine((value) => /^(#[0-9a-fA-F]{3,8}|[a-zA-Z]+|(rgb|rgba|hsl|hsla)\([^()]*\))$/.test(value), {
    message: 'must be a CSS colour such as #ff8800, rgb(255,136,0) or orange',
  });

export const CategorySchema = z.object({
  key: CategoryKeySchema,
  label: z.string(),
  color: z.string(),
  accessible: z.boolean(),
});
export type CategoryWire = z.infer<typeof CategorySchema>;

/** Paged list envelope shared by charts and events. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    next_page_starts_after: z.union([z.number(), z.string()]).optional(),
    previous_page_ends_before: z.union([z.number(), z.string()]).optional(),
  });
}

export const PageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  start_after_id: z.coerce.number().int().optional(),
  end_before_id: z.coerce.number().int().optional(),
});
