// Either form of the status snapshot read back as one row per object, in the snapshot's order:
// the labelled form names its objects, the compact one is read against the labels the asker
// digested (label-digest.ts). The seat map and the tests read both forms through this one place.
import type {
  CompactStatusSnapshot,
  StatusSnapshot,
  StatusSnapshotAnswer,
} from '../../contract/live-feed';
import { decodeColumn } from './columns';
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
  labelsDigest: string,
): SnapshotRow[] {
  const { objects } = snapshot;
  const state = decodeColumn(snapshot.state, snapshot.states.length, objects);
  const category = decodeColumn(snapshot.category, snapshot.categories.length, objects);
  if (labels.length !== objects || labelsDigest !== snapshot.labelsDigest || !state || !category) {
    throw new Error('The status snapshot does not fit the map’s objects; reload the page.');
  }
  return labels.map((label, i) => {
    const { status, forSale, holdToken, channel } = snapshot.states[state[i]] ?? {
      status: 'free',
      forSale: true,
    };
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
 * `labels`: the order whose digest the compact form was asked with; `labelsDigest`: that digest,
 * when the caller computed it from these labels already (the seat map's layout worker did).
 */
export function snapshotRows(
  answer: StatusSnapshotAnswer,
  labels: readonly string[] = [],
  labelsDigest?: string,
): SnapshotRow[] {
  if (!isCompact(answer)) return labelledRows(answer);
  return compactRows(answer, labels, labelsDigest ?? labelOrderDigest(labels));
}
