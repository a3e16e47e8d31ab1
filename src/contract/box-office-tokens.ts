// The box office's hold tokens: a Seatdesk addition beside seats.io's hold-token routes (which stay
// as they are). The back office marks the tokens it makes, with the staff name that made them, and
// rebuilds its holds view from the list, so a sign-out or a browser restart loses nothing
// (docs/holds.md).
import { z } from 'zod';
import { pageSchema } from './common';
import { LIMITS } from './limits';

export const StaffNameSchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(LIMITS.staffNameLength);

/** `PUT /seatdesk/hold-tokens/{holdToken}`: the token is the box office's, made by `madeBy`. */
export const MarkBoxOfficeTokenSchema = z.strictObject({ madeBy: StaffNameSchema.optional() });

export const BoxOfficeTokenSchema = z.object({
  holdToken: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  expiresInSeconds: z.number(),
  /** The staff name given when the token was marked; null when none was. */
  madeBy: z.string().nullable(),
  /** Objects the token holds, in every event (a GA area counts once, whatever its places). */
  objectCount: z.number(),
  /** What it holds, by event: at most LIMITS.heldObjectsListedPerToken objects in all. */
  held: z.array(z.object({ eventKey: z.string(), objects: z.array(z.string()) })),
});
export type BoxOfficeToken = z.infer<typeof BoxOfficeTokenSchema>;

export const BoxOfficeTokenPageSchema = pageSchema(BoxOfficeTokenSchema);
export type BoxOfficeTokenPage = z.infer<typeof BoxOfficeTokenPageSchema>;

export const BoxOfficeTokenQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(100),
  /** The `next_page_starts_after` of the page before: a hold token. */
  start_after_id: z.string().min(1).max(LIMITS.textLength).optional(),
});
