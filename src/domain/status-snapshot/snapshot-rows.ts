// Either form of the status snapshot read back as one row per object, in the snapshot's order:
// the labelled form names its objects, the compact one is read against the labels the asker
// digested (label-digest.ts), and its channels against the ones the asker holds when the service
// left them out (channel-digest.ts). The seat map and the tests read both forms through this one place.
import type {
  CompactStatusSnapshot,
  StatusSnapshot,
  StatusSnapshotAnswer,
} from '../../contract/live-feed';
import { type ChannelObjects, channelsByLabel, channelsDigest } from './channel-digest';
import { decodePacked } from './column-forms';
import { labelOrderDigest } from './label-digest';

export interface SnapshotRow {
  label: string;
  status: string;
  forSale: boolean;
  holdToken?: string;
  /** Only in the labelled form. */
  orderId?: string;
  channel?: string;
  category?: string;
  places?: unknown;
}

export const isCompact = (answer: StatusSnapshotAnswer): answer is CompactStatusSnapshot =>
  !('labels' in answer);

const pick = (values: readonly string[], at: number | undefined) =>
  at === undefined || at < 0 ? undefined : values[at];

function labelledRows(snapshot: StatusSnapshot): SnapshotRow[] {
  return snapshot.labels.map((label, i) => ({
    label,
    status: pick(snapshot.statuses, snapshot.status[i]) ?? 'free',
    forSale: snapshot.forSale[i] !== 0,
    holdToken: pick(snapshot.holdTokens, snapshot.holdToken[i]),
    orderId: pick(snapshot.orderIds, snapshot.orderId[i]),
    channel: pick(snapshot.channels, snapshot.channel[i]),
    category: pick(snapshot.categories, snapshot.category[i]),
    places: snapshot.places[label],
  }));
}

function compactRows(
  snapshot: CompactStatusSnapshot,
  labels: readonly string[],
  channels: readonly ChannelObjects[],
  labelsDigest: string,
): SnapshotRow[] {
  const { objects } = snapshot;
  const known = snapshot.channelsDigest;
  const channelOf = channelsByLabel(known === undefined ? [] : channels);
  const state = decodePacked(snapshot.state, snapshot.states.length, objects);
  const category = decodePacked(snapshot.category, snapshot.categories.length, objects);
  if (
    labels.length !== objects ||
    labelsDigest !== snapshot.labelsDigest ||
    (known !== undefined && channelsDigest(channels) !== known) ||
    !state ||
    !category
  ) {
    throw new Error('The status snapshot does not fit the map’s objects; reload the page.');
  }
  // A few distinct states for 100,000 objects: each read once, not once per object.
  const states = snapshot.states.map(({ status, forSale, holdToken, channel }) => ({
    status,
    forSale,
    holdToken,
    channel,
  }));
  const free = { status: 'free', forSale: true, holdToken: undefined, channel: undefined };
  return labels.map((label, i) => {
    const { status, forSale, holdToken, channel: own } = states[state[i] as number] ?? free;
    const channel = known === undefined ? own : channelOf.get(label);
    return {
      label,
      status,
      forSale,
      holdToken,
      channel,
      category: pick(snapshot.categories, category[i]),
      places: snapshot.places[i],
    };
  });
}

/**
 * `labels`: the order whose digest the compact form was asked with; `channels`: the event's
 * channels whose digest it was asked with, if any; `labelsDigest`: the labels' digest, when the
 * caller computed it from these labels already (the seat map's layout worker did).
 */
export function snapshotRows(
  answer: StatusSnapshotAnswer,
  labels: readonly string[] = [],
  channels: readonly ChannelObjects[] = [],
  labelsDigest?: string,
): SnapshotRow[] {
  if (!isCompact(answer)) return labelledRows(answer);
  return compactRows(answer, labels, channels, labelsDigest ?? labelOrderDigest(labels));
}
