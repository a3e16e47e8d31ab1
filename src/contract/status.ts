// Wire bodies of the status-change, object-info, extra-data and for-sale calls.
// Shared by the service (validation at the edge) and the client (typed calls, parsed answers).
import { z } from 'zod';
import { boundedArray, boundedJson, boundedRecord, LIMITS } from './limits';

const text = (field: string) =>
  z
    .string({ error: `${field} must be a string` })
    .min(1, { error: `${field} must not be empty` })
    .max(LIMITS.textLength, { error: `${field} must be at most ${LIMITS.textLength} characters` });
const textList = (field: string, max: number = LIMITS.listOptionsPerChange) =>
  boundedArray(text(`each entry of ${field}`), max, field, `${field} must be an array of strings`);
const flag = (field: string) => z.boolean({ error: `${field} must be true or false` });

export const ExtraDataSchema = boundedJson(
  boundedRecord(
    z.string(),
    z.unknown(),
    LIMITS.extraDataKeys,
    'extraData',
    'extraData must be a JSON object',
  ),
  LIMITS.extraDataCharacters,
  'extraData',
);

/** One entry of `objects`: a label, or a label with a quantity, a ticket type, extra data. */
export const ObjectRefSchema = z.union(
  [
    text('objects[] label'),
    z.strictObject({
      objectId: text('objectId'),
      quantity: z
        .number({ error: 'quantity must be a number' })
        .int({ error: 'quantity must be a whole number' })
        .min(1, { error: 'quantity must be at least 1' })
        .optional(),
      ticketType: text('ticketType').optional(),
      extraData: ExtraDataSchema.optional(),
    }),
  ],
  { error: 'objects must hold labels or {objectId, quantity?, ticketType?, extraData?}' },
);
export type ObjectRef = z.infer<typeof ObjectRefSchema>;

const changeFields = {
  objects: boundedArray(ObjectRefSchema, LIMITS.objectsPerStatusChange, 'objects').min(1, {
    error: 'objects must list at least one object',
  }),
  holdToken: text('holdToken').optional(),
  /** The ticket buyer the renderer holds or releases for (docs/wire-compat.md). */
  ticketBuyerId: z.uuid({ error: 'ticketBuyerId must be a UUID' }).optional(),
  orderId: z
    .string({ error: 'orderId must be a string' })
    .max(LIMITS.textLength, { error: `orderId must be at most ${LIMITS.textLength} characters` })
    .optional(),
  keepExtraData: flag('keepExtraData').optional(),
  channelKeys: textList('channelKeys').optional(),
  ignoreChannels: flag('ignoreChannels').optional(),
  allowedPreviousStatuses: textList('allowedPreviousStatuses').optional(),
  rejectedPreviousStatuses: textList('rejectedPreviousStatuses').optional(),
};
const statusFields = {
  status: text('status').optional(),
  type: z
    .enum(['CHANGE_STATUS_TO', 'RELEASE', 'OVERRIDE_SEASON_STATUS', 'USE_SEASON_STATUS'], {
      error: 'type must be CHANGE_STATUS_TO, RELEASE, OVERRIDE_SEASON_STATUS or USE_SEASON_STATUS',
    })
    .optional(),
  /** OVERRIDE_SEASON_STATUS / USE_SEASON_STATUS: the (partial) season whose status is meant. */
  season: text('season').optional(),
  resaleListingId: text('resaleListingId').optional(),
};

const count = (field: string, min: number) =>
  z
    .number({ error: `${field} must be a number` })
    .int({ error: `${field} must be a whole number` })
    .min(min, { error: `${field} must be at least ${min}` })
    .max(LIMITS.bestAvailableNumber, {
      error: `${field} must be at most ${LIMITS.bestAvailableNumber}`,
    });

