// The seats.io channels of an event as pure operations on the channel list: each returns the
// new list or throws a RuleError. Invariants kept by every operation: keys and names are unique,
// every object is a label on the chart and in at most one channel, areaPlaces name GA areas and
// all channels together never hold more places of an area than its capacity.
import { type Channel, type FlatChart, NO_CHANNEL } from '../model';
import { RuleError } from './rule-error';

export interface ChannelInput {
  key: string;
  name: string;
  color?: string;
  index?: number;
  objects?: string[];
  areaPlaces?: Record<string, number>;
}

export interface ChannelPatch {
  name?: string;
  color?: string;
  objects?: string[];
  areaPlaces?: Record<string, number>;
}

export interface ChannelObjects {
  objects?: string[];
  areaPlaces?: Record<string, number>;
}

/** Maps built lately, by channel list: stores hand out the same (frozen) list while it is unchanged. */
const channelMaps = new WeakMap<readonly Channel[], ReadonlyMap<string, string>>();

/** Label → key of the channel holding it. The map is shared: never mutate it. */
export function channelOf(channels: readonly Channel[]): ReadonlyMap<string, string> {
  let map = channelMaps.get(channels);
  if (!map) {
    const built = new Map<string, string>();
    for (const channel of channels) {
      for (const label of channel.objects) built.set(label, channel.key);
    }
    map = built;
    channelMaps.set(channels, map);
  }
  return map;
}

/** The event's whole channel list, replaced (also used for channels given at event creation). */
export function replaceChannels(chart: FlatChart, inputs: readonly ChannelInput[]): Channel[] {
  return validated(chart, inputs.map(toChannel), inputs);
}

/** Adds one or many channels; an existing key or name is refused. */
export function addChannels(
  chart: FlatChart,
  channels: readonly Channel[],
  inputs: readonly ChannelInput[],
): Channel[] {
  for (const input of inputs) {
    if (channels.some((channel) => channel.key === input.key)) {
      throw new RuleError('CHANNEL_KEY_EXISTS', `Channel ${input.key} already exists`);
    }
  }
  const added = inputs.map(toChannel);
  const claimed = new Set(added.flatMap((channel) => channel.objects));
  const rest = channels.map((channel) => withoutObjects(channel, claimed));
  return validated(chart, [...rest, ...added], inputs);
}

/** `{name?, color?, objects?, areaPlaces?}`: given fields replace; objects move to this channel. */
export function updateChannel(
  chart: FlatChart,
  channels: readonly Channel[],
  key: string,
  patch: ChannelPatch,
): Channel[] {
  const current = find(channels, key);
  const next: Channel = {
    ...current,
    name: patch.name ?? current.name,
    objects: patch.objects ? unique(patch.objects) : current.objects,
    areaPlaces: patch.areaPlaces ? positive(patch.areaPlaces) : current.areaPlaces,
  };
  if (patch.color !== undefined) next.color = patch.color;
  const claimed = new Set(next.objects);
  const list = channels.map((channel) =>
    channel.key === key ? next : withoutObjects(channel, claimed),
  );
  return validated(chart, list, [patch]);
}

/** Adds objects (moving them out of other channels) and places of GA areas. */
export function addObjectsToChannel(
  chart: FlatChart,
  channels: readonly Channel[],
  key: string,
  add: ChannelObjects,
): Channel[] {
  const current = find(channels, key);
  const claimed = new Set(add.objects ?? []);
  const areaPlaces = { ...current.areaPlaces };
  for (const [label, n] of Object.entries(add.areaPlaces ?? {})) {
    areaPlaces[label] = (areaPlaces[label] ?? 0) + n;
  }
  const next: Channel = {
    ...current,
    objects: unique([...current.objects, ...claimed]),
    areaPlaces: positive(areaPlaces),
  };
  const list = channels.map((channel) =>
    channel.key === key ? next : withoutObjects(channel, claimed),
  );
  return validated(chart, list, [add]);
}

