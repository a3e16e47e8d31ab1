// The channel calls of an event over the thin client. Reading the channels is part
// of the event (`events.retrieve`).
import type { ChannelInput, ChannelObjects, ChannelUpdate } from '../contract/channels';
import { seg, type Transport } from './transport';

export class ChannelsApi {
  constructor(private readonly t: Transport) {}

  /** Replaces the event's whole channel list. */
  replace(eventKey: string, channels: ChannelInput[]) {
    return this.t.empty({ method: 'POST', path: `${base(eventKey)}/replace`, body: { channels } });
  }
  /** Adds one channel or several; 400 CHANNEL_KEY_EXISTS when a key is taken. */
  add(eventKey: string, channel: ChannelInput | ChannelInput[]) {
    return this.t.empty({ method: 'POST', path: base(eventKey), body: channel });
  }
  /** Given fields replace; given objects move into this channel. */
  update(eventKey: string, channelKey: string, update: ChannelUpdate) {
    return this.t.empty({
      method: 'POST',
      path: `${base(eventKey)}/${seg(channelKey)}`,
      body: update,
    });
  }
  addObjects(eventKey: string, channelKey: string, objects: ChannelObjects) {
    const path = `${base(eventKey)}/${seg(channelKey)}/objects`;
    return this.t.empty({ method: 'POST', path, body: objects });
  }
  removeObjects(eventKey: string, channelKey: string, objects: ChannelObjects) {
    const path = `${base(eventKey)}/${seg(channelKey)}/objects`;
    return this.t.empty({ method: 'DELETE', path, body: objects });
  }
  remove(eventKey: string, channelKey: string) {
    return this.t.empty({ method: 'DELETE', path: `${base(eventKey)}/${seg(channelKey)}` });
  }
}

function base(eventKey: string): string {
  return `/events/${seg(eventKey)}/channels`;
}
