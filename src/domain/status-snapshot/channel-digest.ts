// The event's channels as the seat map already holds them (its event record) and the digest of
// them: when the map's digest is the one of the channels the snapshot was made with, the service
// leaves each object's channel out of the compact snapshot (docs/live-feed.md), which on a venue
// with channels over many seats is most of its bytes. Computed by both sides with the same code.
import { digestOf } from './label-digest';

export interface ChannelObjects {
  key: string;
  objects?: readonly string[];
}

/** Label → the channel it is kept for (the last channel naming it, as the service keeps them). */
export function channelsByLabel(channels: readonly ChannelObjects[]): Map<string, string> {
  const channelOf = new Map<string, string>();
  for (const channel of channels) {
    for (const label of channel.objects ?? []) channelOf.set(label, channel.key);
  }
  return channelOf;
}

// One digest per list: an event's channels change by a new array (the service's event record,
// the page's query cache), and both sides ask for it more than once (the service per snapshot,
// the map when it asks for the snapshot and again, on its first frame's path, when it reads it).
const digests = new WeakMap<readonly ChannelObjects[], string>();

/** 16 hex digits over the channels' keys and objects, in order (counts first: unambiguous). */
export function channelsDigest(channels: readonly ChannelObjects[]): string {
  let digest = digests.get(channels);
  if (digest === undefined) {
    digest = digestOfChannels(channels);
    digests.set(channels, digest);
  }
  return digest;
}

function digestOfChannels(channels: readonly ChannelObjects[]): string {
  let count = 1;
  for (const channel of channels) count += 2 + (channel.objects?.length ?? 0);
  return digestOf(count, (take) => {
    take(String(channels.length));
    for (const channel of channels) {
      take(channel.key);
      take(String(channel.objects?.length ?? 0));
      for (const label of channel.objects ?? []) take(label);
    }
  });
}
