// Request bodies of the channel calls (wire.md §7). A channel as the event shows it is
// `ChannelSchema` in ./events.
import { z } from 'zod';
import { AreaPlacesSchema } from './status';

const text = (field: string) =>
  z.string({ error: `${field} must be a string` }).min(1, { error: `${field} must not be empty` });
const labels = z.array(text('each entry of objects'), {
  error: 'objects must be an array of labels',
});

export const ChannelInputSchema = z.strictObject({
  key: text('key'),
  name: text('name'),
  color: z.string({ error: 'color must be a string' }).optional(),
  index: z
    .number({ error: 'index must be a number' })
    .int({ error: 'index must be whole' })
    .optional(),
  objects: labels.optional(),
  areaPlaces: AreaPlacesSchema.optional(),
});
export type ChannelInput = z.infer<typeof ChannelInputSchema>;

export const ReplaceChannelsSchema = z.strictObject({
  channels: z.array(ChannelInputSchema, { error: 'channels must be an array of channels' }),
});

/** `POST /events/{key}/channels` takes one channel or an array of them. */
export const AddChannelsSchema = z.union([ChannelInputSchema, z.array(ChannelInputSchema)], {
  error: 'the body must be a channel {key, name, …} or an array of channels',
});

export const UpdateChannelSchema = z.strictObject({
  name: text('name').optional(),
  color: z.string({ error: 'color must be a string' }).optional(),
  objects: labels.optional(),
  areaPlaces: AreaPlacesSchema.optional(),
});
export type ChannelUpdate = z.infer<typeof UpdateChannelSchema>;

export const ChannelObjectsSchema = z.strictObject({
  objects: labels.optional(),
  areaPlaces: AreaPlacesSchema.optional(),
});
export type ChannelObjects = z.infer<typeof ChannelObjectsSchema>;
