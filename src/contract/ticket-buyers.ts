import { z } from 'zod';
import { pageSchema } from './common';
import { boundedArray, LIMITS } from './limits';

const TicketBuyerIdSchema = z.uuid({ error: 'must be a UUID' });

/** `POST /ticket-buyers` and `DELETE /ticket-buyers`: `{"ids":[uuid…]}`. */
export const TicketBuyerIdsSchema = z.strictObject({
  ids: boundedArray(TicketBuyerIdSchema, LIMITS.ticketBuyerIdsPerRequest, 'ids'),
});
export type TicketBuyerIds = z.infer<typeof TicketBuyerIdsSchema>;

export const AddedTicketBuyerIdsSchema = z.object({
  added: z.array(z.string()),
  alreadyPresent: z.array(z.string()),
});
export const RemovedTicketBuyerIdsSchema = z.object({
  removed: z.array(z.string()),
  notPresent: z.array(z.string()),
});

/** `GET /ticket-buyers`: up to 1000 per page (larger limits are clamped), the IDs as strings. */
export const TicketBuyerPageQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .transform((limit) => Math.min(limit, LIMITS.ticketBuyerIdsPerPage))
    .default(LIMITS.ticketBuyerIdsPerPage),
  start_after_id: z.coerce.number().int().optional(),
  end_before_id: z.coerce.number().int().optional(),
});
export const TicketBuyerPageSchema = pageSchema(z.string());
