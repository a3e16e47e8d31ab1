// The seats.io channels of an event on the wire: each call is one operation of
// domain/status/channels, applied by application/events/channels.ts.
import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  AddChannelsSchema,
  type ChannelInput,
  ChannelInputSchema,
  ChannelObjectsSchema,
  ReplaceChannelsSchema,
  UpdateChannelSchema,
} from '../../contract/channels';
import {
  addChannels,
  addObjectsToChannel,
  deleteChannel,
  removeObjectsFromChannel,
  replaceChannels,
  updateChannel,
} from '../../domain/status/channels';
import type { Deps } from '../application/context';
import { type ChannelChange, changeChannels } from '../application/events/channels';
import { param, readBody, validate } from './body';
import type { AppEnv } from './context';
import { HTTP } from './errors';
import { registerOperations } from './openapi';

/**
 * The channels given with a new event or season (one by one in a batch): the contract bounds only
 * the list, and each channel is read here, so a refusal names its index (`body.channels.1: …`).
 */
export function channelsGiven(
  channels: readonly unknown[] | undefined,
  where: string,
): ChannelInput[] | undefined {
  return channels?.map((item, i) => validate(ChannelInputSchema, item, `${where}.${i}`));
}

registerOperations([
  {
    method: 'post',
    path: '/events/{eventKey}/channels/replace',
    summary: 'Replace the whole channel list',
    request: ReplaceChannelsSchema,
  },
  {
    method: 'post',
    path: '/events/{eventKey}/channels',
    summary: 'Add one channel or an array of channels (400 if a key exists)',
    request: AddChannelsSchema,
  },
  {
    method: 'post',
    path: '/events/{eventKey}/channels/{channelKey}',
    summary: 'Update a channel (given objects replace its objects)',
    request: UpdateChannelSchema,
  },
  {
    method: 'post',
    path: '/events/{eventKey}/channels/{channelKey}/objects',
    summary: 'Add objects (moved out of other channels) and GA places',
    request: ChannelObjectsSchema,
  },
  {
    method: 'delete',
    path: '/events/{eventKey}/channels/{channelKey}/objects',
    summary: 'Remove objects and GA places',
    request: ChannelObjectsSchema,
  },
  {
    method: 'delete',
    path: '/events/{eventKey}/channels/{channelKey}',
    summary: 'Delete a channel',
  },
]);

export function channelRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();

  async function change(c: Context<AppEnv>, apply: ChannelChange) {
    await changeChannels(deps, c.get('auth'), param(c, 'key'), apply);
    return c.body(null, HTTP.NO_CONTENT);
  }

  // `replace` is registered before `/:channelKey`, so it is never taken for a channel key.
  app.post('/events/:key/channels/replace', async (c) => {
    const body = await readBody(c, ReplaceChannelsSchema, undefined);
    return change(c, (chart) => replaceChannels(chart, body.channels));
  });

  app.post('/events/:key/channels', async (c) => {
    const body = await readBody(c, AddChannelsSchema, undefined);
    const inputs = Array.isArray(body) ? body : [body];
    return change(c, (chart, channels) => addChannels(chart, channels, inputs));
  });

  app.post('/events/:key/channels/:channelKey/objects', async (c) => {
    const body = await readBody(c, ChannelObjectsSchema, undefined);
    const key = param(c, 'channelKey');
    return change(c, (chart, channels) => addObjectsToChannel(chart, channels, key, body));
  });

  app.delete('/events/:key/channels/:channelKey/objects', async (c) => {
    const body = await readBody(c, ChannelObjectsSchema, undefined);
    const key = param(c, 'channelKey');
    return change(c, (chart, channels) => removeObjectsFromChannel(chart, channels, key, body));
  });

  app.post('/events/:key/channels/:channelKey', async (c) => {
    const body = await readBody(c, UpdateChannelSchema);
    const key = param(c, 'channelKey');
    return change(c, (chart, channels) => updateChannel(chart, channels, key, body));
  });

  app.delete('/events/:key/channels/:channelKey', async (c) => {
    const key = param(c, 'channelKey');
    return change(c, (_chart, channels) => deleteChannel(channels, key));
  });

  return app;
}
