// The compact status snapshot of an event for the seat map (docs/live-feed.md): every object's
// status, category, channel, for-sale flag, hold token and order id in the chart's own order, as columns of
// small dictionary indexes, with the revision it reflects. Made once per states revision and kept
// with the cached states (states-cache.ts `derive`), as bytes with their digest and gzip.
import type { ChartObject, ObjectState } from '../../../domain/model';
import { channelsByLabel, channelsDigest } from '../../../domain/status-snapshot/channel-digest';
import type { Auth, Deps } from '../context';
import { chartLabelsDigest } from '../shared/chart-labels-digest';
import { findEvent } from '../shared/events';
import { chartOf } from '../shared/load-events';
import { WireBytes } from '../wire-bytes';
import { compactSnapshotJson } from './compact-snapshot';
import { Dictionary } from './snapshot-dictionary';

export function snapshotJson(
  revision: number,
  objects: readonly ChartObject[],
  states: ReadonlyMap<string, ObjectState>,
  channels: ReadonlyArray<{ key: string; objects?: string[] }>,
): string {
  const channelOf = channelsByLabel(channels);
  const statuses = new Dictionary();
  statuses.of('free');
  const categories = new Dictionary();
  const channelKeys = new Dictionary();
  const tokens = new Dictionary();
  // An order's seats share its id: the dictionary keeps each id once, however many seats.
  const orders = new Dictionary();
  const columns = {
    status: new Array<number>(objects.length),
    category: new Array<number>(objects.length),
    channel: new Array<number>(objects.length),
    forSale: new Array<number>(objects.length),
    holdToken: new Array<number>(objects.length),
    orderId: new Array<number>(objects.length),
  };
  const places: Record<string, unknown> = {};
  objects.forEach((object, i) => {
    const state = states.get(object.label);
    columns.status[i] = statuses.of(state?.status ?? 'free');
    columns.category[i] = categories.of(object.categoryKey);
    columns.channel[i] = channelKeys.of(channelOf.get(object.label));
    columns.forSale[i] = state?.notForSale ? 0 : 1;
    columns.holdToken[i] = tokens.of(state?.holdToken);
    columns.orderId[i] = orders.of(state?.orderId);
    if (state?.places) places[object.label] = state.places;
  });
  return JSON.stringify({
    revision,
    labels: objects.map((object) => object.label),
    statuses: statuses.values,
    status: columns.status,
    categories: categories.values,
    category: columns.category,
    channels: channelKeys.values,
    channel: columns.channel,
    forSale: columns.forSale,
    holdTokens: tokens.values,
    holdToken: columns.holdToken,
    orderIds: orders.values,
    orderId: columns.orderId,
    places,
  });
}

/**
 * The event's snapshot bytes at the revision the read sees: without labels when `labelsDigest` is
 * the digest of the event's chart, labelled otherwise (a stale drawing never colours the wrong
 * seat); without labels or channels when `digests.channels` is also the one of the event's
 * channels as this read sees them.
 */
export function readStatusSnapshot(
  deps: Deps,
  auth: Auth,
  eventKey: string,
  digests: { labels?: string; channels?: string } = {},
): Promise<WireBytes> {
  const labelsDigest = digests.labels;
  return deps.store.read(async (tx) => {
    const event = await findEvent(tx, auth, eventKey);
    const chart = await chartOf(deps, tx, event);
    const states = await deps.states.lazy(tx, event);
    const digest = labelsDigest && chartLabelsDigest(chart);
    if (digest && digest === labelsDigest) {
      const knownChannels = digests.channels === channelsDigest(event.channels);
      const name = knownChannels ? 'feed-snapshot-compact-channels-known' : 'feed-snapshot-compact';
      return deps.states.derive(tx, event, name, [chart, event.channels], () => {
        const json = compactSnapshotJson(
          event.statesRevision,
          digest,
          chart.objects,
          states(),
          event.channels,
          knownChannels ? digests.channels : undefined,
        );
        return new WireBytes(Buffer.from(json));
      });
    }
    return deps.states.derive(tx, event, 'feed-snapshot', [chart, event.channels], () => {
      const json = snapshotJson(event.statesRevision, chart.objects, states(), event.channels);
      return new WireBytes(Buffer.from(json));
    });
  });
}
