// The live feed's answers as the back office reads them (docs/live-feed.md). One change names the
// objects a committed write changed; a field absent from an object is not part of that change
// (a channel edit says only `channel`); `null` channel or category means none / the chart's.
// Extra fields are kept (looseObject): the service may say more than the map needs.
import { z } from 'zod';

/** A GA area's places that are not free (domain/model.ts GaPlaces). */
const GaPlacesSchema = z.looseObject({
  byStatus: z.record(z.string(), z.number()).optional(),
  holds: z.record(z.string(), z.record(z.string(), z.number())).optional(),
  notForSale: z.number().optional(),
});

export const ObjectChangeSchema = z.looseObject({
  status: z.string().optional(),
  holdToken: z.string().optional(),
  orderId: z.string().optional(),
  ticketType: z.string().optional(),
  forSale: z.boolean().optional(),
  places: GaPlacesSchema.optional(),
  channel: z.string().nullable().optional(),
  category: z.string().nullable().optional(),
});
export type ObjectChange = z.infer<typeof ObjectChangeSchema>;

export const FeedChangeSchema = z.looseObject({
  revision: z.number().int(),
  objects: z.record(z.string(), ObjectChangeSchema),
});
export type FeedChange = z.infer<typeof FeedChangeSchema>;

/** The compact snapshot: columns in the chart's order, each an index into its dictionary (-1: none). */
export const StatusSnapshotSchema = z.looseObject({
  revision: z.number().int(),
  labels: z.array(z.string()),
  statuses: z.array(z.string()),
  status: z.array(z.number().int()),
  categories: z.array(z.string()),
  category: z.array(z.number().int()),
  channels: z.array(z.string()),
  channel: z.array(z.number().int()),
  forSale: z.array(z.number().int()),
  holdTokens: z.array(z.string()),
  holdToken: z.array(z.number().int()),
  places: z.record(z.string(), GaPlacesSchema),
});
export type StatusSnapshot = z.infer<typeof StatusSnapshotSchema>;