/** Removes objects and subtracts places; removing more places than the channel has is refused. */
export function removeObjectsFromChannel(
  chart: FlatChart,
  channels: readonly Channel[],
  key: string,
  remove: ChannelObjects,
): Channel[] {
  const current = find(channels, key);
  assertLabels(chart, remove.objects ?? []);
  const areaPlaces = { ...current.areaPlaces };
  for (const [label, n] of Object.entries(remove.areaPlaces ?? {})) {
    const has = areaPlaces[label] ?? 0;
    if (n > has) {
      throw new RuleError(
        'GA_NOT_ENOUGH_PLACES',
        `Channel ${key} has ${has} places of ${label}; ${n} cannot be removed`,
      );
    }
    areaPlaces[label] = has - n;
  }
  const dropped = new Set(remove.objects ?? []);
  const next: Channel = {
    ...current,
    objects: current.objects.filter((label) => !dropped.has(label)),
    areaPlaces: positive(areaPlaces),
  };
  return channels.map((channel) => (channel.key === key ? next : channel));
}

export function deleteChannel(channels: readonly Channel[], key: string): Channel[] {
  find(channels, key);
  return channels.filter((channel) => channel.key !== key);
}

function toChannel(input: ChannelInput): Channel {
  const channel: Channel = {
    key: input.key,
    name: input.name,
    objects: unique(input.objects ?? []),
    areaPlaces: positive(input.areaPlaces ?? {}),
  };
  if (input.color !== undefined) channel.color = input.color;
  if (input.index !== undefined) channel.index = input.index;
  return channel;
}

function find(channels: readonly Channel[], key: string): Channel {
  const channel = channels.find((one) => one.key === key);
  if (!channel) throw new RuleError('CHANNEL_NOT_FOUND', `Channel not found: ${key}`, 'not-found');
  return channel;
}

function withoutObjects(channel: Channel, claimed: ReadonlySet<string>): Channel {
  if (!channel.objects.some((label) => claimed.has(label))) return channel;
  return { ...channel, objects: channel.objects.filter((label) => !claimed.has(label)) };
}

function unique(labels: readonly string[]): string[] {
  return [...new Set(labels)];
}

function positive(areaPlaces: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(areaPlaces).filter(([, n]) => n > 0));
}

function assertLabels(chart: FlatChart, labels: readonly string[]): void {
  for (const label of labels) {
    if (!chart.byLabel.has(label)) {
      throw new RuleError('OBJECT_NOT_FOUND', `Object not found: ${label}`);
    }
  }
}

/** Checks the invariants of the whole list; `requested` are the bodies that led to it. */
function validated(
  chart: FlatChart,
  channels: Channel[],
  requested: ReadonlyArray<ChannelObjects>,
): Channel[] {
  for (const body of requested) {
    assertLabels(chart, body.objects ?? []);
    for (const label of Object.keys(body.areaPlaces ?? {})) {
      const obj = chart.byLabel.get(label);
      if (!obj) throw new RuleError('OBJECT_NOT_FOUND', `Object not found: ${label}`);
      if (obj.objectType !== 'generalAdmission') {
        throw new RuleError(
          'NOT_A_GA_AREA',
          `areaPlaces: ${label} is not a general admission area`,
        );
      }
    }
  }
  const keys = new Set<string>();
  const names = new Set<string>();
  const owner = new Map<string, string>();
  const places = new Map<string, number>();
  for (const channel of channels) {
    if (channel.key === NO_CHANNEL) {
      throw new RuleError(
        'CHANNEL_KEY_RESERVED',
        `${NO_CHANNEL} is reserved and cannot be a channel key`,
      );
    }
    if (keys.has(channel.key)) {
      throw new RuleError('CHANNEL_KEY_EXISTS', `Channel key ${channel.key} is used twice`);
    }
    if (names.has(channel.name)) {
      throw new RuleError('CHANNEL_NAME_EXISTS', `Channel name ${channel.name} is used twice`);
    }
    keys.add(channel.key);
    names.add(channel.name);
    for (const label of channel.objects) {
      const other = owner.get(label);
      if (other !== undefined) {
        throw new RuleError(
          'OBJECT_IN_TWO_CHANNELS',
          `${label} is given to channels ${other} and ${channel.key}; an object is in at most one channel`,
        );
      }
      owner.set(label, channel.key);
    }
    for (const [label, n] of Object.entries(channel.areaPlaces)) {
      places.set(label, (places.get(label) ?? 0) + n);
    }
  }
  for (const [label, total] of places) {
    const capacity = chart.byLabel.get(label)?.capacity ?? 0;
    if (total > capacity) {
      throw new RuleError(
        'CHANNEL_AREA_PLACES_EXCEEDED',
        `Channels hold ${total} places of ${label}, which has a capacity of ${capacity}`,
      );
    }
  }
  return channels;
}
