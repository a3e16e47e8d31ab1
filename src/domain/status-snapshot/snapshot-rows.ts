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

function eachCompactRow(
  snapshot: CompactStatusSnapshot,
  labels: readonly string[],
  channels: readonly ChannelObjects[],
  labelsDigest: string,
  visit: (row: SnapshotRow, i: number) => void,
): void {
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
  // One row filled anew for each object: 100,000 objects made for one read, most of them free
  // and passed over, cost the seat map's first frame more in garbage than in reading.
  const row: SnapshotRow = { label: '', status: 'free', forSale: true };
  for (let i = 0; i < objects; i++) {
    const label = labels[i] as string;
    const { status, forSale, holdToken, channel: own } = states[state[i] as number] ?? free;
    row.label = label;
    row.status = status;
    row.forSale = forSale;
    row.holdToken = holdToken;
    row.channel = known === undefined ? own : channelOf.get(label);
    row.category = pick(snapshot.categories, category[i]);
    row.places = snapshot.places[i];
    visit(row, i);
  }
}

/**
 * Each row of either form in the snapshot's order, with its position. `labels`: the order whose
 * digest the compact form was asked with; `channels`: the event's channels whose digest it was
 * asked with, if any; `labelsDigest`: the labels' digest, when the caller computed it from these
 * labels already (the seat map's layout worker did). The compact form hands the same row object
 * each time, filled anew: a visitor copies what it keeps.
 */
export function eachSnapshotRow(
  answer: StatusSnapshotAnswer,
  labels: readonly string[],
  channels: readonly ChannelObjects[],
  labelsDigest: string | undefined,
  visit: (row: SnapshotRow, i: number) => void,
): void {
  if (!isCompact(answer)) labelledRows(answer).forEach(visit);
  else {
    const digest = labelsDigest ?? labelOrderDigest(labels);
    eachCompactRow(answer, labels, channels, digest, visit);
  }
}

/** Every row of either form, in the snapshot's order (eachSnapshotRow's rows, kept). */
export function snapshotRows(
  answer: StatusSnapshotAnswer,
  labels: readonly string[] = [],
  channels: readonly ChannelObjects[] = [],
  labelsDigest?: string,
): SnapshotRow[] {
  const rows: SnapshotRow[] = [];
  eachSnapshotRow(answer, labels, channels, labelsDigest, (row) => rows.push({ ...row }));
  return rows;
}
