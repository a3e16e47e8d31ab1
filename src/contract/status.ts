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
    .enum(['CHANGE_STATUS_TO', 'RELEASE'], {
      error: 'type must be CHANGE_STATUS_TO or RELEASE (season status types are not supported)',
    })
    .optional(),
  resaleListingId: text('resaleListingId').optional(),
};

/** `book`, `hold`, `release` on one event: the status is in the path. */
export const ShorthandChangeSchema = z.strictObject(changeFields);
export type ShorthandChange = z.infer<typeof ShorthandChangeSchema>;

/** `POST /events/{key}/actions/change-object-status`. */
export const StatusChangeSchema = z.strictObject({ ...changeFields, ...statusFields });
export type StatusChange = z.infer<typeof StatusChangeSchema>;

/** `POST /events/groups/actions/change-object-status`: one change applied to every event. */
export const GroupStatusChangeSchema = z.strictObject({
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
    z.strictObject({ ...changeFields, ...statusFields, event: text('event') }),
    LIMITS.statusChangesPerBatch,
    'statusChanges',
  ).min(1, { error: 'statusChanges must hold at least one change' }),
});
export type BatchStatusChange = z.infer<typeof BatchStatusChangeSchema>;

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

/** The `expand=objects` answer of one change. */
export const ChangeResultSchema = z.strictObject({ objects: ObjectInfosSchema });
export type ChangeResult = z.infer<typeof ChangeResultSchema>;

export const BatchResultSchema = z.strictObject({ results: z.array(ChangeResultSchema) });
export type BatchResult = z.infer<typeof BatchResultSchema>;
