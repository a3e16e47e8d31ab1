// The rules every object of a status change passes before its state changes: channels and
// previous statuses. Each throws one RuleError that names the object and the rule.
import { type Channel, type ChartObject, NO_CHANNEL } from '../model';
import type { NormalizedChange } from './normalize';
import { listText, RuleError } from './rule-error';

/**
 * An object in a channel changes only when its channel is in `channelKeys` or `ignoreChannels`
 * is set; with `channelKeys`, an object in no channel needs `NO_CHANNEL` in the list.
 */
export function assertChannelAllows(
  change: NormalizedChange,
  label: string,
  channelKey: string | undefined,
): void {
  if (change.ignoreChannels) return;
  if (change.channelKeys === undefined) {
    if (channelKey === undefined) return;
    throw new RuleError(
      'OBJECT_IN_CHANNEL',
      `${label} is in channel ${channelKey}: give channelKeys with ${channelKey}, or ignoreChannels`,
    );
  }
  const needed = channelKey ?? NO_CHANNEL;
  if (!change.channelKeys.includes(needed)) {
    throw new RuleError(
      'CHANNEL_NOT_ALLOWED',
      `${label} is in ${channelKey === undefined ? 'no channel' : `channel ${channelKey}`}, which is not in channelKeys ${listText(change.channelKeys)}`,
    );
  }
}

/**
 * How many places of a GA area a change may use when channels hold some of its places
 * (`areaPlaces`): the places of the channels in `channelKeys` (plus the places in no channel
 * with `NO_CHANNEL`); without `channelKeys`, the places in no channel; all of them with
 * `ignoreChannels`. Place-level usage per channel is not tracked, so this bounds the quantity
 * of one request, not the running total (see docs/decisions/003-booking-rules.md).
 */
export function gaChannelPlaces(
  change: NormalizedChange,
  area: ChartObject,
  channels: readonly Channel[],
): number {
  const capacity = area.capacity ?? 0;
  if (change.ignoreChannels) return capacity;
  let inChannels = 0;
  let allowed = 0;
  for (const channel of channels) {
    const n = channel.areaPlaces[area.label] ?? 0;
    inChannels += n;
    if (change.channelKeys?.includes(channel.key)) allowed += n;
  }
  const outside = Math.max(0, capacity - inChannels);
  if (change.channelKeys === undefined || change.channelKeys.includes(NO_CHANNEL)) {
    allowed += outside;
  }
  return allowed;
}

export function assertGaChannelPlaces(
  change: NormalizedChange,
  area: ChartObject,
  channels: readonly Channel[],
  quantity: number,
): void {
  if (!channels.some((channel) => (channel.areaPlaces[area.label] ?? 0) > 0)) return;
  const allowed = gaChannelPlaces(change, area, channels);
  if (quantity <= allowed || quantity > (area.capacity ?? 0)) return;
  const rule =
    change.channelKeys === undefined
      ? 'outside channels; give channelKeys or ignoreChannels'
      : `in channelKeys ${listText(change.channelKeys)}`;
  throw new RuleError(
    change.channelKeys === undefined ? 'OBJECT_IN_CHANNEL' : 'CHANNEL_NOT_ALLOWED',
    `${area.label}: ${quantity} places requested but only ${allowed} are ${rule}`,
  );
}

/** allowedPreviousStatuses / rejectedPreviousStatuses, against the status the object has now. */
export function assertPreviousStatus(
  change: NormalizedChange,
  label: string,
  previous: string,
): void {
  const allowed = change.allowedPreviousStatuses;
  if (allowed && !allowed.includes(previous)) {
    throw new RuleError(
      'ILLEGAL_STATUS_CHANGE',
      `${label} is ${previous}; allowedPreviousStatuses is ${listText(allowed)}`,
    );
  }
  const rejected = change.rejectedPreviousStatuses;
  if (rejected?.includes(previous)) {
    throw new RuleError(
      'ILLEGAL_STATUS_CHANGE',
      `${label} is ${previous}; rejectedPreviousStatuses is ${listText(rejected)}`,
    );
  }
}
