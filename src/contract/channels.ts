// Request bodies of the seats.io channel calls. A channel as the event shows it is
// `ChannelSchema` in ./events.
import { z } from 'zod';
import { boundedArray, LIMITS, segmentSafe } from './limits';
import { AreaPlacesSchema } from './status';

const text = (field: string, max: number = LIMITS.textLength) =>
  z
    .string({ error: `${field} must be a string` })
    .min(1, { error: `${field} must not be empty` })
    .max(max, { error: `${field} must be at most ${max} characters` });
const labels = boundedArray(
  text('each entry of objects'),
  LIMITS.labelsPerList,
  'objects',
  'objects must be an array of labels',
);
const color = z.string({ error: 'color must be a string' }).max(LIMITS.textLength);

export const ChannelInputSchema = z.strictObject({
  key: segmentSafe(text('key', LIMITS.keyLength)),
  name: text('name', LIMITS.nameLength),
  color: color.optional(),
  index: z
    .number({ error: 'index must be a number' })
    .int({ error: 'index must be whole' })
    .optional(),
  objects: labels.optional(),
  areaPlaces: AreaPlacesSchema.optional(),
});
export type ChannelInput = z.infer<typeof ChannelInputSchema>;

export const ReplaceChannelsSchema = z.strictObject({
  channels: boundedArray(
    ChannelInputSchema,
    LIMITS.channelsPerEvent,
    'channels',
    'channels must be an array of channels',
  ),
});

/** `POST /events/{key}/channels` takes one channel or an array of them. */
export const AddChannelsSchema = z.union(
  [ChannelInputSchema, boundedArray(ChannelInputSchema, LIMITS.channelsPerEvent, 'channels')],
  {
    error: 'the body must be a channel {key, name, …} or an array of channels',
  },
);

export const UpdateChannelSchema = z.strictObject({
  name: text('name', LIMITS.nameLength).optional(),
  color: color.optional(),
  objects: labels.optional(),
  areaPlaces: AreaPlacesSchema.optional(),
});
export type ChannelUpdate = z.infer<typeof UpdateChannelSchema>;

export const ChannelObjectsSchema = z.strictObject({
  objects: labels.optional(),
  areaPlaces: AreaPlacesSchema.optional(),
});
export type ChannelObjects = z.infer<typeof ChannelObjectsSchema>;
