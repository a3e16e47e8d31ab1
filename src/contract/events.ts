import { z } from 'zod';
import { NewCategorySchema } from './charts';
import { CategorySchema, pageSchema } from './common';
import { boundedArray, boundedRecord, LIMITS, segmentSafe } from './limits';
import { ForSaleSchema } from './status';

export const TableBookingConfigSchema = z.strictObject({
  mode: z.enum(['INHERIT', 'ALL_BY_TABLE', 'ALL_BY_SEAT', 'CUSTOM']),
  tables: boundedRecord(
    z.string(),
    z.enum(['BY_TABLE', 'BY_SEAT']),
    LIMITS.tablesPerConfig,
    'tableBookingConfig.tables',
  ).optional(),
});
export type TableBookingConfigWire = z.infer<typeof TableBookingConfigSchema>;

export const ChannelSchema = z.object({
  id: z.string().optional(),
  key: z.string(),
  name: z.string(),
  color: z.string().optional(),
  index: z.number().optional(),
  objects: z.array(z.string()),
  areaPlaces: z.record(z.string(), z.number()).optional(),
});
export type ChannelWire = z.infer<typeof ChannelSchema>;

export const EventSchema = z.object({
  id: z.number(),
  key: z.string(),
  chartKey: z.string(),
  name: z.string().nullable(),
  date: z.string().nullable(),
  tableBookingConfig: TableBookingConfigSchema,
  supportsBestAvailable: z.boolean(),
  forSaleConfig: z.unknown().nullable(),
  createdOn: z.string(),
  updatedOn: z.string().nullable(),
  channels: z.array(ChannelSchema).optional(),
  categories: z.array(CategorySchema).nullable().optional(),
  objectCategories: z.record(z.string(), z.unknown()).nullable().optional(),
  isSeason: z.boolean(),
  isTopLevelSeason: z.boolean(),
  isPartialSeason: z.boolean(),
  isEventInSeason: z.boolean(),
  isInThePast: z.boolean(),
  // Seasons (docs/seasons.md): present when they apply.
  topLevelSeasonKey: z.string().optional(),
  partialSeasonKeysForEvent: z.array(z.string()).optional(),
  partialSeasonKeys: z.array(z.string()).optional(),
  forSalePropagated: z.boolean().optional(),
  /** A season's events, on `GET /events/{season}` and the season calls; lists leave them out. */
  get events() {
    return z.array(EventSchema).optional();
  },
});
export type Event = z.infer<typeof EventSchema>;
export const EventPageSchema = pageSchema(EventSchema);

export const EventKeySchema = segmentSafe(
  z.string().min(1, 'must not be empty').max(LIMITS.keyLength),
).refine((key) => ![...key].some((ch) => ch.charCodeAt(0) < 0x20), {
  message: 'must not contain control characters',
});

export const EventCategoriesSchema = boundedArray(
  NewCategorySchema,
  LIMITS.categoriesPerChart,
  'categories',
);

/**
 * `forSaleConfig` at creation: what is not for sale from the start, applied exactly as a
 * `mark-as-not-for-sale` of the same objects, places and categories right after creation. Only
 * `forSale: false` (the seats.io SDK's `new ForSaleConfig(false, objects, areaPlaces, categories)`).
 */
export const CreationForSaleConfigSchema = ForSaleSchema.extend({
  forSale: z
    .literal(false, {
      error: 'forSale must be false: the listed objects, places and categories are not for sale',
    })
    .optional(),
});

/** Per-event categories of objects: object label → category key of the chart or the event. */
export const ObjectCategoriesSchema = boundedRecord(
  z.string().max(LIMITS.textLength),
  z.union([z.string().max(LIMITS.keyLength), z.number()]),
  LIMITS.objectCategoriesEntries,
  'objectCategories',
  'objectCategories must map object labels to category keys',
);

export const CreateEventSchema = z.strictObject({
  chartKey: z.string().min(1).max(LIMITS.keyLength),
  eventKey: EventKeySchema.optional(),
  name: z.string().max(LIMITS.nameLength).optional(),
  date: z.iso.date().optional(),
  tableBookingConfig: TableBookingConfigSchema.optional(),
  /** Event-level categories, listed on the event after the chart's own. */
  categories: EventCategoriesSchema.optional(),
  objectCategories: ObjectCategoriesSchema.optional(),
  channels: boundedArray(z.unknown(), LIMITS.channelsPerEvent, 'channels').optional(),
  forSaleConfig: CreationForSaleConfigSchema.nullable().optional(),
});
export type CreateEvent = z.infer<typeof CreateEventSchema>;

export const UpdateEventSchema = z.strictObject({
  eventKey: EventKeySchema.optional(),
  name: z.string().max(LIMITS.nameLength).nullable().optional(),
  date: z.iso.date().nullable().optional(),
  tableBookingConfig: TableBookingConfigSchema.optional(),
  /** `[]` or null removes the event's own categories (the chart's stay). */
  categories: EventCategoriesSchema.nullable().optional(),
  /** `{}` or null removes every override. */
  objectCategories: ObjectCategoriesSchema.nullable().optional(),
  isInThePast: z.boolean().optional(),
  /** Seasons only: for-sale changes on the season apply to its events too. */
  forSalePropagated: z.boolean().optional(),
});
export type UpdateEvent = z.infer<typeof UpdateEventSchema>;
