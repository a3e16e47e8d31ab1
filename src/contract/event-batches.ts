// Wire of the calls that touch several events or edit for-sale configs piece by piece (issue 32):
// `POST /events/actions/create-multiple`, `POST /events/{key}/actions/edit-for-sale-config` and
// `POST /events/actions/edit-for-sale-config`.
import { z } from 'zod';
import { CreateEventSchema, EventSchema } from './events';
import { boundedArray, boundedRecord, LIMITS } from './limits';

/** One entry of create-multiple: every field of `POST /events` but the chart, all optional. */
export const MultipleEventEntrySchema = CreateEventSchema.omit({ chartKey: true });

/**
 * The entries are checked one by one by the route (a refusal names `body.events.<i>`), and the
 * count before anything else, with the messages seats.io answers.
 */
export const CreateMultipleEventsSchema = z.strictObject({
  chartKey: z.string().min(1).max(LIMITS.keyLength),
  events: z.array(z.unknown()),
});

export const CreatedEventsSchema = z.object({ events: z.array(EventSchema) });

/** An object (seat, table, booth, a GA area as a whole), or `quantity` places of a GA area. */
export const ForSaleEditItemSchema = z.strictObject({
  object: z.string().min(1).max(LIMITS.textLength),
  quantity: z.number().int().min(1).optional(),
});

export const ForSaleEditSchema = z.strictObject({
  forSale: boundedArray(ForSaleEditItemSchema, LIMITS.labelsPerList, 'forSale').optional(),
  notForSale: boundedArray(ForSaleEditItemSchema, LIMITS.labelsPerList, 'notForSale').optional(),
});
export type ForSaleEdit = z.infer<typeof ForSaleEditSchema>;

export const EditForSaleConfigsSchema = z.strictObject({
  events: boundedRecord(
    z.string().min(1).max(LIMITS.keyLength),
    ForSaleEditSchema,
    LIMITS.eventsPerForSaleEdit,
    'events',
    'events must map event keys to {forSale, notForSale}',
  ),
});

export const ForSaleConfigSchema = z.object({
  forSale: z.boolean(),
  objects: z.array(z.string()),
  areaPlaces: z.record(z.string(), z.number()),
  categories: z.array(z.union([z.string(), z.number()])),
});

export const RateLimitInfoSchema = z.object({
  rateLimitRemainingCalls: z.number(),
  rateLimitResetDate: z.string(),
});
export type RateLimitInfo = z.infer<typeof RateLimitInfoSchema>;

export const ForSaleEditResultSchema = z.object({
  forSaleConfig: ForSaleConfigSchema,
  rateLimitInfo: RateLimitInfoSchema,
});
export type ForSaleEditResult = z.infer<typeof ForSaleEditResultSchema>;

export const ForSaleEditResultsSchema = z.record(z.string(), ForSaleEditResultSchema);
