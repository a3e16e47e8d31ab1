// Which objects the map keeps no state for: free, for sale, nothing attached. Read by the page
// (apply-change.ts, map-states.ts) and by the layout worker when it reads the status snapshot
// (data/snapshot-columns.ts), so nothing here may load React.
import { FREE } from '../../../domain/model';
import type { MapObject } from '../../../domain/seat-map/types';
import type { SnapshotRow } from '../../../domain/status-snapshot/snapshot-rows';

/** What the rule reads of a state: the snapshot's row as both readings hand it. */
export type PlainState = Pick<
  SnapshotRow,
  'status' | 'forSale' | 'holdToken' | 'orderId' | 'channel' | 'category'
>;

/**
 * An object the map keeps no info for: free, for sale, nothing attached (no hold, order or
 * channel, its drawing's own category). A GA area always has one (its places are counted).
 */
export function isPlainFree(
  state: PlainState,
  object: Pick<MapObject, 'categoryKey'> | undefined,
): boolean {
  const ownCategory = state.category !== undefined && state.category !== object?.categoryKey;
  const attached = state.holdToken || state.orderId || state.channel || ownCategory;
  return state.status === FREE && state.forSale && !attached;
}
