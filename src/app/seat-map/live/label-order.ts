// The map's own label order and its digest, from the drawing it already holds, once per layout:
// sent with the snapshot request so that the service can leave the labels out
// (domain/status-snapshot/label-digest.ts, docs/live-feed.md).
import type { SeatMapLayout } from '../../../domain/seat-map/types';
import { labelOrderDigest } from '../../../domain/status-snapshot/label-digest';
import { labelIndexOf } from '../data/label-index';

export interface LabelOrder {
  labels: readonly string[];
  digest: string;
}

const orders = new WeakMap<SeatMapLayout, LabelOrder>();

/** `digest`: the one the layout worker computed from the same objects, when it did. */
export function labelOrderOf(layout: SeatMapLayout, digest?: string): LabelOrder {
  let order = orders.get(layout);
  if (!order) {
    // The first object of each label in the drawing's order, as snapshotLabels lists them, from
    // the repeats the layout worker found: no set of 100,000 labels on the page.
    const { labels } = labelIndexOf(layout);
    order = { labels, digest: digest ?? labelOrderDigest(labels) };
    orders.set(layout, order);
  }
  return order;
}