/** `bestAvailable`: the service chooses `number` objects (docs/best-available.md). */
export const BestAvailableSchema = z
  .strictObject({
    number: count('bestAvailable.number', 1),
    categories: boundedArray(
      z.union([text('bestAvailable.categories[]'), z.number()]),
      LIMITS.categoriesPerChart,
      'bestAvailable.categories',
      'bestAvailable.categories must be an array of category keys or labels',
    ).optional(),
    zone: text('bestAvailable.zone').optional(),
    sections: textList('bestAvailable.sections', LIMITS.listOptionsPerChange).optional(),
    accessibleSeats: count('bestAvailable.accessibleSeats', 0).optional(),
    ticketTypes: textList('bestAvailable.ticketTypes', LIMITS.bestAvailableNumber).optional(),
    extraData: boundedArray(
      ExtraDataSchema,
      LIMITS.bestAvailableNumber,
      'bestAvailable.extraData',
      'bestAvailable.extraData must be an array of JSON objects',
    ).optional(),
    tryToPreventOrphanSeats: flag('bestAvailable.tryToPreventOrphanSeats').optional(),
  })
  .superRefine((best, ctx) => {
    for (const field of ['ticketTypes', 'extraData'] as const) {
      const length = best[field]?.length ?? 0;
      if (length > best.number) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: `bestAvailable.${field} has ${length} entries, more than number (${best.number})`,
        });
      }
    }
    if ((best.accessibleSeats ?? 0) > best.number) {
      ctx.addIssue({
        code: 'custom',
        path: ['accessibleSeats'],
        message: `bestAvailable.accessibleSeats (${best.accessibleSeats}) is more than number (${best.number})`,
      });
    }
  });
export type BestAvailableRequest = z.infer<typeof BestAvailableSchema>;

/** A change on one event names its `objects`, or lets the service choose with `bestAvailable`. */
function objectsOrBestAvailable(
  body: { objects?: unknown; bestAvailable?: unknown },
  ctx: z.RefinementCtx,
) {
  if ((body.objects === undefined) === (body.bestAvailable === undefined)) {
    ctx.addIssue({
      code: 'custom',
      message:
        body.objects === undefined
          ? 'give objects, or bestAvailable to let the service choose'
          : 'objects and bestAvailable cannot be combined: give one of them',
    });
  }
}
const singleEventFields = {
  ...changeFields,
  objects: changeFields.objects.optional(),
  bestAvailable: BestAvailableSchema.optional(),
};

/** `book`, `hold`, `release` on one event: the status is in the path. */
export const ShorthandChangeSchema = z
  .strictObject(singleEventFields)
  .superRefine(objectsOrBestAvailable);
export type ShorthandChange = z.infer<typeof ShorthandChangeSchema>;

/** `POST /events/{key}/actions/change-object-status`. */
export const StatusChangeSchema = z
  .strictObject({ ...singleEventFields, ...statusFields })
  .superRefine(objectsOrBestAvailable);
export type StatusChange = z.infer<typeof StatusChangeSchema>;

/** Best available chooses on one event: refused by name where a change may span several. */
const oneEventOnly = z
  .never({
    error:
      'bestAvailable works on one event at a time: use POST /events/{eventKey}/actions/change-object-status',
  })
  .optional();

/** `POST /events/groups/actions/change-object-status`: one change applied to every event. */
export const GroupStatusChangeSchema = z.strictObject({
  bestAvailable: oneEventOnly,
  ...changeFields,
  ...statusFields,
  events: boundedArray(
    text('each entry of events'),
    LIMITS.eventsPerGroupChange,
    'events',
    'events must be an array of event keys',
  ).min(1, { error: 'events must list at least one event key' }),
});
export type GroupStatusChange = z.infer<typeof GroupStatusChangeSchema>;

/** `POST /events/actions/change-object-status`: many changes, one transaction. */
export const BatchStatusChangeSchema = z.strictObject({
  statusChanges: boundedArray(
    z.strictObject({
      bestAvailable: oneEventOnly,
      ...changeFields,
      ...statusFields,
      event: text('event'),
    }),
    LIMITS.statusChangesPerBatch,
    'statusChanges',
  ).min(1, { error: 'statusChanges must hold at least one change' }),
});
export type BatchStatusChange = z.infer<typeof BatchStatusChangeSchema>;

