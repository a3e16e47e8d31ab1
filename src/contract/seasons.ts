// Seasons on the wire (docs/seasons.md): a season is an event that groups events of one chart.
// The answers are events (contract/events.ts) with their season fields.
import { z } from 'zod';
import {
  CreationForSaleConfigSchema,
  EventCategoriesSchema,
  EventKeySchema,
  EventSchema,
  ObjectCategoriesSchema,
  TableBookingConfigSchema,
} from './events';
import { boundedArray, LIMITS } from './limits';

const numberOfEvents = z
  .number({ error: 'numberOfEvents must be a number' })
  .int({ error: 'numberOfEvents must be a whole number' })
  .min(1, { error: 'numberOfEvents must be at least 1' })
  .max(LIMITS.eventsPerSeason, {
    error: `numberOfEvents must be at most ${LIMITS.eventsPerSeason}`,
  });

const eventKeys = boundedArray(
  EventKeySchema,
  LIMITS.eventsPerSeason,
  'eventKeys',
  'eventKeys must be an array of event keys',
);

/** `numberOfEvents` and `eventKeys` say the same thing two ways: one of them at most. */
function notBoth(body: { numberOfEvents?: number; eventKeys?: string[] }, ctx: z.RefinementCtx) {
  if (body.numberOfEvents !== undefined && body.eventKeys !== undefined) {
    ctx.addIssue({
      code: 'custom',
      message: 'numberOfEvents and eventKeys cannot be combined: give one of them',
    });
  }
}

/** `POST /seasons`. */
export const CreateSeasonSchema = z
  .strictObject({
    chartKey: z.string({ error: 'chartKey is required' }).min(1).max(LIMITS.keyLength),
    key: EventKeySchema.optional(),
    name: z.string().max(LIMITS.nameLength).optional(),
    numberOfEvents: numberOfEvents.optional(),
    eventKeys: eventKeys.optional(),
    tableBookingConfig: TableBookingConfigSchema.optional(),
    objectCategories: ObjectCategoriesSchema.optional(),
    categories: EventCategoriesSchema.optional(),
    channels: boundedArray(z.unknown(), LIMITS.channelsPerEvent, 'channels').optional(),
    forSaleConfig: CreationForSaleConfigSchema.nullable().optional(),
    forSalePropagated: z.boolean().optional(),
  })
  .superRefine(notBoth);
export type CreateSeason = z.infer<typeof CreateSeasonSchema>;

/** `POST /seasons/{season}/actions/create-events`. */
export const CreateSeasonEventsSchema = z
  .strictObject({
    numberOfEvents: numberOfEvents.optional(),
    eventKeys: eventKeys.optional(),
  })
  .superRefine(notBoth)
  .refine((body) => body.numberOfEvents !== undefined || body.eventKeys !== undefined, {
    message: 'give numberOfEvents or eventKeys',
  });
export type CreateSeasonEvents = z.infer<typeof CreateSeasonEventsSchema>;

/** `POST /seasons/{season}/partial-seasons`. */
export const CreatePartialSeasonSchema = z.strictObject({
  key: EventKeySchema.optional(),
  name: z.string().max(LIMITS.nameLength).optional(),
  eventKeys: eventKeys.optional(),
});
export type CreatePartialSeason = z.infer<typeof CreatePartialSeasonSchema>;

/** `POST /seasons/{season}/partial-seasons/{partial}/actions/add-events`. */
export const AddEventsToPartialSeasonSchema = z.strictObject({ eventKeys });

export const SeasonEventsSchema = z.object({ events: z.array(EventSchema) });
export type SeasonEvents = z.infer<typeof SeasonEventsSchema>;

/**
 * `POST /seasons/actions/create-from-events`, a Seatdesk addition (docs/seasons.md): a season
 * made of events that exist already, on one chart and in no season.
 */
export const CreateSeasonFromEventsSchema = z.strictObject({
  key: EventKeySchema.optional(),
  name: z.string().max(LIMITS.nameLength).optional(),
  eventKeys: eventKeys.refine((keys) => keys.length > 0, {
    message: 'eventKeys must name at least one event',
  }),
  forSalePropagated: z.boolean().optional(),
});
export type CreateSeasonFromEvents = z.infer<typeof CreateSeasonFromEventsSchema>;
