// The event map's states asked for as early as correctness allows, so that they colour the map's
// first frame: with the label digest kept from this tab's last visit at once (alongside the
// drawing's revalidation), else with the one the drawing's answer names (Seatdesk's header, read
// before the bytes: data/use-layout.ts), else with the digest the layout worker sends ahead of
// the layout (while it still builds the trees and packs). They are read against the
// drawing shown, in the same task that brings it: a page rendering the new layout finds them
// there already. A snapshot without labels is read only against a drawing of its digest; one made
// for another drawing (a chart republished since the digest was kept) is asked for again with
// the shown drawing's own, which the service answers with labels when its chart differs.
import { queryOptions } from '@tanstack/react-query';
import type { SeatdeskClient } from '../../../client';
import type { ChannelObjects } from '../../../domain/status-snapshot/channel-digest';
import { isCompact } from '../../../domain/status-snapshot/snapshot-rows';
import { keptLabelsDigest } from '../../lib/kept-label-digests';
import {
  type EventMapStates,
  eventMapStatesKey,
  fetchEventMapStates,
  MAP_REFRESH_MS,
} from '../data/event-map-data';
import { labelIndexOf } from '../data/label-index';
import { labelsAhead } from '../data/labels-ahead';
import { type ChartMap, snapshotReaderOf } from '../data/use-layout';
import { labelOrderOf } from './label-order';
import { askSnapshot, statesFromColumns, statesFromSnapshot } from './map-states';

/** The chart's drawing as the map shows it: the map's query, in flight or cached. */
export type DrawnChart = () => Promise<ChartMap>;

const orderOf = (chart: ChartMap) => labelOrderOf(chart.layout, chart.labelsDigest);

export async function fetchMapStatesAhead(
  client: SeatdeskClient,
  eventKey: string,
  chartKey: string,
  drawn: DrawnChart,
  channels?: readonly ChannelObjects[],
): Promise<EventMapStates> {
  const chart = drawn().then(
    (map) => map,
    // The page says the drawing failed; the states are still read (by label) for it to say so.
    () => undefined,
  );
  const digest =
    keptLabelsDigest(chartKey) ??
    (await Promise.race([
      labelsAhead(client, chartKey).heard,
      chart.then((map) => map && orderOf(map).digest),
    ]));
  const started = performance.now();
  let snapshot = await askSnapshot(client, eventKey, digest, channels);
  // A service without the snapshot (seats.io): its detailed reports after the drawing, so that
  // they never compete with it.
  if (!snapshot) return chart.then(() => fetchEventMapStates(client, eventKey));
  // Handed to the layout's worker at once: it reads the rows while the page unpacks the layout
  // (data/snapshot-columns.ts). It reads against its own label order, so a snapshot made for
  // another drawing is refused there and read below as before.
  const sent = snapshot;
  const read = isCompact(sent)
    ? snapshotReaderOf(client, chartKey)?.({ snapshot: sent, ...(channels ? { channels } : {}) })
    : undefined;
  const map = await chart;
  const order = map && orderOf(map);
  if (isCompact(snapshot) && snapshot.labelsDigest !== order?.digest) {
    snapshot = await askSnapshot(client, eventKey, order?.digest, channels);
    if (!snapshot) return fetchEventMapStates(client, eventKey);
  }
  const columns = snapshot === sent ? await read : undefined;
  const firsts = map && isCompact(snapshot) ? labelIndexOf(map.layout).firsts : undefined;
  if (columns && firsts && order && isCompact(snapshot) && columns.labelsDigest === order.digest) {
    return statesFromColumns(snapshot, columns, firsts, order, performance.now() - started);
  }
  // A compact snapshot's rows are the label order's, one by one: each row's object is known by
  // its place, with no label → object Map built before the first frame. A labelled one (the
  // service's chart differs) is read by label.
  const objectOf = (label: string, row: number) =>
    firsts ? firsts[row] : map?.layout.byLabel.get(label);
  return statesFromSnapshot(snapshot, objectOf, performance.now() - started, order, channels);
}

/**
 * The map's states under the same key as before (every write that refreshes the event refreshes
 * them); read on the map's timer only while the feed is not live.
 */
export function liveMapStatesQuery(
  client: SeatdeskClient,
  eventKey: string,
  chartKey: string,
  drawn: DrawnChart,
  polling: boolean,
  channels?: readonly ChannelObjects[],
) {
  return queryOptions({
    queryKey: eventMapStatesKey(eventKey),
    queryFn: () => fetchMapStatesAhead(client, eventKey, chartKey, drawn, channels),
    refetchInterval: polling ? MAP_REFRESH_MS : false,
    refetchIntervalInBackground: false,
  });
}