/** `POST /events/{key}/actions/override-season-status` and `…/use-season-status`. */
export const SeasonStatusSchema = z.strictObject({
  objects: changeFields.objects,
  season: text('season').optional(),
});
export type SeasonStatusRequest = z.infer<typeof SeasonStatusSchema>;

/** `POST /events/{key}/objects/{label}/actions/update-extra-data`; null clears it. */
export const UpdateExtraDataSchema = z.strictObject({
  extraData: ExtraDataSchema.nullable(),
});

export const AreaPlacesSchema = boundedRecord(
  z.string(),
  z
    .number({ error: 'areaPlaces values must be numbers' })
    .int({ error: 'areaPlaces values must be whole numbers' })
    .min(0, { error: 'areaPlaces values must not be negative' }),
  LIMITS.areaPlacesEntries,
  'areaPlaces',
  'areaPlaces must map GA labels to numbers of places',
);

/** `mark-as-for-sale` and `mark-as-not-for-sale`. */
export const ForSaleSchema = z.strictObject({
  objects: textList('objects', LIMITS.labelsPerList).optional(),
  areaPlaces: AreaPlacesSchema.optional(),
  categories: boundedArray(
    z.union([z.string().max(LIMITS.keyLength), z.number()]),
    LIMITS.categoriesPerChart,
    'categories',
    'categories must be an array of category keys',
  ).optional(),
});
export type ForSaleRequest = z.infer<typeof ForSaleSchema>;

/** Object info (seats.io's). Optional fields are absent, never null; unknown fields pass. */
export const ObjectInfoSchema = z.looseObject({
  label: z.string(),
  labels: z.looseObject({
    own: z.object({ label: z.string(), type: z.string() }),
    parent: z.object({ label: z.string(), type: z.string() }).optional(),
    section: z.string().optional(),
  }),
  ids: z.looseObject({ own: z.string(), parent: z.string().optional() }),
  status: z.string(),
  categoryKey: z.string().optional(),
  categoryLabel: z.string().optional(),
  ticketType: z.string().optional(),
  holdToken: z.string().optional(),
  orderId: z.string().optional(),
  extraData: z.record(z.string(), z.unknown()).optional(),
  resaleListingId: z.string().optional(),
  forSale: z.boolean(),
  objectType: z.enum(['seat', 'table', 'generalAdmission', 'booth']),
  channel: z.string().optional(),
  isAvailable: z.boolean(),
  availabilityReason: z.string(),
  capacity: z.number().optional(),
  numBooked: z.number().optional(),
  numHeld: z.number().optional(),
  numFree: z.number().optional(),
  numNotForSale: z.number().optional(),
  holds: z.record(z.string(), z.record(z.string(), z.number())).optional(),
  numSeats: z.number().optional(),
  bookAsAWhole: z.boolean().optional(),
});
export type ObjectInfoWire = z.infer<typeof ObjectInfoSchema>;

export const ObjectInfosSchema = z.record(z.string(), ObjectInfoSchema);

/** The answer of a best-available change: what was chosen, and the objects' infos after it. */
export const BestAvailableResultSchema = z.strictObject({
  objects: z.array(z.string()),
  objectDetails: ObjectInfosSchema,
  nextToEachOther: z.boolean(),
});
export type BestAvailableResult = z.infer<typeof BestAvailableResultSchema>;

/** The `expand=objects` answer of one change. */
export const ChangeResultSchema = z.strictObject({ objects: ObjectInfosSchema });
export type ChangeResult = z.infer<typeof ChangeResultSchema>;

export const BatchResultSchema = z.strictObject({ results: z.array(ChangeResultSchema) });
export type BatchResult = z.infer<typeof BatchResultSchema>;
